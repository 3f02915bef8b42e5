import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// `classify`'s JSON output (written by ``JSONBuffer``): every line is what `JSONEncoder`
/// (`.sortedKeys, .withoutEscapingSlashes`) makes of the record it decodes to, `json` wraps
/// the same lines as an array, and output past the 64 KiB flush threshold arrives whole.
@Suite("classify JSON output")
struct JSONOutputTests {
  static let samples = SampleCorpus.samplesDirectory.path

  /// Decodes each line as `T` and expects re-encoding it with JSONEncoder to give the line.
  static func expectCanonical<T: Codable>(_ lines: [Substring], as type: T.Type) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var differences: [String] = []
    for line in lines {
      let value = try JSONDecoder().decode(T.self, from: Data(line.utf8))
      let expected = String(decoding: try encoder.encode(value), as: UTF8.self)
      if expected != line { differences.append("JSONEncoder: \(expected)\nclassify:    \(line)") }
    }
    #expect(differences.isEmpty, "\(differences.count) differ:\n\(differences.prefix(3).joined(separator: "\n"))")
  }

  @Test("jsonl and json records over the samples, thorough with explain", arguments: [false, true])
  func records(explain: Bool) throws {
    let options = ["--mode", "thorough"] + (explain ? ["--explain"] : [])
    // The samples twice: over 64 KiB, so the output spans several flushes.
    let roots = [Self.samples, Self.samples]
    let jsonl = try CommandRunner.classify(options + ["--format", "jsonl"] + roots)
    let lines = jsonl.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(jsonl.stdout.hasSuffix("\n"))
    #expect(lines.count >= 160)
    #expect(jsonl.stdout.utf8.count > 1 << 16)
    try Self.expectCanonical(Array(lines), as: Classification.self)

    let json = try CommandRunner.classify(options + ["--format", "json"] + roots)
    #expect(json.stdout == "[\n" + lines.joined(separator: ",\n") + "\n]\n")
  }

  @Test("error records and an empty json array")
  func errorsAndEmpty() throws {
    let dir = try TemporaryDirectory("classify-json")
    defer { dir.remove() }
    try dir.write("a \"quoted\"\\name\t.jpg", [0xFF, 0xD8, 0xFF])
    let out = try CommandRunner.classify(
      ["--format", "jsonl", "missing/ü.jpg", "a \"quoted\"\\name\t.jpg"], in: dir.url)
    let lines = out.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.contains(#""status":"error""#) == true)
    try Self.expectCanonical(lines, as: Classification.self)

    try FileManager.default.createDirectory(
      at: dir.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let empty = try CommandRunner.classify(["--format", "json", "empty"], in: dir.url)
    #expect(empty.stdout == "[]\n")
  }

  @Test("assets as jsonl and json over the samples")
  func assets() throws {
    let jsonl = try CommandRunner.classify(["assets", "--no-index", "--format", "jsonl", Self.samples])
    let lines = jsonl.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.isEmpty)
    try Self.expectCanonical(Array(lines), as: Asset.self)
    let json = try CommandRunner.classify(["assets", "--no-index", "--format", "json", Self.samples])
    #expect(json.stdout == "[\n" + lines.joined(separator: ",\n") + "\n]\n")
  }
}
