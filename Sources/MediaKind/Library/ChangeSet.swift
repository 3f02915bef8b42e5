/// What was inserted, removed and changed between two states of a library (PhotoKit's
/// `PHFetchResultChangeDetails`: `insertedObjects`, `removedObjects`, `changedObjects`).
///
/// Assets are matched by ``Asset/localIdentifier`` (derived from the primary file's path):
/// an asset is *changed* when any of its resources or facts differ (a new size, a Live video
/// found, a new rating), but not when only a modification time moved (`touch`). A renamed
/// file is removed under its old name and inserted under the new one; ``moved`` lists such
/// renames (same device, inode, size and time) for callers that want to follow files.
public struct ChangeSet: Sendable, Hashable, Codable {
  /// One asset-level change.
  public struct Change: Sendable, Hashable, Codable {
    /// What happened.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
      /// New since the earlier state.
      case inserted
      /// Gone since the earlier state.
      case removed
      /// Present in both, with other resources or facts.
      case changed
    }
    /// What happened.
    public var kind: Kind
    /// The asset's identifier.
    public var localIdentifier: String
    /// The asset's primary path.
    public var path: String
    /// The asset's media type (after the change; before it for a removal).
    public var mediaType: MediaType

    /// A change from its parts.
    public init(kind: Kind, localIdentifier: String, path: String, mediaType: MediaType) {
      self.kind = kind
      self.localIdentifier = localIdentifier
      self.path = path
      self.mediaType = mediaType
    }

    /// The order of each list of a change set: by path, then identifier (an index that builds
    /// a change set in parts sorts the parts' changes with it).
    package static func precedes(_ a: Change, _ b: Change) -> Bool {
      a.path != b.path ? a.path < b.path : a.localIdentifier < b.localIdentifier
    }
  }

  /// A file found under a new path.
  public struct Move: Sendable, Hashable, Codable {
    /// The old path.
    public var from: String
    /// The new path.
    public var to: String

    /// A move from one path to another.
    public init(from: String, to: String) {
      self.from = from
      self.to = to
    }
  }

  /// Assets that are new, in path order.
  public var inserted: [Change]
  /// Assets that are gone, in path order.
  public var removed: [Change]
  /// Assets whose resources or facts differ, in path order.
  public var changed: [Change]
  /// Files renamed or moved (informative: they are also in `removed` and `inserted`).
  public var moved: [Move]

  /// A change set from its parts.
  public init(
    inserted: [Change] = [], removed: [Change] = [], changed: [Change] = [], moved: [Move] = []
  ) {
    self.inserted = inserted
    self.removed = removed
    self.changed = changed
    self.moved = moved
  }

  /// The changes from `old` to `new`, matching assets by local identifier.
  public init(from old: [Asset], to new: [Asset], moved: [Move] = []) {
    var before: [String: Asset] = [:]
    for asset in old { before[asset.localIdentifier] = asset }
    var inserted: [Change] = []
    var changed: [Change] = []
    var seen: Set<String> = []
    for asset in new {
      seen.insert(asset.localIdentifier)
      let change = Change(
        kind: .inserted, localIdentifier: asset.localIdentifier, path: asset.path,
        mediaType: asset.mediaType)
      guard let previous = before[asset.localIdentifier] else {
        inserted.append(change)
        continue
      }
      if previous.contentForComparison != asset.contentForComparison {
        var c = change
        c.kind = .changed
        changed.append(c)
      }
    }
    let removed = old.filter { !seen.contains($0.localIdentifier) }.map {
      Change(kind: .removed, localIdentifier: $0.localIdentifier, path: $0.path, mediaType: $0.mediaType)
    }
    func sorted(_ list: [Change]) -> [Change] { list.sorted(by: Change.precedes) }
    self.init(
      inserted: sorted(inserted), removed: sorted(removed), changed: sorted(changed),
      moved: moved.sorted { $0.to < $1.to })
  }

  /// Whether nothing changed (moves alone count as changes).
  public var isEmpty: Bool {
    inserted.isEmpty && removed.isEmpty && changed.isEmpty && moved.isEmpty
  }

  /// PhotoKit's `hasIncrementalChanges`: true (a change set always describes increments).
  public var hasIncrementalChanges: Bool { true }

  /// Every change: removals, insertions, then changes, each in path order.
  public var all: [Change] { removed + inserted + changed }
}
