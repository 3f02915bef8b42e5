import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// `StoredFolderStore`: PhotoKit's `PHCollectionListChangeRequest` on `.mediakind/folders/`
/// (Docs/Changes.md, "Folders"), and the read side that nests stored albums in stored folders.
@Suite("Stored folders")
struct StoredFolderStoreTests {
  /// A library folder with a transaction, an album store and a folder store.
  static func stores(_ dir: TemporaryDirectory) throws -> (LibraryTransaction, StoredAlbumStore, StoredFolderStore) {
    let library = dir.path("lib")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    let transaction = try LibraryTransaction(library: library)
    let albums = try StoredAlbumStore(library: library)
    return (transaction, albums, try StoredFolderStore(library: library, albums: albums))
  }

  @Test("create, add, insert, move, remove, rename; a child in another folder moves; no cycles")
  func operations() throws {
    let dir = try TemporaryDirectory("stored-folders")
    defer { dir.remove() }
    let (transaction, albums, folders) = try Self.stores(dir)
    let a = try albums.createAlbum(title: "A").album.localIdentifier
    let b = try albums.createAlbum(title: "B").album.localIdentifier
    let c = try albums.createAlbum(title: "C").album.localIdentifier
    let created = try folders.createFolder(title: "Trips")
    #expect(created.change.kind == .folderCreated && created.change.folder == created.folder.localIdentifier)
    let trips = created.folder.localIdentifier
    #expect(StoredFolder.isFolderIdentifier(trips) && !StoredFolder.isFolderIdentifier(a))
    let inner = try folders.createFolder(title: "2024").folder.localIdentifier

    #expect(try folders.addChildren([a, b], toFolder: trips).map(\.index) == [0, 1])
    // PhotoKit's insertChildCollections(_:at:): the new child takes index 1 of the result.
    #expect(try folders.addChildren([inner], toFolder: trips, at: .indexes([1])).map(\.index) == [1])
    #expect(folders.folder(identifier: trips)?.children == [a, inner, b])
    #expect(try folders.addChildren([a], toFolder: trips).map(\.kind) == [.unchanged])
    // A child of another folder moves out of it.
    let moved = try folders.addChildren([b], toFolder: inner)
    #expect(moved.map(\.kind) == [.addedToFolder] && moved[0].from == trips)
    #expect(folders.folder(identifier: trips)?.children == [a, inner])
    #expect(folders.parent(of: b)?.localIdentifier == inner)
    // No folder inside itself, directly or through another.
    #expect(throws: LibraryChangeError.self) { try folders.addChildren([trips], toFolder: trips) }
    #expect(throws: LibraryChangeError.self) { try folders.addChildren([trips], toFolder: inner) }
    // Only stored albums and folders go into a folder.
    #expect(throws: LibraryChangeError.self) { try folders.addChildren(["0E3A5B7C-1111-2222-3333-444455556666/L0/040"], toFolder: trips) }

    _ = try folders.addChildren([c], toFolder: trips, at: .first)
    #expect(folders.folder(identifier: trips)?.children == [c, a, inner])
    // PhotoKit's moveChildCollections(at:to:).
    let reordered = try folders.moveChildren([inner], inFolder: trips, to: 0)
    #expect(reordered.map(\.kind) == [.movedInFolder] && reordered[0].index == 0)
    #expect(folders.folder(identifier: trips)?.children == [inner, c, a])
    #expect(throws: LibraryChangeError.self) { try folders.moveChildren([b], inFolder: trips, to: 0) }  // not its child

    let removed = try folders.removeChildren([c, b], fromFolder: trips)
    #expect(removed.map(\.kind) == [.unchanged, .removedFromFolder])
    #expect(Set(folders.topLevel) == [c, trips])
    #expect(try folders.rename(folder: trips, to: "Travel").from == "Trips")

    // What is on disk is what the store holds.
    let reread = try StoredFolderStore(library: dir.path("lib"), albums: try StoredAlbumStore(library: dir.path("lib")))
    #expect(reread.all == folders.all)
    #expect(reread.folder(titled: "Travel")?.children == [inner, a])
    try transaction.finish()
  }

