import Foundation
@testable import MediaKind
import MediaKindTestSupport
import Testing

/// A `.livp` met in a folder walk is one Live Photo asset, its members read from the zip
/// (Docs/Library.md, "A `.livp` in a folder walk"); a `.livp` that is no such zip is an
/// error record saying why.
@Suite("A .livp in a folder walk")
struct LivePhotoArchiveTests {
  static let still = LibraryFixtures.appleJPEG(date: "2024:05:01 10:00:00", width: 40, height: 30)
  static let video = LibraryFixtures.quickTimeMovie(
    contentIdentifier: nil, seconds: 2, creationDate: "2024-05-01T10:00:00+02:00")

  static func scan(_ files: [String: [UInt8]], mode: ClassificationMode = .thorough) async throws
    -> (MediaLibrary, TemporaryDirectory)
  {
    let dir = try TemporaryDirectory("livp")
    for (name, bytes) in files { _ = try dir.write(name, bytes) }
    let classifier = MediaClassifier(options: ClassifyOptions(mode: mode))
    return (await MediaLibrary.scan(roots: [dir.url.path], classifier: classifier), dir)
  }

  @Test("a .livp holding a JPEG and a MOV is one Live asset: the still's facts, photo and pairedVideo resources", arguments: [ClassificationMode.fast, .thorough])
  func oneLiveAsset(mode: ClassificationMode) async throws {
    let livp = try ArchiveBuilder.zip([.init("IMG_0001.JPG", Self.still), .init("IMG_0001.MOV", Self.video)])
    let (library, dir) = try await Self.scan(["IMG_0001.livp": livp], mode: mode)
    defer { dir.remove() }
    #expect(library.failures.isEmpty)
    #expect(library.assets.count == 1)
    let asset = try #require(library.assets.first)
    #expect(asset.mediaType == .image)
    #expect(asset.subtypes.contains(.photoLive))
    #expect(asset.pixelWidth == 40)
    #expect(asset.creationDate?.hasPrefix("2024-05-01T10:00:00") == true)
    #expect(asset.resources.map(\.type) == [.photo, .pairedVideo])
    #expect(asset.resources.map { PathParts.fileName(of: $0.path) } == ["IMG_0001.JPG", "IMG_0001.MOV"])
    #expect(asset.resources.allSatisfy { $0.path.hasSuffix(".livp//" + PathParts.fileName(of: $0.path)) })
    #expect(asset.resources.map(\.fileSize) == [Self.still.count, Self.video.count])
    #expect(asset.livePairing?.method == .livePhotoArchive)
    if mode == .thorough { #expect(asset.duration == 2) }
  }

  @Test("sidecars beside a .livp join its asset by the .livp's stem or full name; another stem's stays out")
  func sidecarsBeside() async throws {
    let livp = try ArchiveBuilder.zip([.init("IMG_0003.JPG", Self.still), .init("IMG_0003.MOV", Self.video)])
    let rated = Array(LibraryFixtures.xmp(rating: 5).utf8)
    let (library, dir) = try await Self.scan([
      "IMG_0003.livp": livp, "IMG_0003.livp.xmp": rated, "IMG_0003.AAE": Array("<plist/>".utf8),
      "IMG_0004.xmp": rated,
    ])
    defer { dir.remove() }
    #expect(library.assets.count == 1)
    let asset = try #require(library.assets.first)
    #expect(asset.resources.map(\.type) == [.photo, .pairedVideo, .adjustmentData, .sidecar], "\(asset.resources.map(\.path))")
    #expect(asset.resources.suffix(2).map { PathParts.fileName(of: $0.path) } == ["IMG_0003.AAE", "IMG_0003.livp.xmp"])
    // The sidecar's rating is the user's word, as beside any file.
    #expect(asset.rating == 5 && asset.favoriteSource == .xmpSidecar)
    #expect(asset.fileSize == Self.still.count + Self.video.count + rated.count + "<plist/>".utf8.count)
  }

  @Test("beside the same photo unpacked, the .livp's halves stay together and the unpacked files pair by identifier")
  func besideUnpackedCopy() async throws {
    let id = "8F1D2C3B-0000-4000-8000-00000000B001"
    let still = LibraryFixtures.appleJPEG(contentIdentifier: id)
    let video = LibraryFixtures.quickTimeMovie(contentIdentifier: id)
    let livp = try ArchiveBuilder.zip([.init("IMG_0002.JPG", still), .init("IMG_0002.MOV", video)])
    let (library, dir) = try await Self.scan(["IMG_0002.livp": livp, "IMG_0002.JPG": still, "IMG_0002.MOV": video])
    defer { dir.remove() }
    #expect(library.assets.count == 2)
    for asset in library.assets {
      #expect(asset.subtypes.contains(.photoLive))
      let paths = asset.resources.map(\.path)
      #expect(paths.allSatisfy { $0.contains(".livp//") } || paths.allSatisfy { !$0.contains(".livp//") })
    }
  }

  @Test("a .livp that is no zip, a damaged zip, or a zip without one still and one video is an error record with a reason")
  func failures() async throws {
    let zip = try ArchiveBuilder.zip([.init("IMG_0001.JPG", Self.still), .init("IMG_0001.MOV", Self.video)])
    let cases: [String: (bytes: [UInt8], reason: String)] = [
      "text.livp": (Array("not a zip at all, just words".utf8), "not a zip"),
      "cut.livp": (Array(zip.prefix(zip.count / 2)), "Live Photo archive (.livp)"),
      "two-stills.livp": (
        try ArchiveBuilder.zip([.init("a.JPG", Self.still), .init("b.JPG", Self.still)]), "2 JPEG or HEIF stills and 0 videos"
      ),
      "no-video.livp": (try ArchiveBuilder.zip([.init("a.JPG", Self.still), .init("notes.txt", Array("hi".utf8))]), "0 videos"),
    ]
    let (library, dir) = try await Self.scan(cases.mapValues(\.bytes))
    defer { dir.remove() }
    #expect(library.assets.isEmpty)
    #expect(library.failures.count == cases.count)
    for (name, expected) in cases {
      let failure = library.failures.first { PathParts.fileName(of: $0.path) == name }
      let message = failure?.error?.message ?? ""
      #expect(message.contains("Live Photo archive (.livp)"), "\(name): \(message)")
      #expect(message.contains(expected.reason), "\(name): \(message)")
    }
  }
}
