/// Compact JSON text written straight into a reusable UTF-8 byte buffer.
///
/// The output is byte-identical to Foundation's `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]` (swift-foundation's `JSONWriter`), for the values
/// this type writes:
///
/// - strings: `"` and `\` escaped, `\b \f \n \r \t` for those controls, every other byte below
///   0x20 as `\u00xx` with lowercase hex; `/`, DEL and all non-ASCII text (emoji, U+2028)
///   written as they are, in UTF-8;
/// - integers in decimal; `Double` as its `description` without a trailing `.0` (`5`, `0.1`,
///   `1e-07`, `1e+21`, `-0`); NaN and infinities are refused (``appendDouble(_:)`` throws, as
///   `JSONEncoder` does);
/// - objects and arrays without white space. Keys are written in the order the caller appends
///   them: ``JSONBufferEncodable`` types append theirs in `.sortedKeys` order, a byte-wise
///   comparison of the UTF-8 keys.
///
/// Commas are placed by looking at the last byte: ``appendKey(_:)`` and
/// ``beginElement()`` add one unless the object or array was just opened. So an encoder only
/// lists its members:
///
/// ```swift
/// var json = JSONBuffer()
/// json.beginObject()
/// json.appendKey("name"); json.appendString("IMG_1.HEIC")
/// json.appendKey("size"); json.appendInt(2_912_000)
/// json.endObject()            // {"name":"IMG_1.HEIC","size":2912000}
/// ```
///
/// The library does not import Foundation; this type needs nothing but the standard library.
public struct JSONBuffer: Sendable {
  /// The UTF-8 text written so far.
  public var bytes: [UInt8]

  /// An empty buffer with room for `capacity` bytes.
  public init(capacity: Int = 0) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// The number of bytes written.
  public var count: Int { bytes.count }

  /// Whether nothing has been written.
  public var isEmpty: Bool { bytes.isEmpty }

  /// Forgets the text, keeping the storage for the next one by default.
  public mutating func removeAll(keepingCapacity: Bool = true) {
    bytes.removeAll(keepingCapacity: keepingCapacity)
  }

  /// Drops what was written after the first `count` bytes (to undo a value that failed).
  public mutating func truncate(to count: Int) {
    precondition(count >= 0 && count <= bytes.count, "truncate beyond the written text")
    bytes.removeSubrange(count...)
  }

  // MARK: Raw text

