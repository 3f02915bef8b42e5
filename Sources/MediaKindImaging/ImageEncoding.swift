/// The encoding of a result's bytes.
public enum ImageEncoding: String, Sendable, Hashable, Codable, CaseIterable {
  /// JPEG (baseline, 8-bit).
  case jpeg
  /// PNG (lossless, keeps transparency).
  case png
  /// WebP (lossy).
  case webp

  /// The file name extension for this encoding.
  public var fileExtension: String {
    switch self {
    case .jpeg: "jpg"
    case .png: "png"
    case .webp: "webp"
    }
  }
}
