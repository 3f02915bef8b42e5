/// Collections of a library: user albums and folders, smart albums, moments and moment lists
/// (``LibraryCollections``), and the assets of any of them.
extension MediaLibrary {
  /// The library's collections, with moments made by `options`. The default options'
  /// collections are built once and kept.
  public func collections(options: MomentOptions? = nil) -> LibraryCollections {
    guard let options else {
      return derived.get {
        LibraryCollections(
          assets: assets, roots: roots, hierarchy: registry.hierarchy, options: MomentOptions(),
          stored: StoredAlbumReader.read(roots: roots), storedFolders: StoredFolderReader.read(roots: roots),
          albumTitles: exportAlbumTitles, icloudAlbums: icloudAlbums)
      }
    }
    return LibraryCollections(
      assets: assets, roots: roots, hierarchy: registry.hierarchy, options: options,
      stored: StoredAlbumReader.read(roots: roots), storedFolders: StoredFolderReader.read(roots: roots),
      albumTitles: exportAlbumTitles, icloudAlbums: icloudAlbums)
  }

  /// Folder → album title, from the Google Takeout album metadata files of the scan (the
  /// first in walk order when a folder holds several). An archive member's title names its
  /// folder in every archive read (`ExportFolder`): Takeout's parts split an album's folder,
  /// and its metadata file is in one of them.
  var exportAlbumTitles: [String: String] {
    var titles: [String: String] = [:]
    var memberTitles: [String: String] = [:]
    for file in files {
      guard case .album(let title) = file.takeoutSidecar else { continue }
      let folder = PathParts(file.path).directory
      if titles[folder] == nil { titles[folder] = title }
      if ExportFolder.memberPath(file.path) != nil, memberTitles[ExportFolder.of(file.path)] == nil {
        memberTitles[ExportFolder.of(file.path)] = title
      }
    }
    guard !memberTitles.isEmpty else { return titles }
    for file in files where ExportFolder.memberPath(file.path) != nil {
      let folder = PathParts(file.path).directory
      if titles[folder] == nil, let title = memberTitles[ExportFolder.of(file.path)] { titles[folder] = title }
    }
    return titles
  }

  /// The album lists of the iCloud Photos exports of the scan, in walk order.
  var icloudAlbums: [(path: String, list: ICloudAlbumList)] {
    files.compactMap { file in file.icloudAlbum.map { (file.path, $0) } }
  }

  /// PhotoKit's `fetchKeyAssets(in:options:)`: the asset that stands for `collection` (its
  /// cover): a stored album's chosen key asset when it is among the album's assets `options`
  /// fetch, else the first of them (an album's first asset, a smart album's or moment's
  /// first in its order). Empty for a collection whose fetch is empty.
  public func fetchKeyAssets(in collection: AssetCollection, options: FetchOptions = FetchOptions()) -> FetchResult {
    let members = fetchAssets(in: collection, options: options)
    if let key = collection.keyAssetIdentifier,
      let position = members.positions.first(where: { assets[Int($0)].localIdentifier == key })
    {
      return FetchResult(storage: assets, positions: [position])
    }
    return FetchResult(storage: assets, positions: Array(members.positions.prefix(1)))
  }

  /// PhotoKit's `fetchTopLevelUserCollections(with:)` (default collections).
  public func fetchTopLevelUserCollections() -> [MediaCollection] {
    collections().fetchTopLevelUserCollections()
  }

  /// PhotoKit's `fetchCollections(in:options:)` (default collections).
  public func fetchCollections(in list: CollectionList) -> [MediaCollection] {
    collections().fetchCollections(in: list)
  }

  /// PhotoKit's `fetchAssetCollections(with:subtype:options:)` (default collections).
  public func fetchAssetCollections(
    with type: AssetCollectionType, subtype: AssetCollectionSubtype = .any
  ) -> [AssetCollection] {
    collections().fetchAssetCollections(with: type, subtype: subtype)
  }

  /// PhotoKit's `fetchCollectionLists(with:subtype:options:)` (default collections).
  public func fetchCollectionLists(
    with type: CollectionListType, subtype: CollectionListSubtype = .any
  ) -> [CollectionList] {
    collections().fetchCollectionLists(with: type, subtype: subtype)
  }

  /// PhotoKit's `fetchAssets(in:options:)`: the assets of an album, smart album or moment,
  /// filtered, sorted and limited by `options`. Without sort descriptors, an album lists its
  /// assets by path, a moment by capture time, a smart album in library order.
  public func fetchAssets(in collection: AssetCollection, options: FetchOptions = FetchOptions())
    -> FetchResult
  {
    switch collection.membership {
    case .smartAlbum(let album): fetchAssets(in: album, options: options)
    case .positions(let positions): fetch(options, album: nil, candidates: positions)
    }
  }
}
