/// Generated files for the duplicate tests: JPEGs with real scan data and PNGs whose image
/// chunks are fixed while their metadata varies.
public enum DuplicateFixtures {
  /// `count` bytes of scan data from `seed`, none of them 0xFF (so no byte stuffing applies).
  public static func scan(seed: Int, count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: ($0 &* 31 &+ seed &* 7 &+ ($0 >> 8)) % 255) }
  }

  /// A baseline JPEG: SOI, an optional EXIF APP1 (camera `make`/`model` and `date` when
  /// given), an optional COM, DQT, SOF0 of `width`×`height`, SOS, `scan`, EOI.
  public static func jpeg(
    make: String? = nil, model: String? = nil, date: String? = nil, comment: String? = nil,
    width: UInt16 = 40, height: UInt16 = 30, scan: [UInt8]
  ) -> [UInt8] {
    var b = ByteBuilder()
    b.append([0xFF, 0xD8])
    var ifd0: [TIFFField] = []
    if let make { ifd0.append(.ascii(0x010F, make)) }
    if let model { ifd0.append(.ascii(0x0110, model)) }
    let exif: [TIFFField] = date.map { [.ascii(0x9003, $0)] } ?? []
    if !ifd0.isEmpty || !exif.isEmpty {
      b.jpegSegment(0xE1, Array("Exif\0\0".utf8) + TIFFBuilder.build(ifd0: ifd0, exif: exif))
    }
    if let comment { b.jpegSegment(0xFE, Array(comment.utf8)) }
    b.jpegSegment(0xDB, [0] + (1...64).map { UInt8($0) })
    b.jpegSegment(0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0])
    b.jpegSegment(0xDA, [1, 1, 0, 0, 63, 0])
    b.append(scan)
    b.append([0xFF, 0xD9])
    return b.bytes
  }

  /// A PNG of `width`×`height` with `idat` as its image data and, when given, a tEXt chunk.
  public static func png(width: UInt32 = 8, height: UInt32 = 8, idat: [UInt8], text: String? = nil) -> [UInt8] {
    var b = ByteBuilder()
    b.append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var ihdr = ByteBuilder()
    ihdr.u32be(width)
    ihdr.u32be(height)
    ihdr.append([8, 2, 0, 0, 0])
    b.pngChunk("IHDR", ihdr.bytes)
    if let text { b.pngChunk("tEXt", Array("Comment\0\(text)".utf8)) }
    b.pngChunk("IDAT", idat)
    b.pngChunk("IEND", [])
    return b.bytes
  }
}
