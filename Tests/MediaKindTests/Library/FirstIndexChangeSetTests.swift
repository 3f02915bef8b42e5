import Foundation
import MediaKind
@testable import MediaKindIndex
import MediaKindTestSupport
import Testing

/// A first index builds its change set folder group by folder group from the rows it wrote
/// (`LibraryIndex.firstIndexChangeSet`, Docs/Library.md, "A refresh's memory"). These tests
/// hold it to the change set computed over the whole library, as every first index did before,
/// on trees whose assets join files across folders (Live pairs, bursts) and inside them
/// (RAW+JPEG, sidecars, edited copies).
@Suite("First index change set")
struct FirstIndexChangeSetTests {
  /// The first change sets of a grouped index and of a whole-library one of `root`.
  static func firstChangeSets(
    of root: String, livePairing: LivePairingMode = .strict
  ) async throws -> (grouped: ChangeSet, whole: ChangeSet) {
    let store = try TemporaryDirectory("first-index-store")
    defer { store.remove() }
    var (grouped, whole) = try IndexChangeScopeTests.indexes(of: root, in: store)
    grouped.livePairing = livePairing
    whole.livePairing = livePairing
    let a = try await grouped.refresh(classifier: IndexChangeScopeTests.classifier, concurrency: 2)
    let b = try await whole.refresh(classifier: IndexChangeScopeTests.classifier, concurrency: 2)
    #expect(a.insertedFiles == b.insertedFiles)
    return (a.changeSet, b.changeSet)
  }

  @Test("the first change set equals the whole-library one on the fixture tree")
  func fixtureTree() async throws {
    let dir = try IndexChangeScopeTests.tree()
    defer { dir.remove() }
    let (grouped, whole) = try await Self.firstChangeSets(of: dir.url.path)
    #expect(grouped == whole)
    // Every asset is inserted, the Live pair across `a` and `b` as one asset, the RAW+JPEG
    // pair as one, the sidecar in its photo's asset.
    #expect(grouped.removed.isEmpty && grouped.changed.isEmpty && grouped.moved.isEmpty)
    let paths = grouped.inserted.map { String($0.path.dropFirst(dir.url.path.count + 1)) }
    #expect(paths.contains("a/IMG_0001.JPG") && !paths.contains("b/IMG_0001.MOV"))
    #expect(paths.contains("d/R_0001.JPG") && !paths.contains("d/R_0001.DNG"))
    #expect(!paths.contains("c/S_0001.xmp"))
    #expect(paths == paths.sorted())
  }

  @Test("the first change set equals the whole-library one after random changes to the tree", arguments: [1, 2, 3, 4] as [UInt64])
  func randomTrees(seed: UInt64) async throws {
    let dir = try IndexChangeScopeTests.tree()
    defer { dir.remove() }
    var random = SeededGenerator(seed: seed)
    var done: [String] = []
    for step in 0..<16 { done.append(try IndexChangeScopeTests.change(dir, random: &random, step: step)) }
    let (grouped, whole) = try await Self.firstChangeSets(of: dir.url.path)
    #expect(grouped == whole, "seed \(seed): \(done)")
    #expect(grouped.inserted.count >= 5)
  }

  @Test("probable Live pairing: the first change set equals the whole-library one")
  func probablePairing() async throws {
    let dir = try IndexChangeScopeTests.tree()
    defer { dir.remove() }
    // A still and a video of one name without identifiers: paired only by the probable rule.
    try dir.write("d/IMG_0009.JPG", LibraryFixtures.appleJPEG(date: "2024:05:05 10:00:00"))
    try dir.write("d/IMG_0009.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: nil))
    let (grouped, whole) = try await Self.firstChangeSets(of: dir.url.path, livePairing: .probable)
    #expect(grouped == whole)
  }

  @Test("a tree with export metadata: the whole-library fallback")
  func exportFallback() async throws {
    let dir = try IndexChangeScopeTests.tree()
    defer { dir.remove() }
    let (before, _) = try await Self.firstChangeSets(of: dir.url.path)
    try dir.write("a/notes.csv", Array("name\n".utf8))
    let (grouped, whole) = try await Self.firstChangeSets(of: dir.url.path)
    #expect(grouped == whole)
    #expect(grouped.inserted.count >= before.inserted.count)
  }
}
