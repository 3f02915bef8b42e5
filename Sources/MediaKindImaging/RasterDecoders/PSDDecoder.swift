/// Photoshop documents (PSD, PSB), decoded by MediaKind from their composite image (the image
/// data section: the flattened picture Photoshop stores besides the layers), or, when that
/// composite is of a kind not read here, from the thumbnail image resource 1036 (a JPEG).
/// libvips has no PSD loader but ImageMagick's, which stays blocked (`Docs/Imaging.md`).
///
/// ```
/// 0 "8BPS"  4 u16 version (1 PSD, 2 PSB)  6 reserved(6)  12 u16 channels  14 u32 height
/// 18 u32 width  22 u16 depth  24 u16 colour mode (1 grey, 2 indexed, 3 RGB, 4 CMYK, 8 duotone, 9 Lab)
/// 26 u32 colour mode data length, data (indexed: 768 bytes, R[256] G[256] B[256])
/// .. u32 image resources length, blocks "8BIM" u16 id, Pascal name (even), u32 size, data (even)
/// .. u32 (PSB: u64) layer and mask information length, data
/// .. u16 compression (0 raw, 1 PackBits RLE), then the channels one after another, each
///    height rows of width bytes; RLE: first a u16 (PSB: u32) byte count per row of every channel
/// ```
/// Read: 8-bit greyscale, duotone (its grey), indexed and RGB composites, raw or PackBits
/// (channels past the colour ones, alpha and spot colours, are not kept). Every size comes
/// from the header and is checked before anything is allocated. Spec: Adobe Photoshop File
/// Formats Specification (2013), "File Header", "Image Data Section", "Image Resource IDs".
enum PSDDecoder {
  /// The composite of a document, or `unsupported` naming what it is.
  static func decode(_ file: RasterFileReader, maxBytes: Int) throws(ImageRequestError) -> RasterImage {
    let layout = try Layout(file)
    let (width, height, channels) = (layout.width, layout.height, layout.channels)
    guard layout.depth == 8 else { throw ImageRequestError(.unsupported, "PSD: a composite of \(layout.depth) bits per channel") }
    let colourChannels: Int
    switch layout.mode {
    case 1, 2, 8: colourChannels = 1
    case 3: colourChannels = 3
    default: throw ImageRequestError(.unsupported, "PSD: colour mode \(layout.mode) (\(Self.modeName(layout.mode)))")
    }
    guard channels >= colourChannels else { throw ImageRequestError(.damaged, "PSD: \(channels) channels for colour mode \(layout.mode)") }
    let byteCount = try RasterImage.byteCount(width: width, height: height, maxBytes: maxBytes, format: "PSD")
    let head = ByteCursor(bytes: try file.read(at: layout.imageDataAt, count: 2, what: "PSD image data"))
    guard let compression = head.be16(0) else { throw ImageRequestError(.damaged, "PSD: no image data") }
    let plane = width * height
    var planes: [[UInt8]] = []
    switch compression {
    case 0:
      for channel in 0..<colourChannels {
        planes.append(try file.read(at: layout.imageDataAt + 2 + channel * plane, count: plane, what: "PSD channel \(channel)"))
      }
    case 1:
      let countBytes = layout.version == 2 ? 4 : 2
      let rows = channels * height
      let table = ByteCursor(bytes: try file.read(at: layout.imageDataAt + 2, count: rows * countBytes, what: "PSD row byte counts"))
      var at = layout.imageDataAt + 2 + rows * countBytes
      for channel in 0..<colourChannels {
        var counts: [Int] = []
        for row in 0..<height {
          let index = (channel * height + row) * countBytes
          guard let count = countBytes == 4 ? table.be32(index) : table.be16(index) else {
            throw ImageRequestError(.damaged, "PSD: truncated row byte counts")
          }
          counts.append(count)
        }
        let total = counts.reduce(0, +)
        // PackBits never needs more than 2 bytes per output byte plus one per 128.
        guard total <= 2 * width * height + height else { throw ImageRequestError(.damaged, "PSD: channel \(channel) states \(total) packed bytes") }
        let packed = try file.read(at: at, count: total, what: "PSD channel \(channel)")
        at += total
        var output = [UInt8]()
        output.reserveCapacity(plane)
        var offset = 0
        for count in counts {
          try PackBits.unpack(packed[offset..<offset + count], rowLength: width, into: &output)
          offset += count
        }
        planes.append(output)
      }
    default:
      throw ImageRequestError(.unsupported, "PSD: image data compression \(compression) (ZIP)")
    }
    var rgb = [UInt8](repeating: 0, count: byteCount)
    var palette: [UInt8] = []
    if layout.mode == 2 {
      palette = try file.read(at: 30, count: 768, what: "PSD indexed colour table")
    }
    for i in 0..<plane {
      switch layout.mode {
      case 3:
        rgb[i * 3] = planes[0][i]
        rgb[i * 3 + 1] = planes[1][i]
        rgb[i * 3 + 2] = planes[2][i]
      case 2:
        let index = Int(planes[0][i])
        rgb[i * 3] = palette[index]
        rgb[i * 3 + 1] = palette[256 + index]
        rgb[i * 3 + 2] = palette[512 + index]
      default:
        rgb[i * 3] = planes[0][i]
        rgb[i * 3 + 1] = planes[0][i]
        rgb[i * 3 + 2] = planes[0][i]
      }
    }
    var image = RasterImage(width: width, height: height, rgb: rgb)
    if channels > colourChannels { image.notes.append("PSD: \(channels - colourChannels) extra channels (alpha, spot colours) not kept") }
    return image
  }

