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
  private let pipeline: Pipeline

  /// XMP sidecars larger than this are not read for their rating.
  static let maxSidecarBytes = 4 << 20

  /// The facts ``keepFacts(_:into:)`` reads (`FactReaders`): unique ids, the burst's best
  /// shot, the playback variation and the ratings. (Burst ids reach the record in the
  /// pipeline: `Pipeline.xmpBurstKeys`.)
  static let requires: [FactKey] = [
    .exifImageUniqueID, .appleImageUniqueID, .xmpGCameraBurstPrimary, .samsungSEFTypes,
    .quickTimeVariationIdentifier, .xmpRating, .exifRating, .xmpMicrosoftPhotoRating,
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
    let (record, facts, file) = pipeline.inspect(path: path, displayPath: displayPath ?? path)
    var result = LibraryFile(record: record)
    guard let file else { return result }
    result.identity = FileIdentity(descriptor: file.descriptor)
    if let facts { Self.keepFacts(facts, into: &result) }
    if result.isSidecar, PathParts(path).fileExtension == "xmp" || record.format == .xmp,
      file.size <= Self.maxSidecarBytes,
      let bytes = try? file.read(at: 0, count: file.size)
    {
      result.rating = Self.rating(ofXMP: bytes)
    }
    return result
  }

  /// Reads many files concurrently (at most `concurrency` at once) and delivers them to
  /// `consume` in input order. Enumerator failures become error records in their place.
  /// When `cache` holds a file with the same identity (and a record of the same or a more
  /// thorough mode), it is used instead of classifying the file again.
  public func read(
    entries: some Sequence<FileEnumerator.Entry>,
    concurrency: Int = MediaClassifier.defaultConcurrency,
    cache: (any LibraryFileCache)? = nil,
    consume: (LibraryFile) -> Void
  ) async {
    let mode = classifier.options.mode
    await OrderedConcurrentMap.run(entries, concurrency: concurrency) { [self] entry in
      switch entry {
      case .failure(let path, let failure):
        return LibraryFile(record: .failure(path: path, mode: mode, failure))
      case .file(let path):
        if let cache, let identity = FileIdentity(path: path),
          let hit = cache.cachedFile(path: path, identity: identity, mode: mode)
        {
          return hit
        }
        return read(path: path)
      }
    } consume: { consume($0) }
  }

  /// Copies the facts the library needs from the probes' facts.
  static func keepFacts(_ facts: MediaFacts, into file: inout LibraryFile) {
    file.rating = rating(from: facts)
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

  /// XMP `xmp:Rating`, else EXIF Rating, else `MicrosoftPhoto:Rating` (percent) as stars.
  static func rating(from facts: MediaFacts) -> Int? {
    if let value = facts[.xmpRating]?.value.double { return clampRating(value) }
    if let value = facts[.exifRating]?.value.double { return clampRating(value) }
    if let percent = facts[.xmpMicrosoftPhotoRating]?.value.double {
      return stars(fromPercent: percent)
    }
    return nil
  }

  /// The rating an XMP sidecar states.
  static func rating(ofXMP bytes: [UInt8]) -> Int? {
    let packet = XMPPacket(SignatureChecks.utf8(fromUTF16: bytes) ?? bytes)
    if let text = packet.value("xmp:Rating"), let value = Double(text.trimmingSpaces) {
      return clampRating(value)
    }
    if let text = packet.value("MicrosoftPhoto:Rating"), let value = Double(text.trimmingSpaces) {
      return stars(fromPercent: value)
    }
    return nil
  }

  static func clampRating(_ value: Double) -> Int? {
    guard value.isFinite else { return nil }
    return Int(min(5, max(-1, value.rounded())))
  }

  /// Windows percent ratings 1, 25, 50, 75, 99 ↔ 1…5 stars (ExifTool `MicrosoftPhoto`).
  static func stars(fromPercent percent: Double) -> Int? {
    guard percent.isFinite else { return nil }
    if percent <= 0 { return 0 }
    return Int(min(5, 1 + ((percent - 1) / 24.5).rounded(.down)))
  }
}
