import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// An import's memory does not grow with the number of files it imports as it did
/// (Docs/Performance.md, "Where an import's memory goes"): `classify import` of N and of 4N
/// generated photos, each in its own process, and the peak resident set sizes compared.
@Suite("classify import: memory bounded in the number of files")
struct ImportMemoryTests {
  /// Photos in the small tree; the large one holds four times as many (large enough that the
  /// 4,500 photos between them outweigh malloc's noise, about ±500 KiB a run).
  static let small = 1_500
  /// The most the peak may grow per photo added (bytes). Before the summaries, groups,
  /// duplicate index and changed paths were spilled to disk, the peak grew by about 630 bytes
  /// a photo from 10,000 to 40,000 photos and more at smaller sizes (1,790 from 300 to 1,200),
  /// so 4,500 photos added about 3 MiB or more: over this bound. Spilled, the growth is what
  /// Docs/Performance.md, "Where an import's memory goes", gives (debug build), well under it.
  static let bytesPerPhoto = 300

  /// Writes `count` distinct tiny photos (each its own capture second), 100 to a folder.
  static func writePhotos(_ count: Int, into dir: TemporaryDirectory, folder: String) throws {
    for i in 0..<count {
      let date = String(format: "2019:%02d:%02d %02d:%02d:%02d", 1 + i / 100_000 % 12, 1 + i / 3600 % 28, i / 60 % 24, i % 60, i % 59)
      _ = try dir.write(
        String(format: "%@/%03d/IMG_%05d.JPG", folder, i / 100, i), LibraryFixtures.appleJPEG(date: date))
    }
  }

  /// The peak RSS of one import of `folder` into a new library, and the lines it printed.
  static func peak(importing folder: String, in dir: TemporaryDirectory, library: String) throws -> (bytes: Int, lines: Int) {
    try FileManager.default.createDirectory(atPath: dir.path(library), withIntermediateDirectories: true)
    let output = dir.path(library + ".jsonl")
    let run = try MeasuredRun.run(
      CommandRunner.classifyURL.path,
      ["import", dir.path(folder), "--into", dir.path(library), "--link", "--format", "jsonl"], outputPath: output)
    #expect(run.status == 0)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    return (run.peakResidentBytes, text.split(separator: "\n").filter { $0.contains("\"created\"") }.count)
  }

  @Test("the peak RSS of importing 4N photos is within a stated bound of N's", .timeLimit(.minutes(6)))
  func peakGrowth() throws {
    let dir = try TemporaryDirectory("import-memory")
    defer { dir.remove() }
    try Self.writePhotos(Self.small, into: dir, folder: "small")
    try Self.writePhotos(4 * Self.small, into: dir, folder: "large")
    let small = try Self.peak(importing: "small", in: dir, library: "lib-small")
    let large = try Self.peak(importing: "large", in: dir, library: "lib-large")
    // Every photo was imported (else a smaller peak would prove nothing), and the peak was read.
    #expect(small.lines == Self.small)
    #expect(large.lines == 4 * Self.small)
    PeakGrowth.expectBounded(
      small: small.bytes, large: large.bytes, items: Self.small, bytesPerItem: Self.bytesPerPhoto, noun: "photos")
  }
}
