/// FNV-1a, 128 bits: a small, stable, non-cryptographic hash for identifiers that must not
/// change between runs, platforms or Swift versions (`Hasher` is seeded per process).
/// Source: Fowler/Noll/Vo, <http://www.isthe.com/chongo/tech/comp/fnv/> (128-bit parameters).
struct StableHash {
  private static let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B
  private static let offsetBasis: UInt128 = 0x6C62_272E_07BB_0142_62B8_2175_6295_C58D

  private(set) var value: UInt128 = StableHash.offsetBasis

  init() {}

  mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value ^= UInt128(byte)
      value = value &* Self.prime
    }
  }

  mutating func combine(_ text: String) {
    combine(text.utf8)
    combine([0])  // separator, so ("ab", "c") and ("a", "bc") differ
  }

  /// The hash as a UUID-shaped string (`8-4-4-4-12` upper-case hex digits).
  var uuidString: String {
    let digits = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(36)
    for i in 0..<32 {
      if i == 8 || i == 12 || i == 16 || i == 20 { out.append(UInt8(ascii: "-")) }
      let nibble = Int((value >> UInt128(124 - i * 4)) & 0xF)
      out.append(digits[nibble])
    }
    return String(decoding: out, as: UTF8.self)
  }
}
