/// Builds binary fixtures in tests: integers in either byte order, ASCII, ISO BMFF boxes,
/// PNG chunks (with CRCs), RIFF chunks, JPEG segments and TIFF IFDs.
///
/// ```swift
/// var b = ByteBuilder()
/// b.box("ftyp") { $0.ascii("heic"); $0.u32be(0); $0.ascii("mif1heic") }
/// ```
public struct ByteBuilder: Sendable {
  public private(set) var bytes: [UInt8] = []

  public init() {}
  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  public var count: Int { bytes.count }

  public mutating func u8(_ v: UInt8) { bytes.append(v) }
  public mutating func u16be(_ v: UInt16) { bytes += [UInt8(v >> 8), UInt8(v & 0xFF)] }
  public mutating func u16le(_ v: UInt16) { bytes += [UInt8(v & 0xFF), UInt8(v >> 8)] }
  public mutating func u24be(_ v: UInt32) {
    bytes += [UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }
  public mutating func u24le(_ v: UInt32) {
    bytes += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF)]
  }
  public mutating func u32be(_ v: UInt32) {
    bytes += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }
  public mutating func u32le(_ v: UInt32) {
    bytes += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
  }
  public mutating func u64be(_ v: UInt64) {
    u32be(UInt32(v >> 32))
    u32be(UInt32(v & 0xFFFF_FFFF))
  }
  public mutating func u64le(_ v: UInt64) {
    u32le(UInt32(v & 0xFFFF_FFFF))
    u32le(UInt32(v >> 32))
  }
  public mutating func ascii(_ s: String) { bytes += Array(s.utf8) }
  public mutating func append(_ other: [UInt8]) { bytes += other }
  public mutating func zeros(_ n: Int) { bytes += [UInt8](repeating: 0, count: n) }

  /// An ISO BMFF box: u32be size, type, then the content `body` writes.
  public mutating func box(_ type: String, _ body: (inout ByteBuilder) -> Void = { _ in }) {
    var inner = ByteBuilder()
    body(&inner)
    u32be(UInt32(8 + inner.count))
    ascii(type)
    append(inner.bytes)
  }

  /// An ISO BMFF full box: a box whose content starts with version and 24-bit flags.
  public mutating func fullBox(
    _ type: String, version: UInt8 = 0, flags: UInt32 = 0,
    _ body: (inout ByteBuilder) -> Void = { _ in }
  ) {
    box(type) { b in
      b.u8(version)
      b.u24be(flags)
      body(&b)
    }
  }

  /// A PNG chunk with its CRC-32.
  public mutating func pngChunk(_ type: String, _ data: [UInt8]) {
    u32be(UInt32(data.count))
    let typed = Array(type.utf8) + data
    append(typed)
    u32be(Self.crc32(typed))
  }

  /// A RIFF chunk (little-endian size, padded to even length).
  public mutating func riffChunk(_ id: String, _ data: [UInt8]) {
    ascii(id)
    u32le(UInt32(data.count))
    append(data)
    if data.count % 2 == 1 { u8(0) }
  }

  /// A JPEG marker segment `FF marker` with its big-endian length.
  public mutating func jpegSegment(_ marker: UInt8, _ payload: [UInt8]) {
    u8(0xFF)
    u8(marker)
    u16be(UInt16(payload.count + 2))
    append(payload)
  }

  /// A 3x2 GIF89a of `frames` image descriptors, each with a GCE delay of 10/100 s (and a
  /// NETSCAPE loop extension when `netscape`); the image data bytes include 0x2C, so a
  /// byte-counting parser would over-count.
  public static func gif(frames: Int, netscape: Bool = false) -> [UInt8] {
    var b = ByteBuilder()
    b.ascii("GIF89a")
    b.u16le(3)
    b.u16le(2)
    b.append([0x80, 0, 0])  // global colour table of 2 entries
    b.zeros(6)
    if netscape {
      b.append([0x21, 0xFF, 11])
      b.ascii("NETSCAPE2.0")
      b.append([3, 1, 0, 0, 0])
    }
    for _ in 0..<frames {
      b.append([0x21, 0xF9, 4, 0, 10, 0, 0, 0])
      b.u8(0x2C)
      b.u16le(0)
      b.u16le(0)
      b.u16le(3)
      b.u16le(2)
      b.u8(0)
      b.u8(2)  // LZW minimum code size
      b.append([4, 0x2C, 0x2C, 0x2C, 0x2C, 0])
    }
    b.u8(0x3B)
    return b.bytes
  }

  /// CRC-32 (ISO 3309, as PNG uses).
  public static func crc32(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
    }
    return crc ^ 0xFFFF_FFFF
  }
}

/// A TIFF IFD entry for ``TIFFBuilder``.
public struct TIFFField: Sendable {
  public var tag: UInt16
  public var type: UInt16
  public var count: UInt32
  public var value: [UInt8]

