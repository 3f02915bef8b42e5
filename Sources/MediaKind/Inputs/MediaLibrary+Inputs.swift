extension MediaLibrary {
  /// The most members read from one archive into a library by default: each member's record
  /// is held (about 1.2 KB in a library; 250,000 members cost about 300 MB;
  /// Docs/Reliability.md, "Members per archive").
  public static let defaultArchiveMaxMembers = 250_000

  /// Builds the library of `inputs`, read as
  /// ``MediaClassifier/classify(inputs:concurrency:consume:)`` reads them: the paths and
  /// path lists walked (each named folder with its `.mediakind.yml`; `.mediakind` folders
  /// skipped, but the assets of each root's Recently Deleted are read, marked deleted), then
  /// archive members (`ARCHIVE//MEMBER`), then earlier records standing in
  /// for their files (records carry no rating, ImageUniqueID or burst mark: favourites and
  /// RAW pairs by ImageUniqueID need the files). `cache` (such as an index) supplies earlier
  /// classifications of unchanged files; `progress` sees each file as it is read.
  public static func scan(
    inputs: MediaInputs, classifier: MediaClassifier = MediaClassifier(),
    concurrency: Int = MediaClassifier.defaultConcurrency,
    cache: (any LibraryFileCache)? = nil, progress: (LibraryFile) -> Void = { _ in }
  ) async throws(MediaInputsError) -> MediaLibrary {
    try await scan(
      inputs: inputs, classifier: classifier, concurrency: concurrency, cache: cache, livePairing: .strict,
      progress: progress)
  }

  /// Builds the library of `inputs` as
  /// ``scan(inputs:classifier:concurrency:cache:progress:)`` does, pairing Live Photos as
  /// `livePairing` says.
  public static func scan(
    inputs: MediaInputs, classifier: MediaClassifier = MediaClassifier(),
    concurrency: Int = MediaClassifier.defaultConcurrency,
    cache: (any LibraryFileCache)? = nil, livePairing: LivePairingMode,
    progress: (LibraryFile) -> Void = { _ in }
  ) async throws(MediaInputsError) -> MediaLibrary {
    let plan = try inputs.plan()
    let classifier = classifier.with(mode: try inputs.mode(plan))
    let stream = try inputs.stream(plan)
    let reader = LibraryFileReader(classifier: classifier)
    var files: [LibraryFile] = []
    func keep(_ file: LibraryFile) {
      progress(file)
      files.append(file)
    }
    let shard = inputs.shard
    let entries = stream.lazy.filter { !isIndexPath($0.path) && (shard?.contains(path: $0.path) ?? true) }
    await reader.read(entries: entries, concurrency: concurrency, cache: cache, consume: keep)
    for archive in inputs.archives {
      await reader.read(
        archive: archive,
        limits: inputs.archiveLimits ?? ArchiveLimits(maxMembers: defaultArchiveMaxMembers),
        shard: shard, excluding: inputs.memberExcludes, concurrency: concurrency, consume: keep)
    }
    try inputs.readRecords { record in
      var record = record
      record.livePhoto?.pairedPath = nil
      keep(LibraryFile(record: record))
    }
    // A shard holds a part of the walk; Recently Deleted is read whole, without shards.
    let trash = shard == nil ? RecentlyDeletedReader.read(roots: inputs.roots, reader: reader) : (files: [], diagnostics: [])
    var library = MediaLibrary(
      files: files + trash.files, registry: classifier.registry, roots: inputs.roots, livePairing: livePairing)
    library.diagnostics += trash.diagnostics
    return library
  }
}
