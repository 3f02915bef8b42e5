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
  ///   - livePairing: How Live Photo stills and videos pair into one group: by content
  ///     identifier only (``LivePairingMode/strict``, the default) or also probably
  ///     (``LivePairingMode/probable``: a still and its video whose export dropped the
  ///     identifier are placed together, as `classify assets --pair-live probable` pairs them).
  /// - Throws: ``LibraryChangeError`` when the transaction cannot run at all (a missing,
  ///   read-only or busy library, a bad request, a source inside the library); a group that
  ///   cannot be imported is a skipped ``ChangeOutcome`` instead.
  public static func performChanges(
    in root: String, _ requests: [AssetCreationRequest], layout: ImportLayout = ImportLayout(),
    dryRun: Bool = false, album: String? = nil, albumPosition: AlbumPosition = .first, classifier: MediaClassifier = MediaClassifier(options: ClassifyOptions(mode: .thorough)),
    concurrency: Int = MediaClassifier.defaultConcurrency, livePairing: LivePairingMode = .strict
  ) async throws(LibraryChangeError) -> CommittedChangeSet {
    let importer = AssetImporter(
      root: root.isEmpty ? "." : root, layout: layout, dryRun: dryRun, album: album, albumPosition: albumPosition,
      classifier: classifier, concurrency: concurrency, livePairing: livePairing)
    return try await importer.run(requests)
  }

  /// ``performChanges(in:_:layout:dryRun:album:albumPosition:classifier:concurrency:livePairing:)``
  /// that gives each group's ``ChangeOutcome`` to `outcome` as soon as it is decided (a
  /// created group's once its batch is committed to the library) instead of collecting them:
  /// an import of any number of files keeps no outcome, so its memory does not grow with
  /// them (`Docs/Changes.md`, "Creating assets"). Outcomes come in the order they are decided:
  /// first the sources that cannot be read, then the files that make no group (in the
  /// order of the walk), then the groups in the order of their primaries, then the data
  /// requests; each request's in the order the collecting call returns them. The change set
  /// returned has no ``CommittedChangeSet/outcomes``; the rest is as that call's.
  ///
  /// ```swift
  /// var failed = 0
  /// let changes = try await MediaLibrary.performChanges(in: "Photos", [.init(fileAt: "card")]) { outcome in
  ///   print(outcome.action, outcome.paths.first ?? "")
  ///   if outcome.action == .failed { failed += 1 }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - root: The library folder.
  ///   - requests: What to add, in order.
  ///   - layout: Where new assets go (``ImportLayout``).
  ///   - dryRun: Plan only: nothing is written.
  ///   - album: The title of a stored album to add the created and duplicate assets to.
  ///   - albumPosition: Where they go in it.
  ///   - classifier: Classifies the sources (thorough by default).
  ///   - concurrency: Files classified at once.
  ///   - livePairing: How Live Photo stills and videos pair into one group (strict by default).
  ///   - outcome: Called once per group, on the calling task, before this returns.
  /// - Throws: ``LibraryChangeError`` when the transaction cannot run at all; outcomes given
  ///   before a throw stand (their groups are committed).
  public static func performChanges(
    in root: String, _ requests: [AssetCreationRequest], layout: ImportLayout = ImportLayout(),
    dryRun: Bool = false, album: String? = nil, albumPosition: AlbumPosition = .first,
    classifier: MediaClassifier = MediaClassifier(options: ClassifyOptions(mode: .thorough)),
    concurrency: Int = MediaClassifier.defaultConcurrency, livePairing: LivePairingMode = .strict,
    outcome: (ChangeOutcome) -> Void
  ) async throws(LibraryChangeError) -> CommittedChangeSet {
    let importer = AssetImporter(
      root: root.isEmpty ? "." : root, layout: layout, dryRun: dryRun, album: album, albumPosition: albumPosition,
      classifier: classifier, concurrency: concurrency, livePairing: livePairing)
    return try await importer.run(requests, outcome: outcome)
  }

  /// Carries out the requests `body` makes on the folder library at `root` as one transaction
  /// (PhotoKit's `performChanges(_:)`; `Docs/Changes.md`, "The closure API"):
  ///
  /// ```swift
  /// let result = try await MediaLibrary.performChanges(in: "Photos") { changes in
  ///   let gif = changes.creationRequestForAsset(fromBytes: bytes, name: "party.gif")
  ///   let album = changes.creationRequestForAssetCollection(withTitle: "Downloads")
  ///   album.insertAssets([gif.placeholderForCreatedAsset!], at: [0])
  ///   changes.changeRequest(for: sunset).isFavorite = true
  ///   changes.deleteAssets([blurry])
  /// }
  /// let identifier = gif.placeholderForCreatedAsset?.localIdentifier  // valid now
  /// ```
  ///
  /// `body` only records requests. They are then all checked before anything is touched
  /// (a placeholder of another call, an unknown asset, album or folder, an insert index out
  /// of range, an empty title, a sidecar that cannot be changed: ``LibraryChangeError`` with
  /// the reason, kind ``LibraryChangeError/Kind/invalid``), and carried out under one lock and
  /// one journal: a read-only library or one another process is changing fails before
  /// anything is touched (``LibraryChangeError/Kind/readOnly``, ``LibraryChangeError/Kind/busy``).
  /// A watcher (``changes(in:classifier:walk:options:concurrency:)``) reports the whole call as one
  /// change set; ``CommittedChangeSet/changedPaths`` are what an index reads again
  /// (`LibraryIndex.update(paths:classifier:)`).
  ///
  /// - Parameters:
  ///   - root: The library folder.
  ///   - layout: Where new assets go (``ImportLayout``).
  ///   - classifier: Classifies new assets and the library's (thorough by default).
  ///   - concurrency: Files classified at once.
  ///   - body: Makes the requests on the ``LibraryChangeRequests`` it is given.
  /// - Returns: The assets created (``CommittedChangeSet/outcomes``: a source already in the
  ///   library is a `duplicate` and is not copied again, its placeholder names the asset there),
  ///   every other change (``CommittedChangeSet/changes``) and the placeholders.
  public static func performChanges(
    in root: String, layout: ImportLayout = ImportLayout(),
    classifier: MediaClassifier = MediaClassifier(options: ClassifyOptions(mode: .thorough)),
    concurrency: Int = MediaClassifier.defaultConcurrency, _ body: (LibraryChangeRequests) -> Void
  ) async throws(LibraryChangeError) -> CommittedChangeSet {
    let named = root.isEmpty ? "." : root
    let requests = LibraryChangeRequests(root: named)
    body(requests)
    let runner = LibraryChangeRunner(root: named, layout: layout, classifier: classifier, concurrency: concurrency, requests: requests)
    return try await runner.run()
  }
}
