import Foundation
import MediaKindIndex
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// `MediaLibrary.performChanges(in:…) { changes in … }`: PhotoKit's closure-shaped change
/// requests on a folder library, carried out in one `LibraryTransaction` (Docs/Changes.md, "The
/// closure API").
@Suite("performChanges closure")
struct PerformChangesClosureTests {
  static let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))

  /// A library `lib` with two photos, and the assets of a scan of it.
  static func library(_ label: String) async throws -> (dir: TemporaryDirectory, root: String, assets: [String: Asset]) {
    let dir = try TemporaryDirectory(label)
    try dir.write("lib/2024/IMG_0001.JPG", LibraryFixtures.appleJPEG(date: "2024:05:18 09:00:00"))
    try dir.write("lib/2024/IMG_0002.JPG", LibraryFixtures.appleJPEG(date: "2024:05:19 09:00:00", model: "iPhone 16"))
    let root = dir.path("lib")
    return (dir, root, try await assets(root))
  }

  /// The library's assets by file name of their primary.
  static func assets(_ root: String) async throws -> [String: Asset] {
    let library = await MediaLibrary.scan(roots: [root], classifier: classifier, concurrency: 2)
    return Dictionary(library.assets.map { (PathParts.fileName(of: $0.path), $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// Every path under `root` (`.mediakind` included) with its bytes (nil for a folder).
  static func tree(_ root: String) -> [String: [UInt8]?] {
    var tree: [String: [UInt8]?] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
      tree[path] = isFolder.boolValue ? .some(nil) : FileManager.default.contents(atPath: root + "/" + path).map { Array($0) }
    }
    return tree
  }

  @Test("a GIF saved into a new album at index 0: the album is made, the bytes land unchanged (still animated), it is the cover")
  func gifIntoNewAlbum() async throws {
    let (dir, root, _) = try await Self.library("closure-gif")
    defer { dir.remove() }
    let gif = ByteBuilder.gif(frames: 4, netscape: true)
    var asset: ObjectPlaceholder?
    var album: ObjectPlaceholder?
    var before: String? = "unread"
    let result = try await MediaLibrary.performChanges(in: root, classifier: Self.classifier, concurrency: 2) { changes in
      let create = changes.creationRequestForAsset(fromBytes: gif, name: "party.gif")
      let downloads = changes.creationRequestForAssetCollection(withTitle: "Downloads")
      downloads.insertAssets([create.placeholderForCreatedAsset!], at: [0])
      asset = create.placeholderForCreatedAsset
      album = downloads.placeholderForCreatedAssetCollection
      before = asset?.localIdentifier
    }
    // Before the commit a placeholder has no identifier; after it, both resolve.
    #expect(before == nil)
    let assetID = try #require(asset?.localIdentifier)
    let albumID = try #require(album?.localIdentifier)
    #expect(result.localIdentifier(for: asset!) == assetID && result.localIdentifier(for: album!) == albumID)
    #expect(result.created.map(\.localIdentifier) == [assetID])
    #expect(result.changes.map(\.kind) == [.albumCreated, .addedToAlbum])
    #expect(StoredAlbum.isAlbumIdentifier(albumID))

    let placed = try #require(result.created.first?.paths.first)
    #expect(FileManager.default.contents(atPath: placed).map { Array($0) } == gif)
    let library = await MediaLibrary.scan(roots: [root], classifier: Self.classifier, concurrency: 2)
    let created = try #require(library.assets.first { $0.localIdentifier == assetID })
    #expect(created.subtypes.contains(.photoAnimation))
    let downloads = try #require(library.fetchAssetCollections(with: .album).first { $0.localIdentifier == albumID })
    #expect(downloads.isStored && downloads.localizedTitle == "Downloads")
    #expect(library.fetchAssets(in: downloads).map(\.localIdentifier) == [assetID])
    #expect(library.fetchKeyAssets(in: downloads).map(\.localIdentifier) == [assetID])
    // The index follows the change set's paths.
    #expect(result.changedPaths.contains { $0.hasSuffix("party.gif") })
  }

  @Test("placeholders of assets, albums and folders resolve; a duplicate source names the asset already there")
  func placeholdersResolve() async throws {
    let (dir, root, assets) = try await Self.library("closure-placeholders")
    defer { dir.remove() }
    let copy = try dir.write("src/copy.JPG", try #require(FileManager.default.contents(atPath: root + "/2024/IMG_0001.JPG")).map { $0 })
    let new = try dir.write("src/IMG_0100.JPG", LibraryFixtures.appleJPEG(date: "2025:01:02 03:04:05", model: "iPhone 17"))
    let sourceBytes = try #require(FileManager.default.contents(atPath: new))
    var requests: [AssetCreationRequest] = []
    var folder: CollectionListChangeRequest?
    var album: AssetCollectionChangeRequest?
    let result = try await MediaLibrary.performChanges(in: root, classifier: Self.classifier, concurrency: 2) { changes in
      requests.append(changes.creationRequestForAsset(fromFile: new))
      requests.append(changes.creationRequestForAsset(fromFile: copy))
      let trips = changes.creationRequestForCollectionList(withTitle: "Trips")
      let paris = changes.creationRequestForAssetCollection(withTitle: "Paris")
      paris.addAssets(requests.compactMap(\.placeholderForCreatedAsset))
      paris.addAssets([assets["IMG_0002.JPG"]!])
      paris.setKeyAsset(assets["IMG_0002.JPG"]!)
      trips.addChildCollections([paris.placeholderForCreatedAssetCollection!])
      folder = trips
      album = paris
    }
    let newID = try #require(requests[0].placeholderForCreatedAsset?.localIdentifier)
    let copyID = try #require(requests[1].placeholderForCreatedAsset?.localIdentifier)
    #expect(copyID == assets["IMG_0001.JPG"]?.localIdentifier)  // not copied twice
    #expect(result.outcomes.map(\.action) == [.created, .duplicate])
    let albumID = try #require(album?.placeholderForCreatedAssetCollection?.localIdentifier)
    let folderID = try #require(folder?.placeholderForCreatedCollectionList?.localIdentifier)
    #expect(result.placeholders.count == 4)
    // The source was only read.
    #expect(FileManager.default.contents(atPath: new) == sourceBytes)

    let albums = try StoredAlbumStore(library: root)
    #expect(albums.album(identifier: albumID)?.assets == [newID, copyID, assets["IMG_0002.JPG"]!.localIdentifier])
    #expect(albums.album(identifier: albumID)?.keyAsset == assets["IMG_0002.JPG"]?.localIdentifier)
    let folders = try StoredFolderStore(library: root, albums: albums)
    #expect(folders.folder(identifier: folderID)?.children == [albumID])

    // A later closure edits what the first made, by the objects a fetch gives.
    let library = await MediaLibrary.scan(roots: [root], classifier: Self.classifier, concurrency: 2)
    let paris = try #require(library.fetchAssetCollections(with: .album).first { $0.localIdentifier == albumID })
    let trips = try #require(library.fetchCollectionLists(with: .folder).first { $0.localIdentifier == folderID })
    let second = try await MediaLibrary.performChanges(in: root, classifier: Self.classifier, concurrency: 2) { changes in
      let request = changes.changeRequest(for: paris)
      request.title = "Paris 2025"
      request.moveAssets(at: [2], to: 0)
      request.removeAssets([assets["IMG_0001.JPG"]!])
      let list = changes.changeRequest(for: trips)
      list.title = "Journeys"
      list.removeChildCollections([paris])
    }
    #expect(second.changes.map(\.kind) == [.albumRenamed, .movedInAlbum, .removedFromAlbum, .folderRenamed, .removedFromFolder])
    let reread = try StoredAlbumStore(library: root)
    #expect(reread.album(identifier: albumID)?.title == "Paris 2025")
    #expect(reread.album(identifier: albumID)?.assets == [assets["IMG_0002.JPG"]!.localIdentifier, newID])
    #expect(try StoredFolderStore(library: root, albums: reread).folder(identifier: folderID)?.children == [])
  }

  @Test("a mixed closure (create, album edit, favorite, delete) is one change set for a watcher, and the index follows it")
  func oneChangeSet() async throws {
    let (dir, root, assets) = try await Self.library("closure-watch")
    defer { dir.remove() }
    let album = try #require(
      try await MediaLibrary.performChanges(in: root) { $0.creationRequestForAssetCollection(withTitle: "Trip") }.placeholders.first?
        .localIdentifier)
    let index = try LibraryIndex(root: root)
    _ = try await index.refresh(classifier: Self.classifier, concurrency: 2)
    let source = try dir.write("src/IMG_0300.JPG", LibraryFixtures.appleJPEG(date: "2025:03:03 03:03:03", model: "iPhone 17"))
    let trip = try #require(
      await MediaLibrary.scan(roots: [root], classifier: Self.classifier, concurrency: 2).fetchAssetCollections(with: .album)
        .first { $0.localIdentifier == album })

    let observer = LibraryWatcherTests.Observer(root)
    defer { observer.stop() }
    await observer.waitReady()
    let one = try #require(assets["IMG_0001.JPG"])
    let two = try #require(assets["IMG_0002.JPG"])
    var created: ObjectPlaceholder?
    let result = try await MediaLibrary.performChanges(in: root, classifier: Self.classifier, concurrency: 2) { changes in
      let create = changes.creationRequestForAsset(fromFile: source)
      created = create.placeholderForCreatedAsset
      let request = changes.changeRequest(for: trip)
      request.addAssets([one])
      request.insertAssets([create.placeholderForCreatedAsset!], at: [0])
      changes.changeRequest(for: one).isFavorite = true
      changes.deleteAssets([two])
    }
    #expect(result.changes.map(\.kind) == [.favorited, .addedToAlbum, .addedToAlbum, .deleted])
    let newPath = try #require(result.created.first?.paths.first)
    #expect(created?.localIdentifier != nil)
    // The index: exactly the change set's paths read again make it current.
    _ = try await index.update(paths: result.changedPaths, classifier: Self.classifier, concurrency: 2)
    let check = try await index.refresh(classifier: Self.classifier, concurrency: 2, dryRun: true)
    #expect(check.classified == 0 && check.removedFiles == 0, "\(check)")

    // Once the closure's change set is reported, a later file makes a second one: the closure
    // was exactly one.
    await observer.wait("the closure's change set") { observer.inserted.contains(newPath) }
    let later = try dir.write("lib/later.JPG", LibraryFixtures.appleJPEG(date: "2026:01:01 00:00:00", model: "iPhone 17"))
    await observer.wait("the later file") { observer.inserted.contains(later) }
    let sets = observer.all
    #expect(sets.count == 2, "change sets: \(sets.map { ($0.changeSet.inserted.map(\.path), $0.changeSet.removed.map(\.path), $0.changeSet.changed.map(\.path)) })")
    let first = try #require(sets.first?.changeSet)
    #expect(first.inserted.map(\.path) == [newPath])
    #expect(first.removed.map(\.path) == [two.path])
    #expect(first.changed.map(\.path) == [one.path])
    #expect(sets.last?.changeSet.inserted.map(\.path) == [later])
  }

  @Test("a request that cannot be carried out fails before anything is touched, with the reason")
  func validationTouchesNothing() async throws {
    let (dir, root, assets) = try await Self.library("closure-invalid")
    defer { dir.remove() }
    let one = try #require(assets["IMG_0001.JPG"])
    let two = try #require(assets["IMG_0002.JPG"])
    let made = try await MediaLibrary.performChanges(in: root) { changes in
      changes.creationRequestForAssetCollection(withTitle: "Trip").addAssets([one])
    }
    let albumID = try #require(made.placeholders.first?.localIdentifier)
    let albums = await MediaLibrary.scan(roots: [root], classifier: Self.classifier, concurrency: 2).fetchAssetCollections(with: .album)
    let trip = try #require(albums.first { $0.localIdentifier == albumID })
    let folderAlbum = try #require(albums.first { !$0.isStored })
    let outsider = try dir.write("other/IMG_0009.JPG", LibraryFixtures.appleJPEG(date: "2021:01:01 00:00:00", model: "X"))
    let foreign = try #require(try await Self.assets(dir.path("other"))["IMG_0009.JPG"])
    let source = try dir.write("src/IMG_0400.JPG", LibraryFixtures.appleJPEG(date: "2025:04:04 04:04:04", model: "iPhone 17"))
    var stale: ObjectPlaceholder?
    _ = try await MediaLibrary.performChanges(in: root) { changes in
      stale = changes.creationRequestForAssetCollection(withTitle: "Old").placeholderForCreatedAssetCollection
    }
    _ = outsider
    let before = Self.tree(root)
    let sourceBefore = FileManager.default.contents(atPath: source)

    let cases: [(String, String, (LibraryChangeRequests) -> Void)] = [
      ("an insert index out of range", "indexes", { changes in
        changes.creationRequestForAsset(fromFile: source)
        changes.changeRequest(for: one).isHidden = true
        changes.changeRequest(for: trip).insertAssets([two], at: [5])
      }),
      ("an asset of another library", "no asset", { changes in
        changes.creationRequestForAsset(fromFile: source)
        changes.changeRequest(for: trip).addAssets([foreign])
      }),
      ("an empty title", "needs a title", { changes in
        changes.changeRequest(for: one).isFavorite = true
        changes.changeRequest(for: trip).title = ""
      }),
      ("an empty new album title", "needs a title", { changes in
        changes.deleteAssets([two])
        changes.creationRequestForAssetCollection(withTitle: "")
      }),
      ("a placeholder of another transaction", "another performChanges", { changes in
        changes.creationRequestForAsset(fromFile: source)
        changes.creationRequestForCollectionList(withTitle: "F").addChildCollections([stale!])
      }),
      ("a key asset not in the album", "is not in the album", { changes in
        changes.deleteAssets([two])
        changes.changeRequest(for: trip).setKeyAsset(two)
      }),
      ("a move from an index the album has not", "indexes to move", { changes in
        changes.changeRequest(for: trip).moveAssets(at: [3], to: 0)
      }),
      ("a folder of files named as a stored album", "is a folder of files", { changes in
        changes.creationRequestForAsset(fromFile: source)
        changes.changeRequest(for: folderAlbum).title = "Renamed"
      }),
    ]
    for (what, reason, body) in cases {
      do {
        _ = try await MediaLibrary.performChanges(in: root, classifier: Self.classifier, concurrency: 2, body)
        Issue.record("\(what): carried out")
      } catch {
        #expect(error.kind == .invalid, "\(what): \(error)")
        #expect(error.reason.contains(reason), "\(what): \(error)")
      }
      #expect(Self.tree(root) == before, "\(what) changed the library")
    }
    #expect(FileManager.default.contents(atPath: source) == sourceBefore)
  }

  @Test("a library another process is changing: busy, nothing touched")
  func busy() async throws {
    let (dir, root, assets) = try await Self.library("closure-busy")
    defer { dir.remove() }
    let source = try dir.write("src/IMG_0500.JPG", LibraryFixtures.appleJPEG(date: "2025:05:05 05:05:05"))
    let holder = try LibraryTransaction(library: root)
    let before = Self.tree(root)
    do {
      _ = try await MediaLibrary.performChanges(in: root) { changes in
        changes.creationRequestForAsset(fromFile: source)
        changes.changeRequest(for: assets["IMG_0001.JPG"]!).isFavorite = true
        changes.creationRequestForAssetCollection(withTitle: "Trip")
      }
      Issue.record("carried out on a busy library")
    } catch {
      #expect(error.kind == .busy && error.reason.contains("library is busy"), "\(error)")
    }
    #expect(Self.tree(root) == before)
    try holder.finish()
  }

  @Test("a read-only library fails before anything is touched, with the reason")
  func readOnly() async throws {
    let (dir, root, assets) = try await Self.library("closure-readonly")
    defer { dir.remove() }
    let source = try dir.write("src/IMG_0600.JPG", LibraryFixtures.appleJPEG(date: "2025:06:06 06:06:06"))
    // Permissions do not stop root: as root, the library is a read-only mount of its copy.
    var mounted = false
    if geteuid() == 0 {
      let copy = dir.path("copy")
      try FileManager.default.moveItem(atPath: root, toPath: copy)
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      #expect(try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", root]) == 0)
      for name in try FileManager.default.contentsOfDirectory(atPath: copy) {
        try FileManager.default.copyItem(atPath: copy + "/" + name, toPath: root + "/" + name)
      }
      #expect(try Self.run("/bin/mount", ["-o", "remount,ro", root]) == 0)
      mounted = true
    } else {
      chmod(root, 0o555)
    }
    defer {
      if mounted { _ = try? Self.run("/bin/umount", [root]) } else { chmod(root, 0o755) }
    }
    let before = Self.tree(root)
    do {
      _ = try await MediaLibrary.performChanges(in: root) { changes in
        changes.creationRequestForAsset(fromFile: source)
        changes.changeRequest(for: assets["IMG_0001.JPG"]!).isFavorite = true
      }
      Issue.record("carried out on a read-only library")
    } catch {
      #expect(error.kind == .readOnly && error.reason.contains("read-only library"), "\(error)")
    }
    #expect(Self.tree(root) == before)
    #expect(!before.keys.contains(".mediakind"))
  }

  static func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
