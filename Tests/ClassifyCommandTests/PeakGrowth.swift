import Testing

/// The check the memory tests share: the peak RSS of a run over 4N items against one over N
/// grows by less than a stated number of bytes per item added.
enum PeakGrowth {
  /// Expects `large` (bytes, 4N items) to exceed `small` (N items) by less than
  /// `bytesPerItem` for each of the 3N items added, and `small` to have been read at all.
  static func expectBounded(small: Int, large: Int, items: Int, bytesPerItem: Int, noun: String) {
    #expect(small > 4 << 20, "the peak RSS was not read")
    let growth = large - small
    let bound = 3 * items * bytesPerItem
    #expect(
      growth < bound,
      "peak RSS \(small / 1024) KiB for \(items) \(noun), \(large / 1024) KiB for \(4 * items): grew by \(growth / 1024) KiB, bound \(bound / 1024) KiB"
    )
  }
}
