import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// A first `classify index` holds one folder group's files at a time, not every file it
/// classified (Docs/Library.md, "A refresh's memory"; Docs/Performance.md, "A first index"):
/// a first index of N and of 4N generated photos, each in its own process, and the peak
/// resident set sizes compared.
@Suite("classify index: a first index's memory bounded in the number of files")
struct FirstIndexMemoryTests {
  /// Photos in the small tree (100 to a folder); the large one holds four times as many.
  static let small = 500
  /// The most the peak may grow per photo added (bytes). Measured on this machine (debug
  /// builds, 500 → 2,000 photos): the build before the change (every classified file held,
  /// the whole library's assets built) grew by 12,668 KiB, 8.6 KB a photo, and fails this
  /// bound; the change grew by under 2.2 MB alone and by 2.3 MB beside other tests (malloc's
  /// arenas make the slope noisy at these sizes, hence the margin). What stays per file is
  /// the change set's own record and the path to classify (Docs/Performance.md, "A first
  /// index").
  static let bytesPerPhoto = 3_000

  /// The peak RSS of a first index of `folder` (index kept outside it) and its report.
  static func peak(indexing folder: String, in dir: TemporaryDirectory) throws -> (bytes: Int, inserted: Int) {
    let output = dir.path(folder + ".json")
    let run = try MeasuredRun.run(
      CommandRunner.classifyURL.path,
      ["index", dir.path(folder), "--index", dir.path(folder + ".sqlite")], outputPath: output)
    #expect(run.status == 0)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    let report = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    return (run.peakResidentBytes, report?["insertedAssets"] as? Int ?? -1)
  }

  @Test("the peak RSS of a first index of 4N photos is within a stated bound of N's", .timeLimit(.minutes(5)))
  func peakGrowth() throws {
    let dir = try TemporaryDirectory("first-index-memory")
    defer { dir.remove() }
    try ImportMemoryTests.writePhotos(Self.small, into: dir, folder: "small")
    try ImportMemoryTests.writePhotos(4 * Self.small, into: dir, folder: "large")
    let small = try Self.peak(indexing: "small", in: dir)
    let large = try Self.peak(indexing: "large", in: dir)
    // Every photo is an asset of the change set (else a smaller peak would prove nothing).
    #expect(small.inserted == Self.small)
    #expect(large.inserted == 4 * Self.small)
    PeakGrowth.expectBounded(
      small: small.bytes, large: large.bytes, items: Self.small, bytesPerItem: Self.bytesPerPhoto, noun: "photos")
  }
}
