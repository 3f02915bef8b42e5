/// The text a record shows for a path whose bytes are not valid UTF-8, and the way back.
///
/// Linux file names are bytes, not text. A name that is valid UTF-8 is shown as it is. A name
/// that is not is shown with each byte outside a valid UTF-8 sequence as `\xNN` (upper-case
/// hex) and, in that name only, each backslash as `\x5C`, so the escaped name decodes back to
/// exactly its bytes:
///
/// ```
/// bytes  66 6F 6F FF 2E 6A 70 67          → foo\xFF.jpg
/// bytes  61 5C 62 C3 28                   → a\x5Cb\xC3(
/// bytes  63 61 66 C3 A9 2E 6A 70 67       → café.jpg   (valid UTF-8: unchanged)
/// ```
/// ``FileEnumerator`` keeps the raw bytes of every path it yields, so a walk opens such files
/// from their bytes; ``rawBytes(_:)`` lets a path that was printed in a record be opened
/// again (``MediaClassifier/classify(path:displayPath:)`` falls back to it when the text
/// itself names no file).
public enum PathEscaping {
  /// The display text of one name or path given as raw bytes.
  public static func display(_ bytes: some Collection<UInt8>) -> String {
    let array = Array(bytes)
    if let text = String(validating: array, as: UTF8.self) { return text }
    var result = ""
    var i = 0
    while i < array.count {
      let length = validSequenceLength(array, at: i)
      if length == 0 {
        result += escape(array[i])
        i += 1
      } else if length == 1 && array[i] == UInt8(ascii: "\\") {
        result += "\\x5C"
        i += 1
      } else {
        result += String(decoding: array[i..<(i + length)], as: UTF8.self)
        i += length
      }
    }
    return result
  }

  /// The bytes an escaped text stands for: every `\xNN` decoded. Nil when the text holds no
  /// such escape (its bytes are then simply its UTF-8).
  public static func rawBytes(_ text: String) -> [UInt8]? {
    let utf8 = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(utf8.count)
    var escaped = false
    var i = 0
    while i < utf8.count {
      if utf8[i] == UInt8(ascii: "\\"), i + 3 < utf8.count, utf8[i + 1] == UInt8(ascii: "x"),
        let high = hexValue(utf8[i + 2]), let low = hexValue(utf8[i + 3])
      {
        result.append(high << 4 | low)
        escaped = true
        i += 4
      } else {
        result.append(utf8[i])
        i += 1
      }
    }
    return escaped ? result : nil
  }

  /// `text` safe to show on a terminal: every C0 control character but line feed and tab,
  /// DEL, and every C1 control character (U+0080…U+009F) is written as the `\xNN` escapes of
  /// its UTF-8 bytes, as bytes of invalid UTF-8 are. A file named `evil<ESC>[31mRED` cannot
  /// recolour a terminal or a CI log (nor move the cursor, set its title or plant links: OSC
  /// sequences start with ESC or U+009D too). JSON and XML outputs escape these themselves.
  public static func terminalSafe(_ text: String) -> String {
    func isControl(_ scalar: Unicode.Scalar) -> Bool {
      let v = scalar.value
      return (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v)
    }
    // Nearly all text has none: one scan over the bytes, no copy.
    let bytes = text.utf8
    guard bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }),
      text.unicodeScalars.contains(where: isControl)
    else { return text }
    var result = ""
    result.reserveCapacity(bytes.count + 16)
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        for byte in String(scalar).utf8 { result += escape(byte) }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `\xNN` for one byte.
  static func escape(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return "\\x"
      + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
  }

  static func hexValue(_ c: UInt8) -> UInt8? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
    default: nil
    }
  }

  /// The length of the valid UTF-8 sequence starting at `i` (1-4), or 0 when the byte there
  /// does not start one (RFC 3629 §4: no overlong forms, no surrogates, nothing above
  /// U+10FFFF).
  static func validSequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
    let b0 = bytes[i]
    func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      i + k < bytes.count && range.contains(bytes[i + k])
    }
    switch b0 {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: return continuation(1) ? 2 : 0
    case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
    case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
    case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default: return 0
    }
  }
}