  /// Appends `text` as it is, without quoting or escaping (punctuation, line breaks).
  public mutating func appendRaw(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends one byte as it is.
  public mutating func appendRaw(_ byte: UInt8) { bytes.append(byte) }

  /// Appends `text`'s UTF-8 as it is, without quoting or escaping.
  public mutating func appendRaw(contentsOf text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  // MARK: Containers

  /// `{`
  public mutating func beginObject() { bytes.append(Byte.openBrace) }

  /// `}`
  public mutating func endObject() { bytes.append(Byte.closeBrace) }

  /// `[`
  public mutating func beginArray() { bytes.append(Byte.openBracket) }

  /// `]`
  public mutating func endArray() { bytes.append(Byte.closeBracket) }

  /// Starts an object member: a comma unless the object was just opened, then `"key":`.
  ///
  /// `key` is written without escaping: it must be plain text (the coding keys of the record
  /// types are ASCII identifiers).
  public mutating func appendKey(_ key: StaticString) {
    if bytes.last != Byte.openBrace { bytes.append(Byte.comma) }
    bytes.append(Byte.quote)
    appendRaw(key)
    bytes.append(Byte.quote)
    bytes.append(Byte.colon)
  }

  /// Starts an object member whose key is text known only at run time (an expected file's
  /// field name): a comma unless the object was just opened, then `"key":` with the key
  /// escaped as a string.
  public mutating func appendKey(escaping key: String) {
    if bytes.last != Byte.openBrace { bytes.append(Byte.comma) }
    appendString(key)
    bytes.append(Byte.colon)
  }

  /// Appends the member `"key":"value"`, or nothing when `value` is nil (absent facts are
  /// omitted, as `encodeIfPresent` does).
  public mutating func appendMember(_ key: StaticString, _ value: String?) {
    guard let value else { return }
    appendKey(key)
    appendString(value)
  }

  /// Appends the member `"key":value`, or nothing when `value` is nil.
  public mutating func appendMember(_ key: StaticString, _ value: Int?) {
    guard let value else { return }
    appendKey(key)
    appendInt(value)
  }

  /// Appends the member `"key":true|false`, or nothing when `value` is nil.
  public mutating func appendMember(_ key: StaticString, _ value: Bool?) {
    guard let value else { return }
    appendKey(key)
    appendBool(value)
  }

  /// Appends the member `"key":value` for a `Double`, or nothing when `value` is nil.
  public mutating func appendMember(_ key: StaticString, _ value: Double?) throws {
    guard let value else { return }
    appendKey(key)
    try appendDouble(value)
  }

  /// Appends the member `"key":{...}` for a nested record value, or nothing when `value` is nil.
  public mutating func appendMember(_ key: StaticString, _ value: (some JSONBufferEncodable)?)
    throws
  {
    guard let value else { return }
    appendKey(key)
    try value.appendJSON(to: &self)
  }

  /// Starts an array element: a comma unless the array was just opened.
  public mutating func beginElement() {
    if bytes.last != Byte.openBracket { bytes.append(Byte.comma) }
  }

  // MARK: Values

  /// Appends `value` as a JSON string: quoted, with `JSONEncoder`'s escapes.
  public mutating func appendString(_ value: String) {
    bytes.append(Byte.quote)
    var value = value
    value.withUTF8 { appendEscaped($0) }
    bytes.append(Byte.quote)
  }

  /// Appends `values` as a JSON array of strings.
  public mutating func appendStringArray(_ values: [String]) {
    bytes.append(Byte.openBracket)
    for (i, value) in values.enumerated() {
      if i > 0 { bytes.append(Byte.comma) }
      appendString(value)
    }
    bytes.append(Byte.closeBracket)
  }

  /// Appends `true` or `false`.
  public mutating func appendBool(_ value: Bool) {
    if value { appendRaw("true") } else { appendRaw("false") }
  }

  /// Appends `null`.
  public mutating func appendNull() { appendRaw("null") }

  /// Appends `value` in decimal.
  public mutating func appendInt(_ value: Int) {
    if value < 0 { bytes.append(Byte.minus) }
    appendDecimal(value.magnitude)
  }

  /// Appends `value` in decimal.
  public mutating func appendUInt(_ value: UInt) { appendDecimal(value) }

  /// Appends `value` as `JSONEncoder` writes a `Double`: Swift's shortest round-trip
  /// `description` without a trailing `.0` (`5`, `-0`, `0.1`, `1e-07`, `1.2345e+17`).
  ///
  /// Whole numbers below 2^53 in magnitude, which `description` writes as plain digits, are
  /// written from their integer value without building a `String`.
  ///
  /// - Throws: `EncodingError.invalidValue` for NaN and the infinities, which JSON cannot
  ///   represent (`JSONEncoder`'s default `nonConformingFloatEncodingStrategy` throws too).
  public mutating func appendDouble(_ value: Double) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: [], debugDescription: "Unable to encode \(value) directly in JSON."))
    }
    if value.magnitude < 0x1p53, value == value.rounded(.towardZero) {
      if value.sign == .minus { bytes.append(Byte.minus) }
      appendDecimal(UInt(value.magnitude))
      return
    }
    var text = value.description
    // JSONEncoder's rule: drop a trailing ".0" (whole numbers from 2^53 up to about 1e16,
    // which `description` writes in plain digits; beyond, it uses an exponent).
    if text.utf8.count >= 2, text.utf8.last == UInt8(ascii: "0"),
      text.utf8.dropLast().last == UInt8(ascii: ".")
    {
      text.removeLast(2)
    }
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  // MARK: Helpers

  /// Appends the digits of `value`.
  private mutating func appendDecimal(_ value: UInt) {
    if value < 10 {
      bytes.append(UInt8(truncatingIfNeeded: value) &+ Byte.zero)
      return
    }
    // 20 digits hold UInt64.max; written from the end, then copied in one go.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var rest = value
      var start = 20
      while rest != 0 {
        let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 10)
        start -= 1
        digits[start] = UInt8(truncatingIfNeeded: remainder) &+ Byte.zero
        rest = quotient
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Appends `text` with `JSONEncoder`'s string escapes, copying runs that need none at once.
  private mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    for i in text.indices {
      let byte = text[i]
      guard byte < 0x20 || byte == Byte.quote || byte == Byte.backslash else { continue }
      if runStart < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<i])) }
      runStart = i + 1
      bytes.append(Byte.backslash)
      switch byte {
      case Byte.quote, Byte.backslash: bytes.append(byte)
      case 0x08: bytes.append(UInt8(ascii: "b"))
      case 0x0C: bytes.append(UInt8(ascii: "f"))
      case 0x0A: bytes.append(UInt8(ascii: "n"))
      case 0x0D: bytes.append(UInt8(ascii: "r"))
      case 0x09: bytes.append(UInt8(ascii: "t"))
      default:
        // \u00xx, lowercase hex as swift-foundation writes it.
        bytes.append(UInt8(ascii: "u"))
        bytes.append(Byte.zero)
        bytes.append(Byte.zero)
        bytes.append(Self.hexDigit(byte >> 4))
        bytes.append(Self.hexDigit(byte & 0x0F))
      }
    }
    if runStart < text.count {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
    }
  }

  /// The lowercase hex digit for `nibble` (0...15).
  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? nibble &+ Byte.zero : nibble &- 10 &+ UInt8(ascii: "a")
  }

  /// JSON's punctuation.
  private typealias Byte = JSONByte
}
