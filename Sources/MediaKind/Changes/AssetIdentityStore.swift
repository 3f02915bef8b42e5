/// Keeps asset identifiers across the changes MediaKind makes (Docs/Changes.md, "Identity";
/// Decision 0010): the library's identity table (`.mediakind/identities.json`,
/// ``StoredIdentities``), changed only inside a ``LibraryTransaction`` (which holds the lock)
/// and written whole to a temporary file, `fsync`ed and renamed over the old one
/// (`OutputDirectory.write(durable:)`), never through a link.
///
/// - A restore under a collision name keeps the asset's identifier: an entry names the new path.
/// - An import whose path hash is still held by another asset (one in Recently Deleted, or one
///   whose identifier the table keeps) gets a fresh identifier, kept here, so two assets never
///   share one.
/// - A delete drops the asset's entry (its Recently Deleted manifest keeps the identifier).
final class AssetIdentityStore {
  private let transaction: LibraryTransaction
  private var table: StoredIdentities
  /// Entries by relative path, as bytes (Docs/Library.md, "Paths are compared as bytes").
  private var byPath: [PathKey: Int]

  /// The table of the transaction's library (empty when it has none). A table that is there
  /// but cannot be read is refused: a change must not lose the identifiers it holds.
  init(transaction: LibraryTransaction) throws(LibraryChangeError) {
    self.transaction = transaction
    let (table, diagnostic) = StoredIdentities.read(root: transaction.root)
    if let diagnostic {
      throw LibraryChangeError(path: transaction.root + "/.mediakind/" + StoredIdentities.fileName, reason: diagnostic, kind: .failed)
    }
    self.table = table
    byPath = [:]
    for (index, entry) in table.assets.enumerated() { byPath[PathKey(entry.path)] = index }
  }

  /// Every identifier the table keeps.
  var identifiers: Set<String> { Set(table.assets.map(\.localIdentifier)) }

  /// The identifier kept for the primary file at `path` (relative to the root), if any.
  func identifier(at path: String) -> String? {
    byPath[PathKey(path)].map { table.assets[$0].localIdentifier }
  }

  /// Keeps `identifier` for the primary file at `path` (relative to the root), with its size,
  /// device, inode and content hash (read now); an identifier equal to the path hash needs no
  /// entry (one there is removed). Written at once.
  func keep(_ identifier: String, at path: String) throws(LibraryChangeError) {
    let absolute = transaction.root.hasSuffix("/") ? transaction.root + path : transaction.root + "/" + path
    if identifier == AssetBuilder.localIdentifier(forPrimaryPath: absolute, workingDirectory: PathParts.currentDirectory()) {
      try remove(at: path)
      return
    }
    let fd = LibraryTransaction.openSource(absolute)
    guard fd >= 0 else { throw LibraryChangeError(path: absolute, reason: system_strerror(system_errno), kind: .failed) }
    defer { system_close(fd) }
    guard let info = system_fstat(fd) else {
      throw LibraryChangeError(path: absolute, reason: system_strerror(system_errno), kind: .failed)
    }
    let entry = StoredIdentities.Entry(
      path: path, localIdentifier: identifier, size: info.size, device: info.device, inode: info.inode,
      contentHash: ContentComparison.hash(fd).map(StoredIdentities.hashText),
      headHash: ContentComparison.hash(fd, limit: StoredIdentities.headBytes).map(StoredIdentities.hashText))
    if let index = byPath[PathKey(path)] {
      table.assets[index] = entry
    } else {
      byPath[PathKey(path)] = table.assets.count
      table.assets.append(entry)
    }
    try save()
  }

  /// Drops the entry of the primary file at `path`, if any. Written at once.
  func remove(at path: String) throws(LibraryChangeError) {
    guard let index = byPath[PathKey(path)] else { return }
    table.assets.remove(at: index)
    byPath = [:]
    for (index, entry) in table.assets.enumerated() { byPath[PathKey(entry.path)] = index }
    try save()
  }

  private func save() throws(LibraryChangeError) {
    table.assets.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    byPath = [:]
    for (index, entry) in table.assets.enumerated() { byPath[PathKey(entry.path)] = index }
    let location = transaction.root + "/.mediakind/" + StoredIdentities.fileName
    guard let bytes = table.encoded() else {
      throw LibraryChangeError(path: location, reason: "cannot encode the identity table", kind: .failed)
    }
    do {
      let state = try OutputDirectory(creating: transaction.root, create: false).subdirectory(LibraryTransaction.stateFolder)
      try state.write(bytes, to: StoredIdentities.fileName, durable: true)
    } catch {
      throw LibraryChangeError(path: error.path, reason: error.reason, kind: error.refused ? .refused : .failed)
    }
  }
}
