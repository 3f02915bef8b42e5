/// The requests of one ``MediaLibrary/performChanges(in:layout:classifier:concurrency:_:)``
/// closure (PhotoKit's change block, whose class methods these are: `PHAssetCreationRequest`,
/// `PHAssetChangeRequest`, `PHAssetCollectionChangeRequest`, `PHCollectionListChangeRequest`).
/// Nothing happens while the closure runs: the requests are recorded, then checked all
/// together, then carried out in one ``LibraryTransaction`` (`Docs/Changes.md`, "The closure
/// API"). Use it only inside its closure.
public final class LibraryChangeRequests {
  /// Asset creations, with their placeholders, in the order asked.
  private(set) var assetCreations: [(request: AssetCreationRequest, placeholder: ObjectPlaceholder)] = []
  /// Asset changes, one per asset, in the order first asked.
  private(set) var assetChanges: [AssetChangeRequest] = []
  /// Assets to move to Recently Deleted.
  private(set) var assetDeletions: [String] = []
  /// Album creations and changes, in the order asked.
  private(set) var collectionRequests: [AssetCollectionChangeRequest] = []
  /// Albums to delete.
  private(set) var collectionDeletions: [String] = []
  /// Folder creations and changes, in the order asked.
  private(set) var listRequests: [CollectionListChangeRequest] = []
  /// Folders to delete.
  private(set) var listDeletions: [String] = []
  /// What is refused already as asked (a folder album named for a change): the call fails with
  /// the first, before the library is touched.
  private(set) var problems: [LibraryChangeError] = []
  let root: String

  init(root: String) { self.root = root }

  private func placeholder(_ kind: ObjectPlaceholder.Kind) -> ObjectPlaceholder {
    ObjectPlaceholder(kind: kind, owner: ObjectIdentifier(self))
  }

  // MARK: - Assets

  /// Adds the file at `path` as a new asset (PhotoKit's
  /// `creationRequestForAsset(fromImageAtFileURL:)`): one file (a folder is refused; use
  /// ``MediaLibrary/performChanges(in:_:layout:dryRun:album:albumPosition:classifier:concurrency:livePairing:)``
  /// to import folders), copied by default; a Live Photo's video or a sidecar asked for in the
  /// same closure joins its asset.
  @discardableResult
  public func creationRequestForAsset(fromFile path: String, transfer: FileTransfer = .copy) -> AssetCreationRequest {
    creationRequest(AssetCreationRequest(fileAt: path, transfer: transfer))
  }

  /// Adds `bytes` as a new asset saved as `name` (PhotoKit's `addResource(with:data:options:)`):
  /// the bytes land unchanged, so an animated GIF stays animated.
  @discardableResult
  public func creationRequestForAsset(fromBytes bytes: [UInt8], name: String) -> AssetCreationRequest {
    creationRequest(AssetCreationRequest(data: bytes, name: name))
  }

  private func creationRequest(_ request: AssetCreationRequest) -> AssetCreationRequest {
    var request = request
    let made = placeholder(.asset)
    request.placeholderForCreatedAsset = made
    if case .file(let path) = request.source, system_stat(path)?.type == .directory {
      problems.append(
        LibraryChangeError(path: path, reason: "a folder: an asset creation request is one file (import folders with performChanges(in:_:))", kind: .invalid))
    }
    assetCreations.append((request, made))
    return request
  }

  /// The change request of `asset` (PhotoKit's `PHAssetChangeRequest(for:)`): the same one each
  /// time for one asset.
  public func changeRequest(for asset: Asset) -> AssetChangeRequest {
    if let found = assetChanges.first(where: { $0.localIdentifier == asset.localIdentifier }) { return found }
    let made = AssetChangeRequest(asset: asset)
    assetChanges.append(made)
    return made
  }

  /// Moves `assets` to Recently Deleted, each with its whole group (PhotoKit's
  /// `deleteAssets(_:)`; nothing is erased: `Docs/Changes.md`, "Recently Deleted").
  public func deleteAssets(_ assets: [Asset]) {
    for asset in assets where !assetDeletions.contains(asset.localIdentifier) { assetDeletions.append(asset.localIdentifier) }
  }

  // MARK: - Albums

  /// Creates a stored album titled `title` (PhotoKit's
  /// `creationRequestForAssetCollection(withTitle:)`).
  @discardableResult
  public func creationRequestForAssetCollection(withTitle title: String) -> AssetCollectionChangeRequest {
    let made = AssetCollectionChangeRequest(creatingWithTitle: title, placeholder: placeholder(.assetCollection))
    collectionRequests.append(made)
    return made
  }

  /// The change request of the stored album `album` (PhotoKit's
  /// `PHAssetCollectionChangeRequest(for:)`). A folder album (a folder of files) is refused:
  /// it changes by moving its files.
  public func changeRequest(for album: AssetCollection) -> AssetCollectionChangeRequest {
    if !album.isStored { problems.append(Self.notStored(album.localIdentifier, album.localizedTitle ?? "", root: root)) }
    let made = AssetCollectionChangeRequest(album: album.localIdentifier, title: album.localizedTitle ?? "")
    collectionRequests.append(made)
    return made
  }

  /// Deletes stored albums (PhotoKit's `deleteAssetCollections(_:)`); their assets stay.
  public func deleteAssetCollections(_ albums: [AssetCollection]) {
    for album in albums {
      if !album.isStored { problems.append(Self.notStored(album.localIdentifier, album.localizedTitle ?? "", root: root)) }
      if !collectionDeletions.contains(album.localIdentifier) { collectionDeletions.append(album.localIdentifier) }
    }
  }

  // MARK: - Folders

  /// Creates a stored folder titled `title` (PhotoKit's
  /// `creationRequestForCollectionList(withTitle:)`).
  @discardableResult
  public func creationRequestForCollectionList(withTitle title: String) -> CollectionListChangeRequest {
    let made = CollectionListChangeRequest(creatingWithTitle: title, placeholder: placeholder(.collectionList))
    listRequests.append(made)
    return made
  }

  /// The change request of the stored folder `folder` (PhotoKit's
  /// `PHCollectionListChangeRequest(for:)`). A folder of files is refused.
  public func changeRequest(for folder: CollectionList) -> CollectionListChangeRequest {
    if !folder.isStored { problems.append(Self.notStored(folder.localIdentifier, folder.localizedTitle ?? "", root: root)) }
    let made = CollectionListChangeRequest(folder: folder.localIdentifier, title: folder.localizedTitle ?? "")
    listRequests.append(made)
    return made
  }

  /// Deletes stored folders (PhotoKit's `deleteCollectionLists(_:)`): what they hold stays,
  /// in the folder that held them or at the top level.
  public func deleteCollectionLists(_ folders: [CollectionList]) {
    for folder in folders {
      if !folder.isStored { problems.append(Self.notStored(folder.localIdentifier, folder.localizedTitle ?? "", root: root)) }
      if !listDeletions.contains(folder.localIdentifier) { listDeletions.append(folder.localIdentifier) }
    }
  }

  private static func notStored(_ identifier: String, _ title: String, root: String) -> LibraryChangeError {
    LibraryChangeError(
      path: root, reason: "'\(title)' (\(identifier)) is a folder of files, not a stored album or folder: it changes by moving its files",
      kind: .invalid)
  }
}
