import MediaKind

/// Truevision TGA images, decoded by MediaKind: libvips has no TGA loader but ImageMagick's,
/// which stays blocked (`Docs/Imaging.md`, "Formats and their decoders").
///
/// ```
/// 0 u8 ID length  1 u8 colour map type (0, 1)  2 u8 image type (1 mapped, 2 true colour,
/// 3 grey; 9, 10, 11 the same run-length encoded)  3 u16 first map entry  5 u16 map length
/// 7 u8 map entry bits  8 u16 x origin  10 u16 y origin  12 u16 width  14 u16 height
/// 16 u8 pixel bits  17 u8 descriptor (bit 4: right to left, bit 5: top row first)
/// 18 ID, colour map, pixels (BGR[A], or 5-5-5 in 16 bits, little-endian)
/// ```
/// Types 32 and 33 (`TGAHeader.historicCompression`) are `unsupported`, with their coding
/// named. RLE packets: a byte whose high bit says a run (one pixel, (n & 0x7F) + 1 times) or raw
/// pixels ((n & 0x7F) + 1 of them); a packet may cross a row. Alpha is not kept. Every size
/// comes from the header and is checked before anything is allocated. Spec: Truevision TGA
/// File Format Specification 2.0.
enum TGADecoder {
  static func decode(_ file: RasterFileReader, maxBytes: Int) throws(ImageRequestError) -> RasterImage {
    let headBytes = try file.read(at: 0, count: TGAHeader.size, what: "TGA header")
    let head = ByteCursor(bytes: headBytes)
    guard let idLength = head.u8(0), let mapType = head.u8(1), let type = head.u8(2), let mapFirst = head.le16(3),
      let mapLength = head.le16(5), let mapBits = head.u8(7), let width = head.le16(12), let height = head.le16(14),
      let bits = head.u8(16), let descriptor = head.u8(17)
    else { throw ImageRequestError(.damaged, "TGA: truncated header") }
    if let compression = TGAHeader(headBytes)?.historicCompression {
      throw ImageRequestError(
        .unsupported, "TGA: image type \(type) (\(compression), a historic type): no decoder here reads it")
    }
    guard [1, 2, 3, 9, 10, 11].contains(type), mapType <= 1 else {
      throw ImageRequestError(.unsupported, "TGA: image type \(type), colour map type \(mapType)")
    }
    let mapped = type == 1 || type == 9
    let grey = type == 3 || type == 11
    let validBits = mapped ? [8].contains(bits) : grey ? [8, 16].contains(bits) : [15, 16, 24, 32].contains(bits)
    guard validBits, !mapped || (mapType == 1 && [15, 16, 24, 32].contains(mapBits)) else {
      throw ImageRequestError(.unsupported, "TGA: \(bits) bits per pixel for image type \(type)")
    }
    let byteCount = try RasterImage.byteCount(width: width, height: height, maxBytes: maxBytes, format: "TGA")
    // The colour map (present whenever the map type says so, used only by mapped images).
    let mapEntryBytes = (mapBits + 7) / 8
    let mapAt = 18 + idLength
    let mapSize = mapType == 1 ? mapLength * mapEntryBytes : 0
    var palette: [[UInt8]] = []
    if mapped {
      let table = try file.read(at: mapAt, count: mapSize, what: "TGA colour map")
      palette = (0..<mapLength).map { Self.colour(table, at: $0 * mapEntryBytes, bits: mapBits, grey: false) }
    }
    let pixelBytes = (bits + 7) / 8
    let pixelCount = width * height
    let dataAt = mapAt + mapSize
    let packed: [UInt8]
    if type >= 9 {
      // Worst case: one packet byte per pixel besides the pixel itself.
      let encoded = try file.readToEnd(from: dataAt, limit: pixelCount * (pixelBytes + 1), what: "TGA RLE data")
      packed = try unpackRLE(encoded, pixels: pixelCount, pixelBytes: pixelBytes)
    } else {
      packed = try file.read(at: dataAt, count: pixelCount * pixelBytes, what: "TGA pixels")
    }
    var rgb = [UInt8](repeating: 0, count: byteCount)
    let rightToLeft = descriptor & 0x10 != 0
    let topDown = descriptor & 0x20 != 0
    for row in 0..<height {
      let targetRow = topDown ? row : height - 1 - row
      for column in 0..<width {
        let x = rightToLeft ? width - 1 - column : column
        let at = (row * width + column) * pixelBytes
        let colour: [UInt8]
        if mapped {
          let index = Int(packed[at]) - mapFirst
          colour = index >= 0 && index < palette.count ? palette[index] : [0, 0, 0]
        } else {
          colour = Self.colour(packed, at: at, bits: bits, grey: grey)
        }
        let out = (targetRow * width + x) * 3
        rgb[out] = colour[0]
        rgb[out + 1] = colour[1]
        rgb[out + 2] = colour[2]
      }
    }
    return RasterImage(width: width, height: height, rgb: rgb)
  }

  /// `pixels` pixels of `pixelBytes` each, unpacked from RLE packets; damage when the packets
  /// end early or run past the image.
  static func unpackRLE(_ data: [UInt8], pixels: Int, pixelBytes: Int) throws(ImageRequestError) -> [UInt8] {
    var out = [UInt8]()
    out.reserveCapacity(pixels * pixelBytes)
    let total = pixels * pixelBytes
    var i = 0
    while out.count < total {
      guard i < data.count else { throw ImageRequestError(.damaged, "TGA: RLE data ends after \(out.count / pixelBytes) of \(pixels) pixels") }
      let header = Int(data[i])
      i += 1
      let count = (header & 0x7F) + 1
      guard out.count + count * pixelBytes <= total else { throw ImageRequestError(.damaged, "TGA: an RLE packet runs past the image") }
      let length = header & 0x80 != 0 ? pixelBytes : count * pixelBytes
      guard i + length <= data.count else { throw ImageRequestError(.damaged, "TGA: truncated RLE packet") }
      if header & 0x80 != 0 {
        for _ in 0..<count { out.append(contentsOf: data[i..<i + pixelBytes]) }
      } else {
        out.append(contentsOf: data[i..<i + length])
      }
      i += length
    }
    return out
  }

  /// One pixel as R G B: 5-5-5 (16 bits, little-endian, the top bit alpha), BGR[A], or grey
  /// (8 bits, or 16: grey and alpha).
  private static func colour(_ bytes: [UInt8], at: Int, bits: Int, grey: Bool) -> [UInt8] {
    if grey { return [bytes[at], bytes[at], bytes[at]] }
    switch bits {
    case 15, 16:
      let value = Int(bytes[at]) | Int(bytes[at + 1]) << 8
      let fields: [Int] = [(value >> 10) & 0x1F, (value >> 5) & 0x1F, value & 0x1F]
      return fields.map { (field: Int) -> UInt8 in UInt8(field * 255 / 31) }
    default:
      return [bytes[at + 2], bytes[at + 1], bytes[at]]
    }
  }
}
