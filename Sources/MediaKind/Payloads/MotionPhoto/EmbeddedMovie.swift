/// Checks for, and searches for, an ISO BMFF movie (MP4/QuickTime) embedded in a still image.
///
/// ```
/// offset+0 u32be box size   offset+4 "ftyp"   offset+8 major brand   offset+12 minor version
/// offset+16 compatible brands ... (to offset + size)
/// ```
/// Spec: ISO/IEC 14496-12 §4.3 (FileTypeBox). Verification follows `Docs/DetectionRules.md` "Motion photos"
/// ("validate that an ftyp box really sits at the computed offset"; ente logs "video length
/// looks invalid" and falls back). The scan mirrors PhotoPrism `pkg/media/video/chunks.go`
/// (`ftyp` followed by a compatible brand) and ente `motion_photos` (the `ftypmp42` pattern),
/// but reads with an overlap so a match split across two reads is still found.
enum EmbeddedMovie {
  /// Major brands accepted by the scan: the MP4/QuickTime/3GP brands cameras write
  /// (PhotoPrism `pkg/media/video/brands.go`; ISO/IEC 14496-12 and -14; 3GPP TS 26.244).
  static let scanBrands: Set<String> = [
    "mp41", "mp42", "isom", "iso2", "iso4", "iso5", "iso6", "avc1", "qt  ", "3gp4", "3gp5",
    "3gp6", "mmp4", "M4V ", "MSNV", "hvc1", "dash",
  ]

  /// Bytes read per step of the scan.
  static let scanChunk = 1 << 20

  /// Whether a `ftyp` box starts at `offset`: its type is `ftyp` and its size (8 to 4096
  /// bytes) fits in the file.
  static func hasFileTypeBox(_ source: ByteSource, at offset: Int) -> Bool {
    guard offset >= 0, offset <= source.size - 12 else { return false }
    let header = source.read(at: offset, count: 12)
    guard header.count == 12, header.matches(ascii: "ftyp", at: 4),
      let size = header.integer(at: 0, as: UInt32.self)
    else { return false }
    return size >= 8 && size <= 4096 && Int(size) <= source.size - offset
  }

  /// The offset of the first `ftyp` box with a known major brand in `start..<source.size`,
  /// reading at most `maxBytes`; nil when none is found or reading stops (budget, fast path).
  static func scan(_ source: ByteSource, from start: Int, maxBytes: Int) -> Int? {
    let needle = Array("ftyp".utf8)
    let overlap = 11  // size(4) before "ftyp", brand(4) after it, minus one
    var position = max(0, start)
    var readSoFar = 0
    while position < source.size, readSoFar < maxBytes {
      let count = min(scanChunk, source.size - position, maxBytes - readSoFar)
      let chunk = source.read(at: position, count: count)
      guard !chunk.isEmpty else { return nil }
      readSoFar += chunk.count
      // "ftyp" needs the 4-byte size before it; a chunk shorter than that (the scan starts
      // in the last bytes of the file) holds no box (Samples/broken/jpeg/
      // motion-photo-scan-from-last-bytes.jpg: a `4..<2` range trapped here).
      guard chunk.count >= 8 else { return nil }
      var from = 4
      while let hit = chunk.firstIndex(of: needle, in: from..<chunk.count) {
        let boxStart = position + hit - 4
        if hit + 8 <= chunk.count,
          scanBrands.contains(String(decoding: chunk[(hit + 4)..<(hit + 8)], as: UTF8.self)),
          hasFileTypeBox(source, at: boxStart)
        {
          return boxStart
        }
        from = hit + 1
      }
      guard chunk.count == count, count > overlap, position + count < source.size else {
        return nil
      }
      position += count - overlap
    }
    return nil
  }
}
