/// Writes an EXIF orientation into a JPEG's bytes (a new APP1 `Exif` segment right after SOI,
/// holding IFD0 with one entry, Orientation 0x0112), so viewers turn an embedded image that is
/// passed on undecoded. An existing APP1 Exif segment of the embedded image is kept after it
/// (readers use the first).
///
/// ```
/// FF E1 u16be length   "Exif\0\0"   "MM\0*" u32be 8   u16be 1 entry
/// 01 12  00 03  00 00 00 01  u16be orientation 00 00   u32be 0 (no next IFD)
/// ```
/// Spec: EXIF 2.32 §4.5.4 (APP1), §4.6.2 (IFD structure), Orientation 0x0112 SHORT.
enum JPEGOrientationTagger {
  static func tagged(_ jpeg: [UInt8], orientation: Int) -> [UInt8] {
    guard orientation != 1, (2...8).contains(orientation), jpeg.count >= 2, jpeg[0] == 0xFF, jpeg[1] == 0xD8
    else { return jpeg }
    let tiff: [UInt8] = [
      0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01,
      0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, UInt8(orientation), 0x00, 0x00,
      0x00, 0x00, 0x00, 0x00,
    ]
    let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
    let length = payload.count + 2
    var out: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)]
    out.reserveCapacity(jpeg.count + out.count + payload.count)
    out += payload
    out += jpeg[2...]
    return out
  }
}
