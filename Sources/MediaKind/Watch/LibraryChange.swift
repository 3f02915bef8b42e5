/// One change set of an observed folder (PhotoKit's `PHChange` with its fetch-result and
/// collection change details): the assets inserted, changed and removed, their records, and
/// which assets entered or left each smart album.
public struct LibraryChange: Sendable {
  /// Inserted, removed and changed assets (and moved files), in path order.
  public var changeSet: ChangeSet
  /// The inserted assets as they are now, in `changeSet.inserted` order.
  public var insertedAssets: [Asset]
  /// The changed assets as they are now, in `changeSet.changed` order.
  public var changedAssets: [Asset]
  /// The removed assets as they were, in `changeSet.removed` order.
  public var removedAssets: [Asset]
  /// Smart albums whose members changed (assets moving between albums), in album order.
  public var albumChanges: [SmartAlbumChange]
  /// The library after the change.
  public var library: MediaLibrary
  /// Things the observer had to do that a caller should know (a rescan instead of
  /// notifications, a folder that could not be watched).
  public var warnings: [String]

  /// Whether nothing changed.
  public var isEmpty: Bool {
    changeSet.inserted.isEmpty && changeSet.removed.isEmpty && changeSet.changed.isEmpty
  }
}

/// Assets that entered or left one smart album (PhotoKit's collection change details).
public struct SmartAlbumChange: Sendable, Hashable, Codable {
  /// The smart album.
  public var album: SmartAlbum
  /// Local identifiers of the assets now in the album that were not before.
  public var inserted: [String]
  /// Local identifiers of the assets no longer in the album.
  public var removed: [String]
  /// The album's count after the change.
  public var count: Int

  /// A change of `album`: assets `inserted` and `removed`, `count` after.
  public init(album: SmartAlbum, inserted: [String], removed: [String], count: Int) {
    self.album = album
    self.inserted = inserted
    self.removed = removed
    self.count = count
  }
}
