/// The 18-byte header of a Truevision TGA file, and whether it can describe the file it heads.
///
/// ```
/// 0 u8 ID length  1 u8 colour map type (0 none, 1 present)  2 u8 image type (1 colour-mapped,
/// 2 true colour, 3 grey; 9, 10, 11 the same run-length encoded; 32, 33 historic compressed
/// colour-mapped)  3 u16le first map entry
/// 5 u16le map length  7 u8 map entry bits  8 u16le x origin  10 u16le y origin
/// 12 u16le width  14 u16le height  16 u8 pixel depth  17 u8 descriptor (bits 0-3 alpha bits,
/// 4 right to left, 5 top row first, 6-7 zero)
/// 18 image ID, colour map, pixel data; TGA 2.0 ends with a 26-byte footer: u32le extension
/// area offset, u32le developer directory offset, "TRUEVISION-XFILE." and NUL
/// ```
/// TGA has no magic number at its start, so a header is taken at its word only when every
/// field fits the image type and the file is large enough for the pixels it declares
/// (``inconsistency(fileSize:)``): a file named `.tga` that is something else, or a header
/// whose size is absurd, gives no pixel size. Image types 32 and 33 (``historicCompression``)
/// are valid TGA that nothing here decodes: their header is checked all the same, and they are
/// reported as unsupported, not as damage. Spec: Truevision TGA File Format Specification
/// 2.0 (1989), "Image File Specification" and "TGA File Footer".
public struct TGAHeader: Sendable, Hashable {
  /// Bytes of the image ID that follows the header (offset 0).
  public var idLength: Int
  /// 0: no colour map; 1: a colour map follows the image ID (offset 1).
  public var colorMapType: Int
  /// 1 colour-mapped, 2 true colour, 3 grey; 9, 10, 11 the same run-length encoded; 32, 33
  /// compressed colour-mapped data of a historic kind (``historicCompression``) (offset 2).
  public var imageType: Int
  /// The index of the colour map's first entry (offset 3).
  public var colorMapFirst: Int
  /// The number of colour map entries (offset 5).
  public var colorMapLength: Int
  /// Bits of one colour map entry: 15, 16, 24 or 32 (offset 7).
  public var colorMapEntryBits: Int
  /// Pixels per row (offset 12).
  public var width: Int
  /// Rows (offset 14).
  public var height: Int
  /// Bits of one stored pixel (offset 16).
  public var pixelDepth: Int
  /// Alpha bits (0-3), right to left (4), top row first (5); bits 6-7 are zero (offset 17).
  public var descriptor: Int

  /// The header's size in bytes.
  public static let size = 18
  /// The footer of a TGA 2.0 file: its size and the signature that ends it.
  public static let footerSize = 26
  /// The last 18 bytes of a TGA 2.0 file: `TRUEVISION-XFILE.` and a NUL.
  public static let footerSignature = Array("TRUEVISION-XFILE.\0".utf8)

  /// The header at the start of `head`; nil when `head` is shorter than 18 bytes.
  public init?(_ head: [UInt8]) {
    guard head.count >= Self.size else { return nil }
    func u16(_ at: Int) -> Int { Int(head[at]) | Int(head[at + 1]) << 8 }
    idLength = Int(head[0])
    colorMapType = Int(head[1])
    imageType = Int(head[2])
    colorMapFirst = u16(3)
    colorMapLength = u16(5)
    colorMapEntryBits = Int(head[7])
    width = u16(12)
    height = u16(14)
    pixelDepth = Int(head[16])
    descriptor = Int(head[17])
  }

  /// Whether the pixel data is run-length encoded (types 9, 10, 11).
  public var isRunLengthEncoded: Bool { (9...11).contains(imageType) }

  /// What compresses the pixels of image types 32 and 33, nil for every other type. The TGA
  /// specification lists both ("compressed color-mapped data, using Huffman, Delta, and
  /// runlength encoding", the second "in a 4-pass quadtree-type process") without describing
  /// the coding, and no decoder MediaKind uses reads them (libvips has no TGA loader here,
  /// MediaKind's own decodes types 1-3 and 9-11), so a file of these types can be whole and
  /// still not be decoded: its pixels are `unsupported`, never `damaged`.
  public var historicCompression: String? {
    switch imageType {
    case 32: "Huffman, delta and run-length compressed colour-mapped data"
    case 33: "Huffman, delta and run-length compressed colour-mapped data in a four-pass quadtree"
    default: nil
    }
  }

