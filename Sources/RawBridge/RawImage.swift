/// A RAW file rendered by libraw: 8-bit RGB, top row first, already turned upright (libraw
/// applies the file's orientation).
public struct RawImage: Sendable {
  /// Pixels per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// `width * height * 3` bytes, R G B.
  public let rgb: [UInt8]
  /// Whether libraw rendered at half size (each 2×2 block of the sensor one pixel).
  public let isHalfSize: Bool
  /// What libraw went past while reading (`libraw: 3 data errors, the first at offset 1378`);
  /// empty when nothing.
  public let warnings: [String]
}
