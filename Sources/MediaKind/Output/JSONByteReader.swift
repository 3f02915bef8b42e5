/// A strict, allocation-light reader of the JSON text ``JSONBuffer`` writes: compact (no white
/// space), members in sorted key order, keys without escapes, numbers in JSON's grammar.
///
/// It is the reading half of ``JSONBuffer`` for the index (`MediaKindIndex` stores each file
/// as the JSON ``JSONBuffer`` writes and reads it back through this type and the member
/// tables, instead of Foundation's `JSONDecoder`). It reads exactly that dialect and refuses
/// anything else with `DecodingError.dataCorrupted`: white space, a key out of order or
/// unknown, a number of the wrong kind, a truncated text, invalid UTF-8. A caller that must
/// accept any JSON falls back to `JSONDecoder` when it throws
/// (Docs/Performance.md, "Reading the index").
///
/// The reader works over bytes it does not own: make it inside `withUnsafeBytes` and do not
/// let it escape.
package struct JSONByteReader {
  /// The text.
  package let bytes: UnsafeBufferPointer<UInt8>
  /// The position of the next byte to read.
  package private(set) var position: Int

  /// The deepest nesting `skipValue()` follows (a damaged row cannot exhaust the stack).
  private static let maxDepth = 64

  /// A reader at the start of `bytes`.
  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    position = 0
  }

  /// The error for malformed text at the current position.
  package func malformed(_ what: String) -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: [], debugDescription: "index JSON: \(what) at byte \(position)"))
  }

  /// Whether every byte was read.
  package var isAtEnd: Bool { position == bytes.count }

  /// Throws unless every byte was read (nothing may follow the value).
  package func expectEnd() throws {
    guard isAtEnd else { throw malformed("text after the value") }
  }

  // MARK: Containers

  /// Reads `{`.
  package mutating func beginObject() throws { try expect(Byte.openBrace, "an object") }

  /// Reads `[`.
  package mutating func beginArray() throws { try expect(Byte.openBracket, "an array") }

  /// Reads the next key of the object being read and its `:`, and returns its index in
  /// `keys` (sorted byte-wise, as ``JSONBuffer``'s writers order them); `nil` after the
  /// object's `}`.
  ///
  /// Keys come in the order of `keys`: the key must be one of `keys` after index `previous`
  /// (`-1` for the first), so an unknown, repeated or misplaced key is refused.
  package mutating func nextKey(among keys: [StaticString], after previous: Int) throws -> Int? {
    guard try nextItem(closing: Byte.closeBrace, opening: Byte.openBrace) else { return nil }
    try expect(Byte.quote, "a key")
    let start = position
    while position < bytes.count, bytes[position] != Byte.quote {
      // Keys are plain identifiers: an escape or a control byte is not the writer's.
      guard bytes[position] != Byte.backslash, bytes[position] >= 0x20 else { throw malformed("an escaped key") }
      position += 1
    }
    let key = UnsafeBufferPointer(rebasing: bytes[start..<position])
    try expect(Byte.quote, "the end of a key")
    try expect(Byte.colon, "a colon")
    var index = previous + 1
    while index < keys.count {
      if Self.equal(keys[index], key) { return index }
      index += 1
    }
    position = start
    throw malformed("an unknown or misplaced key")
  }

  /// Reads the comma before the next array element, or the array's `]`: `false` at the end.
  package mutating func nextElement() throws -> Bool {
    try nextItem(closing: Byte.closeBracket, opening: Byte.openBracket)
  }

  // MARK: Values

  /// Reads `null` if it is next; `false` (nothing read) otherwise.
  package mutating func readNull() -> Bool {
    guard matches("null") else { return false }
    position += 4
    return true
  }

  /// Reads `true` or `false`.
  package mutating func readBool() throws -> Bool {
    if matches("true") {
      position += 4
      return true
    }
    if matches("false") {
      position += 5
      return false
    }
    throw malformed("a Boolean")
  }

  /// Reads an integer (`-?(0|[1-9][0-9]*)`, no fraction or exponent) that fits an `Int`.
  package mutating func readInt() throws -> Int {
    let negative = position < bytes.count && bytes[position] == Byte.minus
    if negative { position += 1 }
    let magnitude = try readDigits()
    if negative {
      guard magnitude <= UInt64(Int.max) + 1 else { throw malformed("an integer beyond Int") }
      return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
    }
    guard magnitude <= UInt64(Int.max) else { throw malformed("an integer beyond Int") }
    return Int(magnitude)
  }

  /// Reads a non-negative integer that fits a `UInt64`.
  package mutating func readUInt64() throws -> UInt64 { try readDigits() }

  /// Reads a number as a `Double`: JSON's grammar, converted as `Double(String)` does
  /// (correctly rounded); a value beyond `Double`'s range is refused.
  package mutating func readDouble() throws -> Double {
    let start = position
    let negative = position < bytes.count && bytes[position] == Byte.minus
    if negative { position += 1 }
    let integerStart = position
    let integer = try readDigits(allowingOverflow: true)
    let integerDigits = position - integerStart
    var isPlain = true
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      try skipDigits()
      isPlain = false
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count, bytes[position] == Byte.minus || bytes[position] == UInt8(ascii: "+") {
        position += 1
      }
      try skipDigits()
      isPlain = false
    }
    // Whole numbers of up to 15 digits are exact in a Double: no text to build.
    if isPlain, integerDigits <= 15 {
      let value = Double(integer)
      return negative ? -value : value
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      position = start
      throw malformed("a number beyond Double")
    }
    return value
  }

  /// Reads a string: its escapes (`\" \\ \/ \b \f \n \r \t \uXXXX`, surrogate pairs) decoded,
  /// its UTF-8 validated. A raw control byte, a lone surrogate or invalid UTF-8 is refused.
  package mutating func readString() throws -> String {
    try expect(Byte.quote, "a string")
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == Byte.quote {
        let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
        position += 1
        guard let string = String(validating: text, as: UTF8.self) else { throw malformed("invalid UTF-8") }
        return string
      }
      if byte == Byte.backslash { return try readEscapedString(from: start) }
      guard byte >= 0x20 else { throw malformed("a control byte in a string") }
      position += 1
    }
    throw malformed("an unterminated string")
  }

  /// Skips one value of any kind (nesting at most `maxDepth` deep) and returns the range of
  /// its bytes.
  @discardableResult
  package mutating func skipValue() throws -> Range<Int> {
    let start = position
    try skipValue(depth: 0)
    return start..<position
  }

  // MARK: Helpers

  /// Reads `byte`, naming `what` was expected when it is not there.
  private mutating func expect(_ byte: UInt8, _ what: String) throws {
    guard position < bytes.count, bytes[position] == byte else { throw malformed("expected \(what)") }
    position += 1
  }

  /// Whether the bytes at the position are `literal`'s.
  private func matches(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - position >= count else { return false }
    for i in 0..<count where bytes[position + i] != literal.utf8Start[i] { return false }
    return true
  }

  /// Whether `key` holds `expected`'s bytes.
  private static func equal(_ expected: StaticString, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    guard expected.utf8CodeUnitCount == key.count else { return false }
    for i in 0..<key.count where key[i] != expected.utf8Start[i] { return false }
    return true
  }

  /// Before an object's key or an array's element: the closing byte (read; `false`), else a
  /// comma unless the container was just opened (`true`).
  private mutating func nextItem(closing: UInt8, opening: UInt8) throws -> Bool {
    guard position < bytes.count else { throw malformed("a truncated text") }
    if bytes[position] == closing {
      position += 1
      return false
    }
    if position > 0, bytes[position - 1] != opening { try expect(Byte.comma, "a comma") }
    return true
  }

  /// Reads `0` or `[1-9][0-9]*` as a `UInt64`; with `allowingOverflow`, digits beyond
  /// `UInt64` are read and the value wraps (the caller converts the text instead).
  private mutating func readDigits(allowingOverflow: Bool = false) throws -> UInt64 {
    guard position < bytes.count, bytes[position] &- Byte.zero < 10 else { throw malformed("a digit") }
    if bytes[position] == Byte.zero {
      position += 1
      if position < bytes.count, bytes[position] &- Byte.zero < 10 { throw malformed("a leading zero") }
      return 0
    }
    var value: UInt64 = 0
    while position < bytes.count, bytes[position] &- Byte.zero < 10 {
      let (times10, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times10.addingReportingOverflow(UInt64(bytes[position] &- Byte.zero))
      if (o1 || o2) && !allowingOverflow { throw malformed("an integer beyond UInt64") }
      value = sum
      position += 1
    }
    return value
  }

  /// Skips `[0-9]+`.
  private mutating func skipDigits() throws {
    let start = position
    while position < bytes.count, bytes[position] &- Byte.zero < 10 { position += 1 }
    guard position > start else { throw malformed("a digit") }
  }

  /// Reads the rest of a string that has an escape, from its first byte at `start`.
  private mutating func readEscapedString(from start: Int) throws -> String {
    var text: [UInt8] = []
    text.reserveCapacity(position - start + 16)
    text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      switch byte {
      case Byte.quote:
        guard let string = String(validating: text, as: UTF8.self) else { throw malformed("invalid UTF-8") }
        return string
      case Byte.backslash:
        guard position < bytes.count else { break }
        let escape = bytes[position]
        position += 1
        switch escape {
        case Byte.quote, Byte.backslash, UInt8(ascii: "/"): text.append(escape)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"): text.append(contentsOf: try readUnicodeEscape())
        default: throw malformed("an unknown escape")
        }
      default:
        guard byte >= 0x20 else { throw malformed("a control byte in a string") }
        text.append(byte)
      }
    }
    throw malformed("an unterminated string")
  }

  /// Reads the `XXXX` of a `\u` escape (and a low surrogate's `\uXXXX` after a high one).
  private mutating func readUnicodeEscape() throws -> Unicode.Scalar.UTF8View {
    let first = try readHex4()
    var value = first
    if (0xD800..<0xDC00).contains(first) {
      guard matches("\\u") else { throw malformed("a lone surrogate") }
      position += 2
      let second = try readHex4()
      guard (0xDC00..<0xE000).contains(second) else { throw malformed("a lone surrogate") }
      value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else { throw malformed("a lone surrogate") }
    return scalar.utf8
  }

  /// Reads four hex digits.
  private mutating func readHex4() throws -> UInt32 {
    guard bytes.count - position >= 4 else { throw malformed("a truncated escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw malformed("a hex digit")
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  /// Skips one value at `depth`.
  private mutating func skipValue(depth: Int) throws {
    guard depth < Self.maxDepth else { throw malformed("nesting too deep") }
    guard position < bytes.count else { throw malformed("a truncated text") }
    switch bytes[position] {
    case Byte.quote: _ = try readString()
    case Byte.openBrace:
      position += 1
      while try nextItem(closing: Byte.closeBrace, opening: Byte.openBrace) {
        _ = try readString()
        try expect(Byte.colon, "a colon")
        try skipValue(depth: depth + 1)
      }
    case Byte.openBracket:
      position += 1
      while try nextElement() { try skipValue(depth: depth + 1) }
    case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try readBool()
    case UInt8(ascii: "n"):
      guard readNull() else { throw malformed("a value") }
    default: _ = try readDouble()
    }
  }

  /// JSON's punctuation.
  private typealias Byte = JSONByte
}
