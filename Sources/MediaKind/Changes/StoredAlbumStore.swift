import Foundation

/// The stored albums of one library, for change requests: `.mediakind/albums/<UUID>.json`
/// (``StoredAlbum``), each written whole to a temporary file, `fsync`ed and renamed over the
/// old one, so a reader sees the album before or after a change, never half of it
/// (Docs/Changes.md, "Albums"). The folders are reached without following a link: a
/// symbolic link at `.mediakind` or `.mediakind/albums` is refused.
///
/// Use it inside a ``LibraryTransaction`` (which holds the library's change lock):
/// ```swift
/// let transaction = try LibraryTransaction(library: "Photos")
/// let albums = try StoredAlbumStore(library: transaction.root)
/// let changes = try albums.addAssets([asset.localIdentifier], toAlbumTitled: "My App", at: .first)
/// try transaction.finish()
/// ```
/// `addAssets(_:toAlbumTitled:at:)` is the save-into-my-app's-album flow of PhotoKit: the
/// album is created on first use, and `.first` makes the new asset its cover.
public final class StoredAlbumStore {
  /// The library root as named.
  public let root: String
  private let folder: OutputDirectory
  private var albums: [StoredAlbum]
  /// A rehearsal (``MediaLibrary/performChanges(in:classifier:_:)`` checks every request on
  /// one before the library is touched): every change is made in memory only, with the checks
  /// and results of a real one, and no file is written or removed.
  let rehearsal: Bool

  /// Opens (making it when missing) `root/.mediakind/albums` and reads its albums. An album
  /// file that cannot be read makes the store refuse: a change must not lose an album it
  /// could not read.
  public convenience init(library root: String) throws(LibraryChangeError) {
    try self.init(library: root, rehearsal: false)
  }

  /// A store, or with `rehearsal` one that changes its albums in memory only.
  init(library root: String, rehearsal: Bool) throws(LibraryChangeError) {
    self.root = root
    self.rehearsal = rehearsal
    folder = try StoredRecordFile.folder(StoredAlbumReader.folderName, library: root)
    albums = try StoredRecordFile.readAll(StoredAlbum.self, in: folder, changing: "albums")
  }

  /// Every stored album, in creation order.
  public var all: [StoredAlbum] {
    albums.sorted(by: StoredAlbum.precedes)
  }

  /// The album with `identifier`.
  public func album(identifier: String) -> StoredAlbum? {
    albums.first { $0.localIdentifier == identifier }
  }

  /// The first album (in creation order) whose title is `title` exactly.
  public func album(titled title: String) -> StoredAlbum? {
    all.first { $0.title == title }
  }

  /// Creates an album titled `title` (PhotoKit's `creationRequestForAssetCollection(withTitle:)`);
  /// its identifier is a new random `UUID/L0/040`.
  public func createAlbum(title: String) throws(LibraryChangeError) -> (album: StoredAlbum, change: CommittedChange) {
    guard !title.isEmpty else { throw LibraryChangeError(path: root, reason: "an album needs a title", kind: .invalid) }
    var identifier: String
    repeat {
      identifier = StoredAlbum.newIdentifier()
    } while album(identifier: identifier) != nil
    let album = StoredAlbum(localIdentifier: identifier, title: title, creationDate: StoredRecordFile.now())
    try save(album, creating: true)
    return (album, CommittedChange(.albumCreated, album: identifier, title: title))
  }

  /// The album titled `title`, created when there is none; the created one's change.
  public func albumCreatingIfMissing(title: String) throws(LibraryChangeError) -> (album: StoredAlbum, change: CommittedChange?) {
    if let found = album(titled: title) { return (found, nil) }
    let created = try createAlbum(title: title)
    return (created.album, created.change)
  }

  /// Adds `assets` (identifiers) to the album titled `title`, created first when missing:
  /// `.first` inserts them before its assets (the first becomes the cover), `.last` appends.
  /// An asset already in the album stays where it is (`unchanged`). This is what
  /// `classify import --album` does with the assets it imports.
  public func addAssets(_ assets: [String], toAlbumTitled title: String, at position: AlbumPosition = .first)
    throws(LibraryChangeError) -> [CommittedChange]
  {
    let (album, created) = try albumCreatingIfMissing(title: title)
    return (created.map { [$0] } ?? []) + (try addAssets(assets, toAlbum: album.localIdentifier, at: position))
  }

  /// Adds `assets` to the album `identifier` at `position` (PhotoKit's `addAssets` and
  /// `insertAssets(_:at:)`); each added asset's change says its index.
  public func addAssets(_ assets: [String], toAlbum identifier: String, at position: AlbumPosition)
    throws(LibraryChangeError) -> [CommittedChange]
  {
    var album = try existing(identifier)
    var changes: [CommittedChange] = []
    var seen = Set(album.assets)
    var adding: [String] = []
    for asset in assets {
      if seen.insert(asset).inserted {
        adding.append(asset)
      } else {
        changes.append(CommittedChange(.unchanged, localIdentifier: asset, album: identifier, title: album.title, note: "already in the album"))
      }
    }
    guard !adding.isEmpty else { return changes }
    let indexes = try position.indexes(adding: adding.count, of: assets.count, into: album.assets.count, library: root)
    let result = AlbumPosition.insert(adding, at: indexes, into: album.assets)
    album.assets = result
    try save(album)
    for (index, asset) in zip(indexes, adding) {
      changes.append(CommittedChange(.addedToAlbum, localIdentifier: asset, album: identifier, title: album.title, index: index))
    }
    return changes
  }

