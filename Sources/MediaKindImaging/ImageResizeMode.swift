/// How closely a result matches the target size (PhotoKit's `PHImageRequestOptionsResizeMode`).
public enum ImageResizeMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// The source size: no resizing at all (`.none`).
  case none
  /// About the target size, possibly larger (`.fast`): an embedded image as it is, or a decode
  /// that covers the target.
  case fast
  /// Exactly the target size under the content mode (`.exact`): aspect-fit gives the largest
  /// size inside the target, aspect-fill gives the target size itself (centre crop).
  case exact
}
