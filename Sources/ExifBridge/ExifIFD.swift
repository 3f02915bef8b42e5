/// The image file directories libexif distinguishes (`ExifIfd`).
public enum ExifIFD: UInt32, Sendable, Hashable, CaseIterable {
  /// IFD0, the main image.
  case ifd0 = 0
  /// IFD1, the thumbnail.
  case ifd1 = 1
  /// The EXIF sub-IFD (pointer 0x8769).
  case exif = 2
  /// The GPS sub-IFD (pointer 0x8825).
  case gps = 3
  /// The interoperability sub-IFD (pointer 0xA005).
  case interoperability = 4
}