  @Test("deleting a folder keeps its albums and folders: they take its place, or go to the top level")
  func deleteKeepsChildren() throws {
    let dir = try TemporaryDirectory("stored-folders")
    defer { dir.remove() }
    let (transaction, albums, folders) = try Self.stores(dir)
    let a = try albums.createAlbum(title: "A").album.localIdentifier
    let b = try albums.createAlbum(title: "B").album.localIdentifier
    let outer = try folders.createFolder(title: "Outer").folder.localIdentifier
    let middle = try folders.createFolder(title: "Middle").folder.localIdentifier
    let other = try albums.createAlbum(title: "Other").album.localIdentifier
    _ = try folders.addChildren([other, middle], toFolder: outer)
    _ = try folders.addChildren([a, b], toFolder: middle)

    let deleted = try folders.delete(folder: middle)
    #expect(deleted.map(\.kind) == [.folderDeleted, .addedToFolder, .addedToFolder])
    #expect(deleted.dropFirst().map(\.index) == [1, 2] && deleted[1].from == middle)
    #expect(folders.folder(identifier: outer)?.children == [other, a, b])
    #expect(folders.folder(identifier: middle) == nil)

    let top = try folders.delete(folder: outer)
    #expect(top.map(\.kind) == [.folderDeleted, .removedFromFolder, .removedFromFolder, .removedFromFolder])
    #expect(Set(folders.topLevel) == [a, b, other])
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("lib/.mediakind/folders")).isEmpty)
    #expect(albums.all.count == 3)  // every album stays
    try transaction.finish()
  }

  @Test("the library nests stored albums in stored folders; counts and dates are summed from below; top level in creation order")
  func readSide() throws {
    let dir = try TemporaryDirectory("stored-folders")
    defer { dir.remove() }
    let files = ["lib/a/1.jpg", "lib/a/2.jpg", "lib/b/3.jpg"].map { path in
      LibraryFile(record: Classification(path: dir.path(path), mode: .thorough, mediaType: .image))
    }
    let library = MediaLibrary(files: files, roots: [dir.path("lib")])
    let ids = library.assets.map(\.localIdentifier)
    let albumA = StoredAlbum(
      localIdentifier: "0E3A5B7C-1111-2222-3333-000000000001/L0/040", title: "Picks", assets: [ids[0], ids[2]],
      creationDate: "2024-01-01T00:00:00Z")
    let albumB = StoredAlbum(
      localIdentifier: "0E3A5B7C-1111-2222-3333-000000000002/L0/040", title: "Loose", assets: [ids[1]],
      creationDate: "2024-01-04T00:00:00Z")
    let inner = StoredFolder(
      localIdentifier: "4F9C0000-1111-2222-3333-000000000002/L0/020", title: "Inner", children: [albumA.localIdentifier],
      creationDate: "2024-01-03T00:00:00Z")
    let outer = StoredFolder(
      localIdentifier: "4F9C0000-1111-2222-3333-000000000001/L0/020", title: "Outer",
      children: [inner.localIdentifier, "0E3A5B7C-DEAD-2222-3333-000000000009/L0/040"],  // a deleted album: passed over
      creationDate: "2024-01-02T00:00:00Z")
    for folder in [inner, outer] { _ = try dir.write("lib/.mediakind/folders/" + folder.fileName, Array(try JSONEncoder().encode(folder))) }
    for album in [albumA, albumB] { _ = try dir.write("lib/.mediakind/albums/" + album.fileName, Array(try JSONEncoder().encode(album))) }

    let collections = library.collections()
    #expect(collections.diagnostics.isEmpty, "\(collections.diagnostics)")
    let stored = collections.folders.filter(\.isStored)
    #expect(stored.map(\.localizedTitle) == ["Outer", "Inner"])  // tree order
    let outerList = try #require(stored.first)
    #expect(outerList.collectionListType == .folder && outerList.collectionListSubtype == .regularFolder)
    #expect(outerList.collectionListType.rawValue == 2 && outerList.collectionListSubtype.rawValue == 100)
    #expect(outerList.childIdentifiers == [inner.localIdentifier] && outerList.parentIdentifier == nil)
    #expect(outerList.estimatedAssetCount == 2 && outerList.path == nil)
    #expect(collections.fetchCollections(in: stored[1]).map(\.localIdentifier) == [albumA.localIdentifier])
    #expect(collections.albums.first { $0.localIdentifier == albumA.localIdentifier }?.parentIdentifier == inner.localIdentifier)
    // The top level: folders of files, then stored folders and albums in creation order.
    let top = collections.fetchTopLevelUserCollections().map(\.localIdentifier)
    #expect(Array(top.suffix(2)) == [outer.localIdentifier, albumB.localIdentifier])
    let tree = collections.userCollectionTree().filter { $0.collection.localizedTitle.map { ["Outer", "Inner", "Picks", "Loose"].contains($0) } ?? false }
    #expect(tree.map(\.collection.localizedTitle) == ["Outer", "Inner", "Picks", "Loose"])
    #expect(tree.map(\.depth) == [0, 1, 2, 0])
    #expect(library.fetchCollectionLists(with: .folder).filter(\.isStored).count == 2)
  }

  @Test("a collection in two folders stays in the first; a cycle is cut; a broken folder file is skipped by readers and refused by the store")
  func hostileFiles() throws {
    let dir = try TemporaryDirectory("stored-folders")
    defer { dir.remove() }
    let library = MediaLibrary(files: [], roots: [dir.path("lib")])
    let album = StoredAlbum(localIdentifier: "0E3A5B7C-1111-2222-3333-000000000001/L0/040", title: "A", creationDate: "2024-01-01T00:00:00Z")
    let x = "4F9C0000-1111-2222-3333-00000000000A/L0/020"
    let y = "4F9C0000-1111-2222-3333-00000000000B/L0/020"
    let folderX = StoredFolder(localIdentifier: x, title: "X", children: [y, album.localIdentifier], creationDate: "2024-01-02T00:00:00Z")
    let folderY = StoredFolder(localIdentifier: y, title: "Y", children: [x, album.localIdentifier], creationDate: "2024-01-03T00:00:00Z")
    _ = try dir.write("lib/.mediakind/albums/" + album.fileName, Array(try JSONEncoder().encode(album)))
    for folder in [folderX, folderY] { _ = try dir.write("lib/.mediakind/folders/" + folder.fileName, Array(try JSONEncoder().encode(folder))) }
    let collections = library.collections()
    let tree = collections.userCollectionTree()
    #expect(tree.map(\.collection.localizedTitle) == ["X", "Y", "A"])
    #expect(tree.map(\.depth) == [0, 1, 1])
    #expect(collections.diagnostics.count == 2, "\(collections.diagnostics)")
    #expect(collections.diagnostics.contains { $0.contains("inside itself") })
    #expect(collections.diagnostics.contains { $0.contains("is in folder 'X'") })

    _ = try dir.write("lib/.mediakind/folders/4F9C0000-1111-2222-3333-00000000000C.json", Array("{not json".utf8))
    let read = StoredFolderReader.read(roots: [dir.path("lib")])
    #expect(read.folders.count == 2 && read.diagnostics.count == 1)
    #expect(MediaLibrary(files: [], roots: [dir.path("lib")]).collections().diagnostics.count == 3)
    let transaction = try LibraryTransaction(library: dir.path("lib"))
    let albums = try StoredAlbumStore(library: dir.path("lib"))
    #expect(throws: LibraryChangeError.self) { try StoredFolderStore(library: dir.path("lib"), albums: albums) }
    try transaction.finish()
  }
}
