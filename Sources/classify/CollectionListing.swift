import MediaKind

/// The collections `classify albums --type/--tree` and `classify moments` print, with counts
/// that honour the fetch filters (`--where`, `--type`, …): with a filter, each count is the
/// assets a fetch with the filter returns, and albums, folders and moments left empty are
/// not listed (smart albums always are, as PhotoKit lists them).
struct CollectionListing {
  let library: MediaLibrary
  let collections: LibraryCollections
  let options: FetchOptions

  /// Whether a filter narrows the counts.
  var isFiltered: Bool { options.predicate != nil || options.includeAllBurstAssets }

  /// `collection` with its count under the filters.
  func counted(_ collection: AssetCollection) -> AssetCollection {
    guard isFiltered else { return collection }
    var copy = collection
    var counting = options
    counting.fetchLimit = 0
    counting.sortDescriptors = []
    copy.estimatedAssetCount = library.fetchAssets(in: collection, options: counting).count
    return copy
  }

  /// `list` with the sum of its children's counts under the filters.
  func counted(_ list: CollectionList) -> CollectionList {
    guard isFiltered else { return list }
    var copy = list
    copy.estimatedAssetCount = collections.fetchCollections(in: list).reduce(0) {
      $0 + count(of: $1)
    }
    return copy
  }

  private func count(of item: MediaCollection) -> Int {
    switch item {
    case .assetCollection(let a): counted(a).estimatedAssetCount
    case .collectionList(let l): counted(l).estimatedAssetCount
    }
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
