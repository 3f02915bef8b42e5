import GRDB
import MediaKind

extension LibraryIndex {
  /// The change set of a first index (no row before it; Docs/Library.md, "A refresh's
  /// memory"): every asset the rows just written make, inserted. Built folder group by folder
  /// group (`FolderGroups`: a folder with the folders its content and burst identifiers join,
  /// the scope a refresh closes a folder over), each group's rows read back and decoded, its
  /// assets built, its changes kept and its files let go; so what is held is one group's
  /// files and the change set's own records, never every file. The assets of a group are the
  /// ones the whole library makes of its files (Docs/Library.md, "The change set's scope"),
  /// and the changes are sorted as `ChangeSet.init(from:to:moved:)` sorts them, so the change
  /// set equals the whole-library one (`FirstIndexChangeSetTests`).
  func firstIndexChangeSet(prefix: String, registry: FormatRegistry) throws -> ChangeSet {
    let inserted = try readDatabase { db in
      let groups = try FolderGroups(db: db)
      var done: Set<PathKey> = []
      var inserted: [ChangeSet.Change] = []
      // Every path once, in walk order (through `file_walkOrder`): each folder not yet built
      // starts its group.
      let paths = try String.fetchCursor(db, sql: "SELECT path FROM file ORDER BY \(StoredRowMerge.orderExpression)")
      while let path = try paths.next() {
        let folder = PathKey(ChangeScope.folder(of: path))
        guard !done.contains(folder) else { continue }
        let group = groups.group(of: folder)
        done.formUnion(group)
        var files: [(relative: String, file: LibraryFile)] = []
        for member in group {
          for row in try ChangeScope.rows(inFolder: member.path, db: db) {
            if let file = row.decoded(prefix: prefix) { files.append((row.relativePath, file)) }
          }
        }
        files.sort { Self.walkPrecedes($0.relative, $1.relative) }
        // With the root, so identifiers are the ones the library keeps (Docs/Changes.md, "Identity").
        let library = MediaLibrary(files: files.map(\.file), registry: registry, roots: [root], livePairing: livePairing)
        inserted += ChangeSet(from: [], to: library.assets).inserted
      }
      return inserted
    }
    return ChangeSet(inserted: inserted.sorted(by: ChangeSet.Change.precedes))
  }
}
