/// How many results a request delivers and how good they are (PhotoKit's
/// `PHImageRequestOptionsDeliveryMode`).
public enum ImageDeliveryMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// A fast, degraded result first (an embedded image) when there is one, then the final one
  /// (`.opportunistic`, PhotoKit's default: the handler is called once or twice).
  case opportunistic
  /// One result, the best (`.highQualityFormat`): the image decoded by libvips.
  case highQualityFormat
  /// One result, fast (`.fastFormat`): an embedded image when there is one; no pixel of the
  /// image itself is decoded then.
  case fastFormat
}
