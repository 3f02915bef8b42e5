/// The entries of one IFD, by tag.
///
/// Kept as an array in file order: an IFD holds tens of entries and is read a few dozen times,
/// which a linear scan of 16-bit tags does faster than hashing into a dictionary.
public struct TIFFDirectory: Sendable, Hashable {
  /// The entries in file order; a repeated tag appears again, and its last value counts.
  private var list: [TIFFEntry] = []

  /// An IFD with no entries.
  public init() {}

  /// Entries by tag.
  public var entries: [UInt16: TIFFEntry] {
    Dictionary(list.map { ($0.tag, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// Tags in file order (a repeated tag at its first position).
  public var order: [UInt16] {
    var seen = Set<UInt16>()
    return list.compactMap { seen.insert($0.tag).inserted ? $0.tag : nil }
  }

  mutating func add(_ entry: TIFFEntry) { list.append(entry) }

  /// Room for `count` entries at once (an IFD states its entry count up front).
  mutating func reserveCapacity(_ count: Int) { list.reserveCapacity(count) }

  /// The entry for `tag` (the last one when the tag repeats).
  public subscript(tag: UInt16) -> TIFFEntry? {
    list.last { $0.tag == tag }
  }

  /// Whether the IFD has no entries.
  public var isEmpty: Bool { list.isEmpty }

  public static func == (a: TIFFDirectory, b: TIFFDirectory) -> Bool {
    a.order == b.order && a.entries == b.entries
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(order)
  }
}
