import Foundation
import MediaKindTestSupport
import Testing

/// Every file a command writes stays inside the folder it was told to write: a symbolic link
/// planted in that folder is refused, never written through (Docs/Reliability.md, "Outputs:
/// no write outside the output folder").
@Suite("Outputs: no write through a planted link")
struct OutputFolderCommandTests {
  static let victimText = "the victim's own content\n"

  /// A tree to report on, an `out` folder, an empty `elsewhere` folder and `victim.txt`
  /// outside `out`.
  static func setUp(_ label: String) throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory(label)
    try dir.write("root/a.jpg", LibraryFixtures.appleJPEG())
    let thumbnail = SampleCorpus.samplesDirectory.appendingPathComponent("image/jpeg/exif-thumbnail-ifd1-160x120.jpg")
    try dir.write("root/b.jpg", [UInt8](try Data(contentsOf: thumbnail)))
    try FileManager.default.createDirectory(atPath: dir.path("out"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: dir.path("elsewhere"), withIntermediateDirectories: true)
    try dir.write("victim.txt", Array(victimText.utf8))
    return dir
  }

  static func link(_ path: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
  }

  /// Nothing was written outside `out`: `elsewhere` is empty and the victim unchanged.
  static func expectNothingOutside(_ dir: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("elsewhere")).isEmpty, sourceLocation: sourceLocation)
    #expect(try String(contentsOfFile: dir.path("victim.txt"), encoding: .utf8) == victimText, sourceLocation: sourceLocation)
  }

  @Test("report: thumbs/ or details/ a link to another folder is refused before anything is written", arguments: ["thumbs", "details"])
  func reportFolderLink(name: String) throws {
    let dir = try Self.setUp("report-link")
    defer { dir.remove() }
    try Self.link(dir.path("out/" + name), to: dir.path("elsewhere"))
    let run = try CommandRunner.classify(["report", "root", "--out", "out"], in: dir.url)
    #expect(run.status == 73, "\(run.stdout)")
    #expect(run.stderr == "classify: out/\(name): refusing to write: it is a symbolic link (nothing is written through a link inside an output folder)\n")
    try Self.expectNothingOutside(dir)
    #expect(!FileManager.default.fileExists(atPath: dir.path("out/index.html")))
  }

  @Test("report: a page of the site a link to a file outside is refused; the target is unchanged", arguments: ["index.html", "data.js", "report.css"])
  func reportFileLink(name: String) throws {
    let dir = try Self.setUp("report-file-link")
    defer { dir.remove() }
    try Self.link(dir.path("out/" + name), to: "../victim.txt")
    let run = try CommandRunner.classify(["report", "root", "--out", "out"], in: dir.url)
    #expect(run.status == 73, "\(run.stdout)")
    #expect(run.stderr.contains("classify: out/\(name): refusing to write: it is a symbolic link"), "\(run.stderr)")
    try Self.expectNothingOutside(dir)
    // The link itself is left as it was (refused, not replaced).
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.path("out/" + name)) == "../victim.txt")
  }

  @Test("report: a detail chunk a link inside details/ is refused")
  func reportChunkLink() throws {
    let dir = try Self.setUp("report-chunk-link")
    defer { dir.remove() }
    try FileManager.default.createDirectory(atPath: dir.path("out/details"), withIntermediateDirectories: true)
    try Self.link(dir.path("out/details/0.js"), to: "../../victim.txt")
    let run = try CommandRunner.classify(["report", "root", "--out", "out"], in: dir.url)
    #expect(run.status == 73)
    #expect(run.stderr.contains("classify: out/details/0.js: refusing to write: it is a symbolic link"), "\(run.stderr)")
    try Self.expectNothingOutside(dir)
  }

  @Test("report: a clean output folder is written as before, and a rerun replaces its own files")
  func reportRerun() throws {
    let dir = try Self.setUp("report-rerun")
    defer { dir.remove() }
    var stdout = ""
    for _ in 0..<2 {
      let run = try CommandRunner.classify(["report", "root", "--out", "out", "--format", "table"], in: dir.url)
      #expect(run.status == 0, "\(run.stderr)")
      stdout = run.stdout
    }
    // No temporary file is left behind.
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path("out")).sorted()
    #expect(files == ["data.js", "details", "index.html", "report.css", "report.js", "thumbs"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("out/details")) == ["0.js"])
    let thumbs = try FileManager.default.contentsOfDirectory(atPath: dir.path("out/thumbs"))
    #expect(stdout.hasPrefix("report: 2 assets, \(thumbs.count) thumbnails"), "\(stdout)")
    #expect(!thumbs.isEmpty && thumbs.allSatisfy { $0.hasSuffix(".jpg") })
  }

  @Test("preview --out: a link at an output's name is refused (error line, exit 1); the target is unchanged")
  func previewFileLink() throws {
    let dir = try Self.setUp("preview-link")
    defer { dir.remove() }
    let first = try CommandRunner.classify(["preview", "root/b.jpg", "--delivery", "fast", "--out", "out"], in: dir.url)
    #expect(first.status == 0, "\(first.stderr)")
    let output = try #require(try PreviewCommandTests.records(first.stdout).last?["output"] as? String)
    try FileManager.default.removeItem(atPath: dir.path(output))
    try Self.link(dir.path(output), to: "../victim.txt")
    let run = try CommandRunner.classify(["preview", "root/b.jpg", "--delivery", "fast", "--out", "out"], in: dir.url)
    #expect(run.status == 1)
    let record = try #require(try PreviewCommandTests.records(run.stdout).last)
    #expect(record["output"] is NSNull)
    #expect(
      record["error"] as? String
        == "output: refusing to write \(output): it is a symbolic link (nothing is written through a link inside an output folder)")
    try Self.expectNothingOutside(dir)
  }

  @Test("check --record: a link at the expected file's name is refused; the target is unchanged")
  func recordLink() throws {
    let dir = try Self.setUp("record-link")
    defer { dir.remove() }
    try Self.link(dir.path("expected.jsonl"), to: "victim.txt")
    let run = try CommandRunner.classify(["check", "--expect", "expected.jsonl", "--record", "root"], in: dir.url)
    #expect(run.status == 73, "\(run.stdout)")
    #expect(run.stderr.hasPrefix("classify: expected.jsonl: refusing to write: it is a symbolic link"), "\(run.stderr)")
    try Self.expectNothingOutside(dir)
  }
}
