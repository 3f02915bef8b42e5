import Foundation
import MediaKind
@testable import MediaKindIndex
import MediaKindTestSupport
import Testing

/// A refresh computes its change set over the folders whose assets can change
/// (`ChangeScope`, Docs/Library.md, "The change set's scope"). These tests hold it to the
/// change set computed over the whole library, after random changes to a tree whose assets
/// join files across folders (Live pairs, bursts) and inside them (RAW+JPEG, sidecars, edited
/// copies).
@Suite("Index change-set scope")
struct IndexChangeScopeTests {
  static let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))
  static let folders = ["", "a", "b", "c", "c/deep", "d"]
  static let contentIDs = ["4E1A1B89-CE70-4FF8-873B-E4470B839314", "0B8E8F5C-2C4B-4B8D-9E1A-6C2D7E3F4A5B", "c3d2a1b0-0000-4000-8000-000000000001"]
  static let burstIDs = ["9F3C2B1A-0D4E-4F5A-8B6C-7D8E9F0A1B2C", "1A2B3C4D-5E6F-4A7B-8C9D-0E1F2A3B4C5D"]

  /// A DNG (TIFF with DNGVersion) taken at `date`: the RAW of a RAW+JPEG pair.
  static func dng(date: String) -> [UInt8] {
    TIFFBuilder.build(
      ifd0: [
        .long(0x0100, 16), .long(0x0101, 16), .ascii(0x010F, "Apple"), .ascii(0x0110, "iPhone 15 Pro"),
        TIFFField(tag: 0xC612, type: 1, count: 4, value: [1, 4, 0, 0]),
      ],
      exif: [.ascii(0x9003, date)])
  }

  /// The starting tree: a Live pair split across folders (`a`, `b`), one inside a folder, a
  /// burst across `a` and `d`, a RAW+JPEG pair, an XMP sidecar, an edited copy, root files.
  static func tree() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("change-scope")
    try dir.write("top.jpg", LibraryFixtures.appleJPEG(date: "2024:05:01 09:00:00"))
    try dir.write("a/IMG_0001.JPG", LibraryFixtures.appleJPEG(contentIdentifier: contentIDs[0]))
    try dir.write("b/IMG_0001.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: contentIDs[0]))
    try dir.write("c/IMG_0002.JPG", LibraryFixtures.appleJPEG(contentIdentifier: contentIDs[1]))
    try dir.write("c/IMG_0002.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: contentIDs[1]))
    try dir.write("a/B_0001.JPG", LibraryFixtures.appleJPEG(burstUUID: burstIDs[0], date: "2024:05:01 11:00:00", subSecond: "10"))
    try dir.write("d/B_0002.JPG", LibraryFixtures.appleJPEG(burstUUID: burstIDs[0], date: "2024:05:01 11:00:00", subSecond: "20"))
    try dir.write("d/R_0001.JPG", LibraryFixtures.appleJPEG(date: "2024:05:02 10:00:00"))
    try dir.write("d/R_0001.DNG", dng(date: "2024:05:02 10:00:00"))
    try dir.write("c/S_0001.JPG", LibraryFixtures.appleJPEG(date: "2024:05:03 10:00:00"))
    try dir.write("c/S_0001.xmp", Array(LibraryFixtures.xmp(rating: 5).utf8))
    try dir.write("c/deep/IMG_0003.JPG", LibraryFixtures.appleJPEG(date: "2024:05:04 10:00:00"))
    try dir.write("c/deep/IMG_E0003.JPG", LibraryFixtures.appleJPEG(date: "2024:05:04 10:00:00", width: 32))
    return dir
  }

  /// Two indexes of `root` kept outside it: one computes scoped change sets, the other
  /// whole-library ones.
  static func indexes(of root: String, in folder: TemporaryDirectory) throws -> (scoped: LibraryIndex, whole: LibraryIndex) {
    let scoped = try LibraryIndex(root: root, location: folder.path("scoped.sqlite"))
    var whole = try LibraryIndex(root: root, location: folder.path("whole.sqlite"))
    whole.changeScopeIsWholeLibrary = true
    return (scoped, whole)
  }

  /// The starting tree and its two indexes, each refreshed once.
  static func indexedTree() async throws -> (TemporaryDirectory, TemporaryDirectory, scoped: LibraryIndex, whole: LibraryIndex) {
    let dir = try tree()
    let store = try TemporaryDirectory("change-scope-index")
    let (scoped, whole) = try indexes(of: dir.url.path, in: store)
    _ = try await scoped.refresh(classifier: classifier, concurrency: 2)
    _ = try await whole.refresh(classifier: classifier, concurrency: 2)
    return (dir, store, scoped, whole)
  }

  /// One random change: a file added (a Live half with a shared identifier, a burst frame, a
  /// plain photo, a RAW, a sidecar), removed, rewritten or moved to another folder.
  static func change(_ dir: TemporaryDirectory, random: inout SeededGenerator, step: Int) throws -> String {
    let files = try FileManager.default.subpathsOfDirectory(atPath: dir.url.path)
      .filter { name in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: dir.path(name), isDirectory: &isFolder) && !isFolder.boolValue
      }
      .sorted()
    let folder = folders.randomElement(using: &random)!
    let at = { (name: String) in folder.isEmpty ? name : folder + "/" + name }
    let date = "2024:05:0\(Int.random(in: 1...3, using: &random)) 10:00:0\(Int.random(in: 0...1, using: &random))"
    switch Int.random(in: 0..<8, using: &random) {
    case 0:
      let name = at("IMG_\(1000 + step).JPG")
      try dir.write(name, LibraryFixtures.appleJPEG(contentIdentifier: contentIDs.randomElement(using: &random), date: date))
      return "add still \(name)"
    case 1:
      let name = at("IMG_\(1000 + step).MOV")
      try dir.write(name, LibraryFixtures.quickTimeMovie(contentIdentifier: contentIDs.randomElement(using: &random)))
      return "add video \(name)"
    case 2:
      let name = at("B_\(1000 + step).JPG")
      try dir.write(name, LibraryFixtures.appleJPEG(burstUUID: burstIDs.randomElement(using: &random), date: date, subSecond: "\(step % 100)"))
      return "add burst frame \(name)"
    case 3:
      let stem = files.randomElement(using: &random).map { ($0 as NSString).deletingPathExtension } ?? "x"
      try dir.write(stem + ".DNG", dng(date: date))
      return "add raw \(stem).DNG"
    case 4:
      let stem = files.randomElement(using: &random).map { ($0 as NSString).deletingPathExtension } ?? "x"
      try dir.write(stem + ".xmp", Array(LibraryFixtures.xmp(rating: Int.random(in: 0...5, using: &random)).utf8))
      return "add sidecar \(stem).xmp"
    case 5:
      guard let victim = files.randomElement(using: &random) else { return "nothing to remove" }
      try FileManager.default.removeItem(atPath: dir.path(victim))
      return "remove \(victim)"
    case 6:
      guard let victim = files.randomElement(using: &random), victim.hasSuffix(".JPG") else { return "nothing rewritten" }
      try dir.write(victim, LibraryFixtures.appleJPEG(contentIdentifier: contentIDs.randomElement(using: &random), date: date))
      return "rewrite \(victim)"
    default:
      guard let victim = files.randomElement(using: &random) else { return "nothing to move" }
      let target = at((victim as NSString).lastPathComponent)
      guard !FileManager.default.fileExists(atPath: dir.path(target)) else { return "move target taken" }
      try FileManager.default.createDirectory(atPath: (dir.path(target) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileManager.default.moveItem(atPath: dir.path(victim), toPath: dir.path(target))
      return "move \(victim) → \(target)"
    }
  }

  @Test("the scoped change set equals the whole-library one after random changes", arguments: [1, 2, 3] as [UInt64])
  func scopedEqualsWhole(seed: UInt64) async throws {
    let (dir, store, scoped, whole) = try await Self.indexedTree()
    defer {
      dir.remove()
      store.remove()
    }
    // The fixture joins what it says it joins (else the comparison proves little).
    let start = try whole.library().assets
    #expect(start.contains { $0.isPairedLivePhoto && $0.path.hasSuffix("a/IMG_0001.JPG") })
    #expect(start.contains { $0.subtypes.contains(.raw) && $0.path.hasSuffix("d/R_0001.JPG") })
    #expect(start.filter { $0.burst?.identifier == Self.burstIDs[0] }.count == 2)

    var random = SeededGenerator(seed: seed)
    var nonEmpty = 0
    for step in 0..<12 {
      var done: [String] = []
      for _ in 0..<Int.random(in: 1...3, using: &random) { done.append(try Self.change(dir, random: &random, step: step * 10 + done.count)) }
      let a = try await scoped.refresh(classifier: Self.classifier, concurrency: 2)
      let b = try await whole.refresh(classifier: Self.classifier, concurrency: 2)
      #expect(a.changeSet == b.changeSet, "seed \(seed), step \(step): \(done)")
      if !b.changeSet.isEmpty { nonEmpty += 1 }
    }
    #expect(nonEmpty >= 6)
  }

  @Test("a Live video added in another folder changes the still's asset there")
  func crossFolderLive() async throws {
    let (dir, store, scoped, _) = try await Self.indexedTree()
    defer {
      dir.remove()
      store.remove()
    }
    // `c/IMG_0002.MOV` goes; a video with its identifier appears in `d`: the still in `c` is
    // paired again, to a file of a folder the refresh never read.
    try FileManager.default.removeItem(atPath: dir.path("c/IMG_0002.MOV"))
    try dir.write("d/IMG_0002.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: Self.contentIDs[1]))
    let report = try await scoped.refresh(classifier: Self.classifier, concurrency: 2)
    #expect(report.changeSet.changed.map(\.path) == [dir.path("c/IMG_0002.JPG")])
    // The burst's first frame (in `a`) goes: the frame in `d`, a folder the refresh never
    // read, now represents the burst.
    try FileManager.default.removeItem(atPath: dir.path("a/B_0001.JPG"))
    let burst = try await scoped.refresh(classifier: Self.classifier, concurrency: 2)
    #expect(burst.changeSet.removed.map(\.path) == [dir.path("a/B_0001.JPG")])
    #expect(burst.changeSet.changed.map(\.path) == [dir.path("d/B_0002.JPG")])
  }

  @Test("the scope: the touched folders, closed over shared identifiers; export files widen it to everything")
  func scopeFolders() async throws {
    let (dir, store, scoped, _) = try await Self.indexedTree()
    defer {
      dir.remove()
      store.remove()
    }
    let prefix = dir.url.path + "/"
    let still = try #require(try scoped.files().first { $0.path == prefix + "a/IMG_0001.JPG" })
    let scope = try scoped.readDatabase { db in
      try ChangeScope(touched: ["a/IMG_0001.JPG"], before: ["a/IMG_0001.JPG": still], after: [:], prefix: prefix, db: db)
    }
    // `a` holds the touched file; its Live partner is in `b`, its burst frame's partner in `d`.
    #expect(scope.folders == ["a", "b", "d"])
    #expect(scope.unchanged.keys.map(\.path).sorted() == ["a/B_0001.JPG", "b/IMG_0001.MOV", "d/B_0002.JPG", "d/R_0001.DNG", "d/R_0001.JPG"])
    // The names that make a refresh's scope the whole library: those an export rule reads.
    #expect(ChangeScope.isExportName("Takeout/IMG_1.JPG.supplemental-metadata.JSON"))
    #expect(ChangeScope.isExportName("Photo Details.csv"))
    #expect(!["a/x.jpg", "a/json", "a/x.jsonl"].contains(where: ChangeScope.isExportName))
  }
}
