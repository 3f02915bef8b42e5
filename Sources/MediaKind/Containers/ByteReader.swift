/// A bounds-checked cursor over bytes: every read checks the remaining length and throws
/// ``ParseError/truncated(needed:available:offset:)`` instead of trapping.
///
/// Integers are read with ``readInteger(as:endianness:)``, SwiftNIO's
/// `ByteBuffer.readInteger(endianness:as:)`: the one integer read over bytes (`RawSpan`'s
/// `integer(at:as:endianness:)`) at the cursor, which then moves past the value. A reader has
/// a byte order of its own (``endianness``) that reads use unless they name one: the format's
/// (ISO BMFF big, RIFF little) or the one its data states (RIFX, TIFF's `II`/`MM`).
///
/// `offset` values are positions in `bytes`; `base` is the position of `bytes[0]` in the file,
/// so diagnostics can name file offsets.
public struct ByteReader: Sendable {
  /// The bytes read (the reader's range may be part of them).
  public let bytes: [UInt8]
  /// The cursor: the position in ``bytes`` of the next byte read.
  public private(set) var offset: Int
  /// The position in ``bytes`` where reading stops (reads past it throw).
  public let end: Int
  /// File position of `bytes[0]`.
  public let base: Int
  /// The byte order of integer reads that name none (TIFF data switches it; most formats fix
  /// it).
  public var endianness: Endianness

  /// A reader of `bytes[range]` (all of `bytes` by default), whose first byte is at file position
  /// `base`, reading integers in `endianness` unless a read names one.
  public init(
    _ bytes: [UInt8], range: Range<Int>? = nil, base: Int = 0, endianness: Endianness = .big
  ) {
    self.bytes = bytes
    let r = range ?? 0..<bytes.count
    self.offset = max(0, min(r.lowerBound, bytes.count))
    self.end = max(self.offset, min(r.upperBound, bytes.count))
    self.base = base
    self.endianness = endianness
  }

  /// Bytes left between the cursor and ``end``.
  public var remaining: Int { end - offset }
  /// Whether the cursor is at ``end``.
  public var isAtEnd: Bool { offset >= end }
  /// The file position of the cursor.
  public var filePosition: Int { base + offset }

  @inline(__always)
  private func need(_ count: Int) throws(ParseError) {
    if count < 0 || count > end - offset {
      throw .truncated(needed: count, available: end - offset, offset: base + offset)
    }
  }

  /// Moves the cursor `count` bytes on; throws when fewer remain.
  public mutating func skip(_ count: Int) throws(ParseError) {
    try need(count)
    offset += count
  }

  /// Moves the cursor to `position` in ``bytes`` (at most ``end``); throws when out of range.
  public mutating func seek(to position: Int) throws(ParseError) {
    guard position >= 0, position <= end else {
      throw .malformed("seek past end (\(position))", offset: base + offset)
    }
    offset = position
  }

  /// The integer of type `T` at the cursor in `endianness` order (nil: the reader's
  /// ``endianness``); the cursor moves past it. Throws when fewer than its size remain.
  @inline(__always)
  public mutating func readInteger<T: FixedWidthInteger & BitwiseCopyable>(
    as type: T.Type = T.self, endianness: Endianness? = nil
  ) throws(ParseError) -> T {
    let size = MemoryLayout<T>.size
    guard size <= end - offset,
      let value = bytes.integer(at: offset, as: T.self, endianness: endianness ?? self.endianness)
    else { throw .truncated(needed: size, available: end - offset, offset: base + offset) }
    offset += size
    return value
  }

  /// The unsigned integer in the next `byteCount` bytes (fewer than `T` holds: ISO BMFF's
  /// 24-bit flags) in `endianness` order (nil: the reader's); the cursor moves past them.
  public mutating func readInteger<T: FixedWidthInteger & UnsignedInteger & BitwiseCopyable>(
    byteCount: Int, as type: T.Type = T.self, endianness: Endianness? = nil
  ) throws(ParseError) -> T {
    guard byteCount <= end - offset,
      let value = bytes.integer(
        at: offset, byteCount: byteCount, as: T.self, endianness: endianness ?? self.endianness)
    else { throw .truncated(needed: byteCount, available: end - offset, offset: base + offset) }
    offset += byteCount
    return value
  }

  /// A four-character code (always in file order, whatever the reader's byte order).
  public mutating func fourCC() throws(ParseError) -> FourCC {
    FourCC(try readInteger(as: UInt32.self, endianness: .big))
  }

  /// The next `count` bytes (a slice of ``bytes``, not a copy); throws when fewer remain.
  public mutating func read(_ count: Int) throws(ParseError) -> ArraySlice<UInt8> {
    try need(count)
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  /// A sub-reader over the next `count` bytes; the cursor moves past them.
  public mutating func subReader(_ count: Int) throws(ParseError) -> ByteReader {
    try need(count)
    defer { offset += count }
    return ByteReader(bytes, range: offset..<offset + count, base: base, endianness: endianness)
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
