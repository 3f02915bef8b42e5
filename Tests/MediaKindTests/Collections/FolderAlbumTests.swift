import Foundation
import MediaKind
import Testing

/// User albums and folders from where files are, with known answers.
@Suite("User albums and folders")
struct FolderAlbumTests {
  typealias R = LibraryRecords
  static let liveID = "AAAAAAAA-0000-4000-8000-00000000000A"

  static func files() -> [LibraryFile] {
    [
      LibraryFile(record: R.still("lib/2024/Paris/b.heic", date: "2024-05-12T10:00:00+02:00")),
      LibraryFile(record: R.still("lib/2024/Paris/a.heic", date: "2024-05-12T09:00:00+02:00")),
      LibraryFile(record: R.still("lib/2024/Paris/IMG_1.HEIC", id: liveID, date: "2024-05-12T11:00:00+02:00")),
      LibraryFile(record: R.video("lib/videos/IMG_1.MOV", id: liveID)),
      LibraryFile(record: R.still("lib/2024/Rome/c1.jpg", uti: "public.jpeg", date: "2024-06-01T10:00:00", burst: "B1")),
      LibraryFile(record: R.still("lib/2024/Rome/c2.jpg", uti: "public.jpeg", date: "2024-06-01T10:00:01", burst: "B1")),
      LibraryFile(record: R.still("lib/2024/d.heic", date: "2024-01-02T00:00:00Z")),
      LibraryFile(record: R.still("lib/loose.heic", date: "2020-01-01T00:00:00Z")),
      LibraryFile(record: R.still("lib/2023/x.heic", date: "2023-03-03T03:03:03Z")),
      LibraryFile(record: R.sidecar("lib/2024/Paris/a.xmp")),
    ]
  }

  static func library(_ files: [LibraryFile] = files()) -> MediaLibrary {
    MediaLibrary(files: files, roots: ["lib"])
  }

  @Test("a folder that holds assets is an album; folders above are lists; a root's files are a top-level album")
  func tree() throws {
    let collections = Self.library().collections()
    let top = collections.fetchTopLevelUserCollections()
    // lib/videos holds only the Live Photo's video, which is no asset of its own: no album.
    #expect(top.map(\.localizedTitle) == ["2023", "2024", "lib"])
    #expect(top.map(\.typeName) == ["album", "folder", "album"])
    let year = try #require(top[1].collectionList)
    #expect(year.collectionListType == .folder && year.collectionListSubtype == .regularFolder)
    let inside = collections.fetchCollections(in: year)
    // The folder's own files first (an album of the same name), then its subfolders by name.
    #expect(inside.map(\.localizedTitle) == ["2024", "Paris", "Rome"])
    #expect(inside.allSatisfy { $0.parentIdentifier == year.localIdentifier })
    #expect(year.estimatedAssetCount == 1 + 3 + 1)  // d; a, b, the Live pair; the burst once
    #expect(year.startDate == "2024-01-02T00:00:00Z" && year.endDate == "2024-06-01T10:00:00")
    #expect(year.path == "lib/2024")

    let paris = try #require(inside[1].assetCollection)
    #expect(paris.assetCollectionType == .album && paris.assetCollectionSubtype == .albumRegular)
    #expect(paris.path == "lib/2024/Paris")
    #expect(paris.estimatedAssetCount == 3)
    #expect(paris.startDate == "2024-05-12T09:00:00+02:00" && paris.endDate == "2024-05-12T11:00:00+02:00")
    let library = Self.library()
    let members = library.fetchAssets(in: paris)
    #expect(members.map(\.path) == ["lib/2024/Paris/IMG_1.HEIC", "lib/2024/Paris/a.heic", "lib/2024/Paris/b.heic"])
    #expect(members[0].resources.map(\.type) == [.photo, .pairedVideo])  // the Live video joins its still's album
    #expect(members[1].resources.map(\.type) == [.photo, .sidecar])
  }

