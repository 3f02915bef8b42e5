import Foundation
import MediaKindCheck
import MediaKind
import MediaKindTestSupport
import Testing

/// `classify schema [record|asset|album|finding]` prints the generated documents
/// (`Docs/schema/`): the record's by default, another by name, and refuses an unknown name.
@Suite("classify schema")
struct SchemaCommandTests {
  @Test("the record's schema by default, each named document by its name")
  func documents() throws {
    let directory = FileManager.default.temporaryDirectory
    let plain = try CommandRunner.classify(["schema"], in: directory)
    #expect(plain.status == 0)
    #expect(plain.stdout == SchemaDocument.record.text)
    for document in SchemaDocument.allCases {
      let out = try CommandRunner.classify(["schema", document.rawValue], in: directory)
      #expect(out.status == 0 && out.stdout == document.text, "classify schema \(document.rawValue)")
    }
    #expect(SchemaDocument.asset.text != SchemaDocument.record.text)
  }

  @Test("an unknown document is a usage error that lists the choices")
  func unknown() throws {
    let out = try CommandRunner.classify(["schema", "records"], in: FileManager.default.temporaryDirectory)
    #expect(out.status == 64)
    #expect(out.stdout.isEmpty)
    #expect(out.stderr.contains("record") && out.stderr.contains("finding"))
  }
}
