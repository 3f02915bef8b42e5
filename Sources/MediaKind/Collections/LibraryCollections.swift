/// Every collection of a ``MediaLibrary``, as PhotoKit organizes a photo library: user
/// albums in folders, smart albums, moments, and moment lists (clusters and years).
///
/// ```swift
/// let collections = library.collections()                       // default MomentOptions
/// for item in collections.fetchTopLevelUserCollections() {     // folders and albums
///   print(item.localizedTitle ?? "", item.estimatedAssetCount)
/// }
/// for moment in collections.fetchAssetCollections(with: .moment) {
///   print(moment.localizedTitle ?? "", moment.startDate ?? "")
///   let assets = library.fetchAssets(in: moment, options: FetchOptions())
/// }
/// ```
/// Built once from the library's assets (n log n; see `FolderAlbumBuilder` and
/// `MomentBuilder`); a value, `Sendable`, with the same contents for the same files in any
/// scan order and under any concurrency.
public struct LibraryCollections: Sendable {
  /// User albums: folders that hold assets, in tree order (pre-order, children by name), then
  /// the albums an iCloud Photos export lists (`Albums/NAME.csv`, ``ICloudAlbumList``, at the
  /// top level, in walk order), then the stored albums of `.mediakind/albums/` (``StoredAlbum``) in creation order (each
  /// with the stored folder holding it, if any).
  public let albums: [AssetCollection]
  /// What was skipped while reading stored albums and folders, in words: a file that cannot
  /// be read, an asset identifier that no longer names an asset of the library, a collection
  /// listed by two stored folders.
  public let diagnostics: [String]
  /// Folders of albums: folders of files in tree order, then the stored folders of
  /// `.mediakind/folders/` (``StoredFolder``) in tree order.
  public let folders: [CollectionList]
  /// Smart albums (201…220 that files can answer), in number order, empty ones included.
  public let smartAlbums: [AssetCollection]
  /// Moments in time order (an `Undated` one last, if any).
  public let moments: [AssetCollection]
  /// Moment clusters (trips), in time order.
  public let clusters: [CollectionList]
  /// Moment years, in order.
  public let years: [CollectionList]
  /// The options moments were made with.
  public let momentOptions: MomentOptions
  private let topLevel: [CollectionRef]
  private let index: [String: CollectionRef]

  /// Builds the collections of `assets` (as the library holds them), whose files were found
  /// under `roots` (the roots' children are the top level; without roots, the deepest
  /// folder holding every album plays the root).
  init(
    assets: [Asset], roots: [String], hierarchy: UTIHierarchy, options: MomentOptions,
    stored: (albums: [StoredAlbum], diagnostics: [String]) = ([], []),
    storedFolders: (folders: [StoredFolder], diagnostics: [String]) = ([], []),
    albumTitles: [String: String] = [:],
    icloudAlbums: [(path: String, list: ICloudAlbumList)] = [],
    workingDirectory: String = PathParts.currentDirectory()
  ) {
    let times = assets.map(CaptureTime.init)
    let tree = FolderAlbumBuilder(
      assets: assets, times: times, roots: roots, workingDirectory: workingDirectory,
      titles: albumTitles.isEmpty ? [:] : Dictionary(
        albumTitles.map { (PathParts.normalizedAbsolute($0.key, workingDirectory: workingDirectory), $0.value) },
        uniquingKeysWith: { first, _ in first })
    ).build()
    let storedAlbums = StoredAlbumBuilder(assets: assets, times: times).build(stored.albums)
    let storedTree = StoredFolderBuilder(
      folders: storedFolders.folders, stored: stored.albums, albums: storedAlbums.albums, spans: storedAlbums.spans
    ).build()
    let exported = ICloudAlbumBuilder(assets: assets, times: times, workingDirectory: workingDirectory).build(icloudAlbums)
    albums = tree.albums + exported.albums + storedTree.albums
    diagnostics =
      stored.diagnostics + storedAlbums.diagnostics + storedFolders.diagnostics + storedTree.diagnostics
      + exported.diagnostics
    folders = tree.folders + storedTree.folders
    topLevel =
      tree.topLevel
      + exported.albums.indices.map { .album(tree.albums.count + $0) }
      + storedTree.topLevel.map { ref in
        switch ref {
        case .folder(let i): .folder(tree.folders.count + i)
        case .album(let i): .album(tree.albums.count + exported.albums.count + i)
        default: ref
        }
      }
    let moments = MomentBuilder(assets: assets, times: times, options: options).build()
    self.moments = moments.moments
    clusters = moments.clusters
    years = moments.years
    momentOptions = options

    var smart: [AssetCollection] = []
    for album in SmartAlbum.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
      var collection = AssetCollection(
        localIdentifier: CollectionIdentifier.smartAlbum(album), type: .smartAlbum,
        subtype: AssetCollectionSubtype(album), title: album.title, membership: .smartAlbum(album))
      let predicate = album.predicate
      collection.estimatedAssetCount = assets.reduce(0) {
        $0 + ($1.representsBurst && FetchOptions().admits($1, in: album) && predicate.evaluate($1, hierarchy: hierarchy) ? 1 : 0)
      }
      smart.append(collection)
    }
    smartAlbums = smart

