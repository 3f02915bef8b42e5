/// FNV-1a (Fowler/Noll/Vo), the one stable, non-cryptographic hash of the package, for keys
/// and identifiers that must not change between runs, platforms or Swift versions (`Hasher` is
/// seeded per process): 64 bits for shard keys, output names and test seeds, 128 bits for
/// asset and collection identifiers.
/// Source: Fowler/Noll/Vo, <http://www.isthe.com/chongo/tech/comp/fnv/> (64- and 128-bit
/// parameters).
package struct StableHash<Value: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
  private let prime: Value
  package private(set) var value: Value

  fileprivate init(basis: Value, prime: Value) {
    value = basis
    self.prime = prime
  }

  /// Adds `bytes`, one at a time.
  package mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value ^= Value(byte)
      value = value &* prime
    }
  }

  /// Adds the bytes of `buffer`, one at a time (the same value as ``combine(_:)-(Sequence)``,
  /// in a loop the optimiser keeps in registers: the duplicate digests read whole files).
  package mutating func combine(buffer: UnsafeBufferPointer<UInt8>) {
    var hash = value
    let prime = self.prime
    for byte in buffer {
      hash ^= Value(byte)
      hash = hash &* prime
    }
    value = hash
  }

  /// Adds the UTF-8 of `text` and a NUL separator, so ("ab", "c") and ("a", "bc") differ.
  package mutating func combine(_ text: String) {
    combine(text.utf8)
    combine(CollectionOfOne(0))
  }
}

extension StableHash<UInt64> {
  /// The 64-bit hash: offset basis 0xcbf29ce484222325, prime 0x100000001b3.
  package init() { self.init(basis: 0xCBF2_9CE4_8422_2325, prime: 0x0000_0100_0000_01B3) }

  /// The 64-bit hash of the UTF-8 of `text` alone (no separator).
  package static func of(_ text: String) -> UInt64 {
    var hash = StableHash<UInt64>()
    hash.combine(text.utf8)
    return hash.value
  }
}

extension StableHash<UInt128> {
  /// The 128-bit hash.
  package init() {
    self.init(basis: 0x6C62_272E_07BB_0142_62B8_2175_6295_C58D, prime: 0x0000_0000_0100_0000_0000_0000_0000_013B)
  }

  /// The hash as a UUID-shaped string (`8-4-4-4-12` upper-case hex digits).
  package var uuidString: String {
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
