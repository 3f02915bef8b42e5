/// The stored folders of one library, for change requests (PhotoKit's
/// `PHCollectionListChangeRequest`): `.mediakind/folders/<UUID>.json` (``StoredFolder``), each
/// written whole and renamed into place as ``StoredAlbumStore`` writes albums
/// (Docs/Changes.md, "Folders"). A folder holds stored albums and other stored folders, each
/// collection in one folder at most, never a folder inside itself.
///
/// Use it inside a ``LibraryTransaction``, with the library's album store (so an album made in
/// the same transaction can go into a folder):
/// ```swift
/// let transaction = try LibraryTransaction(library: "Photos")
/// let albums = try StoredAlbumStore(library: transaction.root)
/// let folders = try StoredFolderStore(library: transaction.root, albums: albums)
/// let trips = try folders.createFolder(title: "Trips").folder
/// let paris = try albums.createAlbum(title: "Paris").album
/// _ = try folders.addChildren([paris.localIdentifier], toFolder: trips.localIdentifier)
/// try transaction.finish()
/// ```
public final class StoredFolderStore {
  /// The library root as named.
  public let root: String
  /// The library's stored albums (the collections a folder can hold besides folders).
  public let albums: StoredAlbumStore
  private let folder: OutputDirectory
  private var folders: [StoredFolder]
  /// A rehearsal: changes made in memory only (as ``StoredAlbumStore``'s, whose rehearsal it
  /// follows).
  private var rehearsal: Bool { albums.rehearsal }

  /// Opens (making it when missing) `root/.mediakind/folders` and reads its folders. A folder
  /// file that cannot be read makes the store refuse: a change must not lose a folder it could
  /// not read. With a rehearsal album store, this store changes nothing on disk either.
  public init(library root: String, albums: StoredAlbumStore) throws(LibraryChangeError) {
    self.root = root
    self.albums = albums
    folder = try StoredRecordFile.folder(StoredFolderReader.folderName, library: root)
    folders = try StoredRecordFile.readAll(StoredFolder.self, in: folder, changing: "folders")
  }

  /// Every stored folder, in creation order, with its children as readers see them (an
  /// identifier of a deleted collection left out).
  public var all: [StoredFolder] {
    let tree = self.tree
    return folders.sorted(by: StoredFolder.precedes).map { folder in
      var shown = folder
      shown.children = tree.children[folder.localIdentifier] ?? []
      return shown
    }
  }

  /// The folder with `identifier`.
  public func folder(identifier: String) -> StoredFolder? {
    all.first { $0.localIdentifier == identifier }
  }

  /// The first folder (in creation order) whose title is `title` exactly.
  public func folder(titled title: String) -> StoredFolder? {
    all.first { $0.title == title }
  }

  /// The folder holding the album or folder `identifier`, `nil` at the top level.
  public func parent(of identifier: String) -> StoredFolder? {
    tree.parent[identifier].flatMap(folder(identifier:))
  }

  /// The stored albums and folders at the top level (in no folder), in creation order.
  public var topLevel: [String] { tree.topLevel }

  /// Creates a folder titled `title` (PhotoKit's
  /// `creationRequestForCollectionList(withTitle:)`); its identifier is a new random
  /// `UUID/L0/020`.
  public func createFolder(title: String) throws(LibraryChangeError) -> (folder: StoredFolder, change: CommittedChange) {
    guard !title.isEmpty else { throw LibraryChangeError(path: root, reason: "a folder needs a title", kind: .invalid) }
    var identifier: String
    repeat {
      identifier = StoredFolder.newIdentifier()
    } while folders.contains { $0.localIdentifier == identifier }
    let created = StoredFolder(localIdentifier: identifier, title: title, creationDate: StoredRecordFile.now())
    try save(created, creating: true)
    return (created, CommittedChange(.folderCreated, folder: identifier, title: title))
  }

