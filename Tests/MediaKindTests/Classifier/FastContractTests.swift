import Foundation
@testable import MediaKind
import MediaKindTestSupport
import Testing

/// Fast mode's contract (Docs/DetectionRules.md, "What fast mode leaves out"): it leaves a
/// value out, never prints a different one. Every member of the record fast mode prints for a
/// file of Samples/ and of the shared corpus (the JSON `classify --format jsonl` prints, so a
/// new field is covered without a line here) must equal thorough mode's; the subtypes, a set,
/// must be among thorough's. `Scripts/fast_agreement.py` holds the same rule over the CLI.
@Suite("fast mode never contradicts thorough mode")
struct FastContractTests {
  /// Every regular file under `root`, walked as the CLI walks (Samples' `.mediakind.yml`
  /// leaves its generator out only for the CLI: the walk here takes every file).
  static func files(under root: URL) -> [String] {
    var paths: [String] = []
    for entry in FileEnumerator(roots: [root.path], options: WalkOptions()) {
      if case .file(let path) = entry { paths.append(path) }
    }
    return paths
  }

  /// Members that say how a mode reached its record (its mode, its notes, its reasoning about
  /// the name), not what the file is: they may differ.
  static let provenance: Set<String> = ["mode", "diagnostics", "formatReason", "fieldEvidence"]

  /// The values a record gives content of no known type: what fast mode prints where no
  /// signature matches and thorough mode's libmagic may name a type. They say "not known",
  /// not another type, so they stand where thorough mode names one.
  static let unknownValues: [String: String] = ["uti": "public.data", "mimeType": "application/octet-stream"]

  /// The record as the CLI prints it, parsed.
  static func members(_ record: Classification) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(try record.jsonBytes()))
    return try #require(object as? [String: Any])
  }

  /// `value` as sorted-key JSON text, to compare parsed values by their printed form.
  static func text(_ value: Any?) -> String {
    guard let value, let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
    else { return "none" }
    return String(decoding: data, as: UTF8.self)
  }

  /// What fast mode printed that thorough mode does not print the same, one line per member
  /// (nested objects member by member, `technical.bitRate`).
  static func contradictions(fast: [String: Any], thorough: [String: Any], prefix: String = "") -> [String] {
    var found: [String] = []
    for (key, value) in fast.sorted(by: { $0.key < $1.key }) {
      let name = prefix + key
      if prefix.isEmpty && provenance.contains(key) { continue }
      let other = thorough[key]
      if prefix.isEmpty, let unknown = unknownValues[key], value as? String == unknown { continue }
      if prefix.isEmpty && key == "subtypes" {
        let extra = Set(value as? [String] ?? []).subtracting(other as? [String] ?? [])
        if !extra.isEmpty { found.append("subtypes: fast adds \(extra.sorted())") }
      } else if prefix.isEmpty && key == "mediaSubtypes" {
        let (f, t) = ((value as? NSNumber)?.intValue ?? 0, (other as? NSNumber)?.intValue ?? 0)
        if f & ~t != 0 { found.append("mediaSubtypes: fast \(f) has bits thorough's \(t) lacks") }
      } else if let nested = value as? [String: Any], let otherNested = other as? [String: Any] {
        found += contradictions(fast: nested, thorough: otherNested, prefix: name + ".")
      } else if text(value) != text(other) {
        found.append("\(name): fast \(text(value)), thorough \(text(other))")
      }
    }
    return found
  }

  /// The contradictions between two records of one file.
  static func contradictions(fast: Classification, thorough: Classification) throws -> [String] {
    contradictions(fast: try members(fast), thorough: try members(thorough))
  }

  static func check(_ root: URL) throws {
    let fast = MediaClassifier(options: ClassifyOptions(mode: .fast))
    let thorough = MediaClassifier(options: ClassifyOptions(mode: .thorough))
    var checked = 0
    for path in files(under: root) {
      let f = fast.classify(path: path)
      let t = thorough.classify(path: path)
      checked += 1
      for problem in try contradictions(fast: f, thorough: t) {
        Issue.record("\(path): \(problem)")
      }
    }
    #expect(checked > 100, "\(checked) files under \(root.path)")
  }

  @Test("Samples/")
  func samples() throws {
    try Self.check(SampleCorpus.samplesDirectory)
  }

  @Test("the shared corpus", .enabled(if: SampleCorpus.sharedCorpus != nil, "../shared/corpus is not beside the repository"))
  func corpus() throws {
    try Self.check(try #require(SampleCorpus.sharedCorpus).appendingPathComponent("files"))
  }
}

/// Bounds on the record's numbers that the fuzzers found wanting.
@Suite("field bounds: values that would print as nonsense")
struct FieldBoundsEdgeTests {
  @Test("a frame rate under the printed precision is dropped, not printed as 0 fps (FuzzGIF, a damaged Theora header)")
  func tinyFrameRate() {
    var facts = MediaFacts(keepsSources: false, xmpSelection: FactReaders.xmpSelection)
    facts.frameRate = 2e-5
    FieldBounds.apply(to: &facts, fileSize: 113, format: .ogv)
    #expect(facts.frameRate == nil)
    #expect(facts.diagnosticTexts.contains { $0.contains("frame rate") })
    facts.frameRate = 0.25
    FieldBounds.apply(to: &facts, fileSize: 113, format: .ogv)
    #expect(facts.frameRate == 0.25)
  }
}
