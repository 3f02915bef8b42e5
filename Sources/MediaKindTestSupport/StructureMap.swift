/// Where a sample's framing lies: the length fields a parser trusts and the units (boxes,
/// chunks, segments) it walks, found with a deliberately simple reader per container family.
/// ``CorpusMutator`` damages exactly these places.
///
/// ```
/// ISO BMFF   u32be size + type; size 1 → u64be largesize; containers descended (moov, trak, ...)
/// RIFF/IFF   "RIFF"/"FORM" + size + form, then chunks: id + u32 size (LE for RIFF, BE for IFF)
/// PNG        8-byte signature, then chunks: u32be length + type + data + CRC
/// JPEG       FF D8, then segments FF xx + u16be length, up to SOS
/// TIFF       "II"/"MM" header, u32 IFD0 offset, u16 entry count, entries' counts and offsets
/// GIF        logical screen, then block sub-block length bytes
/// EBML       element ids and variable-length sizes of the top two levels
/// ```
public struct StructureMap: Sendable {
  /// One length or offset field: its position, width in bytes and byte order.
  public struct Field: Sendable, Hashable {
    /// Position of the field's first byte.
    public var offset: Int
    /// Width in bytes (1, 2, 4 or 8; EBML sizes 1 to 8).
    public var width: Int
    /// Byte order of the value.
    public var bigEndian: Bool
  }

  /// Length and offset fields, in file order.
  public private(set) var fields: [Field] = []
  /// Top-level units (boxes, chunks, segments) as byte ranges, in file order.
  public private(set) var units: [Range<Int>] = []

