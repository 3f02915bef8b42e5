/// The text a record shows for a path whose bytes are not valid UTF-8 or that holds
/// characters that could forge output, and the way back.
///
/// Linux file names are bytes, not text. A name that is valid UTF-8 and holds no control or
/// bidirectional character is shown as it is. Any other name is shown with each byte outside
/// a valid UTF-8 sequence, and each byte of a control character (C0 including line feed, tab
/// and carriage return, DEL, C1) or of a bidirectional or line-separating character
/// (``isForging(_:)``), as `\xNN` (upper-case hex) and, in that name only, each backslash as
/// `\x5C`, so the escaped name decodes back to exactly its bytes and is one line in every
/// output: a name cannot forge a record, a log line or a CI runner command such as
/// `::error::` (Docs/Reliability.md, "Names and text that meet a terminal").
///
/// ```
/// bytes  66 6F 6F FF 2E 6A 70 67          → foo\xFF.jpg
/// bytes  61 5C 62 C3 28                   → a\x5Cb\xC3(
/// bytes  61 0A 62 2E 6A 70 67             → a\x0Ab.jpg
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
    if let text = String(validating: array, as: UTF8.self), !mayForge(text) { return text }
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
        let piece = String(decoding: array[i..<(i + length)], as: UTF8.self)
        if let scalar = piece.unicodeScalars.first, isLineBreaking(scalar) {
          for byte in array[i..<(i + length)] { result += escape(byte) }
        } else {
          result += piece
        }
        i += length
      }
    }
    return result
  }

  /// The display text of a path given as text (a root on the command line): the same as
  /// the display of its UTF-8 bytes, so a root holding a line feed prints as one line.
  public static func display(_ text: String) -> String {
    mayForge(text) ? display(Array(text.utf8)) : text
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
  /// DEL, every C1 control character (U+0080…U+009F) and every bidirectional or
  /// line-separating character (``isForging(_:)``) is written as the `\xNN` escapes of its
  /// UTF-8 bytes, as bytes of invalid UTF-8 are. A file named `evil<ESC>[31mRED` cannot
  /// recolour a terminal or a CI log (nor move the cursor, set its title or plant links: OSC
  /// sequences start with ESC or U+009D too), and a right-to-left override cannot reorder
  /// what follows it. Line feeds and tabs are kept: this is for whole outputs whose lines the
  /// program made; a value inside a line goes through ``lineSafe(_:)``. JSON and XML outputs
  /// escape controls themselves.
  public static func terminalSafe(_ text: String) -> String {
    escaping(text) { isControl($0) || isForging($0) }
  }

  /// `text` safe as a part of one output line: as ``terminalSafe(_:)``, and line feeds, tabs
  /// and carriage returns escaped too, so a value taken from a file (a name, a metadata
  /// string, a line of a configuration file quoted in an error) cannot start a line of its
  /// own.
  public static func lineSafe(_ text: String) -> String {
    escaping(text, isLineBreaking)
  }

  /// Whether `scalar` is a control character a terminal acts on: C0 but line feed and tab,
  /// DEL and C1.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v)
  }

  /// Whether `scalar` is escaped inside a line: every control character (line feed and tab
  /// too) and every ``isForging(_:)`` character.
  static func isLineBreaking(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || isControl(scalar) || isForging(scalar)
  }

  /// Whether `scalar` can make text read otherwise than it is stored: the bidirectional
  /// controls (U+061C, U+200E, U+200F, U+202A…U+202E, U+2066…U+2069: "Trojan Source") and
  /// the line and paragraph separators U+2028 and U+2029, which some viewers break lines at.
  public static func isForging(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Whether `text` holds a character ``lineSafe(_:)`` escapes (nearly no name does).
  static func mayForge(_ text: String) -> Bool {
    mayHoldEscaped(text) && text.unicodeScalars.contains(where: isLineBreaking)
  }

  /// Whether `text` has a byte that starts a character any of the escapes here writes: below
  /// 0x20, 0x7F, 0xC2 (C1), 0xD8 (U+061C) or 0xE2 (U+2000…U+2FFF). One scan, no copy.
  private static func mayHoldEscaped(_ text: String) -> Bool {
    text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }
  }

  /// `text` with every scalar `escaped` selects written as the `\xNN` escapes of its bytes.
  private static func escaping(_ text: String, _ escaped: (Unicode.Scalar) -> Bool) -> String {
    guard mayHoldEscaped(text), text.unicodeScalars.contains(where: escaped) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if escaped(scalar) {
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