  /// Bytes of one stored pixel.
  public var bytesPerPixel: Int { (pixelDepth + 7) / 8 }

  /// Where the pixel data starts: after the header, the image ID and the colour map.
  public var pixelDataOffset: Int {
    Self.size + idLength + (colorMapType == 1 ? colorMapLength * ((colorMapEntryBits + 7) / 8) : 0)
  }

  /// The fewest bytes of pixel data that can hold the image: every pixel stored (types 1-3),
  /// or packets of at most 128 pixels, each a count byte and at least one pixel (9-11); one
  /// byte for the compressed types 32 and 33, whose coding is not known.
  public var minimumPixelBytes: Int {
    let pixels = width * height
    if historicCompression != nil { return 1 }
    return isRunLengthEncoded ? (pixels + 127) / 128 * (1 + bytesPerPixel) : pixels * bytesPerPixel
  }

  /// Why this header cannot be the header of a TGA file of `fileSize` bytes, or nil when every
  /// field agrees with the image type and the file holds at least the pixel data it declares.
  /// Read from the header and the file's size only, so the fast and thorough paths agree. For
  /// the historic types 32 and 33 the fields that do not depend on the coding are checked (the
  /// colour map, the descriptor, a size, at least one byte of data); the caller reports them as
  /// unsupported when they are consistent (``historicCompression``).
  public func inconsistency(fileSize: Int) -> String? {
    let depths: [Int]
    switch imageType {
    case 1, 9: depths = [8, 16]
    case 2, 10: depths = [15, 16, 24, 32]
    case 3, 11: depths = [8, 16]
    case 32, 33: depths = [1, 8, 15, 16, 24, 32]
    default: return "image type \(imageType) is not one of 1, 2, 3, 9, 10, 11, 32, 33"
    }
    guard colorMapType <= 1 else { return "colour map type \(colorMapType) is neither 0 nor 1" }
    guard depths.contains(pixelDepth) else {
      return "pixel depth \(pixelDepth) does not fit image type \(imageType) (\(depths.map(String.init).joined(separator: ", ")))"
    }
    let mapped = imageType == 1 || imageType == 9
    if mapped, colorMapType != 1 || colorMapLength == 0 {
      return "image type \(imageType) is colour-mapped but the header declares no colour map"
    }
    if colorMapType == 1, ![15, 16, 24, 32].contains(colorMapEntryBits) {
      return "colour map entries of \(colorMapEntryBits) bits (15, 16, 24 or 32)"
    }
    if mapped, colorMapFirst + colorMapLength > 1 << pixelDepth {
      return "a colour map of entries \(colorMapFirst)..\(colorMapFirst + colorMapLength - 1) for \(pixelDepth)-bit indices"
    }
    guard descriptor & 0xC0 == 0 else { return "descriptor 0x\(String(descriptor, radix: 16)): bits 6-7 must be zero" }
    guard descriptor & 0x0F <= min(8, pixelDepth - 1) else {
      return "\(descriptor & 0x0F) alpha bits in \(pixelDepth)-bit pixels"
    }
    guard width > 0, height > 0 else { return "header states \(width)×\(height)" }
    let available = fileSize - pixelDataOffset
    guard available >= minimumPixelBytes else {
      if historicCompression != nil { return "no compressed pixel data from offset \(pixelDataOffset)" }
      let what = isRunLengthEncoded ? "at least \(minimumPixelBytes) bytes of RLE packets" : "\(minimumPixelBytes) bytes of pixels"
      return "header states \(width)×\(height) at \(pixelDepth) bits, which needs \(what) from offset \(pixelDataOffset); the file has \(max(0, available))"
    }
    return nil
  }

  /// The extension area and developer directory offsets of a TGA 2.0 footer (the file's last
  /// 26 bytes), nil when `tail` does not end with one.
  public static func footer(_ tail: [UInt8]) -> (extensionArea: Int, developerDirectory: Int)? {
    guard tail.count >= footerSize, tail.suffix(footerSignature.count).elementsEqual(footerSignature) else { return nil }
    let start = tail.count - footerSize
    func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(tail[start + at + $1]) << (8 * $1) } }
    return (u32(0), u32(4))
  }
}
