/// Joins the records of sharded runs (`classify --shard I/N`, one JSON Lines output each)
/// into the output one run over everything would give (`classify merge`).
///
/// - Records are put in walk order: paths compared component by component, by their UTF-8
///   bytes, which is the order one walk of the folder prints (folders sorted by bytes, depth
///   first); archive members (`ARCHIVE//MEMBER`) sort by archive, then member name. Records
///   with equal paths keep their input order.
/// - A path given twice (overlapping inputs) is kept once: the first; ``duplicates`` counts
///   the others.
/// - `livePhoto.pairedPath` is worked out again over all the records (``LivePhotoLinker``
///   over the whole merged stream, no window), so a still and its video classified in
///   different shards are paired by content identifier, as in one run.
///
/// The records are held in memory (about 1 KB each) to be sorted.
public struct RecordMerge: Sendable {
  private var records: [Classification] = []
  /// Paths merged, as bytes (Docs/Library.md, "Paths are compared as bytes").
  private var seen: Set<PathKey> = []
  /// Records dropped because their path was already merged.
  public private(set) var duplicates = 0

  /// An empty merge.
  public init() {}

  /// Adds one input's records.
  public mutating func add(_ record: Classification) {
    guard seen.insert(PathKey(record.path)).inserted else {
      duplicates += 1
      return
    }
    var record = record
    record.livePhoto?.pairedPath = nil
    records.append(record)
  }

  /// The merged records in order, paired.
  public func merged() -> [Classification] {
    let ordered = records.enumerated().sorted { a, b in
      let order = Self.compare(a.element.path, b.element.path)
      return order != 0 ? order < 0 : a.offset < b.offset
    }.map(\.element)
    var linker = LivePhotoLinker(maxPending: Int.max)
    var out: [Classification] = []
    out.reserveCapacity(ordered.count)
    for record in ordered { linker.push(record) { out.append($0) } }
    out += linker.finish()
    return out
  }

  /// Walk order: component by component, each compared by UTF-8 bytes; a path that is a
  /// prefix of another (fewer components) first.
  static func compare(_ a: String, _ b: String) -> Int {
    var x = a.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).makeIterator()
    var y = b.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).makeIterator()
    while true {
      switch (x.next(), y.next()) {
      case (nil, nil): return 0
      case (nil, _): return -1
      case (_, nil): return 1
      case (let p?, let q?):
        if p.elementsEqual(q) { continue }
        return p.lexicographicallyPrecedes(q) ? -1 : 1
      }
    }
  }
}