  /// Removes `assets` from the album `identifier` (PhotoKit's `removeAssets`: out of the
  /// album, not out of the library). A removed key asset stops being the key asset.
  public func removeAssets(_ assets: [String], fromAlbum identifier: String) throws(LibraryChangeError) -> [CommittedChange] {
    var album = try existing(identifier)
    var changes: [CommittedChange] = []
    let removing = Set(assets)
    for asset in assets where !album.assets.contains(asset) {
      changes.append(CommittedChange(.unchanged, localIdentifier: asset, album: identifier, title: album.title, note: "not in the album"))
    }
    let kept = album.assets.filter { !removing.contains($0) }
    guard kept.count != album.assets.count else { return changes }
    for asset in album.assets where removing.contains(asset) {
      changes.append(CommittedChange(.removedFromAlbum, localIdentifier: asset, album: identifier, title: album.title))
    }
    album.assets = kept
    if let key = album.keyAsset, removing.contains(key) { album.keyAsset = nil }
    try save(album)
    return changes
  }

  /// Moves the assets at `indexes` of the album `identifier` so the first of them is at
  /// `index` of the album, the others after it in their order (PhotoKit's
  /// `moveAssets(at:to:)`); `index` past the end puts them last. Every index must be one of
  /// the album's.
  public func moveAssets(at indexes: [Int], inAlbum identifier: String, to index: Int) throws(LibraryChangeError)
    -> [CommittedChange]
  {
    var album = try existing(identifier)
    guard indexes.allSatisfy({ album.assets.indices.contains($0) }), Set(indexes).count == indexes.count else {
      throw LibraryChangeError(
        path: root, reason: "the indexes to move must be distinct indexes of the album '\(album.title)' (it holds \(album.assets.count) assets)",
        kind: .invalid)
    }
    guard index >= 0 else { throw LibraryChangeError(path: root, reason: "the index must be 0 or more", kind: .invalid) }
    let moving = indexes.sorted().map { album.assets[$0] }
    let moved = AlbumPosition.move(moving, to: index, in: album.assets)
    var changes: [CommittedChange] = []
    for (offset, asset) in moving.enumerated() {
      let old = album.assets.firstIndex(of: asset) ?? 0
      changes.append(
        old == moved.start + offset
          ? CommittedChange(.unchanged, localIdentifier: asset, album: identifier, title: album.title, index: old, note: "already at this index")
          : CommittedChange(.movedInAlbum, localIdentifier: asset, album: identifier, title: album.title, index: moved.start + offset, note: "from index \(old)"))
    }
    guard moved.list != album.assets else { return changes }
    album.assets = moved.list
    try save(album)
    return changes
  }

  /// Renames the album `identifier`.
  public func rename(album identifier: String, to title: String) throws(LibraryChangeError) -> CommittedChange {
    guard !title.isEmpty else { throw LibraryChangeError(path: root, reason: "an album needs a title", kind: .invalid) }
    var album = try existing(identifier)
    let old = album.title
    guard old != title else {
      return CommittedChange(.unchanged, album: identifier, title: title, note: "the album already has this title")
    }
    album.title = title
    try save(album)
    return CommittedChange(.albumRenamed, album: identifier, title: title, from: old)
  }

  /// Chooses the album's key asset (cover), which must be one of its assets; `nil` makes the
  /// first asset the cover again.
  public func setKeyAsset(_ asset: String?, ofAlbum identifier: String) throws(LibraryChangeError) -> CommittedChange {
    var album = try existing(identifier)
    if let asset, !album.assets.contains(asset) {
      throw LibraryChangeError(path: root, reason: "\(asset) is not in the album '\(album.title)'", kind: .invalid)
    }
    album.keyAsset = asset
    try save(album)
    return CommittedChange(.albumKeyAsset, localIdentifier: asset, album: identifier, title: album.title)
  }

  /// Deletes the album `identifier` (PhotoKit's `deleteAssetCollections`): its file is
  /// removed; its assets stay in the library.
  public func delete(album identifier: String) throws(LibraryChangeError) -> CommittedChange {
    let album = try existing(identifier)
    if !rehearsal { try StoredRecordFile.remove(album, in: folder) }
    albums.removeAll { $0.localIdentifier == identifier }
    return CommittedChange(.albumDeleted, album: identifier, title: album.title)
  }

  /// Replaces `old` by `new` in every album that lists it (a restore under a collision name
  /// gives the asset a new identifier); the albums changed.
  public func replaceAsset(_ old: String, with new: String) throws(LibraryChangeError) -> [StoredAlbum] {
    var changed: [StoredAlbum] = []
    for var album in albums where album.assets.contains(old) {
      album.assets = album.assets.map { $0 == old ? new : $0 }
      if album.keyAsset == old { album.keyAsset = new }
      try save(album)
      changed.append(album)
    }
    return changed
  }

  private func existing(_ identifier: String) throws(LibraryChangeError) -> StoredAlbum {
    guard let album = album(identifier: identifier) else {
      throw LibraryChangeError(path: root, reason: "no stored album \(identifier)", kind: .invalid)
    }
    return album
  }

  /// Now, as ISO 8601 in UTC to the second.
  static func now() -> String { StoredRecordFile.now() }

  /// Writes `album`'s file (new, or replacing its old version by rename) and keeps it.
  private func save(_ album: StoredAlbum, creating: Bool = false) throws(LibraryChangeError) {
    if !rehearsal { try StoredRecordFile.write(album, in: folder, creating: creating) }
    if let index = albums.firstIndex(where: { $0.localIdentifier == album.localIdentifier }) {
      albums[index] = album
    } else {
      albums.append(album)
    }
  }
}
