import Testing

@testable import MediaKind

/// The one integer read over bytes (`RawSpan.integer(at:as:endianness:)`, SwiftNIO's
/// `getInteger(at:endianness:as:)` model) and the readers built on it: byte arrays,
/// ``PeekedBytes``, the ``ByteReader`` cursor and ``ChunkedReader``'s window.
@Suite("Byte integer reads: one bounds-checked read over a span")
struct ByteIntegerTests {
  /// 0x01, 0x02, ... 0x20: every byte different, so a wrong offset or order shows.
  static let bytes: [UInt8] = Array(1...32)

  /// The value of `bytes[offset..<offset + width]` in `endianness`, folded byte by byte: the
  /// reference the one read is checked against.
  static func folded(_ bytes: [UInt8], at offset: Int, width: Int, _ endianness: Endianness)
    -> UInt64
  {
    let slice = bytes[offset..<offset + width]
    let ordered = endianness == .big ? Array(slice) : slice.reversed()
    return ordered.reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// Every in-bounds offset of `T` in both byte orders equals the folded value; the first
  /// offset past the end, a negative offset and offsets whose end would overflow give nil.
  func checkWidth<T: FixedWidthInteger & BitwiseCopyable>(_ type: T.Type) {
    let bytes = Self.bytes
    let size = MemoryLayout<T>.size
    for endianness in [Endianness.big, .little] {
      for offset in 0...(bytes.count - size) {
        let expected = T(truncatingIfNeeded: Self.folded(bytes, at: offset, width: size, endianness))
        #expect(bytes.integer(at: offset, as: T.self, endianness: endianness) == expected)
      }
      // Exactly at the end: the last whole value reads, one byte further does not.
      #expect(bytes.integer(at: bytes.count - size, as: T.self, endianness: endianness) != nil)
      #expect(bytes.integer(at: bytes.count - size + 1, as: T.self, endianness: endianness) == nil)
      #expect(bytes.integer(at: bytes.count, as: T.self, endianness: endianness) == nil)
      #expect(bytes.integer(at: -1, as: T.self, endianness: endianness) == nil)
      #expect(bytes.integer(at: Int.min, as: T.self, endianness: endianness) == nil)
      // offset + size would overflow: refused, not trapped.
      #expect(bytes.integer(at: Int.max, as: T.self, endianness: endianness) == nil)
      #expect(bytes.integer(at: Int.max - size + 1, as: T.self, endianness: endianness) == nil)
      #expect(([] as [UInt8]).integer(at: 0, as: T.self, endianness: endianness) == nil)
    }
  }

  @Test("every width, signed and unsigned, in both byte orders; bounds at both ends")
  func allWidths() {
    checkWidth(UInt8.self)
    checkWidth(UInt16.self)
    checkWidth(UInt32.self)
    checkWidth(UInt64.self)
    checkWidth(Int8.self)
    checkWidth(Int16.self)
    checkWidth(Int32.self)
    checkWidth(Int64.self)
  }

  @Test("known values: big-endian is the default, as NIO's")
  func knownValues() {
    let b: [UInt8] = [0x12, 0x34, 0x56, 0x78, 0x9A, 0xBC, 0xDE, 0xF0]
    #expect(b.integer(at: 0, as: UInt16.self) == 0x1234)
    #expect(b.integer(at: 0, as: UInt16.self, endianness: .little) == 0x3412)
    #expect(b.integer(at: 0, as: UInt32.self) == 0x1234_5678)
    #expect(b.integer(at: 4, as: UInt32.self, endianness: .little) == 0xF0DE_BC9A)
    #expect(b.integer(at: 0, as: UInt64.self) == 0x1234_5678_9ABC_DEF0)
    #expect(b.integer(at: 0, as: UInt64.self, endianness: .little) == 0xF0DE_BC9A_7856_3412)
    #expect(b.integer(at: 4, as: Int32.self) == Int32(bitPattern: 0x9ABC_DEF0))
    #expect(b.integer(at: 7, as: Int8.self) == -16)
  }

  @Test("narrow widths: 24-bit in both orders, zero bytes read as 0, too wide is refused")
  func byteCount() {
    let b: [UInt8] = [0x01, 0x02, 0x03, 0x04]
    #expect(b.integer(at: 0, byteCount: 3, as: UInt32.self) == 0x01_0203)
    #expect(b.integer(at: 1, byteCount: 3, as: UInt32.self, endianness: .little) == 0x04_0302)
    #expect(b.integer(at: 2, byteCount: 3, as: UInt32.self) == nil, "past the end")
    #expect(b.integer(at: 4, byteCount: 0, as: UInt64.self) == 0, "an empty integer at the end")
    #expect(b.integer(at: 5, byteCount: 0, as: UInt64.self) == nil)
    #expect(b.integer(at: 0, byteCount: 3, as: UInt16.self) == nil, "wider than the type")
    #expect(b.integer(at: 0, byteCount: -1, as: UInt32.self) == nil)
    #expect(b.integer(at: -1, byteCount: 1, as: UInt32.self) == nil)
    #expect(b.integer(at: Int.max, byteCount: 3, as: UInt32.self) == nil)
    for width in 1...8 {
      for endianness in [Endianness.big, .little] {
        let expected = Self.folded(Self.bytes, at: 5, width: width, endianness)
        #expect(
          Self.bytes.integer(at: 5, byteCount: width, as: UInt64.self, endianness: endianness)
            == expected)
      }
    }
  }

