import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// The generated files in Docs/ must match the registry and the rule table. With
/// `RECORD_DOCS=1` the test rewrites them (and still fails, so a refresh is a conscious step).
@Suite("Generated docs")
struct GeneratedDocsTests {
  static let docs = SampleCorpus.repositoryRoot().appendingPathComponent("Docs")

  func check(_ name: String, _ content: String) throws {
    let url = Self.docs.appendingPathComponent(name)
    let current = try? String(contentsOf: url, encoding: .utf8)
    if ProcessInfo.processInfo.environment["RECORD_DOCS"] == "1" {
      try content.write(to: url, atomically: true, encoding: .utf8)
      #expect(current == content, "\(name) was stale and has been rewritten")
      return
    }
    #expect(current == content, "\(name) is stale: run `make docs`")
  }

  @Test("Docs/SupportedFormats.md is up to date")
  func supportedFormats() throws {
    try check("SupportedFormats.md", FormatRegistry.standard.supportedFormatsMarkdown())
  }

  @Test("Docs/SubtypeRules.md is up to date")
  func subtypeRules() throws {
    try check("SubtypeRules.md", SubtypeRules.markdown())
  }
}
