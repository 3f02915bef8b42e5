/// A library of assets built from folders of files: the layer above per-file classification
/// (PhotoKit's `PHPhotoLibrary` seen through fetches and smart albums).
///
/// ```swift
/// let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))
/// let library = await MediaLibrary.scan(roots: ["Photos"], classifier: classifier)
/// var options = FetchOptions(sortDescriptors: [AssetSortDescriptor(.creationDate, ascending: false)])
/// options.predicate = .containsSubtypes(.photoLive)
/// for asset in library.fetchAssets(with: options) { print(asset.path, asset.fileSize) }
/// print(library.albums().map { "\($0.title): \($0.count)" })
/// ```
/// Files flow one way: files → classifications (``LibraryFile``) → ``Asset``s → fetches.
/// A scan classifies files concurrently (bounded) and streams them in walk order; pairing
/// needs the whole scan, so the library keeps every file's record in memory (about 1 KB a
/// file). It is a value: `Sendable`, cheap to pass around (storage is shared).
public struct MediaLibrary: Sendable {
  /// Every file the scan read, in walk order (including unreadable ones, as error records).
  public let files: [LibraryFile]
  /// Every asset, burst frames included, in the walk order of their primary files.
  public let assets: [Asset]
  /// The registry whose UTI tree answers conformance predicates.
  public let registry: FormatRegistry
  /// The files and folders scanned (what user albums and folders hang from; empty when the
  /// library was built from files alone).
  public let roots: [String]
  /// What the scan skipped besides unreadable files, in words (a Recently Deleted entry
  /// whose manifest cannot be read, a link planted in `.mediakind`).
  public var diagnostics: [String] = []
  /// What is worked out from the library on first use (its default collections).
  let derived = DerivedValues()

  /// How Live Photo stills and videos were paired (``LivePairingMode/strict`` unless asked).
  public let livePairing: LivePairingMode

  /// Builds the assets of `files` (a scan, or an index's contents) found under `roots`.
  /// The identifiers each root's library keeps (Docs/Changes.md, "Identity") are applied.
  public init(files: [LibraryFile], registry: FormatRegistry = .standard, roots: [String] = []) {
    self.init(files: files, registry: registry, roots: roots, livePairing: .strict)
  }

  /// Builds the assets of `files` found under `roots`, as
  /// ``init(files:registry:roots:)`` does, pairing Live Photos as `livePairing` says.
  public init(
    files: [LibraryFile], registry: FormatRegistry = .standard, roots: [String] = [],
    livePairing: LivePairingMode
  ) {
    var files = files
    diagnostics = StoredIdentities.apply(to: &files, roots: roots)
    self.files = files
    self.registry = registry
    self.roots = roots
    self.livePairing = livePairing
    assets = AssetBuilder(hierarchy: registry.hierarchy, livePairing: livePairing).build(files)
  }

  /// Files that could not be read (error records).
  public var failures: [Classification] {
    files.lazy.filter { $0.record.status == .error }.map(\.record)
  }

  /// Scans `roots` (files or folders, walked as ``FileEnumerator`` walks them with `walk`)
  /// and builds the library. `cache` (such as an index) supplies earlier classifications of
  /// unchanged files. `progress` sees each file as it is read, in walk order. Folders named
  /// `.mediakind` (where the index lives) are skipped, also when tool folders are walked.
  public static func scan(
    roots: [String], classifier: MediaClassifier = MediaClassifier(),
    walk: WalkOptions = WalkOptions(), concurrency: Int = MediaClassifier.defaultConcurrency,
    cache: (any LibraryFileCache)? = nil, progress: (LibraryFile) -> Void = { _ in }
  ) async -> MediaLibrary {
    await scan(
      [FileEnumerator(roots: roots, options: walk)], classifier: classifier,
      concurrency: concurrency, cache: cache, progress: progress)
  }

  /// Scans the walks one after another (each root with its own options) and builds the
  /// library, as ``scan(roots:classifier:walk:concurrency:cache:progress:)`` does.
  public static func scan(
    _ walks: [FileEnumerator], classifier: MediaClassifier = MediaClassifier(),
    concurrency: Int = MediaClassifier.defaultConcurrency,
    cache: (any LibraryFileCache)? = nil, progress: (LibraryFile) -> Void = { _ in }
  ) async -> MediaLibrary {
    var files: [LibraryFile] = []
    let entries = walks.lazy.flatMap { $0 }.filter { !isIndexPath($0.path) }
    let reader = LibraryFileReader(classifier: classifier)
    await reader.read(entries: entries, concurrency: concurrency, cache: cache) { file in
      progress(file)
      files.append(file)
    }
    let roots = walks.flatMap(\.roots)
    let trash = RecentlyDeletedReader.read(roots: roots, reader: reader)
    var library = MediaLibrary(files: files + trash.files, registry: classifier.registry, roots: roots)
    library.diagnostics += trash.diagnostics
    return library
  }

