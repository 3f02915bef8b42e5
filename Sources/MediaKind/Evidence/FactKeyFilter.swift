/// A 256-bit summary of the keys a ``MediaFacts`` holds: a one-hash Bloom filter over the
/// keys' length and first and last eight bytes, which costs a few instructions where a
/// dictionary lookup hashes the whole key with SipHash.
///
/// The subtype rules ask for some sixty keys per file, and most of them are absent (no
/// QuickTime keys in a JPEG, no Apple MakerNote in a PNG): the filter answers those without
/// touching the dictionary. It never says no for a key that was inserted.
struct FactKeyFilter: Sendable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  mutating func insert(_ key: FactKey) {
    let bit = Self.bit(key)
    let mask = UInt64(1) << UInt64(bit & 63)
    switch bit >> 6 {
    case 0: words.0 |= mask
    case 1: words.1 |= mask
    case 2: words.2 |= mask
    default: words.3 |= mask
    }
  }

  /// False only when `key` was never inserted.
  func mayContain(_ key: FactKey) -> Bool {
    let bit = Self.bit(key)
    let word: UInt64
    switch bit >> 6 {
    case 0: word = words.0
    case 1: word = words.1
    case 2: word = words.2
    default: word = words.3
    }
    return word & (UInt64(1) << UInt64(bit & 63)) != 0
  }

  /// The key's bit, 0..<256.
  private static func bit(_ key: FactKey) -> Int {
    let mixed =
      key.rawValue.utf8.withContiguousStorageIfAvailable(mix)
      ?? Array(key.rawValue.utf8).withUnsafeBufferPointer(mix)
    return Int(truncatingIfNeeded: mixed >> 56)
  }

  /// Length, first and last eight bytes, multiplied through (Fibonacci hashing).
  private static func mix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let n = bytes.count
    var first: UInt64 = 0
    var last: UInt64 = 0
    if n >= 8, let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      first = raw.loadUnaligned(as: UInt64.self)
      last = raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
    } else {
      for byte in bytes { first = first << 8 | UInt64(byte) }
    }
    let folded = first ^ (last << 29 | last >> 35) ^ UInt64(n) &* 0xFF51_AFD7_ED55_8CCD
    return folded &* 0x9E37_79B9_7F4A_7C15
  }
}
