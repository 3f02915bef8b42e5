/// Optional-returning, bounds-checked peeks into byte arrays, for signature predicates and
/// sniffers that look at fixed offsets without a cursor.
extension Array where Element == UInt8 {
  @inline(__always)
  func u8(at i: Int) -> UInt8? { i >= 0 && i < count ? self[i] : nil }

  @inline(__always)
  func u16be(at i: Int) -> UInt16? {
    guard i >= 0, i + 2 <= count else { return nil }
    return UInt16(self[i]) << 8 | UInt16(self[i + 1])
  }

  @inline(__always)
  func u16le(at i: Int) -> UInt16? {
    guard i >= 0, i + 2 <= count else { return nil }
    return UInt16(self[i + 1]) << 8 | UInt16(self[i])
  }

  @inline(__always)
  func u32be(at i: Int) -> UInt32? {
    guard i >= 0, i + 4 <= count else { return nil }
    return UInt32(self[i]) << 24 | UInt32(self[i + 1]) << 16 | UInt32(self[i + 2]) << 8
      | UInt32(self[i + 3])
  }

  @inline(__always)
  func u32le(at i: Int) -> UInt32? {
    guard i >= 0, i + 4 <= count else { return nil }
    return UInt32(self[i + 3]) << 24 | UInt32(self[i + 2]) << 16 | UInt32(self[i + 1]) << 8
      | UInt32(self[i])
  }

  /// Whether the bytes at `offset` equal `pattern` (`nil` entries match anything).
  @inline(__always)
  func matches(_ pattern: [UInt8?], at offset: Int) -> Bool {
    guard offset >= 0, offset + pattern.count <= count else { return false }
    for (i, expected) in pattern.enumerated() {
      if let expected, self[offset + i] != expected { return false }
    }
    return true
  }

  /// Whether the bytes at `offset` are the ASCII text `text`.
  @inline(__always)
  func matches(ascii text: StaticString, at offset: Int) -> Bool {
    let n = text.utf8CodeUnitCount
    guard offset >= 0, offset + n <= count else { return false }
    return text.withUTF8Buffer { buffer in
      for i in 0..<n where self[offset + i] != buffer[i] { return false }
      return true
    }
  }

  /// The first position of `needle` in `self[range]`, if any.
  func firstIndex(of needle: [UInt8], in range: Range<Int>) -> Int? {
    guard let first = needle.first, !needle.isEmpty else { return nil }
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound) - needle.count
    guard lower <= upper else { return nil }
    var i = lower
    while i <= upper {
      if self[i] == first {
        var j = 1
        while j < needle.count && self[i + j] == needle[j] { j += 1 }
        if j == needle.count { return i }
      }
      i += 1
    }
    return nil
  }
}
