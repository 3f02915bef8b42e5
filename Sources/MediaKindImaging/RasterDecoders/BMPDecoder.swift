/// Windows bitmaps (BMP/DIB), decoded by MediaKind: libvips has no BMP loader but
/// ImageMagick's, which stays blocked (`Docs/Imaging.md`, "Formats and their decoders").
///
/// ```
/// file header  0 "BM"  2 u32 file size  6 reserved  10 u32 offset of the pixels
/// DIB header  14 u32 size (12 OS/2 core; 40 INFO; 52, 56 with masks; 64 OS/2 2; 108 V4; 124 V5)
///             18 i32 width  22 i32 height (negative: top row first)  26 u16 planes  28 u16 bits
///             30 u32 compression (0 RGB, 1 RLE8, 3 BITFIELDS, 6 ALPHABITFIELDS)  ...  46 u32 colours used
/// masks       after a 40-byte header with BITFIELDS, or inside a larger one (R G B [A])
/// palette     after the header and masks: BGRx entries (BGR in a 12-byte core header)
/// rows        each padded to 4 bytes, bottom row first unless the height is negative
/// ```
/// Read: 1, 4 and 8 bits with a palette, 16 and 32 bits (5-5-5 by default, or BITFIELDS
/// masks), 24 bits, RLE8. Alpha is not kept (previews are flattened to RGB). Every size comes
/// from the header and is checked before anything is allocated: the pixel buffer against
/// `maxBytes`, the rows against the file's size. Spec: Microsoft, "Bitmap Storage"
/// (BITMAPINFOHEADER, BITMAPV5HEADER).
enum BMPDecoder {
  static func decode(_ file: RasterFileReader, maxBytes: Int) throws(ImageRequestError) -> RasterImage {
    let head = ByteCursor(bytes: try file.read(at: 0, count: min(file.size, 14 + 124), what: "BMP header"))
    guard head.u8(0) == 0x42, head.u8(1) == 0x4D, let pixelOffset = head.le32(10), let headerSize = head.le32(14) else {
      throw ImageRequestError(.damaged, "BMP: no file header")
    }
    let width: Int, rawHeight: Int, bits: Int, compression: Int, coloursUsed: Int
    switch headerSize {
    case 12:
      guard let w = head.le16(18), let h = head.le16(20), let b = head.le16(24) else {
        throw ImageRequestError(.damaged, "BMP: truncated core header")
      }
      (width, rawHeight, bits, compression, coloursUsed) = (w, h, b, 0, 0)
    case 40, 52, 56, 64, 108, 124:
      guard let w = head.le32Signed(18), let h = head.le32Signed(22), let b = head.le16(28), let c = head.le32(30),
        let used = head.le32(46)
      else { throw ImageRequestError(.damaged, "BMP: truncated info header") }
      (width, rawHeight, bits, compression, coloursUsed) = (w, h, b, c, used)
    default:
      throw ImageRequestError(.unsupported, "BMP: DIB header of \(headerSize) bytes")
    }
    let topDown = rawHeight < 0
    let height = rawHeight.magnitude > UInt(Int32.max) ? 0 : abs(rawHeight)
    let byteCount = try RasterImage.byteCount(width: width, height: height, maxBytes: maxBytes, format: "BMP")
    guard [1, 4, 8, 16, 24, 32].contains(bits) else { throw ImageRequestError(.unsupported, "BMP: \(bits) bits per pixel") }
    let bitfields = compression == 3 || compression == 6
    guard compression == 0 || (bitfields && (bits == 16 || bits == 32)) || (compression == 1 && bits == 8) else {
      throw ImageRequestError(.unsupported, "BMP: compression \(compression) with \(bits) bits per pixel")
    }
    // Masks: inside a header of 52 bytes or more, else after a 40-byte one.
    var masks = bits == 16 ? [0x7C00, 0x03E0, 0x001F] : [0xFF0000, 0x00FF00, 0x0000FF]
    var paletteStart = 14 + headerSize
    if bitfields {
      let masksAt = 14 + 40
      guard let r = head.le32(masksAt), let g = head.le32(masksAt + 4), let b = head.le32(masksAt + 8) else {
        throw ImageRequestError(.damaged, "BMP: truncated colour masks")
      }
      masks = [r, g, b]
      if headerSize == 40 { paletteStart += compression == 6 ? 16 : 12 }
    }
    var palette: [[UInt8]] = []
    if bits <= 8 {
      let entries = coloursUsed == 0 ? 1 << bits : coloursUsed
      guard entries <= 1 << bits else { throw ImageRequestError(.damaged, "BMP: \(entries) palette entries for \(bits) bits") }
      let entrySize = headerSize == 12 ? 3 : 4
      let table = try file.read(at: paletteStart, count: entries * entrySize, what: "BMP palette")
      palette = (0..<entries).map { [table[$0 * entrySize + 2], table[$0 * entrySize + 1], table[$0 * entrySize]] }
    }
    var rgb = [UInt8](repeating: 0, count: byteCount)
    if compression == 1 {
      let data = try file.readToEnd(from: pixelOffset, limit: 2 * width * height + 2 * height + 2, what: "BMP RLE8 data")
      try rle8(data, width: width, height: height, topDown: topDown, palette: palette, into: &rgb)
      return RasterImage(width: width, height: height, rgb: rgb)
    }
    let stride = ((width * bits + 31) / 32) * 4
    let data = try file.read(at: pixelOffset, count: stride * height, what: "BMP pixel rows")
    let shifts = masks.map(Self.shift)
    for row in 0..<height {
      let source = row * stride
      let target = (topDown ? row : height - 1 - row) * width * 3
      for x in 0..<width {
        let out = target + x * 3
        switch bits {
        case 24:
          rgb[out] = data[source + x * 3 + 2]
          rgb[out + 1] = data[source + x * 3 + 1]
          rgb[out + 2] = data[source + x * 3]
        case 16, 32:
          let at = source + x * bits / 8
          let value =
            bits == 16
            ? Int(data[at]) | Int(data[at + 1]) << 8
            : Int(data[at]) | Int(data[at + 1]) << 8 | Int(data[at + 2]) << 16 | Int(data[at + 3]) << 24
          for channel in 0..<3 { rgb[out + channel] = Self.scaled(value, mask: masks[channel], shift: shifts[channel]) }
        default:
          let bitOffset = x * bits
          let byte = Int(data[source + bitOffset / 8])
          let index = (byte >> (8 - bits - bitOffset % 8)) & ((1 << bits) - 1)
          let colour = index < palette.count ? palette[index] : [0, 0, 0]
          rgb[out] = colour[0]
          rgb[out + 1] = colour[1]
          rgb[out + 2] = colour[2]
        }
      }
    }
    return RasterImage(width: width, height: height, rgb: rgb)
  }

