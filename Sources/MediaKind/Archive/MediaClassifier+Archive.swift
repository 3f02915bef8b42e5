/// Archives read as streams (tar, zip, cpio; plain or gzip, bzip2, xz, zstd compressed).
extension MediaClassifier {
  /// Classifies every member of `archive` as a stream (standard input works; nothing is
  /// extracted, nothing is sought) and delivers the records in archive order: `path` is
  /// `ARCHIVE//MEMBER`. Folders are passed over; links, devices, refused names and damaged
  /// members give error records (`ArchiveScanner`). The fast path keeps each member's
  /// head; the thorough one members up to ``ArchiveLimits/wholeMember`` whole and the first and
  /// last ``ArchiveLimits/window`` bytes of larger ones. With `shard`, only that shard's
  /// members are classified. Returns the archive's format and compression when known.
  @discardableResult
  public func classify(
    archive: ArchiveInput, limits: ArchiveLimits = ArchiveLimits(), shard: Shard? = nil,
    concurrency: Int = MediaClassifier.defaultConcurrency,
    consume: (Classification) -> Void
  ) async -> String? {
    await classify(
      archive: archive, limits: limits, shard: shard, excluding: nil, concurrency: concurrency,
      consume: consume)
  }

  /// ``classify(archive:limits:shard:concurrency:consume:)``, passing over the members
  /// `excluding` leaves out (relative to the archive).
  @discardableResult
  package func classify(
    archive: ArchiveInput, limits: ArchiveLimits, shard: Shard?, excluding: WalkOptions?,
    concurrency: Int, consume: (Classification) -> Void
  ) async -> String? {
    let scanner = ArchiveScanner(
      input: archive, mode: options.mode, limits: limits, shard: shard, excluding: excluding)
    let pipeline = Pipeline(registry: registry, options: options)
    await ArchiveBatchLoop.run(
      scanner, concurrency: concurrency, limits: limits,
      transform: { pipeline.inspect(member: $0).record }, consume: consume)
    return scanner.formatDescription
  }

  /// ``classify(archive:limits:shard:concurrency:consume:)`` over an archive held in memory;
  /// `name` stands for the archive in the records' paths.
  public func classify(
    archiveBytes: [UInt8], name: String, limits: ArchiveLimits = ArchiveLimits(),
    shard: Shard? = nil, concurrency: Int = MediaClassifier.defaultConcurrency,
    consume: (Classification) -> Void
  ) async {
    let scanner = ArchiveScanner(
      bytes: archiveBytes, name: name, mode: options.mode, limits: limits, shard: shard)
    let pipeline = Pipeline(registry: registry, options: options)
    await ArchiveBatchLoop.run(
      scanner, concurrency: concurrency, limits: limits,
      transform: { pipeline.inspect(member: $0).record }, consume: consume)
  }
}

extension LibraryFileReader {
  /// Reads the members of `archive` for the library (records plus the facts the library keeps:
  /// ratings, ImageUniqueID, burst marks, and what a Google Takeout JSON or an iCloud export
  /// CSV says, as a folder's are read), in archive order. Members have no file identity.
  public func read(
    archive: ArchiveInput, limits: ArchiveLimits = ArchiveLimits(), shard: Shard? = nil,
    concurrency: Int = MediaClassifier.defaultConcurrency,
    consume: (LibraryFile) -> Void
  ) async {
    await read(
      archive: archive, limits: limits, shard: shard, excluding: nil, concurrency: concurrency,
      consume: consume)
  }

  /// ``read(archive:limits:shard:concurrency:consume:)``, passing over the members
  /// `excluding` leaves out (relative to the archive).
  func read(
    archive: ArchiveInput, limits: ArchiveLimits, shard: Shard?, excluding: WalkOptions?,
    concurrency: Int, consume: (LibraryFile) -> Void
  ) async {
    let scanner = ArchiveScanner(
      input: archive, mode: classifier.options.mode, limits: limits, shard: shard,
      excluding: excluding)
    let pipeline = Pipeline(
      registry: classifier.registry, options: classifier.options, xmpSelection: LibraryFileReader.xmpSelection)
    var exports = ArchiveExportBudget()
    await ArchiveBatchLoop.run(
      scanner, concurrency: concurrency, limits: limits,
      transform: { member in
        let (record, facts) = pipeline.inspect(member: member)
        var file = LibraryFile(record: record)
        if case .bytes(let bytes) = member.content { file.contentDigest = bytes.digest }
        if let facts {
          LibraryFileReader.keepFacts(facts, into: &file)
          // Where the date and place were read, as for a file on disk (an export's date may
          // only fill or correct the file's own).
          let family = record.format.flatMap { classifier.registry.descriptor($0)?.family }
          (file.creationDateSource, file.locationSource) = MetadataSource.embedded(
            in: facts, record: record, family: family)
        }
        if file.isSidecar, case .bytes(let bytes) = member.content, bytes.isWhole,
          bytes.size <= LibraryFileReader.maxSidecarBytes
        {
          file.rating = StarRating.read(xmpSidecar: bytes.front)
        }
        ArchiveExportBudget.read(member, into: &file)
        return file
      },
      consume: { file in
        var file = file
        exports.admit(&file)
        consume(file)
      })
  }
}