  /// The map of `bytes`; empty for families it does not know.
  public init(_ bytes: [UInt8]) {
    if bytes.count >= 12,
      Self.ascii(bytes, 4) == "ftyp"
        || ["moov", "mdat", "free", "wide"].contains(Self.ascii(bytes, 4))
        || Self.ascii(bytes, 4) == "jP  "
    {
      walkBoxes(bytes, 0..<bytes.count, depth: 0)
    } else if bytes.count >= 12, ["RIFF", "RF64"].contains(Self.ascii(bytes, 0)) {
      fields.append(Field(offset: 4, width: 4, bigEndian: false))
      walkChunks(bytes, 12..<bytes.count, bigEndian: false, depth: 0)
    } else if bytes.count >= 12, Self.ascii(bytes, 0) == "FORM" {
      fields.append(Field(offset: 4, width: 4, bigEndian: true))
      walkChunks(bytes, 12..<bytes.count, bigEndian: true, depth: 0)
    } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      walkPNG(bytes)
    } else if bytes.starts(with: [0xFF, 0xD8]) {
      walkJPEG(bytes)
    } else if bytes.count >= 8, Self.ascii(bytes, 0) == "II*\0" || Self.ascii(bytes, 0) == "MM\0*" {
      walkTIFF(bytes)
    } else if bytes.count >= 13, Self.ascii(bytes, 0).hasPrefix("GIF") {
      walkGIF(bytes)
    } else if bytes.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) {
      walkEBML(bytes, 0..<bytes.count, depth: 0)
    }
  }

  static func ascii(_ bytes: [UInt8], _ at: Int) -> String {
    guard at >= 0, at + 4 <= bytes.count else { return "" }
    return String(decoding: bytes[at..<(at + 4)], as: UTF8.self)
  }

  static func read(_ bytes: [UInt8], _ at: Int, _ width: Int, bigEndian: Bool) -> Int? {
    guard at >= 0, at + width <= bytes.count else { return nil }
    var value = 0
    for i in 0..<width {
      let byte = Int(bytes[bigEndian ? at + i : at + width - 1 - i])
      value = value << 8 | byte
    }
    return value
  }

  private static let boxContainers: Set<String> = [
    "moov", "trak", "mdia", "minf", "stbl", "dinf", "edts", "udta", "meta", "iprp", "ipco",
    "mvex", "moof", "traf", "jp2h", "sinf", "ilst",
  ]

  private mutating func walkBoxes(_ bytes: [UInt8], _ range: Range<Int>, depth: Int) {
    var position = range.lowerBound
    var count = 0
    while position + 8 <= range.upperBound, count < 64 {
      count += 1
      guard let size32 = Self.read(bytes, position, 4, bigEndian: true) else { return }
      fields.append(Field(offset: position, width: 4, bigEndian: true))
      var header = 8
      var size = size32
      if size32 == 1 {
        guard let large = Self.read(bytes, position + 8, 8, bigEndian: true) else { return }
        fields.append(Field(offset: position + 8, width: 8, bigEndian: true))
        header = 16
        size = large
      } else if size32 == 0 {
        size = range.upperBound - position
      }
      guard size >= header, size <= range.upperBound - position else { return }
      if depth == 0 { units.append(position..<(position + size)) }
      let type = Self.ascii(bytes, position + 4)
      if depth < 6, Self.boxContainers.contains(type) {
        // `meta` is a full box (4 bytes of version and flags) in ISO BMFF files.
        let skip = type == "meta" && Self.ascii(bytes, position + 12) != "hdlr" ? 4 : 0
        walkBoxes(bytes, (position + header + skip)..<(position + size), depth: depth + 1)
      }
      position += size
    }
  }

  private mutating func walkChunks(
    _ bytes: [UInt8], _ range: Range<Int>, bigEndian: Bool, depth: Int
  ) {
    var position = range.lowerBound
    var count = 0
    while position + 8 <= range.upperBound, count < 64 {
      count += 1
      guard let size = Self.read(bytes, position + 4, 4, bigEndian: bigEndian) else { return }
      fields.append(Field(offset: position + 4, width: 4, bigEndian: bigEndian))
      let end = position + 8 + size + (size & 1)
      if depth == 0 { units.append(position..<min(end, range.upperBound)) }
      let id = Self.ascii(bytes, position)
      if depth < 4, id == "LIST" || id == "ANMF" {
        let skip = id == "LIST" ? 4 : 16
        walkChunks(
          bytes, (position + 8 + skip)..<min(position + 8 + size, range.upperBound),
          bigEndian: bigEndian, depth: depth + 1)
      }
      position = end
    }
  }

  private mutating func walkPNG(_ bytes: [UInt8]) {
    var position = 8
    while position + 12 <= bytes.count, units.count < 64 {
      guard let length = Self.read(bytes, position, 4, bigEndian: true) else { return }
      fields.append(Field(offset: position, width: 4, bigEndian: true))
      let end = position + 12 + length
      units.append(position..<min(end, bytes.count))
      position = end
    }
  }

  private mutating func walkJPEG(_ bytes: [UInt8]) {
    var position = 2
    while position + 4 <= bytes.count, units.count < 64, bytes[position] == 0xFF {
      let marker = bytes[position + 1]
      guard let length = Self.read(bytes, position + 2, 2, bigEndian: true) else { return }
      fields.append(Field(offset: position + 2, width: 2, bigEndian: true))
      let end = position + 2 + length
      units.append(position..<min(end, bytes.count))
      // TIFF fields inside an APP1 Exif segment.
      if marker == 0xE1, Self.ascii(bytes, position + 4) == "Exif" {
        var inner = StructureMap([])
        let tiffStart = position + 10
        inner.walkTIFF(Array(bytes[min(tiffStart, bytes.count)..<min(end, bytes.count)]))
        fields += inner.fields.map {
          Field(offset: $0.offset + tiffStart, width: $0.width, bigEndian: $0.bigEndian)
        }
      }
      if marker == 0xDA { return }
      position = end
    }
  }

  private mutating func walkTIFF(_ bytes: [UInt8]) {
    guard bytes.count >= 8 else { return }
    let bigEndian = bytes[0] == 0x4D
    fields.append(Field(offset: 4, width: 4, bigEndian: bigEndian))
    var visited = Set<Int>()
    var next = Self.read(bytes, 4, 4, bigEndian: bigEndian)
    while let offset = next, offset > 0, visited.insert(offset).inserted, visited.count < 8,
      let count = Self.read(bytes, offset, 2, bigEndian: bigEndian)
    {
      fields.append(Field(offset: offset, width: 2, bigEndian: bigEndian))
      for i in 0..<min(count, 64) {
        let entry = offset + 2 + 12 * i
        guard entry + 12 <= bytes.count else { break }
        fields.append(Field(offset: entry + 4, width: 4, bigEndian: bigEndian))
        fields.append(Field(offset: entry + 8, width: 4, bigEndian: bigEndian))
      }
      let nextField = offset + 2 + 12 * count
      fields.append(Field(offset: nextField, width: 4, bigEndian: bigEndian))
      next = Self.read(bytes, nextField, 4, bigEndian: bigEndian)
    }
  }

  private mutating func walkGIF(_ bytes: [UInt8]) {
    var position = 13
    let packed = bytes[10]
    if packed & 0x80 != 0 { position += 3 << (Int(packed & 7) + 1) }
    while position < bytes.count, units.count < 64 {
      let start = position
      switch bytes[position] {
      case 0x21:
        position += 2
      case 0x2C:
        guard position + 10 <= bytes.count else { return }
        let flags = bytes[position + 9]
        position += 10
        if flags & 0x80 != 0 { position += 3 << (Int(flags & 7) + 1) }
        position += 1
      default:
        return
      }
      while position < bytes.count {
        fields.append(Field(offset: position, width: 1, bigEndian: true))
        let length = Int(bytes[position])
        position += 1 + length
        if length == 0 { break }
      }
      units.append(start..<min(position, bytes.count))
    }
  }

  private mutating func walkEBML(_ bytes: [UInt8], _ range: Range<Int>, depth: Int) {
    var position = range.lowerBound
    var count = 0
    while position < range.upperBound, count < 64 {
      count += 1
      guard let idWidth = Self.vintWidth(bytes, position), position + idWidth < range.upperBound,
        let sizeWidth = Self.vintWidth(bytes, position + idWidth)
      else { return }
      let sizeAt = position + idWidth
      fields.append(Field(offset: sizeAt, width: sizeWidth, bigEndian: true))
      guard var size = Self.read(bytes, sizeAt, sizeWidth, bigEndian: true) else { return }
      size &= (1 << (7 * sizeWidth)) - 1
      let start = sizeAt + sizeWidth
      let end = min(range.upperBound, start + size)
      if depth == 0 { units.append(position..<end) }
      // Segment (18 53 80 67) and its level-1 masters are descended.
      if depth < 2,
        bytes[position] == 0x18 || bytes[position] == 0x16 || bytes[position] == 0x15
          || bytes[position] == 0x1F
      {
        walkEBML(bytes, start..<end, depth: depth + 1)
      }
      position = end
    }
  }

  static func vintWidth(_ bytes: [UInt8], _ at: Int) -> Int? {
    guard at < bytes.count, bytes[at] != 0 else { return nil }
    return bytes[at].leadingZeroBitCount + 1
  }
}
