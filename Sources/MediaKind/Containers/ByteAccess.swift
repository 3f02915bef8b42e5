/// Bounds-checked peeks into byte arrays, for signature predicates and sniffers that look at
/// fixed offsets without a cursor: integers (through the one read over a span), patterns and
/// ASCII text, and a byte search.
extension Array where Element == UInt8 {
  /// The integer of type `T` at `offset` in `endianness` order, or nil when its bytes do not
  /// all lie in the array: `RawSpan.integer(at:as:endianness:)` over the array's bytes
  /// (SwiftNIO's `ByteBuffer.getInteger(at:endianness:as:)`).
  @inline(__always)
  func integer<T: FixedWidthInteger & BitwiseCopyable>(
    at offset: Int, as type: T.Type = T.self, endianness: Endianness = .big
  ) -> T? {
    span.bytes.integer(at: offset, as: T.self, endianness: endianness)
  }

  /// The unsigned integer in the `byteCount` bytes at `offset` (a 24-bit size), or nil when
  /// they do not all lie in the array: `RawSpan.integer(at:byteCount:as:endianness:)`.
  @inline(__always)
  func integer<T: FixedWidthInteger & UnsignedInteger & BitwiseCopyable>(
    at offset: Int, byteCount: Int, as type: T.Type = T.self, endianness: Endianness = .big
  ) -> T? {
    span.bytes.integer(at: offset, byteCount: byteCount, as: T.self, endianness: endianness)
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

  /// The first position of `needle` in `self[range]`, if any (`memchr` finds each
  /// candidate first byte, `memcmp` checks the rest).
  func firstIndex(of needle: [UInt8], in range: Range<Int>) -> Int? {
    withUnsafeBytes { $0.firstIndex(of: needle, in: range) }
  }
}

extension UnsafeRawBufferPointer {
  /// The first position of `needle` in `self[range]`, if any (`memchr` finds each candidate
  /// first byte, `memcmp` checks the rest): the search of `[UInt8].firstIndex(of:in:)`, for
  /// bytes that are not an array of their own (a slice of a larger buffer).
  func firstIndex(of needle: [UInt8], in range: Range<Int>) -> Int? {
    guard let first = needle.first else { return nil }
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound)
    guard upper - lower >= needle.count, let base = baseAddress else { return nil }
    return needle.withUnsafeBytes { pattern in
      var i = lower
      let last = upper - needle.count  // the last position a match can start at
      while i <= last {
        guard let hit = system_memchr(base + i, first, last - i + 1) else { return nil }
        let position = base.distance(to: hit)
        if system_memcmp(base + position, pattern.baseAddress!, needle.count) == 0 {
          return position
        }
        i = position + 1
      }
      return nil
    }
  }
}

extension ArraySlice where Element == UInt8 {
  /// The byte order of `self` and `other` (negative, zero, positive), as `memcmp` with the
  /// shorter one first on a common prefix: the order of file names in walks and listings.
  func byteOrder(_ other: ArraySlice<UInt8>) -> Int {
    withUnsafeBytes { x in
      other.withUnsafeBytes { y in
        let common = Swift.min(x.count, y.count)
        if common > 0, let p = x.baseAddress, let q = y.baseAddress {
          let order = system_memcmp(p, q, common)
          if order != 0 { return Int(order) }
        }
        return x.count - y.count
      }
    }
  }
}

extension String {
  /// Whether the UTF-8 bytes of `self` contain those of `needle`: a plain byte search, with
  /// none of the Unicode or locale rules of Foundation's `contains` (signatures and rules
  /// compare ASCII words). With `ignoringASCIICase`, ASCII letters match either case.
  func containsBytes(_ needle: String, ignoringASCIICase: Bool = false) -> Bool {
    var text = self
    var needle = needle
    return text.withUTF8 { haystack in
      needle.withUTF8 { pattern in
        guard !pattern.isEmpty else { return true }
        guard haystack.count >= pattern.count else { return false }
        @inline(__always) func fold(_ byte: UInt8) -> UInt8 {
          ignoringASCIICase && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
        }
        var i = 0
        while i <= haystack.count - pattern.count {
          var j = 0
          while j < pattern.count && fold(haystack[i + j]) == fold(pattern[j]) { j += 1 }
          if j == pattern.count { return true }
          i += 1
        }
        return false
      }
    }
  }

  /// Whether `self` starts with `prefix`, ASCII letters matching either case.
  func hasPrefixIgnoringASCIICase(_ prefix: String) -> Bool {
    var a = utf8.makeIterator()
    for expected in prefix.utf8 {
      guard let byte = a.next() else { return false }
      let x = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      let y = expected >= 0x41 && expected <= 0x5A ? expected | 0x20 : expected
      if x != y { return false }
    }
    return true
  }
}
