public import MediaKind

extension LibraryIndex {
  /// The indexes of `roots` that exist (each root's `.mediakind/index.sqlite`, or `location`),
  /// as one read-only cache for `MediaLibrary.scan(inputs:)`
  /// (`classify assets` reads them so): nothing is written, nothing is created. Roots that are
  /// no folders are passed over; an index that cannot be read is told to `onError` and
  /// passed over. Nil when there is none.
  public static func cache(
    forRoots roots: [String], location: String? = nil,
    onError: (_ root: String, _ error: any Error) -> Void = { _, _ in }
  ) -> (any LibraryFileCache)? {
    var snapshots: [IndexSnapshot] = []
    for root in roots where system_stat(root)?.type == .directory {
      do {
        if let opened = try LibraryIndex.existing(root: root, location: location) {
          snapshots.append(try opened.snapshot())
        }
      } catch {
        onError(root, error)
      }
    }
    return snapshots.isEmpty ? nil : CombinedFileCache(caches: snapshots)
  }
}