    var index: [String: CollectionRef] = [:]
    for i in albums.indices { index[albums[i].localIdentifier] = .album(i) }
    for i in folders.indices { index[folders[i].localIdentifier] = .folder(i) }
    for i in smartAlbums.indices { index[smartAlbums[i].localIdentifier] = .smartAlbum(i) }
    for i in self.moments.indices { index[self.moments[i].localIdentifier] = .moment(i) }
    for i in clusters.indices { index[clusters[i].localIdentifier] = .cluster(i) }
    for i in years.indices { index[years[i].localIdentifier] = .year(i) }
    self.index = index
  }

  private func collection(_ ref: CollectionRef) -> MediaCollection {
    switch ref {
    case .album(let i): .assetCollection(albums[i])
    case .smartAlbum(let i): .assetCollection(smartAlbums[i])
    case .moment(let i): .assetCollection(moments[i])
    case .folder(let i): .collectionList(folders[i])
    case .cluster(let i): .collectionList(clusters[i])
    case .year(let i): .collectionList(years[i])
    }
  }

  /// PhotoKit's `fetchAssetCollections(with:subtype:options:)`: the asset collections of
  /// `type` and `subtype` (`.any`: all), in the order above.
  public func fetchAssetCollections(
    with type: AssetCollectionType, subtype: AssetCollectionSubtype = .any
  ) -> [AssetCollection] {
    let all: [AssetCollection] =
      switch type {
      case .album: albums
      case .smartAlbum: smartAlbums
      case .moment: moments
      }
    return all.filter { subtype.matches($0.assetCollectionSubtype) }
  }

  /// PhotoKit's `fetchCollectionLists(with:subtype:options:)`: folders (`.folder`) or moment
  /// lists (`.momentList`: clusters, then years, unless `subtype` chooses one).
  public func fetchCollectionLists(
    with type: CollectionListType, subtype: CollectionListSubtype = .any
  ) -> [CollectionList] {
    let all: [CollectionList] =
      switch type {
      case .folder: folders
      case .momentList: clusters + years
      case .smartFolder: []
      }
    return all.filter { subtype.matches($0.collectionListSubtype) }
  }

  /// PhotoKit's `fetchTopLevelUserCollections(with:)`: the albums and folders at the top of
  /// the tree (the roots' subfolders, and an album of each root's own files), then the stored
  /// folders and albums in no stored folder, in creation order.
  public func fetchTopLevelUserCollections() -> [MediaCollection] {
    topLevel.map(collection)
  }

  /// PhotoKit's `fetchCollections(in:options:)`: a folder's albums and folders, or a moment
  /// list's moments, in order.
  public func fetchCollections(in list: CollectionList) -> [MediaCollection] {
    list.childIdentifiers.compactMap { index[$0].map(collection) }
  }

  /// PhotoKit's `fetchMoments(inMomentList:options:)`: a cluster's or year's moments.
  public func fetchMoments(in list: CollectionList) -> [AssetCollection] {
    fetchCollections(in: list).compactMap(\.assetCollection).filter { $0.assetCollectionType == .moment }
  }

  /// The collection with `localIdentifier`, of any kind.
  public func collection(withLocalIdentifier localIdentifier: String) -> MediaCollection? {
    index[localIdentifier].map(collection)
  }

  /// PhotoKit's `fetchAssetCollections(withLocalIdentifiers:options:)`, in the order given.
  public func fetchAssetCollections(withLocalIdentifiers identifiers: [String]) -> [AssetCollection] {
    identifiers.compactMap { collection(withLocalIdentifier: $0)?.assetCollection }
  }

  /// Every collection, in the order of ``fetchTopLevelUserCollections()`` walked depth first
  /// (folders before their children), with its depth (0 at the top level). Iterative: a deep
  /// chain of stored folders cannot exhaust the stack.
  public func userCollectionTree() -> [(collection: MediaCollection, depth: Int)] {
    var out: [(collection: MediaCollection, depth: Int)] = []
    var stack: [(collection: MediaCollection, depth: Int)] = fetchTopLevelUserCollections().reversed().map { ($0, 0) }
    while let (item, depth) = stack.popLast() {
      out.append((item, depth))
      if case .collectionList(let list) = item {
        stack += fetchCollections(in: list).reversed().map { ($0, depth + 1) }
      }
    }
    return out
  }
}
