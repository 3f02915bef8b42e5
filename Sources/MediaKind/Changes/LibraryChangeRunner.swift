/// Carries out the requests of one ``MediaLibrary/performChanges(in:layout:classifier:concurrency:_:)``
/// closure in one ``LibraryTransaction`` (`Docs/Changes.md`, "The closure API"):
///
/// 1. what needs no library state is checked (placeholders of this closure and of the right
///    kind, creation sources: the import's own checks), before the library is opened;
/// 2. the transaction opens (a read-only or busy library fails here, before anything is
///    touched), and the library is scanned when an existing asset is named;
/// 3. every request is rehearsed on in-memory stores (``StoredAlbumStore``,
///    ``StoredFolderStore``, ``AssetSidecarStore`` with writes turned off): an unknown asset,
///    album or folder, an index out of range, an empty title, a sidecar that cannot be changed
///    fails the call here, with nothing written;
/// 4. the requests are carried out through the same stores: assets created (the import's
///    journaled placement), favorites and hidden flags, albums, folders, deletions of albums
///    and folders, then of assets; the transaction is finished and the placeholders resolved.
struct LibraryChangeRunner {
  let root: String
  let layout: ImportLayout
  let classifier: MediaClassifier
  let concurrency: Int
  let requests: LibraryChangeRequests

  /// The assets of the library as scanned in the transaction, by identifier.
  private typealias Assets = [String: (asset: Asset, ownRating: Int?)]

  func run() async throws(LibraryChangeError) -> CommittedChangeSet {
    if let problem = requests.problems.first { throw problem }
    try checkPlaceholders()
    let creations = requests.assetCreations.map(\.request)
    let importer = AssetImporter(
      root: root, layout: layout, dryRun: false, album: nil, albumPosition: .first, classifier: classifier, concurrency: concurrency)
    let checked = try importer.check(creations)
    if let unreadable = checked.outcomes.first {
      throw LibraryChangeError(path: unreadable.sources.first ?? root, reason: unreadable.reason ?? "cannot be read", kind: .missing)
    }
    let transaction = try LibraryTransaction(library: root)
    do throws(LibraryChangeError) {
      let assets = try await scan()
      // The rehearsal: every request checked against the library as it is, nothing written.
      var rehearsed: [ObjectPlaceholder: String] = [:]
      for (index, creation) in requests.assetCreations.enumerated() {
        rehearsed[creation.placeholder] = "rehearsal-\(index)/L0/001"
      }
      _ = try changeCollectionsAndAssets(in: transaction, assets: assets, placeholders: &rehearsed, rehearsal: true)
      // The changes.
      let outcomes = try await importer.importing(creations, checked: checked, in: transaction)
      var placeholders = resolve(outcomes)
      let changes = try changeCollectionsAndAssets(in: transaction, assets: assets, placeholders: &placeholders, rehearsal: false)
      try transaction.finish()
      for (placeholder, identifier) in placeholders { placeholder.resolve(identifier) }
      var result = CommittedChangeSet(
        outcomes: outcomes, dryRun: false, recoveredFinished: transaction.recovered.finished,
        recoveredRolledBack: transaction.recovered.rolledBack)
      result.changes = changes
      result.placeholders = requests.assetCreations.map(\.placeholder)
        + requests.collectionRequests.compactMap(\.placeholderForCreatedAssetCollection)
        + requests.listRequests.compactMap(\.placeholderForCreatedCollectionList)
      result.changedPaths = transaction.changedPaths
      return result
    } catch {
      // What was carried out before a failure stays, each step whole (its journal is done).
      try? transaction.finish()
      throw error
    }
  }

