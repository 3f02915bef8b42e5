import Foundation
import MediaKindTestSupport
import Testing

/// `classify preview` of files that reference other files of the tree: nothing but the input
/// itself may reach the image (Docs/Reliability.md, "Decoders: no file but the input").
@Suite("classify preview: no file but the input")
struct ExternalReferenceCommandTests {
  @Test("an SVG's xi:include, image, use and style-sheet references draw nothing: every preview equals the plain canvas")
  func svgReferencesAreNotDrawn() throws {
    let folder = try TemporaryDirectory("svg-references")
    defer { folder.remove() }
    let documents = try ReferencingSVG.write(into: folder)
    let names = ["plain"] + ReferencingSVG.referencing(folder: folder.url.path).map(\.name)
    let out = folder.path("out")
    let run = try CommandRunner.classify(
      ["preview", "--delivery", "high", "--encoding", "png", "--size", String(ReferencingSVG.side), "--out", out]
        + names.map { documents[$0]! })
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let records = try PreviewCommandTests.records(run.stdout)
    #expect(records.count == names.count)
    var pixels: [String: Data] = [:]
    for (name, record) in zip(names, records) {
      #expect(record["error"] is NSNull, "\(name): \(record)")
      #expect(record["width"] as? Int == ReferencingSVG.side)
      let output = try #require(record["output"] as? String, "\(name)")
      pixels[name] = try Data(contentsOf: URL(fileURLWithPath: output))
    }
    // libvips writes equal pixels as equal PNG bytes (no metadata): a referenced file drawn
    // into the image (the secret's glyphs, the red PNG, the red square) changes them.
    let plain = try #require(pixels["plain"])
    for name in names.dropFirst() {
      #expect(pixels[name] == plain, "\(name) drew a file it references")
    }
  }
}
