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

  func u8(at index: Int) -> UInt8? { index >= 0 && index < count ? self[index] : nil }

  func u16be(at index: Int) -> UInt16? {
    guard index >= 0, index + 2 <= count else { return nil }
    return UInt16(self[index]) << 8 | UInt16(self[index + 1])
  }

  func u32be(at index: Int) -> UInt32? {
    guard index >= 0, index + 4 <= count else { return nil }
    return UInt32(self[index]) << 24 | UInt32(self[index + 1]) << 16
      | UInt32(self[index + 2]) << 8 | UInt32(self[index + 3])
  }
}