  /// RLE8: `count, index` runs; escapes `0 0` end of row, `0 1` end of image, `0 2 dx dy` a
  /// jump, `0 n` n literal indexes (padded to 2 bytes). Writes outside the image are damage.
  private static func rle8(
    _ data: [UInt8], width: Int, height: Int, topDown: Bool, palette: [[UInt8]], into rgb: inout [UInt8]
  ) throws(ImageRequestError) {
    var x = 0
    var y = 0
    var i = 0
    func put(_ index: UInt8) throws(ImageRequestError) {
      guard x < width, y < height else { throw ImageRequestError(.damaged, "BMP: RLE8 data runs outside the image") }
      let colour = Int(index) < palette.count ? palette[Int(index)] : [0, 0, 0]
      let out = ((topDown ? y : height - 1 - y) * width + x) * 3
      rgb[out] = colour[0]
      rgb[out + 1] = colour[1]
      rgb[out + 2] = colour[2]
      x += 1
    }
    while i + 1 < data.count {
      let count = Int(data[i])
      let value = data[i + 1]
      i += 2
      if count > 0 {
        for _ in 0..<count { try put(value) }
        continue
      }
      switch value {
      case 0:
        x = 0
        y += 1
      case 1:
        return
      case 2:
        guard i + 1 < data.count else { throw ImageRequestError(.damaged, "BMP: truncated RLE8 jump") }
        x += Int(data[i])
        y += Int(data[i + 1])
        i += 2
      default:
        let n = Int(value)
        guard i + n <= data.count else { throw ImageRequestError(.damaged, "BMP: truncated RLE8 literal run") }
        for k in 0..<n { try put(data[i + k]) }
        i += (n + 1) & ~1
      }
      if y >= height { return }
    }
    throw ImageRequestError(.damaged, "BMP: RLE8 data ends before its end-of-image marker")
  }

  /// The right shift that brings a mask's lowest bit to bit 0.
  private static func shift(_ mask: Int) -> Int { mask == 0 ? 0 : mask.trailingZeroBitCount }

  /// A masked channel scaled to 0…255.
  private static func scaled(_ value: Int, mask: Int, shift: Int) -> UInt8 {
    guard mask != 0 else { return 0 }
    let maximum = mask >> shift
    return UInt8(((value & mask) >> shift) * 255 / maximum)
  }
}
