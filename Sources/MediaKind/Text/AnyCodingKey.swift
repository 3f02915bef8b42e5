/// The one coding key made from any string: for containers whose keys are read by hand (a
/// record's members from its member table, a policy's rules, a configuration's keys checked
/// against the known ones, so `maxFilesize` is an error rather than a rule that never fires).
package struct AnyCodingKey: CodingKey, Hashable, Sendable {
  package let stringValue: String
  package let intValue: Int?

  /// The key `name`.
  package init(_ name: String) {
    stringValue = name
    intValue = nil
  }

  package init?(stringValue: String) { self.init(stringValue) }

  package init?(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }

  /// A readable form of a coding path: `rules[1].maxFileSize`.
  package static func describe(_ path: [any CodingKey]) -> String { UnknownKey.describe(path) }

  /// Throws when `container` has keys outside `known` (``UnknownKey``: the first one, and
  /// the key it most likely meant).
  package static func rejectUnknownKeys(in container: KeyedDecodingContainer<AnyCodingKey>, known: [String]) throws {
    try UnknownKey.refuse(container.allKeys, known: known, at: container.codingPath)
  }
}
