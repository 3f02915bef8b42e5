/// How an embedded image is coded: a JPEG byte range that can be used as it is, or a HEIF
/// item (HEVC, AV1, ...) that only a HEIF decoder can open.
public enum EmbeddedImageCodec: Sendable, Hashable, Codable {
  /// A complete JPEG (SOI … EOI) at ``EmbeddedImage/offset``.
  case jpeg
  /// A coded HEIF item of this item type (`hvc1`, `av01`, `jpeg`, ...).
  case heifItem(type: String, itemID: UInt32)
}
