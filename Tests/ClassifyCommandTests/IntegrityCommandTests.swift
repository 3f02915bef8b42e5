import Foundation
import MediaKindTestSupport
import Testing

/// End to end through `classify`: the `integrity` member, `--where integrity`, and a policy's
/// `complete: true` over damaged, whole and placeholder files (Docs/DetectionRules.md,
/// "Integrity"; Docs/Checks.md, "Keys of a rule").
@Suite("classify: integrity, --where integrity, complete: true")
struct IntegrityCommandTests {
  static let files = [
    "broken/jpeg/truncated-in-scan.jpg", "broken/png/chunk-length-past-eof.png",
    "broken/mp4/mdat-size-past-eof.mp4", "image/jpeg/plain-jfif-64x48.jpg",
    "image/png/plain-rgb-16x16.png", "unknown/plist/.IMG_0001.HEIC.icloud",
  ]

  static func fixture() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("classify-integrity")
    for file in files {
      let data = try Data(contentsOf: SampleCorpus.samplesDirectory.appendingPathComponent(file))
      try dir.write("media/" + (file as NSString).lastPathComponent, [UInt8](data))
    }
    // A cloud mount's placeholder: 5 MB of holes.
    let holes = try dir.write("media/IMG_0002.MOV", [])
    let handle = try #require(FileHandle(forWritingAtPath: holes))
    try handle.truncate(atOffset: 5_000_000)
    try handle.close()
    return dir
  }


  @Test("records say complete, truncated or placeholder")
  func records() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    let out = try CommandRunner.classify(["--format", "jsonl", "media"], in: dir.url)
    #expect(out.status == 0, "\(out.stderr)")
    var integrity: [String: String] = [:]
    for record in try JSONLines.objects(out.stdout) {
      integrity[(record["path"] as? String ?? "").replacingOccurrences(of: "media/", with: "")] =
        record["integrity"] as? String ?? "-"
    }
    #expect(
      integrity == [
        "truncated-in-scan.jpg": "truncated", "chunk-length-past-eof.png": "truncated",
        "mdat-size-past-eof.mp4": "truncated", "plain-jfif-64x48.jpg": "complete",
        "plain-rgb-16x16.png": "complete", ".IMG_0001.HEIC.icloud": "placeholder",
        "IMG_0002.MOV": "placeholder",
      ])
  }

  @Test("--where integrity selects the damaged assets; complete: true fails on them")
  func whereAndPolicy() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    let truncated = try CommandRunner.classify(
      ["assets", "--format", "jsonl", "--where", "integrity == 'truncated'", "media"], in: dir.url)
    #expect(truncated.status == 0, "\(truncated.stderr)")
    #expect(try JSONLines.objects(truncated.stdout).count == 3)
    try dir.write("policy.yml", Array("rules:\n  - name: uploads\n    complete: true\n".utf8))
    let check = try CommandRunner.classify(["check", "--policy", "policy.yml", "--format", "jsonl", "media"], in: dir.url)
    #expect(check.status == 1)
    let violations = try JSONLines.objects(check.stdout).filter { $0["check"] as? String == "complete" }
    #expect(violations.count == 5)
    #expect(Set(violations.compactMap { $0["value"] as? String }) == ["truncated", "placeholder"])
  }
}