  /// Whether `path` lies in a `.mediakind` folder (the index's home), which scans skip.
  public static func isIndexPath(_ path: String) -> Bool {
    let name = Array(".mediakind".utf8)
    var componentStart = true
    var matched = 0
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        if matched == name.count { return true }
        componentStart = true
        matched = 0
      } else if componentStart, matched < name.count, byte == name[matched] {
        matched += 1
      } else {
        componentStart = false
        matched = 0
      }
    }
    return componentStart && matched == name.count
  }

  /// The assets `options` select, in its order (never an asset in Recently Deleted; hidden
  /// ones only with ``FetchOptions/includeHiddenAssets``).
  public func fetchAssets(with options: FetchOptions = FetchOptions()) -> FetchResult {
    fetch(options, album: nil)
  }

  /// The assets of a smart album, filtered and ordered by `options`. Hidden assets are in
  /// ``SmartAlbum/allHidden`` (and Recently Deleted) whatever `options` say; deleted assets
  /// only in ``SmartAlbum/recentlyDeleted``.
  public func fetchAssets(in album: SmartAlbum, options: FetchOptions = FetchOptions())
    -> FetchResult
  {
    fetch(options, album: album)
  }

  /// Every smart album with its count, in PhotoKit number order; empty albums included.
  public func albums(includeAllBurstAssets: Bool = false) -> [SmartAlbumSummary] {
    albums(options: FetchOptions(includeAllBurstAssets: includeAllBurstAssets))
  }

  /// Every smart album in PhotoKit number order, each counted as a fetch with `options`'
  /// filters would count it (its limit and sort order aside), as `classify albums` lists them.
  public func albums(options: FetchOptions) -> [SmartAlbumSummary] {
    var counting = options
    counting.fetchLimit = 0
    counting.sortDescriptors = []
    return SmartAlbum.allCases.sorted { $0.rawValue < $1.rawValue }.map {
      SmartAlbumSummary(album: $0, count: fetchAssets(in: $0, options: counting).count)
    }
  }

  /// The asset with `localIdentifier`.
  public func asset(localIdentifier: String) -> Asset? {
    assets.first { $0.localIdentifier == localIdentifier }
  }

  private func fetch(_ options: FetchOptions, album: SmartAlbum?) -> FetchResult {
    fetch(options, album: album, candidates: nil)
  }

  /// The assets among `candidates` (positions into ``assets``, in their order; `nil`: every
  /// asset) that `album` (a smart album's predicate) and `options` select, in `options`'
  /// order. Deleted assets are only in Recently Deleted; hidden ones only with
  /// ``FetchOptions/includeHiddenAssets`` or in an album that shows them.
  func fetch(_ options: FetchOptions, album: SmartAlbum?, candidates: [Int32]?) -> FetchResult {
    let hierarchy = registry.hierarchy
    let extra = album?.predicate
    var positions: [Int32] = []
    let unsortedLimit = options.sortDescriptors.isEmpty && options.fetchLimit > 0
      ? options.fetchLimit : Int.max
    /// Takes `position` if it matches; false once the unsorted limit is reached.
    func consider(_ position: Int32) -> Bool {
      let asset = assets[Int(position)]
      if !options.includeAllBurstAssets, !asset.representsBurst { return true }
      if !options.admits(asset, in: album) { return true }
      if let extra, !extra.evaluate(asset, hierarchy: hierarchy) { return true }
      if let predicate = options.predicate, !predicate.evaluate(asset, hierarchy: hierarchy) {
        return true
      }
      positions.append(position)
      return positions.count < unsortedLimit
    }
    if let candidates {
      for position in candidates where !consider(position) { break }
    } else {
      for position in 0..<Int32(truncatingIfNeeded: assets.count) where !consider(position) { break }
    }
    if !options.sortDescriptors.isEmpty {
      let descriptors = options.sortDescriptors
      let storage = assets
      // Equal keys keep the candidates' order (walk order, or the collection's).
      var ranked = Array(positions.enumerated())
      ranked.sort { a, b in
        let x = storage[Int(a.element)]
        let y = storage[Int(b.element)]
        for descriptor in descriptors {
          let order = descriptor.compare(x, y)
          if order != 0 { return order < 0 }
        }
        return a.offset < b.offset
      }
      positions = ranked.map(\.element)
      if options.fetchLimit > 0, positions.count > options.fetchLimit {
        positions.removeSubrange(options.fetchLimit...)
      }
    }
    return FetchResult(storage: assets, positions: positions)
  }
}
