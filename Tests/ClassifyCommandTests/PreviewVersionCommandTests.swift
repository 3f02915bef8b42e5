import Foundation
import MediaKindTestSupport
import Testing

/// `classify preview --image-version current|unadjusted|original` and its `--original` alias
/// (`Docs/Imaging.md`, "`classify preview`").
@Suite("classify preview --image-version")
struct PreviewVersionCommandTests {
  @Test("current shows the edited render beside the file, unadjusted and original the file; --original is --image-version original")
  func versions() throws {
    let folder = try TemporaryDirectory("preview-version")
    defer { folder.remove() }
    let samples = SampleCorpus.samplesDirectory
    // Two frames of one second: the render keeps the original's DateTimeOriginal.
    let original = try folder.write(
      "IMG_1234.JPG", [UInt8](try Data(contentsOf: samples.appendingPathComponent("image/jpeg/apple-burst-frame-1.jpg"))))
    try folder.write("IMG_E1234.JPG", [UInt8](try Data(contentsOf: samples.appendingPathComponent("image/jpeg/apple-burst-frame-2.jpg"))))
    let out = folder.path("out")
    func run(_ extra: [String]) throws -> (detail: String, output: String) {
      let result = try CommandRunner.classify(["preview", original, "--delivery", "high", "--size", "32", "--out", out] + extra)
      #expect(result.status == 0, "\(extra): \(result.stderr)")
      let record = try #require(try PreviewCommandTests.records(result.stdout).last)
      return (record["detail"] as? String ?? "", record["output"] as? String ?? "")
    }
    let current = try run(["--image-version", "current"])
    #expect(current.detail.hasPrefix("edited render IMG_E1234.JPG"), "\(current.detail)")
    let unadjusted = try run(["--image-version", "unadjusted"])
    let originalVersion = try run(["--image-version", "original"])
    let alias = try run(["--original"])
    for plain in [unadjusted, originalVersion, alias] { #expect(!plain.detail.contains("edited render"), "\(plain.detail)") }
    // Each version's request names its own file; the alias is the same request as its version.
    #expect(Set([current.output, unadjusted.output, originalVersion.output]).count == 3)
    #expect(alias.output == originalVersion.output)

    let conflict = try CommandRunner.classify(["preview", original, "--original", "--image-version", "current", "--out", out])
    #expect(conflict.status == 64 && conflict.stderr.contains("--original"), "\(conflict.stderr)")
    let unknown = try CommandRunner.classify(["preview", original, "--image-version", "edited", "--out", out])
    #expect(unknown.status == 64, "\(unknown.stderr)")
  }
}
