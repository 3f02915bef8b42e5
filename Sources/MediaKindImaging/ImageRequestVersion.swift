/// Which version of a photo a request shows (PhotoKit's `PHImageRequestOptionsVersion`).
public enum ImageRequestVersion: String, Sendable, Hashable, Codable, CaseIterable {
  /// The edited render when the asset has one (`IMG_E1234.JPG` beside `IMG_1234.HEIC`), else
  /// the original (`.current`).
  case current
  /// The original file, edits ignored (`.original`).
  case original
}
