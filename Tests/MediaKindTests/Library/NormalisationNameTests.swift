import Foundation
@testable import MediaKind
@testable import MediaKindIndex
import MediaKindTestSupport
import Testing

/// Two files whose names differ only in Unicode normalisation (`é` as U+00E9, and as `e` +
/// U+0301) are two files on Linux: the library, its pairing rules and the index keep them
/// apart (Docs/Library.md, "Paths are compared as bytes").
@Suite("Names that differ only in normalisation")
struct NormalisationNameTests {
  typealias R = LibraryRecords
  static let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))

  /// `café` with a precomposed `é` (NFC) and with `e` + a combining acute (NFD).
  static let composed = String(String.UnicodeScalarView([0x63, 0x61, 0x66, 0xE9].compactMap(Unicode.Scalar.init)))
  static let decomposed = String(
    String.UnicodeScalarView([0x63, 0x61, 0x66, 0x65, 0x301].compactMap(Unicode.Scalar.init)))

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// Writes `bytes` at `name` inside `dir` with `FileManager`, the name taken as given.
  @discardableResult
  static func create(_ name: String, _ bytes: [UInt8], in dir: TemporaryDirectory) throws -> String {
    let path = dir.url.path + "/" + name
    try #require(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    return path
  }

  /// Two JPEGs of other dates named `café.jpg`, NFC and NFD (the second rated `rating`).
  static func twoPhotos(in dir: TemporaryDirectory, rating: Int? = nil) throws -> (nfc: String, nfd: String) {
    let nfc = try create(composed + ".jpg", LibraryFixtures.appleJPEG(), in: dir)
    let nfd = try create(
      decomposed + ".jpg", LibraryFixtures.appleJPEG(date: "2023:01:01 00:00:00", xmpRating: rating), in: dir)
    return (nfc, nfd)
  }

  /// The folder's entries, as bytes (the two spellings are two entries).
  static func listing(_ dir: TemporaryDirectory) throws -> Set<[UInt8]> {
    Set(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).map(bytes))
  }

  @Test("the two spellings are two strings Swift calls equal, and two entries of one folder")
  func premise() throws {
    #expect(Self.composed == Self.decomposed)
    #expect(Self.bytes(Self.composed) != Self.bytes(Self.decomposed))
    let dir = try TemporaryDirectory("normalisation")
    defer { dir.remove() }
    try Self.create(Self.composed + ".jpg", [1], in: dir)
    try Self.create(Self.decomposed + ".jpg", [2], in: dir)
    #expect(try Self.listing(dir).count == 2)
  }

  @Test("a scan makes two assets, each with its own XMP sidecar")
  func scanKeepsTwoAssets() async throws {
    let dir = try TemporaryDirectory("normalisation")
    defer { dir.remove() }
    let (nfc, nfd) = try Self.twoPhotos(in: dir)
    let nfcSidecar = try Self.create(Self.composed + ".xmp", Array(LibraryFixtures.xmp(rating: 5).utf8), in: dir)
    let nfdSidecar = try Self.create(Self.decomposed + ".xmp", Array(LibraryFixtures.xmp(rating: 1).utf8), in: dir)
    #expect(try Self.listing(dir).count == 4)
    let library = await MediaLibrary.scan(roots: [dir.url.path], classifier: Self.classifier)
    #expect(library.files.count == 4)
    #expect(library.assets.count == 2)
    let byPrimary = library.assets.map { $0.resources.map { Self.bytes($0.path) } }
    #expect(Set(byPrimary) == [
      [Self.bytes(nfc), Self.bytes(nfcSidecar)], [Self.bytes(nfd), Self.bytes(nfdSidecar)],
    ])
    let ratings = library.assets.map { (Self.bytes($0.path), $0.rating) }
    #expect(ratings.first { $0.0 == Self.bytes(nfc) }?.1 == 5)
    #expect(ratings.first { $0.0 == Self.bytes(nfd) }?.1 == 1)
    #expect(Set(library.assets.map(\.localIdentifier)).count == 2)
  }

  @Test("a RAW and a JPEG whose stems differ only in normalisation do not pair; the same spelling does")
  func rawPairingIsByBytes() {
    let apart = R.library([
      R.raw("d/IMG_\(Self.decomposed).CR2"),
      R.still("d/IMG_\(Self.composed).JPG", uti: "public.jpeg"),
    ])
    #expect(apart.assets.count == 2)
    let paired = R.library([
      R.raw("d/IMG_\(Self.composed).CR2"),
      R.still("d/IMG_\(Self.composed).JPG", uti: "public.jpeg"),
    ])
    #expect(paired.assets.count == 1)
  }

  @Test("Live Photo halves of one identifier pair by the same spelling first")
  func liveNamesAreBytes() throws {
    let id = "0B8C1D9E-2F3A-4B5C-8D7E-6F5A4B3C2D1E"
    let library = R.library([
      R.still("d/\(Self.composed).HEIC", id: id),
      R.still("d/\(Self.decomposed).HEIC", id: id),
      R.video("d/\(Self.decomposed).MOV", id: id),
      R.video("d/\(Self.composed).MOV", id: id),
    ])
    #expect(library.assets.count == 2)
    for asset in library.assets {
      #expect(asset.resources.count == 2)
      // Each path's bytes before its extension's dot.
      let stems = asset.resources.map { Array(Self.bytes($0.path).reversed().drop { $0 != UInt8(ascii: ".") }.reversed()) }
      #expect(stems[0] == stems[1])
    }
  }

  @Test("an edited copy joins the original of its own spelling")
  func editedCopyJoinsItsSpelling() throws {
    let library = R.library([
      R.still("d/\(Self.composed).jpg", uti: "public.jpeg"),
      R.still("d/\(Self.decomposed).jpg", uti: "public.jpeg"),
      R.still("d/\(Self.composed)-edited.jpg", uti: "public.jpeg"),
    ])
    #expect(library.assets.count == 2)
    let joined = try #require(library.assets.first { $0.resources.count == 2 })
    #expect(Self.bytes(joined.path) == Self.bytes("d/\(Self.composed).jpg"))
  }

  static func refresh(_ index: LibraryIndex) async throws -> RefreshReport {
    try await index.refresh(classifier: classifier, concurrency: 2)
  }

  @Test("the index stores two rows; refreshes report no change, one change, one removal")
  func indexKeepsTwoRows() async throws {
    let dir = try TemporaryDirectory("normalisation")
    defer { dir.remove() }
    let (nfc, nfd) = try Self.twoPhotos(in: dir)
    let index = try LibraryIndex(root: dir.url.path)

    let first = try await Self.refresh(index)
    #expect(first.insertedFiles == 2 && first.classified == 2)
    #expect(try index.fileCount() == 2)
    #expect(Set(first.changeSet.inserted.map { Self.bytes($0.path) }) == [Self.bytes(nfc), Self.bytes(nfd)])
    #expect(try index.library().assets.count == 2)
    let snapshot = try index.snapshot()
    for path in [nfc, nfd] {
      let identity = try #require(FileIdentity(path: path))
      let cached = snapshot.cachedFile(path: path, identity: identity, mode: .thorough)
      #expect(cached.map { Self.bytes($0.path) } == Self.bytes(path))
    }

    let same = try await Self.refresh(index)
    #expect(same.unchanged == 2 && same.classified == 0)
    #expect(same.changeSet.isEmpty)

    try #require(FileManager.default.createFile(
      atPath: nfd, contents: Data(LibraryFixtures.appleJPEG(date: "2023:01:01 00:00:00", xmpRating: 5))))
    let changed = try await Self.refresh(index)
    #expect(changed.changedFiles == 1 && changed.unchanged == 1 && changed.classified == 1)
    #expect(changed.changeSet.changed.map { Self.bytes($0.path) } == [Self.bytes(nfd)])
    #expect(changed.changeSet.inserted.isEmpty && changed.changeSet.removed.isEmpty)

    try FileManager.default.removeItem(atPath: nfc)
    let removed = try await Self.refresh(index)
    #expect(removed.removedFiles == 1 && removed.unchanged == 1)
    #expect(removed.changeSet.removed.map { Self.bytes($0.path) } == [Self.bytes(nfc)])
    #expect(removed.changeSet.changed.isEmpty && removed.changeSet.inserted.isEmpty)
    #expect(try index.fileCount() == 1)
  }

  @Test("each file's resource reads its own bytes through the resource manager")
  func resourceManagerReadsEachFile() async throws {
    let dir = try TemporaryDirectory("normalisation")
    defer { dir.remove() }
    let (nfc, nfd) = try Self.twoPhotos(in: dir, rating: 3)
    let library = await MediaLibrary.scan(roots: [dir.url.path], classifier: Self.classifier)
    let manager = AssetResourceManager(library: library)
    for path in [nfc, nfd] {
      let asset = try #require(library.assets.first { Self.bytes($0.path) == Self.bytes(path) })
      let resource = try #require(asset.primaryResource)
      var read: [UInt8] = []
      try manager.requestData(for: resource) { chunk in
        read += chunk
        return true
      }
      #expect(read == Array(try #require(FileManager.default.contents(atPath: path))))
    }
  }

  @Test("two different files are no duplicates of each other")
  func duplicatesKeepBothFiles() async throws {
    let dir = try TemporaryDirectory("normalisation")
    defer { dir.remove() }
    let photo = DuplicateFixtures.jpeg(scan: DuplicateFixtures.scan(seed: 3, count: 400))
    var other = photo
    other[other.count - 3] ^= 0xFF  // same size, other bytes
    try Self.create(Self.composed + ".jpg", photo, in: dir)
    try Self.create(Self.decomposed + ".jpg", other, in: dir)
    let library = await MediaLibrary.scan(roots: [dir.url.path])
    #expect(library.assets.count == 2)
    let report = await library.duplicates()
    #expect(report.groups.isEmpty)
  }

  @Test("a merge of sharded records keeps both paths")
  func recordMergeKeepsBoth() {
    var merge = RecordMerge()
    merge.add(R.still("d/\(Self.composed).jpg", uti: "public.jpeg"))
    merge.add(R.still("d/\(Self.decomposed).jpg", uti: "public.jpeg"))
    #expect(merge.duplicates == 0)
    #expect(merge.merged().count == 2)
  }

  @Test("a rename from one spelling to the other is a move")
  func renameBetweenSpellingsIsAMove() {
    let identity = FileIdentity(device: 1, inode: 7, size: 1000, modificationNanoseconds: 0)
    let old = [LibraryFile(record: R.still("d/\(Self.composed).jpg", uti: "public.jpeg"), identity: identity)]
    let new = [LibraryFile(record: R.still("d/\(Self.decomposed).jpg", uti: "public.jpeg"), identity: identity)]
    let moves = LibraryWatcher.movedFiles(from: old, to: new)
    #expect(moves.map { [Self.bytes($0.from), Self.bytes($0.to)] } == [
      [Self.bytes("d/\(Self.composed).jpg"), Self.bytes("d/\(Self.decomposed).jpg")],
    ])
  }

  @Test("two folders whose names differ only in normalisation are two albums")
  func twoFolderAlbums() {
    let library = MediaLibrary(
      files: [
        LibraryFile(record: R.still("lib/\(Self.composed)/a.heic")),
        LibraryFile(record: R.still("lib/\(Self.decomposed)/b.heic")),
      ], roots: ["lib"])
    let albums = library.collections().fetchTopLevelUserCollections().compactMap(\.assetCollection)
    #expect(albums.count == 2)
    #expect(Set(albums.compactMap(\.path).map(Self.bytes)) == [
      Self.bytes("lib/\(Self.composed)"), Self.bytes("lib/\(Self.decomposed)"),
    ])
    #expect(albums.allSatisfy { $0.estimatedAssetCount == 1 })
  }
}
