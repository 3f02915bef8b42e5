/// The witnesses of one scan's Takeout copies by path (``TakeoutCopyWitness``), and the
/// digests of files on disk taken while joining them (a file compared with archive members is
/// read once).
struct TakeoutCopyWitnesses {
  /// Each file's witness, by its path's bytes (Docs/Library.md, "Paths are compared as bytes").
  var at: [PathKey: TakeoutCopyWitness] = [:]
  /// Digests of files on disk taken so far (nil: unreadable or changed), by path.
  private var digests: [String: UInt128?] = [:]

  /// `items` (of equal size) in classes of two or more whose files (`paths`) hold the same
  /// bytes (``TakeoutCopyWitness/same(_:_:digests:)``); an item without a witness joins no
  /// class.
  mutating func classes(_ items: [Int], paths: (Int) -> String) -> [[Int]] {
    var remaining = items.compactMap { item in at[PathKey(paths(item))].map { (item, $0) } }
    var classes: [[Int]] = []
    while let first = remaining.first {
      var members = [first.0]
      var others: [(Int, TakeoutCopyWitness)] = []
      for other in remaining.dropFirst() {
        if TakeoutCopyWitness.same(first.1, other.1, digests: &digests) {
          members.append(other.0)
        } else {
          others.append(other)
        }
      }
      if members.count > 1 { classes.append(members) }
      remaining = others
    }
    return classes
  }
}
