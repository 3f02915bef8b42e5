import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end: `classify resource` writes one resource's bytes, from a folder or a `.livp`,
/// to a new file or to standard output, and never over an existing file (Docs/Library.md,
/// "A resource's bytes").
@Suite("classify resource")
struct ResourceCommandTests {
  static let still = LibraryFixtures.appleJPEG(date: "2024:05:01 10:00:00", width: 40, height: 30)
  static let video = LibraryFixtures.quickTimeMovie(contentIdentifier: nil, seconds: 2)

  @Test("a .livp's video and a folder photo are written byte for byte; an existing file is refused and kept")
  func writesAndRefuses() throws {
    let dir = try TemporaryDirectory("resource-command")
    defer { dir.remove() }
    try dir.write("in/IMG_0001.livp", ArchiveBuilder.zip([.init("IMG_0001.JPG", Self.still), .init("IMG_0001.MOV", Self.video)]))
    let photo = Self.still + Array(repeating: 7, count: 5000)
    try dir.write("in/IMG_0002.JPG", photo)

    let video = try CommandRunner.classify(
      ["resource", "in/IMG_0001.livp//IMG_0001.JPG", "in", "--type", "pairedVideo", "-o", "video.mov"], in: dir.url)
    #expect(video.status == 0, "\(video.stderr)")
    #expect(Array(try Data(contentsOf: dir.url.appendingPathComponent("video.mov"))) == Self.video)

    let again = try CommandRunner.classify(
      ["resource", "in/IMG_0001.livp//IMG_0001.JPG", "in", "--type", "pairedVideo", "-o", "video.mov"], in: dir.url)
    #expect(again.status == 73)
    #expect(again.stderr.contains("not replaced"), "\(again.stderr)")
    #expect(Array(try Data(contentsOf: dir.url.appendingPathComponent("video.mov"))) == Self.video)

    let missing = try CommandRunner.classify(
      ["resource", "in/IMG_0002.JPG", "in", "--type", "pairedVideo", "-o", "none.mov"], in: dir.url)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("no pairedVideo resource"), "\(missing.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.path("none.mov")))

    let piped = try CommandRunner.run(
      "/usr/bin/env", ["sh", "-c", "cd '\(dir.url.path)' && '\(CommandRunner.classifyURL.path)' resource in/IMG_0002.JPG in > piped.jpg"])
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(Array(try Data(contentsOf: dir.url.appendingPathComponent("piped.jpg"))) == photo)
    // Nothing but the outputs was added; the inputs are as they were.
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).sorted()
    #expect(names == ["in", "piped.jpg", "video.mov"])
    #expect(Array(try Data(contentsOf: dir.url.appendingPathComponent("in/IMG_0002.JPG"))) == photo)
  }
}
