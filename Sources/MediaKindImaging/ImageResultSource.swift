/// Where a result's pixels came from.
public enum ImageResultSource: String, Sendable, Hashable, Codable {
  /// An embedded thumbnail (EXIF IFD1, HEIF `thmb`, CR3 `THMB`): no decoding of the image.
  case embeddedThumbnail
  /// An embedded preview (MPF large thumbnail, a RAW's JPEG preview, CR3 `PRVW`).
  case embeddedPreview
  /// The image (or a video frame) decoded and resized.
  case decoded
}
