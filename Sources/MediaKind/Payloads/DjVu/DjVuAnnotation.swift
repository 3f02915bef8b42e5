/// DjVu annotations (`ANTa` chunks, or `ANTz` once BZZ-decoded): a sequence of
/// S-expressions, of which MediaKind reads `(metadata (key "value") …)` (BibTeX and PDF
/// DocInfo keys: `CreationDate`, `ModDate`, `Author`, …) and `(xmp "<x:xmpmeta …>")`.
///
/// ```
/// expr   ::= "(" expr* ")" | string | symbol
/// string ::= '"' (char | '\' escape)* '"'   escapes \a \b \f \n \r \t \" \\ (others kept)
/// symbol ::= a run of characters other than white space, '(', ')' and '"'
/// ```
/// Spec: DjVu 3 specification §8.3.4 (annotation chunks), djvused(1) "set-meta" and
/// "set-xmp"; ExifTool `DjVu.pm` (`ParseAnt`, `ProcessAnt`, `ProcessMeta`: only the
/// `metadata` and `xmp` lists, entries of exactly a key and a string).
enum DjVuAnnotation {
  indirect enum Node: Sendable, Hashable {
    case list([Node])
    case atom(String)

    var atom: String? {
      if case .atom(let text) = self { return text }
      return nil
    }
  }

  /// The top-level expressions of `bytes` (UTF-8); parsing stops at the first error, keeping
  /// what came before. Nesting is limited to ``maxDepth``, and the count of nodes to ``maxNodes``.
  static func parse(_ bytes: [UInt8]) -> [Node] {
    var parser = Parser(bytes: bytes)
    return parser.list(depth: 0, closed: false)
  }

  static let maxDepth = 32
  static let maxNodes = 100_000

  /// The `metadata` entries (key → value) and the `xmp` packets of parsed annotations.
  static func metadata(_ nodes: [Node]) -> (entries: [(String, String)], xmp: [String]) {
    var entries: [(String, String)] = []
    var xmp: [String] = []
    for case .list(let items) in nodes {
      guard let head = items.first?.atom else { continue }
      if head == "metadata" {
        for case .list(let pair) in items.dropFirst() where pair.count >= 2 {
          if let key = pair[0].atom, let value = pair[1].atom { entries.append((key, value)) }
        }
      } else if head == "xmp", items.count >= 2, let packet = items[1].atom {
        xmp.append(packet)
      }
    }
    return (entries, xmp)
  }

  /// A `CreationDate`/`ModDate` value: ISO 8601 (`2006-10-10T12:34:56+02:00`, what djvused
  /// writes) or a PDF date (`D:20061010123456+02'00'`).
  static func date(_ text: String) -> String? {
    if let iso = CaptureDate.iso(text) { return iso }
    var chars = Array(text.utf8)[...]
    if chars.starts(with: Array("D:".utf8)) { chars = chars.dropFirst(2) }
    func digits(_ count: Int) -> Int? {
      guard chars.count >= count else { return nil }
      var value = 0
      for c in chars.prefix(count) {
        guard c >= 0x30, c <= 0x39 else { return nil }
        value = value * 10 + Int(c - 0x30)
      }
      chars = chars.dropFirst(count)
      return value
    }
    guard let year = digits(4), let month = digits(2), let day = digits(2), let hour = digits(2),
      let minute = digits(2), (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60
    else { return nil }
    let second = digits(2) ?? 0
    guard second < 61 else { return nil }
    var result = CaptureDate.timestamp(year, month, day, hour, minute, second)
    let zone = String(decoding: chars.filter { $0 != UInt8(ascii: "'") }, as: UTF8.self)
    if !zone.isEmpty {
      guard let offset = CaptureDate.normalisedOffset(zone) else { return result }
      result += offset
    }
    return result
  }

  private struct Parser {
    let bytes: [UInt8]
    var position = 0
    var nodes = 0

    mutating func list(depth: Int, closed: Bool) -> [Node] {
      var items: [Node] = []
      while nodes < DjVuAnnotation.maxNodes {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
        guard position < bytes.count else { return items }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "("):
          position += 1
          guard depth < DjVuAnnotation.maxDepth else {
            position = bytes.count
            return items
          }
          items.append(.list(list(depth: depth + 1, closed: true)))
        case UInt8(ascii: ")"):
          position += 1
          if closed { return items }
        case UInt8(ascii: "\""):
          position += 1
          guard let text = string() else { return items }
          items.append(.atom(text))
        default:
          let start = position
          while position < bytes.count, !Self.isSpace(bytes[position]),
            ![UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\"")].contains(bytes[position])
          {
            position += 1
          }
          items.append(.atom(String(decoding: bytes[start..<position], as: UTF8.self)))
        }
        nodes += 1
      }
      return items
    }

    /// A quoted string's text, after its opening quote; nil when it never closes.
    mutating func string() -> String? {
      var out: [UInt8] = []
      while position < bytes.count {
        let byte = bytes[position]
        position += 1
        if byte == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
        guard byte == UInt8(ascii: "\\"), position < bytes.count else {
          out.append(byte)
          continue
        }
        let next = bytes[position]
        position += 1
        switch next {
        case UInt8(ascii: "a"): out.append(0x07)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(next)
        default: out += [UInt8(ascii: "\\"), next]
        }
      }
      return nil
    }

    static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }
  }
}
