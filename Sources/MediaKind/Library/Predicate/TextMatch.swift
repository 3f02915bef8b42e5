/// How ``AssetPredicate/text(_:_:)`` compares a text property: NSPredicate's `==`,
/// `CONTAINS`, `BEGINSWITH`, `ENDSWITH` and `LIKE` (`*` any run of characters, `?` one
/// character), optionally case-insensitive (`[c]`). An asset without the value never matches.
public struct TextMatch: Sendable, Hashable {
  /// The comparison.
  public enum Operation: String, Sendable, Hashable {
    /// The whole text equals the pattern (`==`).
    case equals
    /// The text contains the pattern (`CONTAINS`).
    case contains
    /// The text begins with the pattern (`BEGINSWITH`).
    case beginsWith
    /// The text ends with the pattern (`ENDSWITH`).
    case endsWith
    /// The text matches the wildcard pattern: `*` any run, `?` one character (`LIKE`).
    case like
  }

  /// The comparison.
  public var operation: Operation
  /// The text or `LIKE` pattern compared with.
  public var pattern: String
  /// Whether case is ignored (`[c]`).
  public var caseInsensitive: Bool

  /// A comparison with `pattern`.
  public init(_ operation: Operation, _ pattern: String, caseInsensitive: Bool = false) {
    self.operation = operation
    self.pattern = pattern
    self.caseInsensitive = caseInsensitive
  }

  /// Whether `value` matches.
  public func matches(_ value: String) -> Bool {
    let text = caseInsensitive ? value.lowercased() : value
    let pattern = caseInsensitive ? self.pattern.lowercased() : self.pattern
    switch operation {
    case .equals: return text == pattern
    case .contains: return pattern.isEmpty || text.contains(pattern)
    case .beginsWith: return text.hasPrefix(pattern)
    case .endsWith: return text.hasSuffix(pattern)
    case .like: return Self.like(Array(text), Array(pattern))
    }
  }

  /// Wildcard matching (`*`, `?`; `\` escapes the next character) in O(n·m) at worst, by the
  /// classic backtrack-to-last-star walk.
  static func like(_ text: [Character], _ pattern: [Character]) -> Bool {
    var t = 0
    var p = 0
    var star = -1
    var mark = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == "\\", p + 1 < pattern.count, pattern[p + 1] == text[t] {
        p += 2
        t += 1
      } else if p < pattern.count, pattern[p] != "*", pattern[p] != "\\",
        pattern[p] == "?" || pattern[p] == text[t]
      {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        mark = t
        p += 1
      } else if star >= 0 {
        p = star + 1
        mark += 1
        t = mark
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
