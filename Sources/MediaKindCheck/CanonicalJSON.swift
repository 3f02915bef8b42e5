import MediaKind

/// Compact JSON text written by hand, so expected files have a fixed key order (`path`
/// first, then the fields in ``CheckedField`` order) without Foundation.
enum CanonicalJSON {
  /// A JSON string literal with the escapes RFC 8259 requires.
  static func string(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A JSON number: integral values without a fraction (`30`), others in Swift's shortest
  /// round-trip form (`2.01`); non-finite values (never produced) as `0`.
  static func number(_ d: Double) -> String {
    guard d.isFinite else { return "0" }
    if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
    return String(d)
  }

  /// An object from already-encoded members, in the order given.
  static func object(_ members: [(key: String, json: String)]) -> String {
    "{" + members.map { string($0.key) + ":" + $0.json }.joined(separator: ",") + "}"
  }
}
