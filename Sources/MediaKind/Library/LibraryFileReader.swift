/// Reads files for the library: classifies each once and keeps, beside the record, the file's
/// identity and the extra facts of ``LibraryFile``.
///
/// ```swift
/// let reader = LibraryFileReader(classifier: MediaClassifier(options: .init(mode: .thorough)))
/// await reader.read(entries: FileEnumerator(roots: ["Photos"])) { file in print(file.path) }
/// ```
public struct LibraryFileReader: Sendable {
  /// The classifier that makes the records.
  public let classifier: MediaClassifier
  let pipeline: Pipeline

  /// XMP sidecars larger than this are not read for their rating.
  static let maxSidecarBytes = 4 << 20

  /// The facts ``keepFacts(_:into:)`` reads (`FactReaders`): unique ids, the burst's best
  /// shot and the playback variation; and an XMP sidecar's `mediakind:Hidden`. (Burst ids and ratings reach the record in the
  /// pipeline: `Pipeline.xmpBurstKeys`, ``StarRating``.)
  static let requires: [FactKey] = [
    .exifImageUniqueID, .appleImageUniqueID, .xmpGCameraBurstPrimary, .samsungSEFTypes,
    .quickTimeVariationIdentifier, .xmpMediaKindHidden,
  ]

  /// The XMP properties the library's pipeline keeps: the pipeline's readers' and ``requires``.
  static let xmpSelection = FactReaders.xmpSelection(adding: requires)

  /// A reader classifying with `classifier`.
  public init(classifier: MediaClassifier) {
    self.classifier = classifier
    pipeline = Pipeline(registry: classifier.registry, options: classifier.options, xmpSelection: Self.xmpSelection)
  }

  /// Reads the file at `path`; `displayPath` is the path written into the record. Never
  /// throws: a file that cannot be read gives an error record (and no identity).
  public func read(path: String, displayPath: String? = nil) -> LibraryFile {
    let file: InputFile
    do {
      file = try InputFile.open(path: path)
    } catch {
      return LibraryFile(record: .failure(path: displayPath ?? path, mode: classifier.options.mode, error))
    }
    return read(file, path: path, displayPath: displayPath ?? path)
  }

  /// Reads an opened file (its head read): the record, the facts the library keeps, the
  /// identity from the open's `fstat`, and a sidecar's rating.
  private func read(_ file: InputFile, path: String, displayPath: String) -> LibraryFile {
    let (record, facts, _) = pipeline.inspect(
      file: file, displayPath: displayPath, fileName: PathParts.fileName(of: path))
    var result = LibraryFile(record: record)
    result.identity = file.identity
    if let facts { Self.keepFacts(facts, into: &result) }
    if result.isSidecar, PathParts(path).fileExtension == "xmp" || record.format == .xmp,
      file.size <= Self.maxSidecarBytes,
      let bytes = try? file.read(at: 0, count: file.size)
    {
      let facts = StarRating.sidecarFacts(bytes)
      result.rating = StarRating.read(from: facts)?.rating
      result.isHidden = StarRating.hidden(from: facts)
    }
    if let facts {
      let family = record.format.flatMap { classifier.registry.descriptor($0)?.family }
      (result.creationDateSource, result.locationSource) = MetadataSource.embedded(
        in: facts, record: record, family: family)
    }
    if record.status == .ok, record.mediaType == .unknown {
      Self.readExport(
        file, fileExtension: PathParts(path).fileExtension,
        inAlbumsFolder: PathParts.fileName(of: PathParts(path).directory) == "Albums", into: &result)
    }
    if Self.isLivePhotoArchive(path: path) { readLivePhotoArchive(file, displayPath: displayPath, into: &result) }
    return result
  }

  /// Reads a Google Takeout JSON sidecar, an iCloud export's `Photo Details` table or (in a
  /// folder named `Albums`) one of its album lists, whole (each at most a bounded size:
  /// ``TakeoutSidecar/maxBytes``, ``ICloudPhotoDetails/maxBytes``).
  static func readExport(
    _ file: InputFile, fileExtension: String, inAlbumsFolder: Bool = false, into result: inout LibraryFile
  ) {
    guard file.size > 0, file.size <= exportLimit(fileExtension: fileExtension),
      let bytes = try? file.read(at: 0, count: file.size)
    else { return }
    readExport(bytes, fileExtension: fileExtension, inAlbumsFolder: inAlbumsFolder, into: &result)
  }

  /// The most bytes of an export file read (`TakeoutSidecar.maxBytes` for `.json`,
  /// `ICloudPhotoDetails.maxBytes` for `.csv`); 0 for any other extension: no export file.
  static func exportLimit(fileExtension: String) -> Int {
    switch fileExtension {
    case "json": TakeoutSidecar.maxBytes
    case "csv": ICloudPhotoDetails.maxBytes
    default: 0
    }
  }

