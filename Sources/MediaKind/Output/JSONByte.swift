/// The ASCII bytes of JSON's punctuation, which ``JSONBuffer`` writes and `JSONByteReader`
/// reads.
enum JSONByte {
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let minus = UInt8(ascii: "-")
  static let zero = UInt8(ascii: "0")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
}
