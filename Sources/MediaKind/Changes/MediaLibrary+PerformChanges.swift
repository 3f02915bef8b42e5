extension MediaLibrary {
  /// Carries out `requests` on the folder library at `root` in one transaction (PhotoKit's
  /// `performChanges`; `Docs/Changes.md`): the library's change lock is taken (another
  /// process changing it: ``LibraryChangeError/Kind/busy``), a crashed earlier transaction is
  /// finished or rolled back, and each asset group is placed whole or not at all, never over
  /// an existing file. Returns once everything is on disk: every created asset's
  /// `localIdentifier` is valid then.
  ///
  /// - Parameters:
  ///   - root: The library folder.
  ///   - requests: What to add, in order.
  ///   - layout: Where new assets go (``ImportLayout``).
  ///   - dryRun: Plan only: nothing is written, not even the library's lock (the change set
  ///     says what would be created; no album is changed).
  ///   - album: The title of a stored album (``StoredAlbumStore``) to add the created and
  ///     duplicate assets to, in the order of their requests, in the same transaction; the
  ///     album is created when no album has this title.
  ///   - albumPosition: Where they go in it: `.first` (the first becomes the cover) or `.last`.
  ///   - classifier: Classifies the sources (thorough by default: capture dates and Live
  ///     Photo content identifiers need it).
  ///   - concurrency: Files classified at once.
  /// - Throws: ``LibraryChangeError`` when the transaction cannot run at all (a missing,
  ///   read-only or busy library, a bad request, a source inside the library); a group that
  ///   cannot be imported is a skipped ``ChangeOutcome`` instead.
  public static func performChanges(
    in root: String, _ requests: [AssetCreationRequest], layout: ImportLayout = ImportLayout(),
    dryRun: Bool = false, album: String? = nil, albumPosition: AlbumPosition = .first, classifier: MediaClassifier = MediaClassifier(options: ClassifyOptions(mode: .thorough)),
    concurrency: Int = MediaClassifier.defaultConcurrency
  ) async throws(LibraryChangeError) -> CommittedChangeSet {
    let importer = AssetImporter(
      root: root.isEmpty ? "." : root, layout: layout, dryRun: dryRun, album: album, albumPosition: albumPosition,
      classifier: classifier, concurrency: concurrency)
    return try await importer.run(requests)
  }
}
