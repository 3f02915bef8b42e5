/// The digest of a JPEG's image data without its metadata: every byte from SOI to the first
/// EOI except the APPn (0xE0–0xEF) and COM (0xFE) segments, so the tables, frame and scan
/// headers and the entropy-coded data are compared, and EXIF, XMP, ICC, MPF, JFIF and
/// comments are not. What follows EOI (an MPF secondary image, a Motion Photo's video, a
/// trailer) is not read. ITU-T T.81 B.1 (marker layout) and F.1.2.3 (byte stuffing).
enum JPEGImageDigest {
  /// The digest, and whether it covers the whole image (false when `limit` bytes of scan
  /// data were fed first). `nil` when the file is no well-formed JPEG up to its EOI (a
  /// truncated file has no image digest).
  static func digest(of file: InputFile, limit: Int = .max) throws(InputFailure)
    -> (digest: UInt128, complete: Bool)?
  {
    var cursor = DigestCursor(file: file)
    guard try cursor.next() == 0xFF, try cursor.next() == 0xD8 else { return nil }
    var scanBytes = 0
    var inScan = false
    while true {
      // A marker: 0xFF, fill bytes, then the code.
      guard var code = try cursor.next() else { return nil }
      if inScan {
        if code != 0xFF {
          // Entropy-coded data: this byte and the run up to the next 0xFF, within `limit`.
          cursor.feed(code)
          scanBytes += 1
          if scanBytes < limit { scanBytes += try cursor.feedUntilMarkerByte(limit: limit - scanBytes) }
          if scanBytes >= limit { return (cursor.value(), false) }
          continue
        }
        guard let after = try cursor.next() else { return nil }
        if after == 0x00 || (0xD0...0xD7).contains(after) {
          cursor.feed(0xFF)
          cursor.feed(after)
          scanBytes += 2
          continue
        }
        code = after
      } else {
        guard code == 0xFF else { return nil }
        guard let next = try cursor.next() else { return nil }
        code = next
      }
      while code == 0xFF {
        guard let next = try cursor.next() else { return nil }
        code = next
      }
      inScan = false
      switch code {
      case 0xD9: return (cursor.value(), true)
      case 0xD0...0xD7, 0x01:
        cursor.feed(0xFF)
        cursor.feed(code)
        continue
      case 0x00, 0xD8: return nil
      default: break
      }
      guard let high = try cursor.next(), let low = try cursor.next() else { return nil }
      let length = Int(high) << 8 | Int(low)
      guard length >= 2 else { return nil }
      let isMetadata = (0xE0...0xEF).contains(code) || code == 0xFE
      if !isMetadata {
        cursor.feed(0xFF)
        cursor.feed(code)
        cursor.feed(high)
        cursor.feed(low)
      }
      guard try cursor.consume(length - 2, feeding: !isMetadata) else { return nil }
      if code == 0xDA { inScan = true }
    }
  }
}
