import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// `classify preview`'s output names (`Docs/Imaging.md`, "`classify preview`"): one name per
/// input and request, the degraded and the final result apart, and nothing written over an
/// existing file.
@Suite("classify preview output names")
struct PreviewNamingTests {
  /// The name the documented rule gives `input` for the request whose text is `request`.
  static func expectedName(_ input: String, request: String, degraded: Bool = false) -> String {
    let hex = String(StableHash<UInt64>.of(request) & 0xFFFF_FFFF, radix: 16)
    let tag = String(repeating: "0", count: 8 - hex.count) + hex
    return OutputName.name(for: input, request: tag, extension: degraded ? "degraded.jpg" : "jpg", workingDirectory: "/")
  }

  static func request(size: Int, delivery: String) -> String {
    "size=\(size)x\(size) mode=fit resize=fast delivery=\(delivery) version=current crop=none encoding=jpeg quality=82"
  }

  static func outputs(_ run: CommandRunner.Output) throws -> [String] {
    try PreviewCommandTests.records(run.stdout).compactMap { $0["output"] as? String }
  }

  @Test("two requests of one input, and the degraded and final results, never share a name")
  func requestsKeepTheirFiles() throws {
    let folder = try TemporaryDirectory("preview-names")
    defer { folder.remove() }
    let thumb = try Data(contentsOf: SampleCorpus.samplesDirectory.appendingPathComponent("image/jpeg/exif-thumbnail-ifd1-160x120.jpg"))
    let input = try folder.write("photo.jpg", [UInt8](thumb))
    let out = folder.path("out")
    let fast = try CommandRunner.classify(["preview", input, "--size", "64", "--delivery", "fast", "--out", out])
    let high = try CommandRunner.classify(["preview", input, "--size", "64", "--delivery", "high", "--out", out])
    let small = try CommandRunner.classify(["preview", input, "--size", "32", "--delivery", "high", "--out", out])
    let both = try CommandRunner.classify(["preview", input, "--out", out])
    for run in [fast, high, small, both] { #expect(run.status == 0, "\(run.stderr)") }
    // The exact documented names.
    #expect(try Self.outputs(fast) == [out + "/" + Self.expectedName(input, request: Self.request(size: 64, delivery: "fastFormat"))])
    #expect(try Self.outputs(high) == [out + "/" + Self.expectedName(input, request: Self.request(size: 64, delivery: "highQualityFormat"))])
    #expect(try Self.outputs(small) == [out + "/" + Self.expectedName(input, request: Self.request(size: 32, delivery: "highQualityFormat"))])
    let defaults = Self.request(size: 320, delivery: "opportunistic")
    #expect(try Self.outputs(both) == [
      out + "/" + Self.expectedName(input, request: defaults, degraded: true), out + "/" + Self.expectedName(input, request: defaults),
    ])
    #expect(Self.expectedName(input, request: defaults).hasSuffix("-262327ea.jpg"), "Docs/Imaging.md states the default tag")
    // Every file is still there, each as its own request wrote it.
    let all = try [fast, high, small, both].flatMap(Self.outputs)
    #expect(Set(all).count == 5)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == all.map { ($0 as NSString).lastPathComponent }.sorted())
    let fastBytes = try Data(contentsOf: URL(fileURLWithPath: all[0]))
    #expect(fastBytes != (try Data(contentsOf: URL(fileURLWithPath: all[1]))), "the fast and the high-quality image differ")
  }

  @Test("a rerun leaves its own files; a file of that name with other content is never replaced")
  func nothingWrittenOver() throws {
    let folder = try TemporaryDirectory("preview-no-replace")
    defer { folder.remove() }
    let input = SampleCorpus.samplesDirectory.appendingPathComponent("image/jpeg/plain-jfif-64x48.jpg").path
    let out = folder.path("out")
    let arguments = ["preview", input, "--size", "32", "--delivery", "high", "--out", out]
    let first = try CommandRunner.classify(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    let name = try #require(try Self.outputs(first).first)
    let inode = try FileManager.default.attributesOfItem(atPath: name)[.systemFileNumber] as? Int
    // The same request again: the same name, the file left as it was (not even replaced).
    let again = try CommandRunner.classify(arguments)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try Self.outputs(again) == [name])
    #expect(try FileManager.default.attributesOfItem(atPath: name)[.systemFileNumber] as? Int == inode)
    // Someone else's file under that name: left untouched, the line says why, exit status 1.
    try Data("not a preview".utf8).write(to: URL(fileURLWithPath: name))
    let refused = try CommandRunner.classify(arguments)
    #expect(refused.status == 1)
    let record = try #require(try PreviewCommandTests.records(refused.stdout).first)
    #expect(record["output"] is NSNull)
    #expect(record["error"] as? String == "output: refusing to write \(name): a file of that name with other content is there; it is not replaced")
    #expect(try String(contentsOfFile: name, encoding: .utf8) == "not a preview")
    #expect(refused.stderr.contains("it is not replaced"), "\(refused.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out) == [(name as NSString).lastPathComponent], "no temporary file left")
  }
}
