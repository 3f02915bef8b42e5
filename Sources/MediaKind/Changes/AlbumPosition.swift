/// Where assets go in a stored album, or collections in a stored folder: first (PhotoKit's
/// `insertAssets(_:at: [0…])`, which makes the first of them the album's cover) or after the
/// last (`addAssets`, `addChildCollections`), or at given indexes.
public enum AlbumPosition: Sendable, Hashable {
  /// Before every item, in the order given.
  case first
  /// After every item, in the order given.
  case last
  /// At these indexes of the list after the insert (PhotoKit's `insertAssets(_:at:)` and
  /// `insertChildCollections(_:at:)`: the indexes, ascending, one per item).
  case indexes([Int])

  /// The indexes `adding` new items take in a list of `existing` items, of `requested` items
  /// asked for (the others are in the list already). Given indexes must be ascending,
  /// distinct, one per requested item, within the list after the insert, and every requested
  /// item must be new.
  func indexes(adding: Int, of requested: Int, into existing: Int, library root: String) throws(LibraryChangeError) -> [Int] {
    switch self {
    case .first: return Array(0..<adding)
    case .last: return Array(existing..<(existing + adding))
    case .indexes(let given):
      guard given.count == requested, given == given.sorted(), Set(given).count == given.count,
        given.allSatisfy({ $0 >= 0 }), (given.last ?? 0) < existing + requested
      else {
        throw LibraryChangeError(
          path: root, reason: "the indexes must be ascending, distinct, one per item and within the list after the insert",
          kind: .invalid)
      }
      guard adding == requested else {
        throw LibraryChangeError(path: root, reason: "an item to insert at an index is in the list already", kind: .invalid)
      }
      return given
    }
  }

  /// PhotoKit's insert: the new items take `indexes` of the result, the old ones fill the rest
  /// in order.
  static func insert(_ new: [String], at indexes: [Int], into old: [String]) -> [String] {
    var result: [String] = []
    var old = old[...]
    var new = Array(zip(indexes, new))[...]
    while !old.isEmpty || !new.isEmpty {
      if let next = new.first, next.0 == result.count || old.isEmpty {
        result.append(next.1)
        new = new.dropFirst()
      } else if let item = old.popFirst() {
        result.append(item)
      }
    }
    return result
  }

  /// `moving` (items of `list`) taken out and put back together so the first is at `index`
  /// of the result (past the end: last); the result and where the first went.
  static func move(_ moving: [String], to index: Int, in list: [String]) -> (list: [String], start: Int) {
    let set = Set(moving)
    let rest = list.filter { !set.contains($0) }
    let start = min(index, rest.count)
    return (Array(rest[..<start]) + moving + Array(rest[start...]), start)
  }
}
