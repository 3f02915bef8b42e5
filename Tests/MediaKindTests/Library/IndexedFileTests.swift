import Foundation
@testable import MediaKind
@testable import MediaKindIndex
import MediaKindTestSupport
import Testing

/// The index's stored JSON (`LibraryFile.indexJSON`) against `JSONEncoder` with sorted keys:
/// the same bytes for every sample and for a file with every member set, and nothing of the
/// file lost on the way back.
@Suite("Indexed file JSON: hand-written against JSONEncoder")
struct IndexedFileTests {
  static func expectIdentical(_ files: [LibraryFile], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let encoder = LibraryFile.indexEncoder()
    for file in files {
      let fast = try file.indexJSON(encoder: encoder)
      let foundation = [UInt8](try encoder.encode(file))
      #expect(
        fast == foundation, "\(file.path): \(String(decoding: fast, as: UTF8.self))",
        sourceLocation: sourceLocation)
      #expect(try JSONDecoder().decode(LibraryFile.self, from: Data(fast)) == file, sourceLocation: sourceLocation)
    }
  }

  @Test("every sample's library file, thorough, with its evidence")
  func samples() async throws {
    let library = await MediaLibrary.scan(
      roots: [SampleCorpus.samplesDirectory.path],
      classifier: MediaClassifier(options: ClassifyOptions(mode: .thorough, explain: true)))
    #expect(library.files.count >= 80)
    try Self.expectIdentical(library.files)
  }

  @Test("a file with every member set; a new stored member must be written too")
  func everyMember() throws {
    var record = Classification(path: "a/IMG_1 \"x\"\n.HEIC", mode: .thorough, mediaType: .image)
    record.pixelWidth = 4032
    var file = LibraryFile(
      record: record,
      identity: FileIdentity(
        device: UInt64.max, inode: 1 << 63, size: 2_912_000, modificationNanoseconds: -1_500_000_000),
      rating: -1, imageUniqueID: "ABC/123", isBurstBestShot: true, playbackVariation: 2)
    file.isHidden = false
    file.originalPath = "/lib/a/IMG_1.HEIC"
    file.deletionDate = "2026-11-28T10:00:00Z"
    file.keptIdentifier = "1234/L0/001"
    file.creationDateSource = .icloudExport
    file.locationSource = .xmpSidecar
    var row = ExportMetadata(source: .icloudExport)
    row.title = "IMG_1.HEIC"
    row.creationDate = "2022-06-04T12:11:00Z"
    row.location = Location(latitude: 37.3349, longitude: -122.0090)
    row.isFavorite = true
    row.people = ["Ann", "Bo"]
    file.icloudPhotoDetails = ICloudPhotoDetails(rows: [row, ExportMetadata(source: .takeout)])
    file.takeoutSidecar = .album(title: "Été / 2024")
    file.icloudAlbum = ICloudAlbumList(names: ["IMG_1.HEIC", "b\\c.jpg"])
    file.livePhotoMembers = [LibraryFile(record: Classification(path: "IMG_1.livp//IMG_1.HEIC", mode: .thorough))]
    try Self.expectIdentical([file])
    var media = file
    media.takeoutSidecar = .media(row)
    try Self.expectIdentical([media])

    // Every stored member of LibraryFile is a key of the JSON: a member added to the type
    // without a line in indexJSON fails here (Mirror lists stored properties, set or not).
    // `contentDigest` is the one exception: only an archive member has one, and no index
    // holds archive members (Docs/Library.md, "Exports read from archives").
    let object = try JSONSerialization.jsonObject(with: Data(file.indexJSON(encoder: LibraryFile.indexEncoder())))
    let keys = try #require(object as? [String: Any]).keys.sorted()
    #expect(keys == Mirror(reflecting: file).children.compactMap(\.label).filter { $0 != "contentDigest" }.sorted())
  }
}
