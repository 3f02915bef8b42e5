import Foundation
import MediaKindCheck
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// `Docs/schema/*.schema.json` are generated from ``SchemaDocument`` (the member tables the
/// writers read, and the vocabulary types), and consumers such as the Spark integration derive
/// their types from them (issue 18). Whether every line `classify` prints of `Samples/` fits
/// them is checked by a real validator, PyPI's `jsonschema` (`Scripts/schema-check.py`,
/// `make schema-check`, part of `make test`).
@Suite("Record schema")
struct RecordSchemaTests {
  @Test("Docs/schema/*.schema.json are up to date", arguments: SchemaDocument.allCases)
  func generated(_ document: SchemaDocument) throws {
    let url = SampleCorpus.repositoryRoot().appendingPathComponent(document.path)
    let content = document.text
    let current = try? String(contentsOf: url, encoding: .utf8)
    if ProcessInfo.processInfo.environment["RECORD_DOCS"] == "1" {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(current == content, "\(document.path) is stale: run `make docs`")
    // It is a JSON object naming draft 2020-12.
    let object = try JSONSerialization.jsonObject(with: Data(content.utf8)) as? [String: Any]
    #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
  }

  /// The record schema's members are the table's: a record that has a member (every member
  /// of a record with all facts set) has it in the schema, and the required ones are those
  /// every record prints, including an error record.
  @Test("the record schema names what the writer prints, and requires what every record has")
  func recordMembersMatchWriter() throws {
    var full = Classification(path: "a.jpg", mode: .thorough, mediaType: .image, subtypes: [.photoLive])
    full.format = .jpeg
    full.uti = UniformTypeIdentifier(rawValue: "public.jpeg")
    full.mimeType = "image/jpeg"
    full.extensionMatchesContent = true
    full.formatReason = FormatReason(guess: .png, verdict: .jpeg, reason: .contentOverridesExtension, detail: "d")
    (full.pixelWidth, full.pixelHeight, full.orientation) = (4, 3, 1)
    (full.duration, full.frameRate, full.frameCount, full.fileSize) = (1.5, 30, 2, 100)
    full.creationDate = "2024-05-12T10:00:00Z"
    full.location = Location(latitude: 48.85, longitude: 2.35, altitude: 35)
    (full.make, full.model, full.lensModel) = ("Apple", "iPhone", "lens")
    full.rating = 5
    full.integrity = .complete
    full.technical = RecordJSONTests.fullTechnical
    full.burst = BurstInfo(identifier: "b")
    full.livePhoto = LivePhotoInfo(contentIdentifier: "c")
    full.evidence = [SubtypeEvidence(subtype: "photoLive", rule: "r", source: "s", value: "v")]
    full.fieldEvidence = [FieldEvidence(field: "rating", rule: "r", source: "s", value: "5")]
    full.diagnostics = ["d"]
    let failed = Classification.failure(path: "x", mode: .fast, InputFailure(kind: .notFound, message: "m"))
    func keys(_ record: Classification) throws -> Set<String> {
      let object = try JSONSerialization.jsonObject(with: Data(try record.jsonLine().utf8)) as? [String: Any]
      return Set(object?.keys.map { $0 } ?? [])
    }
    guard case .object(_, let properties, let required) = SchemaDocument.record.schema else {
      Issue.record("the record schema is not an object")
      return
    }
    #expect(try keys(full).union(keys(failed)) == Set(properties.map(\.0)))
    #expect(try keys(full).intersection(keys(failed)) == Set(required))
  }
}
