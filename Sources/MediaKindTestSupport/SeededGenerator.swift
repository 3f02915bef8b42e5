import MediaKind

/// A deterministic random-number generator (SplitMix64), so generated test inputs are the
/// same on every run and every machine.
///
/// Source: Steele, Lea, Flood, "Fast Splittable Pseudorandom Number Generators" (2014); the
/// constants are those of Java's `SplittableRandom` and of Vigna's `splitmix64.c`.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) { state = seed }

  /// A generator seeded from text (FNV-1a of its UTF-8), e.g. a sample's path.
  public init(seed text: String) {
    state = StableHash<UInt64>.of(text)
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state = state &+ 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
