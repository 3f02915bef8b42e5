import Foundation
@testable import MediaKind
import MediaKindTestSupport
import Testing

/// A spill file gives back each record as appended, read back in any order while more are
/// appended: from the block not written yet, from the file, and from the blocks it keeps of
/// what it read (`SpillFile.cacheBlock`; `Docs/Performance.md`, "Where an import's time goes").
@Suite("Spill files")
struct SpillFileTests {
  /// A record of `length` bytes that tells its number apart.
  static func record(_ number: Int, length: Int) -> [UInt8] {
    (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ number &* 7) }
  }

  @Test("records read back in order, backwards, at random and while appending")
  func readsBack() throws {
    let dir = try TemporaryDirectory()
    let spill = try SpillFile(inFolder: dir.url.path)
    // Lengths from empty to longer than a kept block, so that some records straddle blocks.
    let lengths = [0, 1, 3, 100, 4_000, SpillFile.cacheBlock - 4, SpillFile.cacheBlock, SpillFile.cacheBlock + 10, 40_000]
    var records: [(offset: Int, bytes: [UInt8])] = []
    var generator = SystemRandomNumberGenerator()
    for number in 0..<240 {
      let bytes = Self.record(number, length: lengths[number % lengths.count])
      records.append((try spill.append(bytes), bytes))
      // Read an earlier record now and then, while the file grows.
      if number % 7 == 0, let earlier = records.randomElement(using: &generator) {
        #expect(try spill.read(at: earlier.offset) == earlier.bytes)
      }
    }
    for (offset, bytes) in records { #expect(try spill.read(at: offset) == bytes) }
    for (offset, bytes) in records.reversed() { #expect(try spill.read(at: offset) == bytes) }
    for (offset, bytes) in records.shuffled(using: &generator) { #expect(try spill.read(at: offset) == bytes) }
  }
}
