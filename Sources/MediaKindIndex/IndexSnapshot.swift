public import MediaKind

/// The contents of an index at one moment, used as a cache by scans that do not write the
/// index (`classify assets`, `classify albums`): a file whose identity still matches is taken
/// from here instead of being classified again.
public struct IndexSnapshot: LibraryFileCache {
  /// By absolute path, compared as bytes (Docs/Library.md, "Paths are compared as bytes").
  private let rows: [PathKey: IndexedFile]
  private let prefix: String
  private let classifierVersion: String?

  init(rows: [IndexedFile], prefix: String, classifierVersion: String?) {
    var byPath: [PathKey: IndexedFile] = [:]
    for row in rows { byPath[PathKey(prefix + row.relativePath)] = row }
    self.rows = byPath
    self.prefix = prefix
    self.classifierVersion = classifierVersion
  }

  /// Files in the snapshot.
  public var count: Int { rows.count }

  /// The stored file for `path` when its identity, mode and tool version still match.
  public func cachedFile(path: String, identity: FileIdentity, mode: ClassificationMode)
    -> LibraryFile?
  {
    guard let row = rows[PathKey(path)],
      row.isCurrent(
        for: identity, mode: mode, classifierVersion: classifierVersion ?? row.classifierVersion)
    else { return nil }
    return row.decoded(prefix: prefix)
  }
}
