/// A constant in a predicate: what a key path is compared with.
enum PredicateValue: Sendable, Hashable {
  case integer(Int64)
  case real(Double)
  case string(String)
  case bool(Bool)
  case null
  /// A bare name that is not a key path (`photoLive`, `image`).
  case name(String)
  case date(ISO8601Instant)
  case list([PredicateValue])

  /// The value as a number, if it is one (booleans are 0 and 1, as in NSPredicate).
  var number: Double? {
    switch self {
    case .integer(let v): Double(v)
    case .real(let v): v
    case .bool(let v): v ? 1 : 0
    default: nil
    }
  }

  /// How the value reads in an error message.
  var shown: String {
    switch self {
    case .integer(let v): String(v)
    case .real(let v): String(v)
    case .string(let s): "'\(s)'"
    case .bool(let b): b ? "YES" : "NO"
    case .null: "nil"
    case .name(let n): n
    case .date(let d): "a date (\(d.secondsSince1970) s)"
    case .list(let items): "{" + items.map(\.shown).joined(separator: ", ") + "}"
    }
  }
}
