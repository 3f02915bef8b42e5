/// A key a settings file or policy does not know (`exlude:`): an error, never ignored, since
/// a misspelt key would silently change what is checked. Thrown as the underlying error of a
/// `DecodingError`; the YAML decoding (`YAMLDecoding`, MediaKindCheck's `YAMLText`) turns it into a message with the key's line and the key it
/// most likely meant.
public struct UnknownKey: Error, Sendable, Hashable, CustomStringConvertible {
  /// The key as written.
  public var key: String
  /// The keys accepted where it is.
  public var known: [String]
  /// Where it is, when not at the top (`check`, `rules[1]`), as a readable coding path.
  public var parent: String

  /// The key `key` where `known` are accepted, under `parent` (empty at the top).
  public init(key: String, known: [String], parent: String = "") {
    self.key = key
    self.known = known
    self.parent = parent
  }

  /// `unknown key 'exlude' (did you mean 'exclude'?)`, or with no close key
  /// `unknown key 'colour' (known keys: version, rules)`; where it is (``parent``) is told
  /// before it, as for every decoding error (`rules[0]: unknown key ...`).
  public var description: String {
    if let close = NameSuggestion.closest(to: key, among: known) {
      return "unknown key '\(key)' (did you mean '\(close)'?)"
    }
    return "unknown key '\(key)' (known keys: \(known.joined(separator: ", ")))"
  }

  /// Throws when `keys` hold one outside `known` (the first in sorted order), as a
  /// `DecodingError.dataCorrupted` whose underlying error is the ``UnknownKey``.
  public static func refuse(_ keys: [any CodingKey], known: [String], at codingPath: [any CodingKey]) throws {
    let allowed = Set(known)
    guard let first = keys.map(\.stringValue).filter({ !allowed.contains($0) }).sorted().first else { return }
    let error = UnknownKey(key: first, known: known, parent: describe(codingPath))
    throw DecodingError.dataCorrupted(
      .init(codingPath: codingPath, debugDescription: error.description, underlyingError: error))
  }

  /// A coding path as text: `rules[1].maxSize`.
  public static func describe(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text
  }

  /// The 1-based line of the first `key:` in `text` (the key at the start of a line after
  /// indentation or `- `, plain or quoted), or nil.
  public func line(in text: String) -> Int? {
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      var rest = line.drop { $0 == " " || $0 == "\t" }
      if rest.hasPrefix("- ") { rest = rest.dropFirst(2).drop { $0 == " " } }
      for form in [key, "\"\(key)\"", "'\(key)'"] where rest.hasPrefix(form) {
        if rest.dropFirst(form.count).drop(while: { $0 == " " }).hasPrefix(":") { return number }
      }
    }
    return nil
  }
}
