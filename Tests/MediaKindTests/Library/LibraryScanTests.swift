import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end on real files: the reader keeps the facts records do not carry, and a scan pairs.
@Suite("Library scan of real files")
struct LibraryScanTests {
  static let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))
  static let id = "602FEBB7-6B59-4799-96E6-9C8484D873C7"

  @Test("a JPEG's MakerNote ContentIdentifier and a MOV's content.identifier pair across folders")
  func pairsRealFiles() async throws {
    let dir = try TemporaryDirectory("library-scan")
    defer { dir.remove() }
    try dir.write("stills/IMG_7.JPG", LibraryFixtures.appleJPEG(contentIdentifier: Self.id.lowercased()))
    try dir.write("videos/IMG_7.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: Self.id, seconds: 3))
    try dir.write("videos/IMG_8.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: nil))
    let library = await MediaLibrary.scan(roots: [dir.url.path], classifier: Self.classifier)
    #expect(library.files.count == 3)
    let stillRecord = try #require(library.files.first { $0.path.hasSuffix("IMG_7.JPG") }?.record)
    #expect(stillRecord.livePhoto?.contentIdentifier.uppercased() == Self.id)
    #expect(library.assets.count == 2)
    let live = try #require(library.assets.first)
    #expect(live.isPairedLivePhoto)
    #expect(live.duration == 3)
    #expect(live.resources.map { lastComponent($0.path) } == ["IMG_7.JPG", "IMG_7.MOV"])
  }

  @Test("the reader keeps identity, ImageUniqueID, XMP rating; an XMP sidecar's rating is read")
  func readerFacts() throws {
    let dir = try TemporaryDirectory("library-scan")
    defer { dir.remove() }
    let jpeg = try dir.write("a.jpg", LibraryFixtures.appleJPEG(imageUniqueID: "UID-1", xmpRating: 4))
    let sidecar = try dir.write("a.xmp", Array(LibraryFixtures.xmp(rating: 5).utf8))
    let reader = LibraryFileReader(classifier: Self.classifier)
    let file = reader.read(path: jpeg)
    #expect(file.rating == 4)
    #expect(file.imageUniqueID == "UID-1")
    #expect(file.identity?.size == file.record.fileSize)
    let side = reader.read(path: sidecar)
    #expect(side.isSidecar)
    #expect(side.rating == 5)
    let missing = reader.read(path: dir.path("nope.jpg"))
    #expect(missing.record.status == .error && missing.identity == nil)
  }

  @Test("burst frames from real MakerNotes: one representative")
  func realBurst() async throws {
    let dir = try TemporaryDirectory("library-scan")
    defer { dir.remove() }
    let burst = "D4E4B3D1-0E45-4987-BE12-76D604E25D2C"
    try dir.write("IMG_0658.JPG", LibraryFixtures.appleJPEG(burstUUID: burst, date: "2016:10:09 14:44:17"))
    try dir.write("IMG_0664.JPG", LibraryFixtures.appleJPEG(burstUUID: burst, date: "2016:10:09 14:44:18"))
    let library = await MediaLibrary.scan(roots: [dir.url.path], classifier: Self.classifier)
    #expect(library.fetchAssets().map { lastComponent($0.path) } == ["IMG_0658.JPG"])
    #expect(library.albums().first { $0.album == .bursts }?.count == 1)
  }
}

/// The last path component of `path`.
func lastComponent(_ path: String) -> String {
  String(path.split(separator: "/").last ?? "")
}