  public init(tag: UInt16, type: UInt16, count: UInt32, value: [UInt8]) {
    self.tag = tag
    self.type = type
    self.count = count
    self.value = value
  }

  /// ASCII (type 2), NUL-terminated.
  public static func ascii(_ tag: UInt16, _ text: String) -> TIFFField {
    let bytes = Array(text.utf8) + [0]
    return TIFFField(tag: tag, type: 2, count: UInt32(bytes.count), value: bytes)
  }
  /// SHORT (type 3), big-endian bytes (``TIFFBuilder`` is big-endian).
  public static func short(_ tag: UInt16, _ value: UInt16) -> TIFFField {
    TIFFField(tag: tag, type: 3, count: 1, value: [UInt8(value >> 8), UInt8(value & 0xFF)])
  }
  /// LONG (type 4).
  public static func long(_ tag: UInt16, _ value: UInt32) -> TIFFField {
    var b = ByteBuilder()
    b.u32be(value)
    return TIFFField(tag: tag, type: 4, count: 1, value: b.bytes)
  }
  /// SLONG (type 9).
  public static func slong(_ tag: UInt16, _ value: Int32) -> TIFFField {
    var b = ByteBuilder()
    b.u32be(UInt32(bitPattern: value))
    return TIFFField(tag: tag, type: 9, count: 1, value: b.bytes)
  }
  /// RATIONALs (type 5).
  public static func rationals(_ tag: UInt16, _ values: [(UInt32, UInt32)]) -> TIFFField {
    var b = ByteBuilder()
    for (n, d) in values {
      b.u32be(n)
      b.u32be(d)
    }
    return TIFFField(tag: tag, type: 5, count: UInt32(values.count), value: b.bytes)
  }
  /// UNDEFINED (type 7) bytes.
  public static func undefined(_ tag: UInt16, _ bytes: [UInt8]) -> TIFFField {
    TIFFField(tag: tag, type: 7, count: UInt32(bytes.count), value: bytes)
  }
}

/// Builds a big-endian TIFF structure: IFD0 with optional EXIF and GPS sub-IFDs.
/// Offsets are relative to the TIFF header, as EXIF requires.
public enum TIFFBuilder {
  /// A complete TIFF (`MM\0*` + IFD0 at 8). `exif` and `gps` become sub-IFDs via 0x8769 and
  /// 0x8825 pointers.
  public static func build(ifd0: [TIFFField], exif: [TIFFField] = [], gps: [TIFFField] = [])
    -> [UInt8]
  {
    // Layout: header, IFD0, [EXIF IFD], [GPS IFD], each followed by its out-of-line values.
    var ifd0Fields = ifd0
    if !exif.isEmpty { ifd0Fields.append(.long(0x8769, 0)) }
    if !gps.isEmpty { ifd0Fields.append(.long(0x8825, 0)) }
    var out = ByteBuilder()
    out.ascii("MM")
    out.u16be(42)
    out.u32be(8)
    let ifd0Start = 8
    let ifd0Size = ifdSize(ifd0Fields)
    let exifStart = ifd0Start + ifd0Size
    let exifSize = exif.isEmpty ? 0 : ifdSize(exif)
    let gpsStart = exifStart + exifSize
    ifd0Fields = ifd0Fields.map { f in
      if f.tag == 0x8769 { return .long(0x8769, UInt32(exifStart)) }
      if f.tag == 0x8825 { return .long(0x8825, UInt32(gpsStart)) }
      return f
    }
    out.append(ifd(ifd0Fields, at: ifd0Start))
    if !exif.isEmpty { out.append(ifd(exif, at: exifStart)) }
    if !gps.isEmpty { out.append(ifd(gps, at: gpsStart)) }
    return out.bytes
  }

  /// The size of an IFD with its out-of-line values.
  static func ifdSize(_ fields: [TIFFField]) -> Int {
    2 + fields.count * 12 + 4 + fields.reduce(0) { $0 + ($1.value.count > 4 ? ($1.value.count + 1) & ~1 : 0) }
  }

  /// One IFD placed at `offset` (relative to the TIFF header), values after it.
  public static func ifd(_ fields: [TIFFField], at offset: Int) -> [UInt8] {
    let sorted = fields.sorted { $0.tag < $1.tag }
    var table = ByteBuilder()
    var values = ByteBuilder()
    let valuesStart = offset + 2 + sorted.count * 12 + 4
    table.u16be(UInt16(sorted.count))
    for f in sorted {
      table.u16be(f.tag)
      table.u16be(f.type)
      table.u32be(f.count)
      if f.value.count <= 4 {
        table.append(f.value + [UInt8](repeating: 0, count: 4 - f.value.count))
      } else {
        table.u32be(UInt32(valuesStart + values.count))
        values.append(f.value)
        if f.value.count % 2 == 1 { values.u8(0) }
      }
    }
    table.u32be(0)
    return table.bytes + values.bytes
  }
}
