import Foundation
@testable import MediaKind
import MediaKindTestSupport
import Testing

/// Export metadata read from archive members (Docs/Library.md, "Exports read from archives"):
/// a JSON in one part joins its photo in another; files past the bounds are not read and say
/// so; an archive member's sidecar never names a file on disk; copies of one photo join across
/// parts and disk by their bytes.
@Suite("exports read from archives")
struct TakeoutArchiveTests {
  static let year = "Takeout/Google Photos/Photos from 2020"

  static func sidecar(title: String, taken: Int) -> [UInt8] {
    Array(#"{"title": "\#(title)", "photoTakenTime": {"timestamp": "\#(taken)"}, "favorited": true}"#.utf8)
  }

  static func read(_ paths: [String], mode: ClassificationMode = .thorough) async -> [LibraryFile] {
    var files: [LibraryFile] = []
    let reader = LibraryFileReader(classifier: MediaClassifier(options: ClassifyOptions(mode: mode)))
    for path in paths {
      await reader.read(archive: .file(path)) { files.append($0) }
    }
    return files
  }

  @Test("a sidecar in another part joins its photo; an oversize JSON is not read and its record says so", arguments: [ClassificationMode.fast, .thorough])
  func acrossParts(mode: ClassificationMode) async throws {
    let dir = try TemporaryDirectory("takeout-archive-parts")
    defer { dir.remove() }
    let one = try dir.write("takeout-001.tgz", try ArchiveBuilder.compress(ArchiveBuilder.tar([
      ArchiveBuilder.Member("\(Self.year)/IMG_0001.JPG", LibraryFixtures.appleJPEG(date: nil)),
      ArchiveBuilder.Member("\(Self.year)/big.json", Array("{\"title\": \"".utf8) + Array(repeating: UInt8(ascii: "a"), count: 1 << 20) + Array("\"}".utf8)),
    ]), with: "gzip"))
    let two = try dir.write("takeout-002.tar", ArchiveBuilder.tar([
      ArchiveBuilder.Member("\(Self.year)/IMG_0001.JPG.supplemental-metadata.json", Self.sidecar(title: "IMG_0001.JPG", taken: 1_577_880_000)),
      ArchiveBuilder.Member("\(Self.year)/IMG_9999.JPG.json", Self.sidecar(title: "IMG_9999.JPG", taken: 1_577_880_000)),
    ]))
    let files = await Self.read([one, two], mode: mode)
    let library = MediaLibrary(files: files)
    #expect(library.assets.count == 1)
    let asset = try #require(library.assets.first)
    #expect(asset.creationDate == "2020-01-01T12:00:00Z" && asset.creationDateSource == .takeout)
    #expect(asset.favoriteSource == .takeout)
    #expect(asset.resources.map(\.path) == [
      one + "//\(Self.year)/IMG_0001.JPG", two + "//\(Self.year)/IMG_0001.JPG.supplemental-metadata.json",
    ])
    let big = try #require(files.first { $0.path.hasSuffix("/big.json") })
    #expect(big.takeoutSidecar == nil)
    #expect(big.record.diagnostics?.contains { $0.hasPrefix("export metadata not read") } == true, "\(big.record.diagnostics ?? [])")
    // The JSON that names no member is read and joins nothing.
    #expect(files.first { $0.path.hasSuffix("/IMG_9999.JPG.json") }?.takeoutSidecar != nil)
  }

  @Test("an archive member's sidecar never names a file on disk of the same relative path")
  func archiveAndDiskStayApart() async throws {
    let dir = try TemporaryDirectory("takeout-archive-disk")
    defer { dir.remove() }
    let photo = try dir.write("\(Self.year)/IMG_0002.JPG", LibraryFixtures.appleJPEG(date: nil))
    let part = try dir.write("takeout.tar", ArchiveBuilder.tar([
      ArchiveBuilder.Member("\(Self.year)/IMG_0002.JPG.json", Self.sidecar(title: "IMG_0002.JPG", taken: 1_577_880_000))
    ]))
    let reader = LibraryFileReader(classifier: MediaClassifier())
    let files = [reader.read(path: photo)] + (await Self.read([part]))
    let library = MediaLibrary(files: files)
    #expect(library.assets.count == 1 && library.assets.first?.creationDateSource == nil)
  }

  @Test("iCloud export parts in two archives: Photo Details rows and an album list name photos of the other part")
  func icloudParts() async throws {
    let dir = try TemporaryDirectory("icloud-archive-parts")
    defer { dir.remove() }
    let one = "iCloud Photos Part 1 of 2"
    let two = "iCloud Photos Part 2 of 2"
    let first = try dir.write("part1.tar", ArchiveBuilder.tar([
      ArchiveBuilder.Member("\(one)/Photos/IMG_0101.JPG", LibraryFixtures.appleJPEG(date: nil)),
      ArchiveBuilder.Member("\(one)/Photos/Photo Details.csv", Array("imgName,favorite,hidden,deleted,originalCreationDate\nIMG_0101.JPG,yes,no,no,\"Saturday June 4,2022 12:11 PM GMT\"\n".utf8)),
      ArchiveBuilder.Member("\(one)/Albums/Trip.csv", Array("Images\nIMG_0101.JPG\nIMG_0301.JPG\n".utf8)),
    ]))
    let second = try dir.write("part2.tar", ArchiveBuilder.tar([
      ArchiveBuilder.Member("\(two)/Photos/IMG_0301.JPG", LibraryFixtures.appleJPEG(date: "2022:07:01 12:11:00", width: 17))
    ]))
    let library = MediaLibrary(files: await Self.read([first, second]))
    #expect(library.assets.count == 2)
    let dated = try #require(library.assets.first { $0.path.hasSuffix("/IMG_0101.JPG") })
    #expect(dated.creationDate == "2022-06-04T12:11:00Z" && dated.creationDateSource == .icloudExport)
    #expect(dated.favoriteSource == .icloudExport)
    let trip = try #require(library.fetchAssetCollections(with: .album).first { $0.localizedTitle == "Trip" })
    #expect(library.fetchAssets(in: trip).count == 2)
  }

  @Test("one photo in an album and in Photos from YYYY, in two parts and on disk, is one asset; other bytes, or fast mode (no digest), stay apart", arguments: [ClassificationMode.fast, .thorough])
  func copiesAcrossParts(mode: ClassificationMode) async throws {
    let dir = try TemporaryDirectory("takeout-archive-copies")
    defer { dir.remove() }
    let album = "Takeout/Google Photos/Trip"
    let photo = LibraryFixtures.appleJPEG(date: nil, width: 30)
    let other = LibraryFixtures.appleJPEG(date: nil, width: 31)
    // Equal sizes: only the bytes (their digests) tell the look-alike apart.
    #expect(photo.count == other.count && photo != other)
    let taken = 1_577_880_000
    let one = try dir.write("takeout-001.tgz", try ArchiveBuilder.compress(ArchiveBuilder.tar([
      ArchiveBuilder.Member("\(album)/metadata.json", Array(#"{"title": "Trip 2020", "description": ""}"#.utf8)),
      ArchiveBuilder.Member("\(album)/IMG_0001.JPG", photo),
      ArchiveBuilder.Member("\(album)/IMG_0001.JPG.json", Self.sidecar(title: "IMG_0001.JPG", taken: taken)),
      ArchiveBuilder.Member("\(album)/IMG_0002.JPG", other),
      ArchiveBuilder.Member("\(album)/IMG_0002.JPG.json", Self.sidecar(title: "IMG_0002.JPG", taken: taken + 60)),
    ]), with: "gzip"))
    let two = try dir.write("takeout-002.tar", ArchiveBuilder.tar([
      ArchiveBuilder.Member("\(Self.year)/IMG_0001.JPG", photo),
      ArchiveBuilder.Member("\(Self.year)/IMG_0001.JPG.json", Self.sidecar(title: "IMG_0001.JPG", taken: taken)),
      ArchiveBuilder.Member("\(Self.year)/IMG_0002.JPG", photo),
      ArchiveBuilder.Member("\(Self.year)/IMG_0002.JPG.json", Self.sidecar(title: "IMG_0002.JPG", taken: taken + 60)),
    ]))
    // The same photo extracted from another download, on disk.
    let onDisk = try dir.write("Takeout/Google Photos/Family/IMG_0001.JPG", photo)
    let onDiskJSON = try dir.write("Takeout/Google Photos/Family/IMG_0001.JPG.json", Self.sidecar(title: "IMG_0001.JPG", taken: taken))
    let onDiskAlbum = try dir.write("Takeout/Google Photos/Family/metadata.json", Array(#"{"title": "Family", "description": ""}"#.utf8))
    let reader = LibraryFileReader(classifier: MediaClassifier(options: ClassifyOptions(mode: mode)))
    let files = [onDisk, onDiskJSON, onDiskAlbum].map { reader.read(path: $0) } + (await Self.read([one, two], mode: mode))
    let library = MediaLibrary(files: files)
    let first = library.assets.filter { $0.path.hasSuffix("/IMG_0001.JPG") }
    let second = library.assets.filter { $0.path.hasSuffix("/IMG_0002.JPG") }
    // The same name and sidecar with other bytes is another photo, in either mode.
    #expect(second.count == 2)
    guard mode == .thorough else {
      // Fast mode keeps a member's head only: no digest, so the members join nothing.
      #expect(first.count == 3, "\(first.map(\.path))")
      #expect(files.allSatisfy { $0.contentDigest == nil })
      return
    }
    #expect(first.count == 1, "\(first.map(\.path))")
    let asset = try #require(first.first)
    // The kept copy is the one in the folder without album metadata.
    #expect(asset.path == two + "//\(Self.year)/IMG_0001.JPG")
    #expect(asset.copies == [onDisk, one + "//\(album)/IMG_0001.JPG"])
    #expect(asset.resources.filter { $0.type == .sidecar }.count == 3)
    #expect(asset.fileSize == photo.count + 3 * Self.sidecar(title: "IMG_0001.JPG", taken: taken).count)
    #expect(asset.notes?.contains { $0.hasPrefix("the same photo in 3 Takeout folders") } == true, "\(asset.notes ?? [])")
    let trip = try #require(library.fetchAssetCollections(with: .album).first { $0.localizedTitle == "Trip 2020" })
    #expect(Set(library.fetchAssets(in: trip).map(\.localIdentifier)) == Set([asset.localIdentifier] + second.filter { $0.path.hasPrefix(one) }.map(\.localIdentifier)))
  }

  @Test("past the bytes per archive, what an export file says is dropped and its record says why")
  func budget() {
    var budget = ArchiveExportBudget()
    func file(size: Int) -> LibraryFile {
      var record = Classification.failure(path: "a.zip//x.json", mode: .fast, InputFailure(kind: .readFailed, message: "x"))
      record.fileSize = size
      var file = LibraryFile(record: record)
      file.takeoutSidecar = .album(title: "A")
      return file
    }
    var small = file(size: 1000)
    budget.admit(&small)
    #expect(small.takeoutSidecar != nil && budget.used == 1000)
    var large = file(size: ArchiveExportBudget.maxBytes)
    budget.admit(&large)
    #expect(large.takeoutSidecar == nil && budget.used == 1000)
    #expect(large.record.diagnostics?.last?.contains("passed 256 MiB") == true)
  }
}
