import Foundation
@testable import MediaKind
import Testing

/// The journal's lines are written through ``JSONBuffer`` (`Docs/Performance.md`, "Where an
/// import's time goes"); recovery reads them with `JSONDecoder`. They must be the bytes
/// `JSONEncoder` made of them before, and decode to the same line.
@Suite("Journal lines as JSON")
struct JournalLineJSONTests {
  /// Names with every byte JSON escapes, a slash-free name with quotes, and non-ASCII text.
  static let names = [
    "IMG_0001.HEIC", "a \"quoted\" \\ name.jpg", "tab\tnew\nline\r\u{8}\u{C}.jpg",
    String(decoding: (1..<32).map { UInt8($0) } + [0x7F], as: UTF8.self), "Café – 写真 😀 \u{2028}.jpg", "",
  ]

  static let lines: [JournalLine] = [
    JournalLine(group: 0, commit: true),
    JournalLine(group: 12_345, folder: "", files: [], renamed: nil),
    JournalLine(
      group: 7, folder: "2024/2024-05-17",
      files: names.enumerated().map { index, name in
        JournalLine.Member(
          temporary: ".import-abc-\(index).tmp", name: name, moveSource: index % 2 == 0 ? "/card/DCIM/" + name : nil,
          oldPath: index % 3 == 0 ? "old/" + name : nil)
      }, renamed: true),
    JournalLine(group: 8, folder: "a/b/c", files: [JournalLine.Member(temporary: "t", name: "n")], renamed: false),
  ]

  @Test("each line is JSONEncoder's bytes and decodes to itself")
  func sameBytesAsJSONEncoder() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for line in Self.lines {
      let bytes = try line.jsonBytes()
      #expect(bytes == Array(try encoder.encode(line)))
      #expect(try JSONDecoder().decode(JournalLine.self, from: Data(bytes)) == line)
    }
  }
}