  /// Placeholders must be this closure's, and of the kind the request takes.
  private func checkPlaceholders() throws(LibraryChangeError) {
    let owner = ObjectIdentifier(requests)
    func check(_ references: [ObjectReference], _ kinds: Set<ObjectPlaceholder.Kind>, _ what: String) throws(LibraryChangeError) {
      for case .placeholder(let placeholder) in references {
        guard placeholder.owner == owner else {
          throw LibraryChangeError(
            path: root, reason: "a placeholder of another performChanges call (\(placeholder)) is named: placeholders are valid only in the closure that made them",
            kind: .invalid)
        }
        guard kinds.contains(placeholder.kind) else {
          throw LibraryChangeError(path: root, reason: "the placeholder of a \(placeholder.kind.rawValue) is named where \(what) is expected", kind: .invalid)
        }
      }
    }
    for request in requests.collectionRequests {
      for step in request.steps {
        switch step {
        case .add(let assets), .insert(let assets, _), .remove(let assets): try check(assets, [.asset], "an asset")
        case .keyAsset(let asset): try check(asset.map { [$0] } ?? [], [.asset], "an asset")
        case .title, .move: break
        }
      }
    }
    for request in requests.listRequests {
      for step in request.steps {
        switch step {
        case .add(let children), .insert(let children, _), .remove(let children), .move(let children, _):
          try check(children, [.assetCollection, .collectionList], "an album or folder")
        case .title: break
        }
      }
    }
  }

  /// The library's assets (Recently Deleted's included), scanned when a request names one.
  private func scan() async throws(LibraryChangeError) -> Assets {
    let named = !requests.assetChanges.isEmpty || !requests.assetDeletions.isEmpty
      || requests.collectionRequests.contains { request in
        request.steps.contains {
          switch $0 {
          case .add, .insert, .remove, .keyAsset: true
          case .title, .move: false
          }
        }
      }
    guard named else { return [:] }
    let library = await MediaLibrary.scan(roots: [root], classifier: classifier, concurrency: concurrency)
    var ratings: [PathKey: Int] = [:]  // by path, as bytes (Docs/Library.md, "Paths are compared as bytes")
    for file in library.files { if let rating = file.record.rating { ratings[PathKey(file.path)] = rating } }
    var assets: Assets = [:]
    for asset in library.assets where assets[asset.localIdentifier] == nil || !asset.isTrashed {
      assets[asset.localIdentifier] = (asset, ratings[PathKey(asset.path)])
    }
    return assets
  }

  /// Each asset placeholder's identifier: its group's, created or already in the library (a
  /// creation request whose source joined another request's asset, a Live Photo's video,
  /// resolves to that asset).
  private func resolve(_ outcomes: [ChangeOutcome]) -> [ObjectPlaceholder: String] {
    var resolved: [ObjectPlaceholder: String] = [:]
    for (index, creation) in requests.assetCreations.enumerated() {
      // A file joined to another request's asset is among that group's sources.
      guard case .file(let source) = creation.request.source else {
        if let outcome = outcomes.first(where: { $0.request == index }), let identifier = outcome.localIdentifier,
          outcome.action == .created || outcome.action == .duplicate
        {
          resolved[creation.placeholder] = identifier
        }
        continue
      }
      let outcome =
        outcomes.first { $0.request == index && $0.localIdentifier != nil }
        ?? outcomes.first { $0.localIdentifier != nil && $0.sources.contains(source) }
      if let identifier = outcome?.localIdentifier, outcome?.action == .created || outcome?.action == .duplicate {
        resolved[creation.placeholder] = identifier
      }
    }
    return resolved
  }

