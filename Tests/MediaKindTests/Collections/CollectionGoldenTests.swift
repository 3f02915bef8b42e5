import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// The collections of `Samples/` and of `../shared/corpus/files` (when present) against golden
/// files in `Tests/Golden/`: every album, folder, smart album, moment, cluster and year with
/// its record (identifiers left out: they hash absolute paths) and its members' paths, relative
/// to the root. File times are pinned to 1970 so a checkout's times do not move the moments.
/// `RECORD_GOLDEN=1 swift test --filter CollectionGolden` rewrites the files (and fails, so a
/// recording is never mistaken for a pass); review the diff.
@Suite("Collections of Samples and the corpus (golden files)", .serialized)
struct CollectionGoldenTests {
  static let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))

  static func goldenURL(_ name: String) -> URL {
    SampleCorpus.repositoryRoot().appendingPathComponent("Tests/Golden/\(name)")
  }

  /// The golden lines of the collections of the tree at `root`.
  static func lines(root: String) async throws -> [String] {
    let scanned = await MediaLibrary.scan(roots: [root], classifier: classifier, concurrency: 4)
    let pinned = scanned.files.map { file -> LibraryFile in
      var copy = file
      copy.identity?.modificationNanoseconds = 0
      return copy
    }
    let library = MediaLibrary(files: pinned, roots: [root])
    let collections = library.collections()
    func relative(_ path: String) -> String {
      path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path == root ? "." : path
    }
    var out: [String] = []
    func emit(_ item: MediaCollection, depth: Int?) throws {
      var object = try JSONSerialization.jsonObject(with: Data(try item.jsonLine().utf8)) as! [String: Any]
      object.removeValue(forKey: "localIdentifier")
      object.removeValue(forKey: "parentIdentifier")
      if let path = object["path"] as? String { object["path"] = relative(path) }
      if let depth { object["depth"] = depth }
      switch item {
      case .assetCollection(let a):
        object["assets"] = library.fetchAssets(in: a, options: FetchOptions(includeAllBurstAssets: true))
          .map { relative($0.path) }
      case .collectionList(let l):
        object["children"] = collections.fetchCollections(in: l).map { $0.localizedTitle ?? "" }
      }
      let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
      out.append(String(decoding: data, as: UTF8.self))
    }
    for (item, depth) in collections.userCollectionTree() { try emit(item, depth: depth) }
    for item in collections.smartAlbums { try emit(.assetCollection(item), depth: nil) }
    for item in collections.moments { try emit(.assetCollection(item), depth: nil) }
    for item in collections.clusters { try emit(.collectionList(item), depth: nil) }
    for item in collections.years { try emit(.collectionList(item), depth: nil) }
    return out
  }

  static func check(_ lines: [String], golden name: String) throws {
    let url = goldenURL(name)
    let text = lines.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" || !FileManager.default.fileExists(atPath: url.path) {
      try text.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded \(url.path): review the diff, then run the tests again")
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let actual = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(actual.count == expected.count, "\(name): \(actual.count) lines, golden \(expected.count) (RECORD_GOLDEN=1 rewrites it)")
    var shown = 0
    for (i, (a, e)) in zip(actual, expected).enumerated() where a != e && shown < 5 {
      shown += 1
      Issue.record("\(name) line \(i + 1) differs (RECORD_GOLDEN=1 rewrites it)\n  golden: \(e)\n  actual: \(a)")
    }
  }

  @Test("Samples/")
  func samples() async throws {
    try Self.check(try await Self.lines(root: SampleCorpus.samplesDirectory.path), golden: "collections-samples.jsonl")
  }

  @Test("../shared/corpus/files", .enabled(if: SampleCorpus.sharedCorpus != nil))
  func corpus() async throws {
    let root = try #require(SampleCorpus.sharedCorpus).appendingPathComponent("files").path
    try Self.check(try await Self.lines(root: root), golden: "collections-corpus.jsonl")
  }

  @Test("the same tree elsewhere gives the same golden lines (CI clones into another folder)")
  func locationIndependence() async throws {
    let dir = try TemporaryDirectory("collections-elsewhere")
    defer { dir.remove() }
    let copy = dir.url.appendingPathComponent("Samples")
    try FileManager.default.copyItem(at: SampleCorpus.samplesDirectory, to: copy)
    let here = try await Self.lines(root: SampleCorpus.samplesDirectory.path)
    let there = try await Self.lines(root: copy.path)
    #expect(here == there)
  }

  @Test("the same tree gives the same collections at every concurrency")
  func concurrencyIndependence() async throws {
    let root = SampleCorpus.samplesDirectory.path
    var results: [String] = []
    for width in [1, 3, 16] {
      let library = await MediaLibrary.scan(roots: [root], classifier: Self.classifier, concurrency: width)
      let c = library.collections()
      let all: [MediaCollection] =
        c.userCollectionTree().map(\.collection) + c.smartAlbums.map { .assetCollection($0) }
        + c.moments.map { .assetCollection($0) } + c.clusters.map { .collectionList($0) }
        + c.years.map { .collectionList($0) }
      var text = ""
      for item in all {
        text += try item.jsonLine() + "\n"
        if let a = item.assetCollection {
          text += library.fetchAssets(in: a, options: FetchOptions(includeAllBurstAssets: true)).map(\.localIdentifier).joined(separator: " ") + "\n"
        }
      }
      results.append(text)
    }
    for index in 1..<results.count where results[index] != results[0] {
      let first = results[0].split(separator: "\n", omittingEmptySubsequences: false)
      let other = results[index].split(separator: "\n", omittingEmptySubsequences: false)
      let line = zip(first, other).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(first.count, other.count)
      Issue.record(
        """
        width \([1, 3, 16][index]) differs from width 1 at line \(line + 1):
        1: \(line < first.count ? first[line] : "(end)")
        \([1, 3, 16][index]): \(line < other.count ? other[line] : "(end)")
        """)
    }
  }
}
