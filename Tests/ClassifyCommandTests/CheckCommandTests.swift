import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// End-to-end: `classify check --expect` and `--policy` on small folders, through the binary.
@Suite("classify check command")
struct CheckCommandTests {
  /// `assets/` with synthetic headers and a few real samples, plus the working folder around
  /// it (expected files and policies are written beside `assets/`).
  static func fixture() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("classify-check")
    for (id, name) in [("png", "assets/b/one.png"), ("gif", "assets/a.gif"), ("jpeg", "assets/b/photo.jpg"), ("mp3", "assets/song.mp3")] {
      let (_, bytes) = try #require(SyntheticHeaders.all[id])
      try dir.write(name, bytes)
    }
    let (_, jpeg) = try #require(SyntheticHeaders.all["jpeg"])
    try dir.write("assets/b/lies.png", jpeg)
    let samples = SampleCorpus.samplesDirectory
    for (sample, name) in [
      ("image/png/screenshot-1170x2532-xmp-usercomment.png", "assets/shots/screenshot.png"),
      ("image/jpeg/apple-live-photo-still.jpg", "assets/live.jpg"),
      ("image/gif/three-frames.gif", "assets/anim.gif"),
      ("audio/opus/opus-48khz-1s.opus", "assets/audio/long.opus"),
      ("audio/aiff/pcm-s8-8khz-mono-0.5s.aiff", "assets/audio/short.aiff"),
    ] {
      let data = try Data(contentsOf: samples.appendingPathComponent(sample))
      try dir.write(name, [UInt8](data))
    }
    return dir
  }

  static let allFiles = [
    "a.gif", "anim.gif", "audio/long.opus", "audio/short.aiff", "b/lies.png", "b/one.png", "b/photo.jpg",
    "live.jpg", "shots/screenshot.png", "song.mp3",
  ]

  /// The JSON objects of a jsonl report.

  static func write(_ text: String, _ name: String, in dir: TemporaryDirectory) throws {
    try dir.write(name, Array(text.utf8))
  }

  // MARK: --expect

  @Test("--record then check round-trips: sorted, stable, and exit 0")
  func recordRoundTrip() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    let recorded = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--record", "assets"], in: dir.url)
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout == "check: recorded 10 files in expected.jsonl\n")
    let text = try String(contentsOf: dir.url.appendingPathComponent("expected.jsonl"), encoding: .utf8)
    let lines = text.split(separator: "\n")
    let paths = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])["path"] as? String }
    #expect(paths == Self.allFiles)
    #expect(lines.allSatisfy { $0.hasPrefix("{\"path\":") })
    #expect(!text.contains("\"mode\""))
    #expect(!text.contains("\"evidence\""))
    #expect(!text.contains("\"diagnostics\""))
    #expect(text.contains(#""path":"b/lies.png","status":"ok","mediaType":"image","format":"jpeg""#))

    let check = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "assets"], in: dir.url)
    #expect(check.status == 0)
    #expect(check.stderr.isEmpty)
    let summary = try #require(try JSONLines.objects(check.stdout).last)
    #expect(summary["type"] as? String == "summary")
    #expect(summary["files"] as? Int == 10)
    #expect(summary["passed"] as? Int == 10)

    // Recording again changes nothing, byte for byte.
    let again = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--record", "assets"], in: dir.url)
    #expect(again.stdout == "check: recorded 10 files in expected.jsonl (0 added, 0 removed, 0 changed)\n")
    #expect(try String(contentsOf: dir.url.appendingPathComponent("expected.jsonl"), encoding: .utf8) == text)
  }

  @Test("a hand-written expected file naming a few fields matches; the table ends with the summary")
  func handWritten() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    // Paths may carry a leading ./; only the named fields are compared.
    var lines = Self.allFiles.filter { $0 != "a.gif" }.map { #"{"path":"./\#($0)"}"# }
    lines.append(#"{"path":"a.gif","mediaType":"image","uti":"com.compuserve.gif","pixelWidth":4,"pixelHeight":3,"subtypes":[],"notes":["ignored"]}"#)
    lines.append(#"{"path":"b/lies.png","extensionMatchesContent":false,"duration":null}"#)
    lines.removeAll { $0 == #"{"path":"./b/lies.png"}"# }
    let text = "# hand-written\n" + lines.joined(separator: "\n") + "\n"
    try Self.write(text, "expected.jsonl", in: dir)
    let out = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--format", "table", "assets"], in: dir.url)
    #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
    #expect(out.stdout == "check: 10 files, 10 passed, 0 mismatched, 0 missing, 0 unexpected\n")
  }

  @Test("a changed file exits 1 and names the file, the field, the expected and the actual value")
  func changedFile() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    _ = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--record", "assets"], in: dir.url)
    let (_, gif) = try #require(SyntheticHeaders.all["gif"])
    try dir.write("assets/b/one.png", gif)
    let out = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--format", "jsonl", "assets"], in: dir.url)
    #expect(out.status == 1)
    let objects = try JSONLines.objects(out.stdout)
    let mismatches = objects.filter { $0["type"] as? String == "mismatch" }
    #expect(mismatches.allSatisfy { $0["path"] as? String == "b/one.png" })
    let format = try #require(mismatches.first { $0["field"] as? String == "format" })
    #expect(format["expected"] as? String == "png")
    #expect(format["actual"] as? String == "gif")
    #expect(mismatches.contains { $0["field"] as? String == "extensionMatchesContent" })
    let summary = try #require(objects.last)
    #expect(summary["mismatched"] as? Int == 1)
    #expect(summary["passed"] as? Int == 9)
    #expect(summary["ok"] as? Bool == false)

    let table = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--format", "table", "assets"], in: dir.url)
    #expect(table.status == 1)
    let rows = table.stdout.split(separator: "\n").map(String.init)
    #expect(rows.first?.hasPrefix("RESULT") == true)
    #expect(rows.contains { $0.hasPrefix("mismatch") && $0.contains("b/one.png") && $0.contains("format") && $0.contains("png") && $0.hasSuffix("gif") })
    #expect(rows.last == "check: 10 files, 9 passed, 1 mismatched, 0 missing, 0 unexpected")
  }

  @Test("a missing file exits 1 and is reported missing")
  func missingFile() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    _ = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--record", "assets"], in: dir.url)
    try FileManager.default.removeItem(atPath: dir.path("assets/song.mp3"))
    let out = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--format", "jsonl", "assets"], in: dir.url)
    #expect(out.status == 1)
    let objects = try JSONLines.objects(out.stdout)
    #expect(objects.count == 2)
    #expect(objects[0]["type"] as? String == "missing")
    #expect(objects[0]["path"] as? String == "song.mp3")
    #expect(objects[1]["missing"] as? Int == 1)
    #expect(objects[1]["files"] as? Int == 10)
  }

  @Test("a new file exits 1 and is reported unexpected")
  func newFile() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    _ = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--record", "assets"], in: dir.url)
    let (_, png) = try #require(SyntheticHeaders.all["png"])
    try dir.write("assets/new/extra.png", png)
    let out = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--format", "jsonl", "assets"], in: dir.url)
    #expect(out.status == 1)
    let objects = try JSONLines.objects(out.stdout)
    #expect(objects.first?["type"] as? String == "unexpected")
    #expect(objects.first?["path"] as? String == "new/extra.png")
    #expect(objects.last?["unexpected"] as? Int == 1)
    #expect(objects.last?["files"] as? Int == 11)
    // --exclude leaves it out.
    let excluded = try CommandRunner.classify(
      ["check", "--expect", "expected.jsonl", "--exclude", "new/**", "--format", "jsonl", "assets"], in: dir.url)
    #expect(excluded.status == 0)
  }

  @Test("the expected file inside the checked folder and .mediakind/ are not checked; fast mode is honoured")
  func expectedFileInsideRoot() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    try dir.write("assets/.mediakind/index.sqlite", Array("SQLite format 3\0".utf8))
    let recorded = try CommandRunner.classify(["check", "--expect", "assets/expected.jsonl", "--record", "--mode", "fast", "assets"], in: dir.url)
    #expect(recorded.stdout == "check: recorded 10 files in assets/expected.jsonl\n")
    let fast = try CommandRunner.classify(["check", "--expect", "assets/expected.jsonl", "--mode", "fast", "assets"], in: dir.url)
    #expect(fast.status == 0, "\(fast.stdout)")
  }

  @Test("junit output for --expect is XML with one testcase per file and counted failures")
  func expectJUnit() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    _ = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--record", "assets"], in: dir.url)
    try FileManager.default.removeItem(atPath: dir.path("assets/song.mp3"))
    let (_, png) = try #require(SyntheticHeaders.all["png"])
    try dir.write("assets/<odd & \"name\">.png", png)
    let out = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--format", "junit", "assets"], in: dir.url)
    #expect(out.status == 1)
    #expect(out.stderr == "check: 11 files, 9 passed, 0 mismatched, 1 missing, 1 unexpected\n")
    let doc = try XMLDocument(data: Data(out.stdout.utf8), options: [])
    let suites = try doc.nodes(forXPath: "//testsuite")
    #expect(suites.count == 1)
    let suite = try #require(suites.first as? XMLElement)
    #expect(suite.attribute(forName: "tests")?.stringValue == "11")
    #expect(suite.attribute(forName: "failures")?.stringValue == "2")
    #expect(try doc.nodes(forXPath: "//testcase").count == 11)
    #expect(try doc.nodes(forXPath: "//testcase/failure").count == 2)
    #expect(try doc.nodes(forXPath: "//testcase[@name='<odd & \"name\">.png']/failure[@type='unexpected']").count == 1)
  }

  @Test("bad expected files exit 65 naming the file and line, missing ones 66; bad usage exits 64")
  func badInputs() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    try Self.write("{\"path\":\"a.gif\"}\n{\"path\":\"b\",\"subtypes\":[\"selfy\"]}\n", "bad.jsonl", in: dir)
    let bad = try CommandRunner.classify(["check", "--expect", "bad.jsonl", "assets"], in: dir.url)
    #expect(bad.status == 65)
    #expect(bad.stderr == "classify: bad.jsonl:2: subtypes: unknown subtype \"selfy\"\n")
    let absent = try CommandRunner.classify(["check", "--expect", "none.jsonl", "assets"], in: dir.url)
    #expect(absent.status == 66)
    #expect(absent.stderr.hasPrefix("classify: none.jsonl: no such file"), "\(absent.stderr)")
    let notFolder = try CommandRunner.classify(["check", "--expect", "bad.jsonl", "assets/a.gif"], in: dir.url)
    #expect(notFolder.status == 66)
    #expect(notFolder.stderr == "classify: assets/a.gif: not a folder\n")
    #expect(try CommandRunner.classify(["check", "assets"], in: dir.url).status == 64)
    #expect(try CommandRunner.classify(["check", "--expect", "x", "--policy", "y", "assets"], in: dir.url).status == 64)
    #expect(try CommandRunner.classify(["check", "--policy", "y", "--record", "assets"], in: dir.url).status == 64)
    #expect(try CommandRunner.classify(["check", "--expect", "x", "--format", "xml", "assets"], in: dir.url).status == 64)
  }

  // MARK: --policy

  /// One policy check on the fixture: a rule body, a file that violates it, one that passes.
  struct PolicyCase: CustomTestStringConvertible, Sendable {
    var rule: String
    var check: String
    var violating: String
    var passing: String
    var testDescription: String { "\(check): \(rule)" }
  }

  static let policyCases: [PolicyCase] = [
    PolicyCase(rule: "mediaTypes: [image]", check: "mediaTypes", violating: "song.mp3", passing: "a.gif"),
    PolicyCase(rule: "mediaTypes: [audio, video]", check: "mediaTypes", violating: "b/one.png", passing: "audio/long.opus"),
    PolicyCase(rule: "utis: [public.image]", check: "utis", violating: "song.mp3", passing: "b/one.png"),
    PolicyCase(rule: "utis: [public.png, public.jpeg]", check: "utis", violating: "a.gif", passing: "b/photo.jpg"),
    PolicyCase(rule: "extensionMatchesContent: true", check: "extensionMatchesContent", violating: "b/lies.png", passing: "b/one.png"),
    PolicyCase(rule: "forbidSubtypes: [photoScreenshot]", check: "forbidSubtypes", violating: "shots/screenshot.png", passing: "b/one.png"),
    PolicyCase(rule: "forbidSubtypes: [photoLive, photoAnimation]", check: "forbidSubtypes", violating: "live.jpg", passing: "b/photo.jpg"),
    PolicyCase(rule: "noLocation: true", check: "noLocation", violating: "live.jpg", passing: "b/photo.jpg"),
    PolicyCase(rule: "maxFileSize: 1KB", check: "maxFileSize", violating: "shots/screenshot.png", passing: "a.gif"),
    PolicyCase(rule: "maxFileSize: 2 KiB", check: "maxFileSize", violating: "shots/screenshot.png", passing: "b/one.png"),
    PolicyCase(rule: "maxPixelWidth: 100", check: "maxPixelWidth", violating: "shots/screenshot.png", passing: "a.gif"),
    PolicyCase(rule: "maxPixelHeight: 100", check: "maxPixelHeight", violating: "shots/screenshot.png", passing: "a.gif"),
    PolicyCase(rule: "maxPixels: 0.01MP", check: "maxPixels", violating: "shots/screenshot.png", passing: "b/one.png"),
    PolicyCase(rule: "maxDuration: 0.75s", check: "maxDuration", violating: "audio/long.opus", passing: "audio/short.aiff"),
    PolicyCase(rule: "animated: false", check: "animated", violating: "anim.gif", passing: "a.gif"),
    PolicyCase(rule: "animated: true", check: "animated", violating: "a.gif", passing: "anim.gif"),
    PolicyCase(rule: "noErrors: true", check: "noErrors", violating: "pipe", passing: "a.gif"),
    PolicyCase(rule: "audioCodec: [opus, aac]", check: "audioCodec", violating: "audio/short.aiff", passing: "audio/long.opus"),
    PolicyCase(rule: "maxBitRate: 64kbps", check: "maxBitRate", violating: "audio/short.aiff", passing: "audio/long.opus"),
    PolicyCase(rule: "colorProfile: [sRGB]", check: "colorProfile", violating: "b/one.png", passing: "audio/long.opus"),
  ]

  @Test("each policy check fails on a violating file and passes on a conforming one", arguments: policyCases)
  func policyCheck(_ c: PolicyCase) throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    #expect(mkfifo(dir.path("assets/pipe"), 0o644) == 0)
    for (file, shouldPass) in [(c.violating, false), (c.passing, true)] {
      try Self.write("rules:\n  - name: the rule\n    paths: \"\(file)\"\n    \(c.rule)\n", "policy.yml", in: dir)
      // The FIFO is unreadable: allowed here, so only noErrors judges it.
      let out = try CommandRunner.classify(
        ["check", "--policy", "policy.yml", "--format", "jsonl", "--allow-unreadable", "assets"], in: dir.url)
      #expect(out.stderr.isEmpty, "\(out.stderr)")
      let objects = try JSONLines.objects(out.stdout)
      let violations = objects.filter { $0["type"] as? String == "violation" }
      if shouldPass {
        #expect(out.status == 0, "\(file) should pass \(c.rule): \(out.stdout)")
        #expect(violations.isEmpty)
      } else {
        #expect(out.status == 1, "\(file) should violate \(c.rule)")
        #expect(violations.count == 1)
        let v = try #require(violations.first)
        #expect(v["path"] as? String == file)
        #expect(v["rule"] as? String == "the rule")
        #expect(v["check"] as? String == c.check)
        #expect(v["value"] != nil)
        #expect((v["message"] as? String)?.hasPrefix("\(file): \(c.check): ") == true)
      }
      let summary = try #require(objects.last)
      #expect(summary["files"] as? Int == 11)
      #expect(summary["uncovered"] as? Int == 10)
    }
  }

  static let examplePolicy = """
    # The example of Docs/Checks.md, trimmed.
    version: 1
    rules:
      - name: Web images
        paths: "**/*.{png,gif,jpg}"
        exclude: shots/**
        mediaTypes: [image]
        utis: [public.png, public.jpeg, com.compuserve.gif]
        extensionMatchesContent: true
        maxFileSize: 500KB
        maxPixels: 12MP
        animated: false
      - name: Audio
        paths: [audio/, "*.mp3"]
        mediaTypes: [audio]
        maxDuration: 2m
        noErrors: true
    """

  @Test("a policy over the whole folder: table and summary, exit 1 on violations, 0 once fixed")
  func wholePolicy() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    try Self.write(Self.examplePolicy, "media-policy.yml", in: dir)
    let out = try CommandRunner.classify(["check", "--policy", "media-policy.yml", "--format", "table", "assets"], in: dir.url)
    #expect(out.status == 1)
    let rows = out.stdout.split(separator: "\n").map(String.init)
    #expect(rows.first?.hasPrefix("FILE") == true)
    #expect(rows.contains { $0.hasPrefix("anim.gif") && $0.contains("Web images") && $0.contains("animated") })
    #expect(rows.contains { $0.hasPrefix("b/lies.png") && $0.contains("extensionMatchesContent") })
    #expect(rows.last == "check: 10 files, 7 passed, 2 failed, 2 violations, 1 uncovered")
    let fixed = try CommandRunner.classify(
      ["check", "--policy", "media-policy.yml", "--exclude", "anim.gif", "--exclude", "b/lies.png", "--format", "table", "assets"],
      in: dir.url)
    #expect(fixed.status == 0)
    #expect(fixed.stdout == "check: 8 files, 7 passed, 0 failed, 0 violations, 1 uncovered\n")
  }

  @Test("junit output for --policy has one testcase per file and rule, failures counted")
  func policyJUnit() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    try Self.write(Self.examplePolicy, "media-policy.yml", in: dir)
    let out = try CommandRunner.classify(["check", "--policy", "media-policy.yml", "assets", "--format", "junit"], in: dir.url)
    #expect(out.status == 1)
    let doc = try XMLDocument(data: Data(out.stdout.utf8), options: [])
    let suite = try #require(try doc.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "tests")?.stringValue == "9")
    #expect(suite.attribute(forName: "failures")?.stringValue == "2")
    #expect(try doc.nodes(forXPath: "//testcase[@classname='Web images']").count == 6)
    #expect(try doc.nodes(forXPath: "//testcase[@classname='Audio']").count == 3)
    let failure = try #require(
      try doc.nodes(forXPath: "//testcase[@name='anim.gif']/failure").first as? XMLElement)
    #expect(failure.attribute(forName: "type")?.stringValue == "violation")
    #expect(failure.attribute(forName: "message")?.stringValue?.hasPrefix("anim.gif: animated: ") == true)
  }

  @Test("the policy example in Docs/Checks.md is a valid policy")
  func documentedPolicy() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    let doc = try String(
      contentsOf: SampleCorpus.repositoryRoot().appendingPathComponent("Docs/Checks.md"), encoding: .utf8)
    let start = try #require(doc.range(of: "```yaml\n"))
    let end = try #require(doc.range(of: "```", range: start.upperBound..<doc.endIndex))
    try Self.write(String(doc[start.upperBound..<end.lowerBound]), "media-policy.yml", in: dir)
    let out = try CommandRunner.classify(["check", "--policy", "media-policy.yml", "--format", "jsonl", "assets"], in: dir.url)
    #expect(out.stderr.isEmpty, "\(out.stderr)")
    #expect(out.status == 0, "\(out.stdout)")
    let summary = try #require(try JSONLines.objects(out.stdout).last)
    #expect(summary["files"] as? Int == 10)
  }

  @Test("bad policies exit 65 with the file, the line, the place and the reason")
  func badPolicies() throws {
    let dir = try Self.fixture()
    defer { dir.remove() }
    let cases: [(String, String)] = [
      ("rules:\n  - maxFilesize: 1KB\n", "p.yml:2: rules[0]: unknown key 'maxFilesize' (did you mean 'maxFileSize'?)"),
      ("rules:\n  - maxFileSize: 1 KBB\n", "p.yml: rules[0].maxFileSize: '1 KBB' is not a size"),
      ("rules:\n  - utis: [public.jpg]\n", "p.yml: rules[0] (**): unknown UTI 'public.jpg'"),
      ("rules:\n  - paths: **/*.gif\n", "p.yml:2: not valid YAML: "),
      ("rules: [\n", "p.yml:2: not valid YAML: "),
      ("version: 1\n", "p.yml: missing key 'rules'"),
    ]
    for (yaml, message) in cases {
      try Self.write(yaml, "p.yml", in: dir)
      let out = try CommandRunner.classify(["check", "--policy", "p.yml", "assets"], in: dir.url)
      #expect(out.status == 65, "\(yaml)")
      #expect(out.stderr.hasPrefix("classify: " + message), "\(out.stderr)")
      #expect(out.stdout.isEmpty)
    }
  }
}