  /// Favorites and hidden flags, albums, folders and deletions, in that order, through the
  /// stores (with `rehearsal`, in memory only, and an asset to delete only looked up). Album
  /// and folder placeholders are added to `placeholders` as they are created.
  private func changeCollectionsAndAssets(
    in transaction: LibraryTransaction, assets: Assets, placeholders: inout [ObjectPlaceholder: String], rehearsal: Bool
  ) throws(LibraryChangeError) -> [CommittedChange] {
    var changes: [CommittedChange] = []
    func existing(_ identifier: String) throws(LibraryChangeError) -> (asset: Asset, ownRating: Int?) {
      guard let found = assets[identifier] else {
        throw LibraryChangeError(path: root, reason: "no asset \(identifier) in the library", kind: .invalid)
      }
      return found
    }
    let deleting = Set(requests.assetDeletions)
    let sidecars = AssetSidecarStore(transaction: transaction, rehearsal: rehearsal)
    for request in requests.assetChanges where request.favorite != nil || request.hidden != nil {
      let found = try existing(request.localIdentifier)
      guard !deleting.contains(request.localIdentifier) else {
        throw LibraryChangeError(
          path: found.asset.path, reason: "the asset is both changed and deleted in one transaction: delete it in a transaction of its own",
          kind: .invalid)
      }
      changes += try sidecars.set(favorite: request.favorite, hidden: request.hidden, of: found.asset, ownRating: found.ownRating)
    }

    let needsAlbums = !requests.collectionRequests.isEmpty || !requests.collectionDeletions.isEmpty || !requests.listRequests.isEmpty
      || !requests.listDeletions.isEmpty
    if needsAlbums {
      let albums = try StoredAlbumStore(library: root, rehearsal: rehearsal)
      changes += try changeAlbums(albums, assets: assets, placeholders: &placeholders)
      var folders: StoredFolderStore?
      if !requests.listRequests.isEmpty || !requests.listDeletions.isEmpty {
        let store = try StoredFolderStore(library: root, albums: albums)
        changes += try changeFolders(store, placeholders: &placeholders)
        folders = store
      }
      for album in requests.collectionDeletions { changes.append(try albums.delete(album: album)) }
      for folder in requests.listDeletions {
        guard let folders else { break }
        changes += try folders.delete(folder: folder)
      }
    }

    let trash = RecentlyDeletedStore(transaction: transaction)
    for identifier in requests.assetDeletions {
      let found = try existing(identifier)
      if rehearsal {
        _ = try transaction.relativePath(of: found.asset.path)
      } else {
        changes.append(try trash.delete(found.asset))
      }
    }
    return changes
  }

  /// The album requests, in order.
  private func changeAlbums(_ albums: StoredAlbumStore, assets: Assets, placeholders: inout [ObjectPlaceholder: String])
    throws(LibraryChangeError) -> [CommittedChange]
  {
    var changes: [CommittedChange] = []
    for request in requests.collectionRequests {
      let album: String
      switch request.target {
      case .placeholder(let placeholder):
        let created = try albums.createAlbum(title: request.createdTitle ?? "")
        placeholders[placeholder] = created.album.localIdentifier
        album = created.album.localIdentifier
        changes.append(created.change)
      case .identifier(let identifier):
        guard albums.album(identifier: identifier) != nil else {
          throw LibraryChangeError(path: root, reason: "no stored album \(identifier)", kind: .invalid)
        }
        album = identifier
      }
      for step in request.steps {
        switch step {
        case .title(let title):
          changes.append(try albums.rename(album: album, to: title))
        case .add(let references):
          let identifiers = try members(references, known: assets, placeholders: placeholders).map(\.1)
          changes += try albums.addAssets(identifiers, toAlbum: album, at: .last)
        case .insert(let references, let indexes):
          guard indexes.count == references.count else {
            throw LibraryChangeError(
              path: root, reason: "\(references.count) assets to insert at \(indexes.count) indexes: one index per asset", kind: .invalid)
          }
          // An asset that was not created, or a new asset that is one already in the album (a
          // duplicate), is left out; the others keep their indexes within the list.
          let present = Set(albums.album(identifier: album)?.assets ?? [])
          var inserting: [(Int, String)] = []
          for (reference, index) in zip(references, indexes) {
            guard let identifier = try members([reference], known: assets, placeholders: placeholders).first?.1 else { continue }
            if case .placeholder = reference, present.contains(identifier) {
              changes.append(CommittedChange(.unchanged, localIdentifier: identifier, album: album, note: "already in the album"))
              continue
            }
            inserting.append((index, identifier))
          }
          let given = inserting.map(\.0)
          let kept = inserting.count == references.count ? given : Self.clamped(given, into: present.count + inserting.count)
          changes += try albums.addAssets(inserting.map(\.1), toAlbum: album, at: .indexes(kept))
        case .remove(let references):
          changes += try albums.removeAssets(try members(references, known: nil, placeholders: placeholders).map(\.1), fromAlbum: album)
        case .move(let indexes, let index):
          changes += try albums.moveAssets(at: indexes, inAlbum: album, to: index)
        case .keyAsset(let reference):
          var key: String?
          if let reference {
            // The key asset of an asset that was not created is no change.
            guard let identifier = try members([reference], known: nil, placeholders: placeholders).first?.1 else { continue }
            key = identifier
          }
          changes.append(try albums.setKeyAsset(key, ofAlbum: album))
        }
      }
    }
    return changes
  }

