extension RawSpan {
  /// The integer of type `T` stored at byte `offset` in `endianness` order, or nil when its
  /// bytes do not all lie inside the span (a negative offset, or one too close to the end).
  ///
  /// The one integer read over bytes in MediaKind, after SwiftNIO's
  /// `ByteBuffer.getInteger(at:endianness:as:)`: one bounds check, one unaligned load and a
  /// byte swap when the order differs from the machine's. Every other read of a fixed-width
  /// integer (`[UInt8].integer(at:as:endianness:)`, ``PeekedBytes``, ``ByteReader``,
  /// ``ChunkedReader``, the TIFF and IFF walkers) goes through it. Always inlined: a
  /// signature predicate that reads a `UInt32` compiles to a compare, a load and a `bswap`.
  @inline(__always)
  func integer<T: FixedWidthInteger & BitwiseCopyable>(
    at offset: Int, as type: T.Type = T.self, endianness: Endianness = .big
  ) -> T? {
    // `byteCount - size` cannot overflow (`byteCount` is not negative, `size` is at most 8);
    // comparing with it instead of computing `offset + size` keeps an offset near Int.max from
    // overflowing.
    guard offset >= 0, offset <= byteCount &- MemoryLayout<T>.size else { return nil }
    let raw = unsafeLoadUnaligned(fromByteOffset: offset, as: T.self)
    return endianness == .big ? T(bigEndian: raw) : T(littleEndian: raw)
  }

  /// The unsigned integer stored in the `byteCount` bytes at `offset`, fewer than `T` holds
  /// (the 24-bit sizes of FLAC, FLV and WebP, ISO BMFF flags, EBML's 0-8 byte integers; zero
  /// bytes read as 0), or nil when they do not all lie inside the span or `byteCount` is not
  /// in `0...MemoryLayout<T>.size`.
  @inline(__always)
  func integer<T: FixedWidthInteger & UnsignedInteger & BitwiseCopyable>(
    at offset: Int, byteCount: Int, as type: T.Type = T.self, endianness: Endianness = .big
  ) -> T? {
    guard byteCount >= 0, byteCount <= MemoryLayout<T>.size, offset >= 0,
      offset <= self.byteCount &- byteCount
    else { return nil }
    var value: T = 0
    for i in 0..<byteCount {
      let index = endianness == .big ? offset &+ i : offset &+ byteCount &- 1 &- i
      value = value << 8 | T(unsafeLoad(fromByteOffset: index, as: UInt8.self))
    }
    return value
  }
}
