/// How the image meets the target size (PhotoKit's `PHImageContentMode`).
public enum ImageContentMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// The whole image inside the target (`.aspectFit`, PhotoKit's default).
  case aspectFit
  /// The target covered by the image (`.aspectFill`).
  case aspectFill
}
