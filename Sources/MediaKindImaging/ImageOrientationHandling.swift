/// How a result deals with the file's EXIF orientation.
public enum ImageOrientationHandling: String, Sendable, Hashable, Codable {
  /// The pixels are upright (the decoder turned them, or the orientation is 1).
  case pixels
  /// The bytes are an embedded image as stored, with the orientation written into its own EXIF
  /// (APP1) so viewers turn it; the pixels themselves are not turned.
  case metadata
}
