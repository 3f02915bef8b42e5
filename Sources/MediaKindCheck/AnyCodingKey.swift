import MediaKind

/// A coding key made from any string, for containers whose keys are checked by hand (unknown
/// keys in a policy file are errors, not silently ignored).
struct AnyCodingKey: CodingKey, Hashable {
  var stringValue: String
  var intValue: Int?

  init(_ string: String) {
    stringValue = string
    intValue = nil
  }

  init?(stringValue: String) { self.init(stringValue) }

  init?(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }

  /// A readable form of a coding path: `rules[1].maxFileSize`.
  static func describe(_ path: [any CodingKey]) -> String { UnknownKey.describe(path) }

  /// Throws when `container` has keys outside `known` (``UnknownKey``: the first one, and
  /// the key it most likely meant), so `maxFilesize` is an error rather than a rule that
  /// never fires.
  static func rejectUnknownKeys(in container: KeyedDecodingContainer<AnyCodingKey>, known: [String]) throws {
    try UnknownKey.refuse(container.allKeys, known: known, at: container.codingPath)
  }
}
