/// One token of a predicate in PhotoKit's format syntax, with its column (from 1).
struct PredicateToken: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    /// A key path, keyword or named constant (`mediaType`, `AND`, `photoLive`).
    case identifier(String)
    /// A number as written (`8`, `0x10`, `2.5`, `1e3`).
    case number(String)
    /// A quoted string, escapes resolved.
    case string(String)
    /// An operator or punctuation (`==`, `<=`, `&`, `&&`, `||`, `!`, `(`, `)`, `{`, `}`, `,`).
    case symbol(String)
    /// Comparison options in brackets (`[c]`), lower-cased without the brackets.
    case options(String)
    /// A format specifier (`%d`, `%@`, `%K`).
    case placeholder(String)
    /// The end of the expression.
    case end
  }

  var kind: Kind
  var column: Int

  /// The keyword this identifier spells, upper-cased (`AND`), if it is one.
  var keyword: String? {
    guard case .identifier(let name) = kind else { return nil }
    let upper = name.uppercased()
    return Self.keywords.contains(upper) ? upper : nil
  }

  static let keywords: Set<String> = [
    "AND", "OR", "NOT", "IN", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "BETWEEN",
    "TRUEPREDICATE", "FALSEPREDICATE", "YES", "NO", "TRUE", "FALSE", "NIL", "NULL", "ANY", "ALL",
    "SOME", "NONE",
  ]

  func isSymbol(_ text: String) -> Bool { kind == .symbol(text) }
}
