extension FixedWidthInteger where Self: UnsignedInteger {
  /// The value in lower-case hex (upper-case with `uppercase`), padded with leading zeros to
  /// `digits` digits (a longer value keeps all its digits): the one way the names, keys and
  /// tags this package writes spell a hash or a code.
  package func paddedHex(digits: Int, uppercase: Bool = false) -> String {
    let text = String(self, radix: 16, uppercase: uppercase)
    return text.count >= digits ? text : String(repeating: "0", count: digits - text.count) + text
  }
}
