import MediaKind

/// The collections `classify albums --type/--tree` and `classify moments` print, with counts
/// that honour the fetch filters (`--where`, `--type`, …): with a filter, each count is the
/// assets a fetch with the filter returns, and albums, folders and moments left empty are
/// not listed (smart albums always are, as PhotoKit lists them).
struct CollectionListing {
  let library: MediaLibrary
  let collections: LibraryCollections
  let options: FetchOptions
  /// Counts under the filters, by identifier (empty without filters): each asset collection
  /// fetched once, each list summed once from its children, so the cost stays linear.
  private let filteredCounts: [String: Int]

  init(library: MediaLibrary, collections: LibraryCollections, options: FetchOptions) {
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
  var isFiltered: Bool { options.predicate != nil || options.includeAllBurstAssets }

  /// `collection` with its count under the filters.
  func counted(_ collection: AssetCollection) -> AssetCollection {
    var copy = collection
    if let count = filteredCounts[collection.localIdentifier] { copy.estimatedAssetCount = count }
    return copy
  }

  /// `list` with the sum of its children's counts under the filters.
  func counted(_ list: CollectionList) -> CollectionList {
    var copy = list
    if let count = filteredCounts[list.localIdentifier] { copy.estimatedAssetCount = count }
    return copy
  }

  private func keep(_ count: Int) -> Bool { !isFiltered || options.predicate == nil || count > 0 }

  /// Flat lines of asset collections of `type`.
  func lines(_ type: AssetCollectionType) -> [CollectionLine] {
    collections.fetchAssetCollections(with: type).compactMap { collection in
      let shown = counted(collection)
      guard type == .smartAlbum || keep(shown.estimatedAssetCount) else { return nil }
      return CollectionLine(collection: .assetCollection(shown))
    }
  }

  /// Flat lines of moment lists of `subtype` (clusters or years).
  func lines(_ subtype: CollectionListSubtype) -> [CollectionLine] {
    collections.fetchCollectionLists(with: .momentList, subtype: subtype).compactMap { list in
      let shown = counted(list)
      guard keep(shown.estimatedAssetCount) else { return nil }
      return CollectionLine(collection: .collectionList(shown))
    }
  }

  /// The folders and albums as a tree, depth first, with depths.
  func treeLines() -> [CollectionLine] {
    var out: [CollectionLine] = []
    func walk(_ item: MediaCollection, _ depth: Int) {
      let shown: MediaCollection =
        switch item {
        case .assetCollection(let a): .assetCollection(counted(a))
        case .collectionList(let l): .collectionList(counted(l))
        }
      guard keep(shown.estimatedAssetCount) else { return }
      out.append(CollectionLine(collection: shown, depth: depth))
      if case .collectionList(let list) = item {
        for child in collections.fetchCollections(in: list) { walk(child, depth + 1) }
      }
    }
    for item in collections.fetchTopLevelUserCollections() { walk(item, 0) }
    return out
  }
}