  /// The identifiers `references` name, each with its offset in `references`; a placeholder
  /// whose asset was not created is left out. With `known`, an identifier must name
  /// an asset of the library outside Recently Deleted.
  private func members(
    _ references: [ObjectReference], known: Assets?, placeholders: [ObjectPlaceholder: String]
  ) throws(LibraryChangeError) -> [(Int, String)] {
    var result: [(Int, String)] = []
    for (offset, reference) in references.enumerated() {
      switch reference {
      case .placeholder(let placeholder):
        if let identifier = placeholders[placeholder] { result.append((offset, identifier)) }
      case .identifier(let identifier):
        if let known {
          guard let found = known[identifier], !found.asset.isTrashed else {
            throw LibraryChangeError(path: root, reason: "no asset \(identifier) in the library (outside Recently Deleted)", kind: .invalid)
          }
        }
        result.append((offset, identifier))
      }
    }
    return result
  }

  /// Ascending `indexes` of items to insert, kept within a list of `total` items after the
  /// insert when some items asked for were left out: each at most where it can still be.
  static func clamped(_ indexes: [Int], into total: Int) -> [Int] {
    indexes.enumerated().map { offset, index in min(index, total - indexes.count + offset) }
  }

  /// The folder requests, in order.
  private func changeFolders(_ folders: StoredFolderStore, placeholders: inout [ObjectPlaceholder: String])
    throws(LibraryChangeError) -> [CommittedChange]
  {
    var changes: [CommittedChange] = []
    func children(_ references: [ObjectReference]) throws(LibraryChangeError) -> [String] {
      var identifiers: [String] = []
      for reference in references {
        switch reference {
        case .identifier(let identifier): identifiers.append(identifier)
        case .placeholder(let placeholder):
          guard let identifier = placeholders[placeholder] else {
            throw LibraryChangeError(
              path: root, reason: "a folder's placeholder is named before the request that creates it", kind: .invalid)
          }
          identifiers.append(identifier)
        }
      }
      return identifiers
    }
    for request in requests.listRequests {
      let folder: String
      switch request.target {
      case .placeholder(let placeholder):
        let created = try folders.createFolder(title: request.createdTitle ?? "")
        placeholders[placeholder] = created.folder.localIdentifier
        folder = created.folder.localIdentifier
        changes.append(created.change)
      case .identifier(let identifier):
        guard folders.folder(identifier: identifier) != nil else {
          throw LibraryChangeError(path: root, reason: "no stored folder \(identifier)", kind: .invalid)
        }
        folder = identifier
      }
      for step in request.steps {
        switch step {
        case .title(let title): changes.append(try folders.rename(folder: folder, to: title))
        case .add(let references): changes += try folders.addChildren(try children(references), toFolder: folder, at: .last)
        case .insert(let references, let indexes):
          changes += try folders.addChildren(try children(references), toFolder: folder, at: .indexes(indexes))
        case .remove(let references): changes += try folders.removeChildren(try children(references), fromFolder: folder)
        case .move(let references, let index): changes += try folders.moveChildren(try children(references), inFolder: folder, to: index)
        }
      }
    }
    return changes
  }
}
