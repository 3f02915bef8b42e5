/// One sort key of a fetch (`PHFetchOptions.sortDescriptors`), ascending or descending.
///
/// Assets without the key's value sort after those with one, in either direction; equal keys
/// keep the library's order (the scan order of the primary files), so results are stable.
public struct AssetSortDescriptor: Sendable, Hashable {
  /// What to sort by.
  public enum Key: String, Sendable, Hashable, CaseIterable {
    /// Capture time; the file's modification time when there is none.
    case creationDate
    /// PhotoKit's `modificationDate`: the primary file's modification time.
    case modificationDate
    /// Total size of the resources.
    case fileSize
    /// Duration (stills count as 0).
    case duration
    /// The primary file's name (case-insensitive), then its full path (byte order).
    case name
  }

  /// The key.
  public var key: Key
  /// Smallest first when true.
  public var ascending: Bool

  /// A sort descriptor.
  public init(_ key: Key, ascending: Bool = true) {
    self.key = key
    self.ascending = ascending
  }

  /// `-1`, `0` or `1`: how `a` orders before `b` under this descriptor.
  func compare(_ a: Asset, _ b: Asset) -> Int {
    switch key {
    case .creationDate: return order(a.sortDate, b.sortDate)
    case .modificationDate: return order(a.modificationTime, b.modificationTime)
    case .fileSize: return order(a.fileSize, b.fileSize)
    case .duration: return order(Self.duration(a), Self.duration(b))
    case .name:
      let byName = order(PathParts(a.path).lowercasedName, PathParts(b.path).lowercasedName)
      return byName != 0 ? byName : order(a.path, b.path)
    }
  }

  private static func duration(_ asset: Asset) -> Double? {
    asset.duration ?? (asset.mediaType == .image ? 0 : nil)
  }

  private func order<T: Comparable>(_ a: T?, _ b: T?) -> Int {
    switch (a, b) {
    case (nil, nil): return 0
    case (nil, _): return 1
    case (_, nil): return -1
    case (let x?, let y?):
      if x == y { return 0 }
      return (x < y) == ascending ? -1 : 1
    }
  }
}
