/// The encoding of a result's bytes.
public enum ImageEncoding: String, Sendable, Hashable, Codable, CaseIterable {
  case jpeg, png, webp

  /// The file name extension for this encoding.
  public var fileExtension: String {
    switch self {
    case .jpeg: "jpg"
    case .png: "png"
    case .webp: "webp"
    }
  }
}
