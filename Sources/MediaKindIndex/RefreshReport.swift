public import MediaKind

/// What one refresh of an index did (or, for a dry run, would do).
public struct RefreshReport: Sendable, Hashable {
  /// Files found under the root.
  public var scanned = 0
  /// Files whose stored classification was still current (not read again).
  public var unchanged = 0
  /// Files classified in this refresh (new, changed, or stored by another version or mode).
  public var classified = 0
  /// Files new to the index.
  public var insertedFiles = 0
  /// Files already indexed whose identity (size, time, inode) changed.
  public var changedFiles = 0
  /// Indexed files no longer found.
  public var removedFiles = 0
  /// Paths that could not be read, with the reason (they keep their old rows, if any).
  public var failures: [Classification] = []
  /// The asset-level changes (computed only when some file changed).
  public var changeSet = ChangeSet()
  /// Whether nothing was written.
  public var dryRun = false

  /// An empty report.
  public init() {}
}
