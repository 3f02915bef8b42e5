import Testing

@testable import MediaKind

/// Diagnostics are data (code, location, message) inside the facts, and the record prints
/// each as the text it always printed.
@Suite("Diagnostics")
struct DiagnosticTests {
  @Test("the record's text is location: message, or the message alone")
  func rendering() {
    #expect(Diagnostic(.missing, at: "JPEG", "no SOF segment").description == "JPEG: no SOF segment")
    #expect(Diagnostic(.limit, "read budget of 10 bytes exhausted").description == "read budget of 10 bytes exhausted")
    let tiff = Diagnostic(.malformed, at: "TIFF", "IFD chain loops back to offset 8")
    let inner = tiff.within("APP1/Exif")
    #expect(inner.code == .malformed)
    #expect(inner.location == "APP1/Exif")
    #expect(inner.description == "APP1/Exif: TIFF: IFD chain loops back to offset 8")
  }

  @Test("a diagnostic is kept once by its text, and at most 32 are kept")
  func deduplicationAndCap() {
    var facts = MediaFacts()
    facts.diagnose(.truncated, at: "GIF", "header truncated")
    // Same text from a differently split diagnostic: still one line in the record.
    facts.diagnose(.truncated, "GIF: header truncated")
    #expect(facts.diagnosticTexts == ["GIF: header truncated"])
    for i in 0..<40 { facts.diagnose(.malformed, at: "X", "item \(i)") }
    #expect(facts.diagnostics.count == 32)
    #expect(facts.diagnostics.last?.message == "item 30")
  }
}