  /// Renames the folder `identifier` (PhotoKit's `title = …`).
  public func rename(folder identifier: String, to title: String) throws(LibraryChangeError) -> CommittedChange {
    guard !title.isEmpty else { throw LibraryChangeError(path: root, reason: "a folder needs a title", kind: .invalid) }
    var found = try existing(identifier)
    let old = found.title
    guard old != title else {
      return CommittedChange(.unchanged, folder: identifier, title: title, note: "the folder already has this title")
    }
    found.title = title
    try save(found)
    return CommittedChange(.folderRenamed, folder: identifier, title: title, from: old)
  }

  /// Puts the albums and folders `identifiers` in the folder `identifier` at `position`
  /// (PhotoKit's `addChildCollections` and `insertChildCollections(_:at:)`). One in another
  /// folder moves out of it (its change's `from`); one in this folder already stays where it
  /// is (`unchanged`). A folder cannot go into itself or a folder inside it, and a folder of
  /// files or a folder album cannot go in at all (they change by moving files).
  public func addChildren(_ identifiers: [String], toFolder identifier: String, at position: AlbumPosition = .last)
    throws(LibraryChangeError) -> [CommittedChange]
  {
    var target = try existing(identifier)
    let tree = self.tree
    var changes: [CommittedChange] = []
    var adding: [String] = []
    for child in identifiers {
      try checkCollection(child)
      if tree.isInside(identifier, child) {
        throw LibraryChangeError(
          path: root, reason: "the folder '\(title(of: child))' cannot go into itself or a folder inside it", kind: .invalid)
      }
      if target.children.contains(child) || adding.contains(child) {
        changes.append(
          CommittedChange(.unchanged, localIdentifier: child, folder: identifier, title: target.title, note: "already in the folder"))
      } else {
        adding.append(child)
      }
    }
    guard !adding.isEmpty else { return changes }
    let indexes = try position.indexes(adding: adding.count, of: identifiers.count, into: target.children.count, library: root)
    target.children = AlbumPosition.insert(adding, at: indexes, into: target.children)
    // The new holder first, then the old ones: a crash between leaves a collection listed
    // twice (readers show it in the first folder), never in none.
    try save(target)
    for (index, child) in zip(indexes, adding) {
      let old = tree.parent[child]
      for var holder in folders where holder.localIdentifier != identifier && holder.children.contains(child) {
        holder.children.removeAll { $0 == child }
        try save(holder)
      }
      changes.append(CommittedChange(.addedToFolder, localIdentifier: child, folder: identifier, title: target.title, index: index, from: old))
    }
    return changes
  }

  /// Takes the albums and folders `identifiers` out of the folder `identifier`, to the top
  /// level (PhotoKit's `removeChildCollections`: the collections stay).
  public func removeChildren(_ identifiers: [String], fromFolder identifier: String) throws(LibraryChangeError) -> [CommittedChange] {
    var target = try existing(identifier)
    let removing = Set(identifiers)
    var changes: [CommittedChange] = []
    for child in identifiers where !target.children.contains(child) {
      changes.append(CommittedChange(.unchanged, localIdentifier: child, folder: identifier, title: target.title, note: "not in the folder"))
    }
    let kept = target.children.filter { !removing.contains($0) }
    guard kept.count != target.children.count else { return changes }
    for child in target.children where removing.contains(child) {
      changes.append(CommittedChange(.removedFromFolder, localIdentifier: child, folder: identifier, title: target.title))
    }
    target.children = kept
    try save(target)
    return changes
  }

  /// Moves the albums and folders `identifiers` (children of the folder `identifier`) so the
  /// first is at `index` of the folder, the others after it in the order given (PhotoKit's
  /// `moveChildCollections(at:to:)`); `index` past the end puts them last.
  public func moveChildren(_ identifiers: [String], inFolder identifier: String, to index: Int) throws(LibraryChangeError)
    -> [CommittedChange]
  {
    var target = try existing(identifier)
    var moving: [String] = []
    for child in identifiers where !moving.contains(child) {
      guard target.children.contains(child) else {
        throw LibraryChangeError(path: root, reason: "'\(title(of: child))' (\(child)) is not in the folder '\(target.title)'", kind: .invalid)
      }
      moving.append(child)
    }
    guard index >= 0 else { throw LibraryChangeError(path: root, reason: "the index must be 0 or more", kind: .invalid) }
    let (result, start) = AlbumPosition.move(moving, to: index, in: target.children)
    var changes: [CommittedChange] = []
    for (offset, child) in moving.enumerated() {
      let old = target.children.firstIndex(of: child) ?? 0
      changes.append(
        old == start + offset
          ? CommittedChange(.unchanged, localIdentifier: child, folder: identifier, title: target.title, index: old, note: "already at this index")
          : CommittedChange(.movedInFolder, localIdentifier: child, folder: identifier, title: target.title, index: start + offset, note: "from index \(old)"))
    }
    guard result != target.children else { return changes }
    target.children = result
    try save(target)
    return changes
  }

