extension MediaLibrary {
  /// The changes of the folder at `root` as they happen (PhotoKit's
  /// `PHPhotoLibraryChangeObserver`): an `AsyncSequence` of ``LibraryChange``s, each with the
  /// assets inserted, changed and removed, their records, and the smart-album moves.
  ///
  /// ```swift
  /// for await change in MediaLibrary.changes(in: "Photos") {
  ///   for asset in change.insertedAssets { print("new", asset.localIdentifier) }
  ///   for album in change.albumChanges { print(album.album.title, album.count) }
  /// }
  /// ```
  /// Driven by inotify on Linux (`LibraryWatcher` describes the debouncing and what is
  /// compared again when folders move); where notifications are unavailable or the watch
  /// limit is reached it compares the folder every ``WatchOptions/rescanInterval`` instead and
  /// says so in ``LibraryChange/warnings``.
  public static func changes(
    in root: String, classifier: MediaClassifier = MediaClassifier(),
    walk: WalkOptions = WalkOptions(), options: WatchOptions = WatchOptions(),
    concurrency: Int = MediaClassifier.defaultConcurrency
  ) -> LibraryChangeSequence {
    LibraryChangeSequence(
      root: root, classifier: classifier, walk: walk, options: options, concurrency: concurrency)
  }
}