  /// Reads the whole `bytes` of an export file (a file's, or an archive member's) as
  /// `readExport(_:fileExtension:inAlbumsFolder:into:)` describes.
  static func readExport(
    _ bytes: [UInt8], fileExtension: String, inAlbumsFolder: Bool, into result: inout LibraryFile
  ) {
    guard !bytes.isEmpty, bytes.count <= exportLimit(fileExtension: fileExtension) else { return }
    if fileExtension == "json" {
      result.takeoutSidecar = TakeoutSidecar.parse(bytes)
    } else {
      result.icloudPhotoDetails = ICloudPhotoDetails.parse(bytes)
      if result.icloudPhotoDetails == nil, inAlbumsFolder { result.icloudAlbum = ICloudAlbumList.parse(bytes) }
    }
  }

  /// Reads one entry of a walk as the file path does (``MediaClassifier``): opened by name in
  /// its open folder (`openat`), without a second `stat` when the walk saw a regular file;
  /// the open's `fstat` gives the identity, so a file `cache` holds is not read further.
  func read(_ entry: FileEnumerator.Entry, step: FileEnumerator.Step?, cache: (any LibraryFileCache)?) -> LibraryFile {
    let mode = classifier.options.mode
    switch entry {
    case .failure(let path, let failure):
      return LibraryFile(record: .failure(path: path, mode: mode, failure))
    case .file(let path):
      let file: InputFile
      do {
        // The head is read only once the cache has not answered.
        file =
          if let step {
            try InputFile.open(
              rawPath: step.rawPath, headSize: 0, knownRegular: step.isRegularFile, parent: step.parent,
              nameOffset: step.nameOffset)
          } else {
            try InputFile.open(path: path, headSize: 0)
          }
      } catch {
        return LibraryFile(record: .failure(path: path, mode: mode, error))
      }
      if let cache, let hit = cache.cachedFile(path: path, identity: file.identity, mode: mode),
        // A `.livp` stored by a build that did not read its members is read again.
        !(Self.isLivePhotoArchive(path: path) && hit.record.status == .ok && hit.livePhotoMembers == nil)
      {
        return hit
      }
      do {
        try file.readHead()
      } catch {
        return LibraryFile(record: .failure(path: path, mode: mode, error))
      }
      return read(file, path: path, displayPath: path)
    }
  }

  /// Reads many files concurrently (`OrderedConcurrentMap`: batches of consecutive files, at
  /// most `concurrency` batches in flight) and delivers them to `consume` in input order.
  /// Enumerator failures become error records in their place. When `cache` holds a file with
  /// the same identity (and a record of the same or a more thorough mode), it is used instead
  /// of classifying the file again. A ``FileEnumerator`` is walked as ``read(walk:concurrency:cache:consume:)``
  /// walks it.
  public func read(
    entries: some Sequence<FileEnumerator.Entry>,
    concurrency: Int = MediaClassifier.defaultConcurrency,
    cache: (any LibraryFileCache)? = nil,
    consume: (LibraryFile) -> Void
  ) async {
    if let walk = entries as? FileEnumerator {
      await read(walk: walk.makeIterator(), concurrency: concurrency, cache: cache, consume: consume)
      return
    }
    var iterator = entries.makeIterator()
    await read(next: { iterator.next().map { ($0, nil) } }, concurrency: concurrency, cache: cache, consume: consume)
  }

  /// Reads the files of a walk, each opened from its raw path bytes in its open folder, a file
  /// the walk knows to be regular without another `stat`.
  public func read(
    walk: some FileWalk, concurrency: Int = MediaClassifier.defaultConcurrency,
    cache: (any LibraryFileCache)? = nil, consume: (LibraryFile) -> Void
  ) async {
    var walk = walk
    await read(
      next: { walk.nextStep().map { ($0.entry, $0) } }, concurrency: concurrency, cache: cache, consume: consume)
  }

  private func read(
    next: () -> MediaClassifier.Work?, concurrency: Int, cache: (any LibraryFileCache)?,
    consume: (LibraryFile) -> Void
  ) async {
    await OrderedConcurrentMap.run(
      next: next, limits: .init(concurrency: concurrency, maxBatchSize: MediaClassifier.maxBatchSize),
      transform: { [self] work in read(work.entry, step: work.step, cache: cache) },
      consume: consume)
  }

  /// Copies the facts the library needs from the probes' facts.
  static func keepFacts(_ facts: MediaFacts, into file: inout LibraryFile) {
    file.imageUniqueID = (facts[.exifImageUniqueID] ?? facts[.appleImageUniqueID])?
      .value.string.flatMap { $0.trimmingSpaces.isEmpty ? nil : $0.trimmingSpaces }
    if facts[.xmpGCameraBurstPrimary]?.value.int == 1
      || facts[.samsungSEFTypes].map({ fact -> Bool in
        if case .strings(let types) = fact.value { return types.contains(SamsungSEFBlockType.burstShotBestPhotoInfo.hex) }
        return fact.value.string == SamsungSEFBlockType.burstShotBestPhotoInfo.hex
      }) == true
    {
      file.isBurstBestShot = true
    }
    file.playbackVariation = facts[.quickTimeVariationIdentifier]?.value.int
  }
}
