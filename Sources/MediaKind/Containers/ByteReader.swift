/// A bounds-checked cursor over bytes: every read checks the remaining length and throws
/// ``ParseError/truncated(needed:available:offset:)`` instead of trapping.
///
/// `offset` values are positions in `bytes`; `base` is the position of `bytes[0]` in the file,
/// so diagnostics can name file offsets.
public struct ByteReader: Sendable {
  public let bytes: [UInt8]
  public private(set) var offset: Int
  public let end: Int
  /// File position of `bytes[0]`.
  public let base: Int
  /// Byte order for the `u16`/`u32` family (TIFF data switches it; most formats fix it).
  public var bigEndian: Bool

  public init(_ bytes: [UInt8], range: Range<Int>? = nil, base: Int = 0, bigEndian: Bool = true) {
    self.bytes = bytes
    let r = range ?? 0..<bytes.count
    self.offset = max(0, min(r.lowerBound, bytes.count))
    self.end = max(self.offset, min(r.upperBound, bytes.count))
    self.base = base
    self.bigEndian = bigEndian
  }

  public var remaining: Int { end - offset }
  public var isAtEnd: Bool { offset >= end }
  /// The file position of the cursor.
  public var filePosition: Int { base + offset }

  @inline(__always)
  private func need(_ count: Int) throws(ParseError) {
    if count < 0 || count > end - offset {
      throw .truncated(needed: count, available: end - offset, offset: base + offset)
    }
  }

  public mutating func skip(_ count: Int) throws(ParseError) {
    try need(count)
    offset += count
  }

  public mutating func seek(to position: Int) throws(ParseError) {
    guard position >= 0, position <= end else {
      throw .malformed("seek past end (\(position))", offset: base + offset)
    }
    offset = position
  }

  public mutating func u8() throws(ParseError) -> UInt8 {
    try need(1)
    defer { offset += 1 }
    return bytes[offset]
  }

  public mutating func u16be() throws(ParseError) -> UInt16 {
    try need(2)
    defer { offset += 2 }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  public mutating func u16le() throws(ParseError) -> UInt16 {
    try need(2)
    defer { offset += 2 }
    return UInt16(bytes[offset + 1]) << 8 | UInt16(bytes[offset])
  }

  public mutating func u24be() throws(ParseError) -> UInt32 {
    try need(3)
    defer { offset += 3 }
    return UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2])
  }

  public mutating func u24le() throws(ParseError) -> UInt32 {
    try need(3)
    defer { offset += 3 }
    return UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset])
  }

  public mutating func u32be() throws(ParseError) -> UInt32 {
    try need(4)
    defer { offset += 4 }
    return bytes.u32be(at: offset) ?? 0
  }

  public mutating func u32le() throws(ParseError) -> UInt32 {
    try need(4)
    defer { offset += 4 }
    return bytes.u32le(at: offset) ?? 0
  }

  public mutating func u64be() throws(ParseError) -> UInt64 {
    try need(8)
    defer { offset += 8 }
    return UInt64(bytes.u32be(at: offset) ?? 0) << 32 | UInt64(bytes.u32be(at: offset + 4) ?? 0)
  }

  public mutating func u64le() throws(ParseError) -> UInt64 {
    try need(8)
    defer { offset += 8 }
    return UInt64(bytes.u32le(at: offset + 4) ?? 0) << 32 | UInt64(bytes.u32le(at: offset) ?? 0)
  }

  /// A 16-bit value in the reader's byte order.
  public mutating func u16() throws(ParseError) -> UInt16 {
    bigEndian ? try u16be() : try u16le()
  }

  /// A 32-bit value in the reader's byte order.
  public mutating func u32() throws(ParseError) -> UInt32 {
    bigEndian ? try u32be() : try u32le()
  }

  /// A 64-bit value in the reader's byte order.
  public mutating func u64() throws(ParseError) -> UInt64 {
    bigEndian ? try u64be() : try u64le()
  }

  public mutating func fourCC() throws(ParseError) -> FourCC {
    FourCC(try u32be())
  }

  public mutating func read(_ count: Int) throws(ParseError) -> ArraySlice<UInt8> {
    try need(count)
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  /// A sub-reader over the next `count` bytes; the cursor moves past them.
  public mutating func subReader(_ count: Int) throws(ParseError) -> ByteReader {
    try need(count)
    defer { offset += count }
    return ByteReader(bytes, range: offset..<offset + count, base: base, bigEndian: bigEndian)
  }

  /// Bytes up to (not including) a NUL, or to the end; the cursor moves past the NUL.
  public mutating func cString(maxLength: Int = 4096) -> String {
    let start = offset
    let limit = min(end, offset + maxLength)
    var i = offset
    while i < limit && bytes[i] != 0 { i += 1 }
    offset = min(end, i + 1)
    return String(decoding: bytes[start..<i], as: UTF8.self)
  }
}
