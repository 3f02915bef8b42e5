/// A library's collections with counts that honour fetch filters, as `classify albums
/// --type/--tree` and `classify moments` list them: with a filter (a predicate, or every
/// burst frame), each count is the assets a fetch with the filter returns, and albums,
/// folders and moments left empty by a predicate are not listed (smart albums always are,
/// as PhotoKit lists them).
///
/// ```swift
/// let listing = CollectionListing(library: library, options: FetchOptions(predicate: .mediaType(.image)))
/// for moment in listing.collections(.moment) { print(moment.localizedTitle ?? "", moment.estimatedAssetCount) }
/// ```
public struct CollectionListing: Sendable {
  /// The library counted.
  public let library: MediaLibrary
  /// Its collections (``MediaLibrary/collections(options:)``).
  public let collections: LibraryCollections
  /// The filters the counts honour.
  public let options: FetchOptions
  /// Counts under the filters, by identifier (empty without filters): each asset collection
  /// fetched once, each list summed once from its children, so the cost stays linear.
  private let filteredCounts: [String: Int]

  /// The listing of `collections` (by default the library's default ones) under `options`.
  public init(library: MediaLibrary, collections: LibraryCollections? = nil, options: FetchOptions = FetchOptions()) {
    let collections = collections ?? library.collections()
    self.library = library
    self.collections = collections
    self.options = options
    guard options.predicate != nil || options.includeAllBurstAssets else {
      filteredCounts = [:]
      return
    }
    var counting = options
    counting.fetchLimit = 0
    counting.sortDescriptors = []
    var counts: [String: Int] = [:]
    for collection in collections.albums + collections.moments + collections.smartAlbums {
      counts[collection.localIdentifier] = library.fetchAssets(in: collection, options: counting).count
    }
    // Lists after their children: folders deepest first (children follow parents in tree
    // order), then clusters and years (whose children are moments).
    for list in collections.folders.reversed() + collections.clusters + collections.years {
      counts[list.localIdentifier] = list.childIdentifiers.reduce(0) { $0 + (counts[$1] ?? 0) }
    }
    filteredCounts = counts
  }

  /// Whether a filter narrows the counts.
  public var isFiltered: Bool { options.predicate != nil || options.includeAllBurstAssets }

  /// `collection` with its count under the filters.
  public func counted(_ collection: AssetCollection) -> AssetCollection {
    var copy = collection
    if let count = filteredCounts[collection.localIdentifier] { copy.estimatedAssetCount = count }
    return copy
  }

  /// `list` with the sum of its children's counts under the filters.
  public func counted(_ list: CollectionList) -> CollectionList {
    var copy = list
    if let count = filteredCounts[list.localIdentifier] { copy.estimatedAssetCount = count }
    return copy
  }

  private func keep(_ count: Int) -> Bool { !isFiltered || options.predicate == nil || count > 0 }

  /// The asset collections of `type`, counted.
  public func collections(_ type: AssetCollectionType) -> [MediaCollection] {
    collections.fetchAssetCollections(with: type).compactMap { collection in
      let shown = counted(collection)
      guard type == .smartAlbum || keep(shown.estimatedAssetCount) else { return nil }
      return .assetCollection(shown)
    }
  }

  /// The moment lists of `subtype` (clusters or years), counted.
  public func collections(_ subtype: CollectionListSubtype) -> [MediaCollection] {
    collections.fetchCollectionLists(with: .momentList, subtype: subtype).compactMap { list in
      let shown = counted(list)
      guard keep(shown.estimatedAssetCount) else { return nil }
      return .collectionList(shown)
    }
  }

  /// The folders and albums as a tree, depth first, each with its depth (0 at the top).
  /// Iterative: a deep chain of stored folders cannot exhaust the stack.
  public func tree() -> [(collection: MediaCollection, depth: Int)] {
    var out: [(collection: MediaCollection, depth: Int)] = []
    var stack: [(collection: MediaCollection, depth: Int)] =
      collections.fetchTopLevelUserCollections().reversed().map { ($0, 0) }
    while let (item, depth) = stack.popLast() {
      let shown: MediaCollection =
        switch item {
        case .assetCollection(let a): .assetCollection(counted(a))
        case .collectionList(let l): .collectionList(counted(l))
        }
      guard keep(shown.estimatedAssetCount) else { continue }
      out.append((shown, depth))
      if case .collectionList(let list) = item {
        stack += collections.fetchCollections(in: list).reversed().map { ($0, depth + 1) }
      }
    }
    return out
  }
}