  @Test("bursts count once; all burst frames on request; fetch options apply inside an album")
  func fetchOptionsInAlbum() throws {
    let library = Self.library()
    let rome = try #require(library.fetchAssetCollections(with: .album).first { $0.localizedTitle == "Rome" })
    #expect(rome.estimatedAssetCount == 1)
    #expect(library.fetchAssets(in: rome).map(\.path) == ["lib/2024/Rome/c1.jpg"])
    #expect(library.fetchAssets(in: rome, options: FetchOptions(includeAllBurstAssets: true)).count == 2)
    let paris = try #require(library.fetchAssetCollections(with: .album).first { $0.localizedTitle == "Paris" })
    var options = FetchOptions(sortDescriptors: [AssetSortDescriptor(.creationDate, ascending: false)], fetchLimit: 2)
    #expect(library.fetchAssets(in: paris, options: options).map(\.path) == ["lib/2024/Paris/IMG_1.HEIC", "lib/2024/Paris/b.heic"])
    options = FetchOptions(predicate: .containsSubtypes(.photoLive))
    #expect(library.fetchAssets(in: paris, options: options).map(\.path) == ["lib/2024/Paris/IMG_1.HEIC"])
  }

  @Test("identifiers are stable, distinct and PhotoKit-shaped; lookups by identifier")
  func identifiers() throws {
    let a = Self.library().collections()
    let b = Self.library(Self.files().reversed()).collections()
    #expect(a.albums.map(\.localIdentifier) == b.albums.map(\.localIdentifier))
    #expect(a.folders.map(\.localIdentifier) == b.folders.map(\.localIdentifier))
    #expect(a.albums.allSatisfy { $0.localIdentifier.hasSuffix("/L0/040") })
    #expect(a.folders.allSatisfy { $0.localIdentifier.hasSuffix("/L0/020") })
    let all = a.albums.map(\.localIdentifier) + a.folders.map(\.localIdentifier) + a.smartAlbums.map(\.localIdentifier)
    #expect(Set(all).count == all.count)
    let paris = try #require(a.albums.first { $0.localizedTitle == "Paris" })
    #expect(a.collection(withLocalIdentifier: paris.localIdentifier)?.assetCollection == paris)
    #expect(a.fetchAssetCollections(withLocalIdentifiers: [paris.localIdentifier]).count == 1)
    // The same folder named another way (./lib, lib/) is the same album.
    let c = MediaLibrary(files: Self.files().map { var f = $0; f.path = "./" + f.path; return f }, roots: ["./lib/"]).collections()
    #expect(c.albums.map(\.localIdentifier) == a.albums.map(\.localIdentifier))
  }

  @Test("without roots, the deepest folder holding every album plays the root")
  func inferredRoot() {
    let library = MediaLibrary(files: Self.files())
    let top = library.fetchTopLevelUserCollections()
    #expect(top.map(\.localizedTitle) == ["2023", "2024", "lib"])
    let single = MediaLibrary(files: [LibraryFile(record: R.still("x/y/z/a.heic"))])
    #expect(single.fetchTopLevelUserCollections().map(\.localizedTitle) == ["z"])
    #expect(single.fetchCollectionLists(with: .folder).isEmpty)
  }

  @Test("smart albums are asset collections of type 2 with PhotoKit subtypes and counts")
  func smartAlbums() throws {
    let library = Self.library()
    let smart = library.fetchAssetCollections(with: .smartAlbum)
    #expect(smart.map(\.assetCollectionSubtype.rawValue) == SmartAlbum.allCases.map(\.rawValue).sorted())
    let live = try #require(library.fetchAssetCollections(with: .smartAlbum, subtype: AssetCollectionSubtype(.livePhotos)).first)
    #expect(live.localizedTitle == "Live Photos" && live.estimatedAssetCount == 1)
    #expect(library.fetchAssets(in: live).map(\.path) == ["lib/2024/Paris/IMG_1.HEIC"])
    let bursts = try #require(smart.first { $0.smartAlbum == .bursts })
    #expect(bursts.estimatedAssetCount == 1)
    #expect(library.albums().map(\.count) == smart.map(\.estimatedAssetCount))
  }
}
