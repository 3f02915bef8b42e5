/// What the `Codable` conformances that member tables drive share: the coding key type.
package enum RecordCoding {
  /// A member's JSON key as a coding key: the package's one string coding key, outside the
  /// generic `RecordMember`, so `JSONDecoder`'s containers keyed by it need no generic
  /// metadata of their own per table.
  package typealias CodingKeys = AnyCodingKey
}
