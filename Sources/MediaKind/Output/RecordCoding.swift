/// What the `Codable` conformances that member tables drive share: the coding key type.
package enum RecordCoding {
  /// A member's JSON key as a coding key. Named as the synthesized keys are, so decoding
  /// errors read as they did (`CodingKeys(stringValue: "path", intValue: nil)`); outside the
  /// generic `RecordMember`, so `JSONDecoder`'s containers keyed by it need no generic
  /// metadata of their own per table.
  package struct CodingKeys: CodingKey, Sendable {
    package let stringValue: String
    package var intValue: Int? { nil }

    /// The key `name`.
    package init(_ name: String) { stringValue = name }
    package init?(stringValue: String) { self.init(stringValue) }
    package init?(intValue: Int) { nil }
  }
}
