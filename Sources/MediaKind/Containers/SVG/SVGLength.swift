/// An SVG length attribute (`width="4in"`, `height="300"`, `width="100%"`) and its size in CSS
/// pixels.
///
/// ```
/// length ::= number unit?      number: [+-]? digits ("." digits)? ([eE] [+-]? digits)?
/// unit   ::= px | in | cm | mm | pt | pc | Q    (absolute: 1 in = 96 px = 2.54 cm = 72 pt = 6 pc)
///          | em | ex | %                         (relative: no size of its own)
/// ```
/// Spec: W3C SVG 1.1 §7.10 (units), SVG 2 §8.2 and CSS Values and Units Level 3 §6.2
/// (absolute lengths: 1in = 96px, 1cm = 96px/2.54, 1mm = 1/10 cm, 1Q = 1/40 cm,
/// 1pt = 1/72 in, 1pc = 1/6 in).
struct SVGLength: Sendable, Hashable {
  let value: Double
  let unit: String

  /// A parsed length, or nil for text that is not one (`auto`, empty, garbage).
  init?(_ text: Substring) {
    var chars = Array(text.utf8)[...]
    while let first = chars.first, Self.isSpace(first) { chars = chars.dropFirst() }
    while let last = chars.last, Self.isSpace(last) { chars = chars.dropLast() }
    var end = chars.startIndex
    func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    if end < chars.endIndex, chars[end] == UInt8(ascii: "+") || chars[end] == UInt8(ascii: "-") { end += 1 }
    var digits = 0
    while end < chars.endIndex, isDigit(chars[end]) { end += 1; digits += 1 }
    if end < chars.endIndex, chars[end] == UInt8(ascii: ".") {
      end += 1
      while end < chars.endIndex, isDigit(chars[end]) { end += 1; digits += 1 }
    }
    guard digits > 0 else { return nil }
    if end < chars.endIndex, chars[end] == UInt8(ascii: "e") || chars[end] == UInt8(ascii: "E") {
      var exponent = end + 1
      if exponent < chars.endIndex, chars[exponent] == UInt8(ascii: "+") || chars[exponent] == UInt8(ascii: "-") {
        exponent += 1
      }
      if exponent < chars.endIndex, isDigit(chars[exponent]) {
        end = exponent
        while end < chars.endIndex, isDigit(chars[end]) { end += 1 }
      }
    }
    guard let value = Double(String(decoding: chars[chars.startIndex..<end], as: UTF8.self)),
      value.isFinite
    else { return nil }
    let unit = String(decoding: chars[end...], as: UTF8.self).lowercased()
    guard unit.isEmpty || Self.pixelsPerUnit[unit] != nil || ["em", "ex", "%"].contains(unit) else {
      return nil
    }
    self.value = value
    self.unit = unit
  }

  /// CSS pixels per absolute unit ("" is a user unit: a pixel).
  static let pixelsPerUnit: [String: Double] = [
    "": 1, "px": 1, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6,
    "pt": 96.0 / 72, "pc": 16,
  ]

  /// The length in CSS pixels; nil for relative units (`em`, `ex`, `%`).
  var pixels: Double? {
    guard let factor = Self.pixelsPerUnit[unit] else { return nil }
    return value * factor
  }

  private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
}
