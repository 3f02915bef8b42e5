/// One entry of the duplicate index on disk (``ContentIndex``; `Docs/Changes.md`, "Creating
/// assets": duplicates): a library file of a size, not hashed yet or hashed, or the note that
/// every file of a size named before a point has been hashed. Fixed width (five 64-bit
/// words), so a sorted run is searched by halving without an index of its own.
struct ContentIndexRecord: Comparable {
  /// A file not hashed yet: `value` is its path's offset in the path log.
  static let unhashed: UInt64 = 0
  /// Every `unhashed` entry of this size whose path offset is below `value` has been hashed
  /// (its `hashed` entry written, or it could not be read): none is hashed twice.
  static let covered: UInt64 = 1
  /// A hashed file: `hash` is its content hash, `value` its path's offset in the path log.
  static let hashed: UInt64 = 2

  var size: UInt64
  var kind: UInt64
  var hashHigh: UInt64
  var hashLow: UInt64
  var value: UInt64

  init(size: Int, kind: UInt64, hash: UInt128 = 0, value: Int) {
    self.size = UInt64(size)
    self.kind = kind
    hashHigh = UInt64(truncatingIfNeeded: hash >> 64)
    hashLow = UInt64(truncatingIfNeeded: hash)
    self.value = UInt64(value)
  }

  /// The content hash of a `hashed` entry.
  var hash: UInt128 { UInt128(hashHigh) << 64 | UInt128(hashLow) }

  /// The bytes one entry takes in a run.
  static let width = MemoryLayout<ContentIndexRecord>.stride

  static func < (a: ContentIndexRecord, b: ContentIndexRecord) -> Bool {
    (a.size, a.kind, a.hashHigh, a.hashLow, a.value) < (b.size, b.kind, b.hashHigh, b.hashLow, b.value)
  }
}