  /// The JPEG of the thumbnail image resource 1036 (`kJpegRGB` data after its 28-byte
  /// header), nil when the document has none. (Resource 1033, Photoshop 4's, stores BGR and is
  /// not used.) At most `maxBytes` are read.
  static func thumbnailJPEG(_ file: RasterFileReader, maxBytes: Int) throws(ImageRequestError) -> [UInt8]? {
    let layout = try Layout(file)
    var at = layout.resourcesAt
    let end = layout.resourcesAt + layout.resourcesLength
    for _ in 0..<10_000 {
      guard at + 12 <= end else { return nil }
      let block = ByteCursor(bytes: try file.read(at: at, count: 7, what: "PSD image resource"))
      guard block.be32(0) == 0x3842_494D, let id = block.be16(4), let nameLength = block.u8(6) else { return nil }
      let sizeAt = at + 4 + 2 + ((1 + nameLength + 1) & ~1)
      guard let size = ByteCursor(bytes: try file.read(at: sizeAt, count: 4, what: "PSD image resource size")).be32(0),
        size <= end - sizeAt - 4
      else { return nil }
      let dataAt = sizeAt + 4
      if id == 1036 {
        guard size > 28, size - 28 <= maxBytes,
          ByteCursor(bytes: try file.read(at: dataAt, count: 4, what: "PSD thumbnail")).be32(0) == 1
        else { return nil }
        return try file.read(at: dataAt + 28, count: size - 28, what: "PSD thumbnail JPEG")
      }
      at = dataAt + ((size + 1) & ~1)
    }
    return nil
  }

  static func modeName(_ mode: Int) -> String {
    [0: "bitmap", 1: "greyscale", 2: "indexed", 3: "RGB", 4: "CMYK", 7: "multichannel", 8: "duotone", 9: "Lab"][mode] ?? "unknown"
  }

  /// The header and where the sections are.
  private struct Layout {
    var version: Int
    var channels: Int
    var width: Int
    var height: Int
    var depth: Int
    var mode: Int
    var resourcesAt: Int
    var resourcesLength: Int
    var imageDataAt: Int

    init(_ file: RasterFileReader) throws(ImageRequestError) {
      let head = ByteCursor(bytes: try file.read(at: 0, count: 30, what: "PSD header"))
      guard head.be32(0) == 0x3842_5053, let version = head.be16(4), version == 1 || version == 2,
        let channels = head.be16(12), let height = head.be32(14), let width = head.be32(18), let depth = head.be16(22),
        let mode = head.be16(24), let modeLength = head.be32(26)
      else { throw ImageRequestError(.damaged, "PSD: no Photoshop header") }
      guard (1...56).contains(channels) else { throw ImageRequestError(.damaged, "PSD: \(channels) channels") }
      let resourcesLengthAt = 30 + modeLength
      guard let resourcesLength = ByteCursor(bytes: try file.read(at: resourcesLengthAt, count: 4, what: "PSD image resources")).be32(0)
      else { throw ImageRequestError(.damaged, "PSD: no image resources section") }
      let layersAt = resourcesLengthAt + 4 + resourcesLength
      let lengthBytes = version == 2 ? 8 : 4
      let lengthField = ByteCursor(bytes: try file.read(at: layersAt, count: lengthBytes, what: "PSD layer and mask section"))
      guard let layersLength = version == 2 ? lengthField.be64(0) : lengthField.be32(0), layersLength <= file.size else {
        throw ImageRequestError(.damaged, "PSD: layer and mask section length")
      }
      self.version = version
      self.channels = channels
      self.width = width
      self.height = height
      self.depth = depth
      self.mode = mode
      resourcesAt = resourcesLengthAt + 4
      self.resourcesLength = resourcesLength
      imageDataAt = layersAt + lengthBytes + layersLength
    }
  }
}