  @Test("a span of part of a buffer reads only inside it")
  func rebasedSpan() {
    Self.bytes.withUnsafeBytes { all in
      let part = UnsafeRawBufferPointer(rebasing: all[4..<8])
      #expect(part.bytes.integer(at: 0, as: UInt32.self) == 0x0506_0708)
      #expect(part.bytes.integer(at: 1, as: UInt32.self) == nil, "byte 8 is outside the part")
    }
  }

  @Test("peeked bytes read only the bytes the peek gave")
  func peeked() {
    let source = ByteSource(bytes: Self.bytes, headSize: 16, limitedToHead: true)
    let full = source.peek(at: 0, count: 8)
    #expect(full.integer(at: 4, as: UInt32.self) == 0x0506_0708)
    #expect(full.integer(at: 0, as: UInt64.self, endianness: .little) == 0x0807_0605_0403_0201)
    #expect(full.integer(at: 5, as: UInt32.self) == nil, "inline storage past the 8 bytes read")
    // Past the head in the fast path: the peek holds 2 bytes, so no 4-byte value.
    let cut = source.peek(at: 14, count: 4)
    #expect(cut.count == 2)
    #expect(cut.integer(at: 0, as: UInt16.self) == 0x0F10)
    #expect(cut.integer(at: 0, as: UInt32.self) == nil)
  }

  @Test("the cursor reads in its own byte order, moves past each value, throws at the end")
  func cursor() throws {
    var reader = ByteReader([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06], endianness: .little)
    #expect(try reader.readInteger(as: UInt16.self) == 0x0100)
    #expect(try reader.readInteger(as: UInt16.self, endianness: .big) == 0x0203)
    #expect(reader.offset == 4)
    #expect(try reader.readInteger(byteCount: 3, as: UInt32.self) == 0x06_0504)
    #expect(reader.isAtEnd)
    #expect(throws: ParseError.truncated(needed: 1, available: 0, offset: 7)) {
      try reader.readInteger(as: UInt8.self)
    }
    // A reader over part of the bytes stops at its end, not the array's; the file base
    // names the offset; a failed read leaves the cursor where it was.
    var part = ByteReader(Self.bytes, range: 2..<7, base: 100)
    #expect(try part.readInteger(as: UInt32.self) == 0x0304_0506)
    #expect(throws: ParseError.truncated(needed: 4, available: 1, offset: 106)) {
      try part.readInteger(as: UInt32.self)
    }
    #expect(part.offset == 6)
    #expect(try part.readInteger(as: UInt8.self) == 0x07)
  }

  @Test("a sub-reader keeps the byte order; a four-character code is read in file order")
  func subReaderAndFourCC() throws {
    var reader = ByteReader(Array("RIFF".utf8) + [0x10, 0x00, 0x00, 0x00], endianness: .little)
    #expect(try reader.fourCC() == "RIFF")
    var size = try reader.subReader(4)
    #expect(size.endianness == .little)
    #expect(try size.readInteger(as: UInt32.self) == 16)
  }

  @Test("the chunked reader reads values that straddle its 64 KiB window")
  func chunkedWindow() {
    let count = 200_000
    let data = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) }
    let source = ByteSource(bytes: data, headSize: 1000, limitedToHead: false)
    var reader = ChunkedReader(source: source)
    // Across the head's end, across window ends, and at the very end of the input.
    for position in [0, 998, 999, 1000, 65_535 + 998, 66_534, 131_070, count - 8, count - 4] {
      for endianness in [Endianness.big, .little] {
        #expect(
          reader.integer(at: position, as: UInt32.self, endianness: endianness)
            == data.integer(at: position, as: UInt32.self, endianness: endianness),
          "UInt32 at \(position)")
        #expect(
          reader.integer(at: position, as: UInt64.self, endianness: endianness)
            == data.integer(at: position, as: UInt64.self, endianness: endianness),
          "UInt64 at \(position)")
      }
      #expect(reader.bytes(at: position, count: 3) == Array(data[position..<min(count, position + 3)]))
    }
    #expect(reader.integer(at: count - 3, as: UInt32.self) == nil)
    #expect(reader.integer(at: -1, as: UInt8.self) == nil)
    #expect(reader.bytes(at: count - 2, count: 3) == nil)
  }

  @Test("in the fast path the chunked reader stops at the end of the head")
  func chunkedHeadOnly() {
    let source = ByteSource(bytes: Self.bytes, headSize: 10, limitedToHead: true)
    var reader = ChunkedReader(source: source)
    #expect(reader.integer(at: 6, as: UInt32.self) == 0x0708_090A)
    #expect(reader.integer(at: 7, as: UInt32.self) == nil)
    #expect(reader.integer(at: 10, as: UInt8.self) == nil)
  }
}