  /// Deletes the folder `identifier` (PhotoKit's `deleteCollectionLists`). Unlike Photos,
  /// which deletes a folder's albums with it, its albums and folders stay: they take its place
  /// in the folder that held it, or go to the top level.
  public func delete(folder identifier: String) throws(LibraryChangeError) -> [CommittedChange] {
    let deleted = try existing(identifier)
    var changes: [CommittedChange] = []
    let children = deleted.children
    if let holderID = tree.parent[identifier], var holder = folders.first(where: { $0.localIdentifier == holderID }) {
      // The holder lists the children in the folder's place; then the folder's file goes.
      let at = holder.children.firstIndex(of: identifier) ?? holder.children.count
      holder.children.replaceSubrange(at..<min(at + 1, holder.children.count), with: children)
      try save(holder)
      for (offset, child) in children.enumerated() {
        changes.append(
          CommittedChange(.addedToFolder, localIdentifier: child, folder: holderID, title: holder.title, index: at + offset, from: identifier))
      }
      if !rehearsal { try StoredRecordFile.remove(deleted, in: folder) }
      folders.removeAll { $0.localIdentifier == identifier }
      let moved = children.isEmpty ? "it was empty" : "its \(children.count) collection\(children.count == 1 ? "" : "s") moved to '\(holder.title)'"
      return [CommittedChange(.folderDeleted, folder: identifier, title: deleted.title, note: moved)] + changes
    }
    if !rehearsal { try StoredRecordFile.remove(deleted, in: folder) }
    folders.removeAll { $0.localIdentifier == identifier }
    for child in children {
      changes.append(CommittedChange(.removedFromFolder, localIdentifier: child, folder: identifier, title: deleted.title))
    }
    let moved = children.isEmpty ? "it was empty" : "its \(children.count) collection\(children.count == 1 ? "" : "s") moved to the top level"
    return [CommittedChange(.folderDeleted, folder: identifier, title: deleted.title, note: moved)] + changes
  }

  /// Where every stored album and folder sits now.
  private var tree: StoredFolderTree { StoredFolderTree(folders: folders, albums: albums.all) }

  /// The folder `identifier`, its children as readers see them.
  private func existing(_ identifier: String) throws(LibraryChangeError) -> StoredFolder {
    guard let found = folder(identifier: identifier) else {
      throw LibraryChangeError(path: root, reason: "no stored folder \(identifier)", kind: .invalid)
    }
    return found
  }

  /// Refuses what is neither a stored album nor a stored folder.
  private func checkCollection(_ identifier: String) throws(LibraryChangeError) {
    guard albums.album(identifier: identifier) != nil || folders.contains(where: { $0.localIdentifier == identifier }) else {
      throw LibraryChangeError(
        path: root, reason: "no stored album or folder \(identifier) (folder albums and folders of files change by moving their files)",
        kind: .invalid)
    }
  }

  /// The title of a stored album or folder, for messages.
  private func title(of identifier: String) -> String {
    albums.album(identifier: identifier)?.title ?? folders.first { $0.localIdentifier == identifier }?.title ?? identifier
  }

  /// Writes `folder`'s file (new, or replacing its old version by rename) and keeps it.
  private func save(_ record: StoredFolder, creating: Bool = false) throws(LibraryChangeError) {
    if !rehearsal { try StoredRecordFile.write(record, in: folder, creating: creating) }
    if let index = folders.firstIndex(where: { $0.localIdentifier == record.localIdentifier }) {
      folders[index] = record
    } else {
      folders.append(record)
    }
  }
}
