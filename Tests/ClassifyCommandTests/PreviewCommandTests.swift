import Foundation
import MediaKindTestSupport
import Testing

/// `classify preview`, run as a user would.
@Suite("classify preview")
struct PreviewCommandTests {
  static func records(_ stdout: String) throws -> [[String: Any]] {
    try stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  @Test("one record per result, names that cannot collide, exit 1 when an input failed")
  func preview() throws {
    let folder = try TemporaryDirectory("preview-cli")
    defer { folder.remove() }
    let samples = SampleCorpus.samplesDirectory
    let thumb = try Data(contentsOf: samples.appendingPathComponent("image/jpeg/exif-thumbnail-ifd1-160x120.jpg"))
    // Two inputs with the same name in different folders.
    let a = try folder.write("a/photo.jpg", [UInt8](thumb))
    let b = try folder.write("b/photo.jpg", [UInt8](thumb))
    let broken = samples.appendingPathComponent("broken/jpeg/truncated-in-scan.jpg").path
    let out = folder.path("out")
    let run = try CommandRunner.classify(["preview", a, b, broken, "--size", "64", "--delivery", "fast", "--out", out])
    #expect(run.status == 1, "stderr: \(run.stderr)")
    let records = try Self.records(run.stdout)
    #expect(records.map { $0["path"] as? String } == [a, b, broken])
    let outputs = records.prefix(2).compactMap { $0["output"] as? String }
    #expect(outputs.count == 2 && Set(outputs).count == 2)
    for output in outputs {
      #expect(FileManager.default.fileExists(atPath: output))
      #expect(output.hasPrefix(out + "/photo-"))
    }
    #expect(records[0]["source"] as? String == "embeddedThumbnail")
    #expect(records[0]["width"] as? Int == 160 && records[0]["isDegraded"] as? Bool == false)
    #expect((records[2]["error"] as? String)?.hasPrefix("damaged") == true)
    #expect(records[2]["output"] is NSNull)
  }

  @Test("opportunistic prints the degraded and the final result; --fill --exact --format png")
  func opportunisticExactPNG() throws {
    let folder = try TemporaryDirectory("preview-cli")
    defer { folder.remove() }
    let input = SampleCorpus.samplesDirectory.appendingPathComponent("image/jpeg/exif-thumbnail-ifd1-160x120.jpg").path
    let run = try CommandRunner.classify(["preview", input, "--size", "48", "--fill", "--exact", "--format", "png", "--out", folder.path("out")])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let records = try Self.records(run.stdout)
    #expect(records.map { $0["isDegraded"] as? Bool } == [true, false])
    #expect(records.allSatisfy { $0["width"] as? Int == 48 && $0["height"] as? Int == 48 })
    let output = try #require(records.last?["output"] as? String)
    #expect(output.hasSuffix(".png"))
    let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
    #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
  }

  @Test("bad usage exits 64")
  func badUsage() throws {
    #expect(try CommandRunner.classify(["preview", "x.jpg"]).status == 64)
    #expect(try CommandRunner.classify(["preview", "x.jpg", "--out", "/tmp/x", "--delivery", "slow"]).status == 64)
  }
}
