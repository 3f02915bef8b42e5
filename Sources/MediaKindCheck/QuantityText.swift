import MediaKind

/// Shared reading of policy quantities such as `500KB`, `1.5 MB`, `30s` or `12MP`: a
/// non-negative decimal number followed by an optional unit.
enum QuantityText {
  /// Splits `text` into its number and its unit (without surrounding spaces).
  static func split(_ text: String) -> (Double, String)? {
    let trimmed = text.trimmingCharacters(in: " \t")
    let numberPart = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    guard !numberPart.isEmpty, let number = Double(numberPart), number.isFinite else { return nil }
    let unit = trimmed.dropFirst(numberPart.count).trimmingCharacters(in: " \t")
    return (number, unit)
  }

  /// Reads a scalar that may be written as a number or as a string (YAML `500` or `500KB`).
  static func decode(from decoder: any Decoder) throws -> String {
    let c = try decoder.singleValueContainer()
    if let i = try? c.decode(Int.self) { return String(i) }
    if let d = try? c.decode(Double.self) { return NumberText.text(d) }
    return try c.decode(String.self)
  }
}

extension StringProtocol {
  /// The text without leading and trailing characters from `set`.
  fileprivate func trimmingCharacters(in set: String) -> String {
    var s = Substring(self)
    while let first = s.first, set.contains(first) { s = s.dropFirst() }
    while let last = s.last, set.contains(last) { s = s.dropLast() }
    return String(s)
  }
}
