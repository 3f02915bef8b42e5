import Foundation
import Testing

@testable import MediaKind

/// Content no signature matches is named by libmagic in the thorough path; a "text" verdict
/// on bytes that hold NULs (libmagic's EBCDIC test accepts some) is data.
@Suite("Unknown content")
struct UnknownContentTests {
  static let thorough = MediaClassifier(options: ClassifyOptions(mode: .thorough))

  @Test("four binary bytes libmagic calls EBCDIC text are public.data, with a diagnostic")
  func binaryBytesAreData() {
    let record = Self.thorough.classify(bytes: [0xFF, 0x7F, 0x00, 0x00], name: "cut.mp3")
    #expect(record.format == .unknown)
    #expect(record.uti == .data)
    #expect(record.mimeType == "application/octet-stream")
    #expect(record.diagnostics?.contains { $0.contains("holds NUL bytes") } == true)
  }

  @Test("plain text stays text; NUL bytes after a UTF-16 byte-order mark are not evidence of data")
  func textStaysText() {
    let ascii = Self.thorough.classify(bytes: Array("hello, world\nsecond line\n".utf8), name: "notes")
    #expect(ascii.uti == "public.plain-text")
    #expect(Pipeline.holdsNULOutsideUnicode([0xFF, 0xFE, 0x68, 0x00, 0x69, 0x00]) == false)
    #expect(Pipeline.holdsNULOutsideUnicode([0xFE, 0xFF, 0x00, 0x68]) == false)
    #expect(Pipeline.holdsNULOutsideUnicode([0x68, 0x00, 0x69]) == true)
    #expect(Pipeline.holdsNULOutsideUnicode(Array("text".utf8)) == false)
  }
}
