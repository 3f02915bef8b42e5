/// Derives deterministic damaged variants ("mutants") of a sample for the hostile-input tests
/// (issue 7): truncations, bit flips, zeroed and maxed length fields (where ``StructureMap``
/// finds them, and at seeded random positions), swapped units, appended garbage and huge
/// declared sizes.
///
/// The same sample and seed always give the same mutants, so a failure names a mutant that
/// can be rebuilt (`kind` says which).
public struct CorpusMutator: Sendable {
  /// One damaged variant.
  public struct Mutant: Sendable {
    /// What was done, e.g. `truncate@120`, `flip@33.4`, `field-max@8`, `swap 0<->1`.
    public var kind: String
    public var bytes: [UInt8]
  }

  /// The undamaged sample.
  public let original: [UInt8]
  /// Where the sample's length fields and units lie.
  public let map: StructureMap
  private var random: SeededGenerator

  /// A mutator for `bytes`, seeded from `seed` (the sample's path).
  public init(_ bytes: [UInt8], seed: String) {
    original = bytes
    map = StructureMap(bytes)
    random = SeededGenerator(seed: seed)
  }

  /// Exactly `count` mutants: each family of damage first, then extra seeded bit flips and
  /// field damage to fill the count.
  public mutating func mutants(count: Int) -> [Mutant] {
    var result: [Mutant] = []
    result += truncations()
    result += structural()
    result += appended()
    while result.count < count {
      result.append(result.count % 2 == 0 ? bitFlips() : randomField())
    }
    return Array(result.prefix(count))
  }

  // MARK: - Kinds

  /// Cuts at the first bytes, at every framing unit's start and end, and at fractions.
  mutating func truncations() -> [Mutant] {
    let n = original.count
    var points: Set<Int> = [
      0, 1, 2, 3, 4, 7, 8, 11, 12, 16, 31, 64, n / 4, n / 2, (3 * n) / 4, n - 1,
    ]
    for unit in map.units.prefix(8) {
      points.insert(unit.lowerBound + 4)
      points.insert(unit.upperBound - 1)
    }
    return points.filter { $0 >= 0 && $0 < n }.sorted().prefix(20).map {
      Mutant(kind: "truncate@\($0)", bytes: Array(original[..<$0]))
    }
  }

  /// Length fields zeroed, maxed and set just past the end; units swapped; a huge first size.
  mutating func structural() -> [Mutant] {
    var result: [Mutant] = []
    for field in map.fields.prefix(10) {
      result.append(write(field, value: 0, kind: "field-zero@\(field.offset)"))
      result.append(write(field, value: UInt64.max, kind: "field-max@\(field.offset)"))
    }
    if let field = map.fields.dropFirst(1).first {
      let pastEnd = UInt64(original.count - field.offset + 1)
      result.append(write(field, value: pastEnd, kind: "field-past-end@\(field.offset)"))
    }
    let units = map.units
    if units.count >= 2 {
      var pairs = [(units.count - 2, units.count - 1), (0, 1)]
      if units.count >= 3 { pairs.append((1, 2)) }
      for (a, b) in pairs {
        result.append(swap(units[a], units[b], kind: "swap \(a)<->\(b)"))
      }
    }
    result += hugeSizes()
    return result
  }

  /// A huge declared size: the first framing field set to 0x7FFFFFF0 (or the width's maximum
  /// minus 15), and for ISO BMFF a 64-bit `largesize` of 2^63 − 1 on the first box.
  mutating func hugeSizes() -> [Mutant] {
    var result: [Mutant] = []
    if let field = map.fields.first {
      let huge: UInt64 = field.width >= 4 ? 0x7FFF_FFF0 : (1 << (8 * UInt64(field.width))) - 16
      result.append(write(field, value: huge, kind: "huge-size@\(field.offset)"))
    }
    if let unit = map.units.first, map.fields.first?.width == 4,
      map.fields.first?.bigEndian == true,
      unit.count >= 8, StructureMap.ascii(original, unit.lowerBound + 4).allSatisfy(\.isASCII)
    {
      // Box header rewritten as size 1 + largesize (8 more bytes inserted).
      var bytes = Array(original[..<unit.lowerBound])
      bytes += [0, 0, 0, 1] + original[(unit.lowerBound + 4)..<(unit.lowerBound + 8)]
      bytes += [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
      bytes += original[(unit.lowerBound + 8)...]
      result.append(Mutant(kind: "largesize-huge@\(unit.lowerBound)", bytes: bytes))
    }
    return result
  }

  /// Garbage after the end: seeded random bytes, 0xFF runs, and the file itself again.
  mutating func appended() -> [Mutant] {
    var noise: [UInt8] = []
    for _ in 0..<257 { noise.append(UInt8.random(in: 0...255, using: &random)) }
    return [
      Mutant(kind: "append-random", bytes: original + noise),
      Mutant(kind: "append-ff", bytes: original + [UInt8](repeating: 0xFF, count: 4096)),
      Mutant(kind: "append-self", bytes: original + original),
    ]
  }

  /// 1 to 4 seeded bit flips.
  mutating func bitFlips() -> Mutant {
    guard !original.isEmpty else { return Mutant(kind: "empty", bytes: []) }
    var bytes = original
    var kind = "flip"
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let at = Int.random(in: 0..<bytes.count, using: &random)
      let bit = Int.random(in: 0..<8, using: &random)
      bytes[at] ^= UInt8(1 << bit)
      kind += "@\(at).\(bit)"
    }
    return Mutant(kind: kind, bytes: bytes)
  }

  /// A 2- or 4-byte field at a seeded position zeroed or maxed (the head is favoured: that is
  /// where headers are).
  mutating func randomField() -> Mutant {
    guard original.count >= 4 else { return bitFlips() }
    let width = Bool.random(using: &random) ? 2 : 4
    let limit = min(original.count, 512) - width
    let at = Int.random(in: 0...max(0, limit), using: &random)
    let value: UInt64 = Bool.random(using: &random) ? 0 : .max
    let field = StructureMap.Field(offset: at, width: width, bigEndian: true)
    return write(field, value: value, kind: "random-\(value == 0 ? "zero" : "max")@\(at)/\(width)")
  }

  // MARK: - Helpers

  func write(_ field: StructureMap.Field, value: UInt64, kind: String) -> Mutant {
    var bytes = original
    for i in 0..<field.width {
      let shift = UInt64(8 * (field.bigEndian ? field.width - 1 - i : i))
      let at = field.offset + i
      guard at < bytes.count else { break }
      bytes[at] = shift < 64 ? UInt8(truncatingIfNeeded: value >> shift) : 0
    }
    return Mutant(kind: kind, bytes: bytes)
  }

  func swap(_ a: Range<Int>, _ b: Range<Int>, kind: String) -> Mutant {
    let (first, second) = a.lowerBound < b.lowerBound ? (a, b) : (b, a)
    guard first.upperBound <= second.lowerBound, second.upperBound <= original.count else {
      return Mutant(kind: kind + " (overlap, unchanged)", bytes: original)
    }
    var bytes = Array(original[..<first.lowerBound])
    bytes += original[second]
    bytes += original[first.upperBound..<second.lowerBound]
    bytes += original[first]
    bytes += original[second.upperBound...]
    return Mutant(kind: kind, bytes: bytes)
  }
}
