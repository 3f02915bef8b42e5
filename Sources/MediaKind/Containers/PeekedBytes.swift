/// Up to ``capacity`` bytes of a ``ByteSource`` held inline, from ``ByteSource/peek(at:count:)``:
/// the fixed-size headers a walk reads once per step (JPEG markers, PNG chunk headers) without
/// an array allocated for each. Reads as `ByteSource.read(at:count:)` would have given them.
struct PeekedBytes {
  static let capacity = 16

  private var storage: (UInt64, UInt64) = (0, 0)
  /// How many bytes the read gave (fewer than asked at the end of the input, past the head in
  /// the fast path, or once the read budget is spent).
  let count: Int

  /// The first `bytes.count` (at most ``capacity``) bytes.
  init(_ bytes: UnsafeRawBufferPointer) {
    precondition(bytes.count <= Self.capacity)
    count = bytes.count
    withUnsafeMutableBytes(of: &storage) { out in
      if let base = bytes.baseAddress, let target = out.baseAddress {
        target.copyMemory(from: base, byteCount: bytes.count)
      }
    }
  }

  subscript(index: Int) -> UInt8 {
    precondition(index >= 0 && index < count, "PeekedBytes index out of range")
    return withUnsafeBytes(of: storage) { $0[index] }
  }

  /// The integer of type `T` at `offset` in `endianness` order, or nil when its bytes are not
  /// all among the ``count`` the read gave: `RawSpan.integer(at:as:endianness:)` over
  /// the inline bytes.
  @inline(__always)
  func integer<T: FixedWidthInteger & BitwiseCopyable>(
    at offset: Int, as type: T.Type = T.self, endianness: Endianness = .big
  ) -> T? {
    withUnsafeBytes(of: storage) { all in
      UnsafeRawBufferPointer(rebasing: all[..<count]).bytes.integer(
        at: offset, as: T.self, endianness: endianness)
    }
  }
}
