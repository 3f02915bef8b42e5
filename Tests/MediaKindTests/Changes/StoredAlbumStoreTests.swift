import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// `StoredAlbumStore`: PhotoKit's album change requests on `.mediakind/albums/` (Docs/Changes.md,
/// "Albums"), and the read side that lists stored albums beside folder albums.
@Suite("Stored albums")
struct StoredAlbumStoreTests {
  @Test("create on first use, insert first, append, insert at indexes, remove, rename, key asset, delete")
  func operations() throws {
    let dir = try TemporaryDirectory("stored-albums")
    defer { dir.remove() }
    let library = dir.path("lib")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    let transaction = try LibraryTransaction(library: library)
    let store = try StoredAlbumStore(library: library)

    let first = try store.addAssets(["A"], toAlbumTitled: "My App", at: .first)
    #expect(first.map(\.kind) == [.albumCreated, .addedToAlbum])
    let id = try #require(first.first?.album)
    #expect(StoredAlbum.isAlbumIdentifier(id))
    _ = try store.addAssets(["B"], toAlbumTitled: "My App", at: .first)
    #expect(store.album(identifier: id)?.assets == ["B", "A"])
    #expect(try store.addAssets(["C", "D"], toAlbum: id, at: .last).map(\.index) == [2, 3])
    // PhotoKit's insert: the new assets take these indexes of the result.
    #expect(try store.addAssets(["X", "Y"], toAlbum: id, at: .indexes([1, 4])).map(\.index) == [1, 4])
    #expect(store.album(identifier: id)?.assets == ["B", "X", "A", "C", "Y", "D"])
    #expect(throws: LibraryChangeError.self) { try store.addAssets(["Z"], toAlbum: id, at: .indexes([9])) }
    #expect(try store.addAssets(["A"], toAlbum: id, at: .first).map(\.kind) == [.unchanged])
    _ = try store.setKeyAsset("C", ofAlbum: id)
    _ = try store.removeAssets(["X", "C", "nope"], fromAlbum: id)
    let album = try #require(store.album(identifier: id))
    #expect(album.assets == ["B", "A", "Y", "D"] && album.keyAsset == nil)  // a removed key asset is cleared
    #expect(try store.rename(album: id, to: "Renamed").from == "My App")
    // What is on disk is what the store holds: a second store reads the same album.
    let reread = try StoredAlbumStore(library: library)
    #expect(reread.album(identifier: id) == store.album(identifier: id))
    #expect(reread.album(titled: "Renamed")?.localIdentifier == id)
    _ = try store.delete(album: id)
    #expect(try FileManager.default.contentsOfDirectory(atPath: library + "/.mediakind/albums").isEmpty)
    try transaction.finish()
  }

  @Test("the library lists stored albums as albums, in their order, with the key asset as cover")
  func readSide() throws {
    let dir = try TemporaryDirectory("stored-albums")
    defer { dir.remove() }
    let files = ["lib/a/1.jpg", "lib/a/2.jpg", "lib/b/3.jpg"].map { path in
      LibraryFile(record: Classification(path: dir.path(path), mode: .thorough, mediaType: .image))
    }
    let library = MediaLibrary(files: files, roots: [dir.path("lib")])
    let ids = library.assets.map(\.localIdentifier)
    let stored = StoredAlbum(
      localIdentifier: "0E3A5B7C-1111-2222-3333-444455556666/L0/040", title: "Picks",
      assets: [ids[2], "GONE/L0/001", ids[0]], keyAsset: ids[0], creationDate: "2024-01-01T00:00:00Z")
    let data = try JSONEncoder().encode(stored)
    _ = try dir.write("lib/.mediakind/albums/" + stored.fileName, Array(data))

    let collections = library.collections()
    let album = try #require(collections.albums.first { $0.isStored })
    #expect(album.localizedTitle == "Picks" && album.assetCollectionType == .album && album.assetCollectionSubtype == .albumRegular)
    #expect(album.estimatedAssetCount == 2)
    #expect(library.fetchAssets(in: album).map(\.localIdentifier) == [ids[2], ids[0]])
    #expect(library.fetchKeyAssets(in: album).map(\.localIdentifier) == [ids[0]])
    #expect(collections.diagnostics.count == 1 && collections.diagnostics[0].contains("GONE/L0/001"))
    #expect(collections.fetchTopLevelUserCollections().last?.assetCollection?.localIdentifier == album.localIdentifier)
    #expect(try collections.collection(named: "Picks").localIdentifier == album.localIdentifier)
  }
}
