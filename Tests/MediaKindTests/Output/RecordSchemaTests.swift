import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// `Docs/Schemas/record.schema.json` is generated from ``RecordSchema`` and every record
/// MediaKind makes of `Samples/` fits it (issue 18: consumers such as the Spark integration
/// derive their types from this file).
@Suite("Record schema")
struct RecordSchemaTests {
  /// A JSON value as `JSONDecoder` reads it, keeping integers, numbers and booleans apart.
  enum JSONValue: Decodable {
    case bool(Bool), int(Int), double(Double), string(String), array([JSONValue]), object([String: JSONValue]), null

    init(from decoder: any Decoder) throws {
      let c = try decoder.singleValueContainer()
      if c.decodeNil() { self = .null }
      else if let v = try? c.decode(Bool.self) { self = .bool(v) }
      else if let v = try? c.decode(Int.self) { self = .int(v) }
      else if let v = try? c.decode(Double.self) { self = .double(v) }
      else if let v = try? c.decode(String.self) { self = .string(v) }
      else if let v = try? c.decode([JSONValue].self) { self = .array(v) }
      else { self = .object(try c.decode([String: JSONValue].self)) }
    }
  }

  static func problems(_ value: JSONValue, _ schema: RecordSchema, at path: String = "$") -> [String] {
    switch (schema, value) {
    case (.string(_, let values), .string(let text)):
      return values.map { $0.contains(text) ? [] : ["\(path): \(text) is not allowed"] } ?? []
    case (.integer, .int), (.number, .int), (.number, .double), (.boolean, .bool):
      return []
    case (.array(_, let items), .array(let elements)):
      return elements.enumerated().flatMap { problems($0.element, items, at: "\(path)[\($0.offset)]") }
    case (.object(_, let properties, let required), .object(let members)):
      let known = Dictionary(uniqueKeysWithValues: properties.map { ($0.0, $0.1) })
      var found: [String] = []
      for (key, member) in members.sorted(by: { $0.key < $1.key }) {
        guard let sub = known[key] else {
          found.append("\(path).\(key): not in the schema")
          continue
        }
        found += problems(member, sub, at: "\(path).\(key)")
      }
      return found + required.filter { members[$0] == nil }.map { "\(path).\($0): missing" }
    default:
      return ["\(path): \(value) does not fit \(schema.json())"]
    }
  }

  @Test("Docs/Schemas/record.schema.json is up to date")
  func generated() throws {
    let url = SampleCorpus.repositoryRoot().appendingPathComponent("Docs/Schemas/record.schema.json")
    let content = RecordSchema.recordDocument()
    let current = try? String(contentsOf: url, encoding: .utf8)
    if ProcessInfo.processInfo.environment["RECORD_DOCS"] == "1" {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(current == content, "Docs/Schemas/record.schema.json is stale: run `make docs`")
    // It is JSON.
    _ = try JSONDecoder().decode(JSONValue.self, from: Data(content.utf8))
  }

  @Test("every record of Samples/ (both modes, with evidence) and every error kind fits the schema")
  func samplesFit() throws {
    let files = try FileManager.default.subpathsOfDirectory(atPath: SampleCorpus.samplesDirectory.path)
      .filter { !$0.hasSuffix(".jsonl") && !$0.hasSuffix(".md") && !$0.hasSuffix(".py") }
    var records: [Classification] = InputFailure.Kind.allCases.map {
      .failure(path: "x", mode: .fast, InputFailure(kind: $0, message: "m"))
    }
    for mode in [ClassificationMode.fast, .thorough] {
      let classifier = MediaClassifier(options: ClassifyOptions(mode: mode, explain: true))
      for file in files.sorted() {
        let url = SampleCorpus.samplesDirectory.appendingPathComponent(file)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
        records.append(classifier.classify(path: url.path))
      }
    }
    var seenKeys: Set<String> = []
    for record in records {
      let line = try record.jsonLine()
      let value = try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
      if case .object(let members) = value { seenKeys.formUnion(members.keys) }
      let found = Self.problems(value, .record)
      #expect(found.isEmpty, "\(record.path): \(found)")
    }
    #expect(seenKeys.count >= 25)
  }
}
