/// How a fetch filters, orders and limits assets (PhotoKit's `PHFetchOptions`).
///
/// ```swift
/// var options = FetchOptions()
/// options.predicate = .containsSubtypes(.photoScreenshot)
/// options.sortDescriptors = [AssetSortDescriptor(.creationDate, ascending: false)]
/// options.fetchLimit = 20
/// let recentScreenshots = library.fetchAssets(with: options)
/// ```
public struct FetchOptions: Sendable, Hashable {
  /// The filter; `nil` keeps every asset.
  public var predicate: AssetPredicate?
  /// Sort keys, most significant first; empty keeps the library's order (scan order).
  public var sortDescriptors: [AssetSortDescriptor]
  /// The most assets returned after sorting; `0` means no limit.
  public var fetchLimit: Int
  /// Whether every burst frame is returned; by default only each burst's representative.
  public var includeAllBurstAssets: Bool
  /// Whether hidden assets (``Asset/isHidden``) are returned; by default they are left out of
  /// every fetch except the smart album ``SmartAlbum/allHidden`` (PhotoKit's
  /// `includeHiddenAssets`).
  public var includeHiddenAssets: Bool

  /// Options; by default every asset, in library order, burst representatives only, hidden
  /// assets left out.
  public init(
    predicate: AssetPredicate? = nil, sortDescriptors: [AssetSortDescriptor] = [],
    fetchLimit: Int = 0, includeAllBurstAssets: Bool = false, includeHiddenAssets: Bool = false
  ) {
    self.predicate = predicate
    self.sortDescriptors = sortDescriptors
    self.fetchLimit = fetchLimit
    self.includeAllBurstAssets = includeAllBurstAssets
    self.includeHiddenAssets = includeHiddenAssets
  }
}

extension FetchOptions {
  /// Whether a fetch with these options (of `album`, or of the library when `nil`) may list
  /// `asset` at all: a deleted asset only in Recently Deleted, a hidden one only with
  /// ``includeHiddenAssets`` or in an album that shows hidden assets.
  func admits(_ asset: Asset, in album: SmartAlbum?) -> Bool {
    guard asset.isTrashed == (album == .recentlyDeleted) else { return false }
    return !asset.isHidden || includeHiddenAssets || (album?.showsHiddenAssets ?? false)
  }
}
