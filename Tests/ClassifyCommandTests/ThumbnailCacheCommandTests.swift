import Foundation
import MediaKindTestSupport
import Testing

/// `classify preview` and `classify report` with a library's thumbnail cache: a second run of
/// an unchanged library decodes nothing (counted by `MEDIAKIND_DEBUG_DECODES`, not timed).
@Suite("classify thumbnail cache")
struct ThumbnailCacheCommandTests {
  /// Sample files whose thumbnails need decodes (no embedded image) and some that have one.
  static let files = [
    "image/jpeg/plain-jfif-64x48.jpg", "image/jpeg/exif-thumbnail-ifd1-160x120.jpg", "image/png/plain-rgb-16x16.png",
    "image/gif/three-frames.gif", "image/webp/lossy-vp8-64x48.webp", "broken/jpeg/truncated-in-scan.jpg",
    "image/jpeg/libjpeg-warning-extraneous-bytes-64x48.jpg",
  ]

  static func library(withMediakind: Bool = true) throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("thumbcache-cli")
    for file in files {
      let source = SampleCorpus.samplesDirectory.appendingPathComponent(file)
      guard let bytes = try? Data(contentsOf: source) else { continue }
      _ = try dir.write("lib/" + file.replacingOccurrences(of: "/", with: "-"), [UInt8](bytes))
    }
    if withMediakind { try FileManager.default.createDirectory(atPath: dir.path("lib/.mediakind"), withIntermediateDirectories: true) }
    return dir
  }

  static func run(_ arguments: [String], in dir: TemporaryDirectory) throws -> CommandRunner.Output {
    var environment = ProcessInfo.processInfo.environment
    environment["MEDIAKIND_DEBUG_DECODES"] = "1"
    return try CommandRunner.classify(arguments, in: dir.url, environment: environment)
  }

  /// The decodes a run printed (`classify: debug: N decodes`).
  static func decodes(_ output: CommandRunner.Output) throws -> Int {
    let line = try #require(output.stderr.split(separator: "\n").first { $0.hasPrefix("classify: debug: ") })
    return try #require(Int(line.split(separator: " ")[2]))
  }

  static func records(_ stdout: String) throws -> [[String: Any]] {
    try stdout.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
  }

  @Test("a second report of an unchanged library decodes nothing and writes the same thumbnails")
  func secondReportDecodesNothing() throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let first = try Self.run(["report", "lib", "--out", "site1", "--format", "jsonl"], in: dir)
    #expect(try Self.decodes(first) > 0)
    let second = try Self.run(["report", "lib", "--out", "site2", "--format", "jsonl"], in: dir)
    #expect(try Self.decodes(second) == 0, "\(second.stderr)")
    #expect(second.stdout.replacingOccurrences(of: "site2", with: "site1") == first.stdout)
    let thumbs1 = try FileManager.default.contentsOfDirectory(atPath: dir.path("site1/thumbs")).sorted()
    let thumbs2 = try FileManager.default.contentsOfDirectory(atPath: dir.path("site2/thumbs")).sorted()
    #expect(thumbs1 == thumbs2 && !thumbs1.isEmpty)
    for name in thumbs1 {
      #expect(FileManager.default.contents(atPath: dir.path("site1/thumbs/" + name)) == FileManager.default.contents(atPath: dir.path("site2/thumbs/" + name)))
    }
    // --no-cache decodes again; a changed file is decoded again, alone.
    #expect(try Self.decodes(try Self.run(["report", "lib", "--out", "site3", "--no-cache"], in: dir)) == (try Self.decodes(first)))
    let png = dir.path("lib/image-png-plain-rgb-16x16.png")
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_600_000_000)], ofItemAtPath: png)
    #expect(try Self.decodes(try Self.run(["report", "lib", "--out", "site4"], in: dir)) == 1)
  }

  @Test("a folder that is not a library gets no cache unless --library names it")
  func noLibraryNoCache() throws {
    let dir = try Self.library(withMediakind: false)
    defer { dir.remove() }
    _ = try Self.run(["report", "lib", "--out", "site1"], in: dir)
    #expect(!FileManager.default.fileExists(atPath: dir.path("lib/.mediakind")))
    let again = try Self.run(["report", "lib", "--out", "site2"], in: dir)
    #expect(try Self.decodes(again) > 0)
    _ = try Self.run(["report", "lib", "--out", "site3", "--library", "lib"], in: dir)
    #expect(FileManager.default.fileExists(atPath: dir.path("lib/.mediakind/thumbnails")))
    #expect(try Self.decodes(try Self.run(["report", "lib", "--out", "site4"], in: dir)) == 0)
  }

  @Test("preview: results from the cache say \"cached\": true, the same source and bytes; --no-cache bypasses it")
  func previewMarksCachedResults() throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let arguments = ["preview", "lib", "--size", "40", "--format", "jsonl"]
    let first = try Self.run(arguments + ["--out", "out1"], in: dir)
    let firstRecords = try Self.records(first.stdout)
    #expect(!firstRecords.isEmpty && firstRecords.allSatisfy { $0["cached"] == nil })
    #expect(firstRecords.contains { ($0["warnings"] as? [String])?.isEmpty == false }, "\(first.stdout)")
    let second = try Self.run(arguments + ["--out", "out2"], in: dir)
    #expect(try Self.decodes(second) == 0)
    let secondRecords = try Self.records(second.stdout)
    #expect(secondRecords.count == firstRecords.count)
    for (a, b) in zip(firstRecords, secondRecords) {
      #expect(b["cached"] as? Bool == true)
      #expect(a["source"] as? String == b["source"] as? String && a["error"] as? String == b["error"] as? String)
      #expect(a["width"] as? Int == b["width"] as? Int && a["isDegraded"] as? Bool == b["isDegraded"] as? Bool)
      #expect(a["warnings"] as? [String] == b["warnings"] as? [String], "a decoder's warnings are kept in the cache")
      if let out1 = a["output"] as? String, let out2 = b["output"] as? String {
        #expect(FileManager.default.contents(atPath: dir.path(out1)) == FileManager.default.contents(atPath: dir.path(out2)))
      }
    }
    let table = try Self.run(arguments + ["--out", "out3", "--format", "table"], in: dir)
    #expect(table.stdout.contains("(cached)"))
    let bypass = try Self.run(arguments + ["--out", "out4", "--no-cache"], in: dir)
    #expect(try Self.records(bypass.stdout).allSatisfy { $0["cached"] == nil })
    #expect(try Self.decodes(bypass) > 0)
  }

  @Test("a library whose cache cannot be made: a note, and the previews are made as without it")
  func unusableCacheNote() throws {
    let dir = try Self.library(withMediakind: true)
    defer { dir.remove() }
    _ = try dir.write("lib/.mediakind/thumbnails", Array("a file, not a folder".utf8))
    let run = try Self.run(["preview", "lib/image-jpeg-plain-jfif-64x48.jpg", "--size", "40", "--out", "out", "--format", "jsonl"], in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("the thumbnail cache is not used"))
    #expect(try Self.records(run.stdout).first?["output"] is String)
    #expect(FileManager.default.contents(atPath: dir.path("lib/.mediakind/thumbnails")) == Data("a file, not a folder".utf8))
  }
}
