/// The entries of one IFD, by tag.
public struct TIFFDirectory: Sendable, Hashable {
  public private(set) var entries: [UInt16: TIFFEntry] = [:]
  /// Tags in file order.
  public private(set) var order: [UInt16] = []

  public init() {}

  mutating func add(_ entry: TIFFEntry) {
    if entries[entry.tag] == nil { order.append(entry.tag) }
    entries[entry.tag] = entry
  }

  public subscript(tag: UInt16) -> TIFFEntry? { entries[tag] }
  public var isEmpty: Bool { entries.isEmpty }
}
