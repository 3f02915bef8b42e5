/// One EXIF entry as libexif read it: the tag, its TIFF type, and the raw value bytes.
///
/// The bridge keeps the raw bytes and the byte order, and leaves their meaning to the
/// library: MediaKind's tag tables decode them the same way for libexif's entries and for
/// its own TIFF walker.
public struct ExifEntry: Sendable, Hashable {
  /// The IFD the entry was found in.
  public let ifd: ExifIFD
  /// The tag number, such as `0x9003` for DateTimeOriginal.
  public let tag: UInt16
  /// The TIFF field type (1 BYTE, 2 ASCII, 3 SHORT, 4 LONG, 5 RATIONAL, 7 UNDEFINED, ...).
  public let format: UInt16
  /// The number of values of that type.
  public let components: Int
  /// The value bytes, in the payload's byte order.
  public let bytes: [UInt8]
  /// Whether the payload is big-endian (`MM`).
  public let isBigEndian: Bool

  public init(
    ifd: ExifIFD, tag: UInt16, format: UInt16, components: Int, bytes: [UInt8],
    isBigEndian: Bool
  ) {
    self.ifd = ifd
    self.tag = tag
    self.format = format
    self.components = components
    self.bytes = bytes
    self.isBigEndian = isBigEndian
  }
}
