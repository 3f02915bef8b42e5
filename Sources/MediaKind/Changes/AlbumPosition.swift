/// Where assets go in a stored album: first (PhotoKit's `insertAssets(_:at: [0…])`, which
/// makes the first of them the album's cover) or after its last asset (`addAssets`).
public enum AlbumPosition: Sendable, Hashable {
  /// Before every asset of the album, in the order given.
  case first
  /// After every asset of the album, in the order given.
  case last
  /// At these indexes of the album after the insert (PhotoKit's `insertAssets(_:at:)`: the
  /// indexes, ascending, one per asset).
  case indexes([Int])
}
