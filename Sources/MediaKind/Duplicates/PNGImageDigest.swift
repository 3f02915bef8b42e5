/// The digest of a PNG's image data without its metadata: the type and data of the IHDR,
/// PLTE, tRNS, IDAT, acTL, fcTL and fdAT chunks up to IEND, so text, EXIF, time, colour
/// profile and other ancillary chunks are not compared (their data is skipped, not read).
/// PNG specification (third edition) 5.3 (chunk layout).
enum PNGImageDigest {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  private static let imageChunks: Set<String> = ["IHDR", "PLTE", "tRNS", "IDAT", "acTL", "fcTL", "fdAT"]

  /// The digest, and whether it covers the whole image (false when `limit` bytes were fed
  /// first). `nil` when the file is no well-formed PNG up to its IEND.
  static func digest(of file: InputFile, limit: Int = .max) throws(InputFailure)
    -> (digest: UInt128, complete: Bool)?
  {
    var cursor = DigestCursor(file: file)
    for byte in signature {
      guard try cursor.next() == byte else { return nil }
    }
    while true {
      var header: [UInt8] = []
      for _ in 0..<8 {
        guard let byte = try cursor.next() else { return nil }
        header.append(byte)
      }
      let length = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
      guard length < 1 << 31 else { return nil }
      let type = String(decoding: header[4..<8], as: UTF8.self)
      if type == "IEND" { return (cursor.value(), true) }
      let isImage = imageChunks.contains(type)
      if isImage {
        for byte in header[4..<8] { cursor.feed(byte) }
        let take = min(length, max(0, limit - cursor.fedCount))
        guard try cursor.consume(take, feeding: true) else { return nil }
        if take < length { return (cursor.value(), false) }
        guard try cursor.consume(4, feeding: false) else { return nil }
      } else {
        guard try cursor.consume(length + 4, feeding: false) else { return nil }
      }
    }
  }
}
