/// The façade: classifies files, byte buffers and batches of files.
///
/// ```swift
/// let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))
/// let record = classifier.classify(path: "IMG_4580.HEIC")
/// print(record.mediaType, record.uti ?? "", record.subtypes)
/// ```
/// A classifier is a value; it is `Sendable` and may be used from many tasks at once.
public struct MediaClassifier: Sendable {
  /// MediaKind's version: what `classify --version` prints (the library index stores it with
  /// ``recordRevision``: ``recordVersion``).
  public static let version = "0.3.0"

  /// What the classifier's records look like, as a fingerprint: FNV-1a 64 (hex) of the
  /// Samples' golden records (`Samples/expected.jsonl`, then `Samples/expected.fast.jsonl`).
  /// Records change between releases too (a new member, a rule fixed); a test holds this value
  /// to the golden files, so a change of what the Samples classify to changes it
  /// (Docs/Library.md, "The index (`MediaKindIndex`)").
  public static let recordRevision = "0047ec1d5e2891c2"

  /// What the library index stores beside each record: ``version``, `+`, ``recordRevision``. A
  /// row stored under another value is classified again.
  public static let recordVersion = version + "+" + recordRevision

  /// Records held back at most while a Live Photo partner may still come (about 1 KB each):
  /// a partner further away in the stream is paired by a library scan, not in a stream.
  public static let pairingWindow = 2048

  /// The formats the classifier recognises, with their signatures and UTIs.
  public let registry: FormatRegistry
  /// The mode, the evidence kept and the read budget.
  public let options: ClassifyOptions
  private let pipeline: Pipeline

  /// A classifier with `options` over `registry` (every format MediaKind knows by default).
  public init(options: ClassifyOptions = ClassifyOptions(), registry: FormatRegistry = .standard) {
    self.options = options
    self.registry = registry
    self.pipeline = Pipeline(registry: registry, options: options)
  }

  /// Classifies the file at `path`. Never throws: a file that cannot be read gives a record
  /// with `status: error`. `displayPath` is the path written into the record.
  public func classify(path: String, displayPath: String? = nil) -> Classification {
    pipeline.classify(path: path, displayPath: displayPath ?? path)
  }

  /// Classifies bytes held in memory; `name` supplies the extension hint and the record path.
  public func classify(bytes: [UInt8], name: String) -> Classification {
    pipeline.classify(bytes: bytes, name: name)
  }

  /// Classifies files and folders as `classify` does: each path is a file, or a folder
  /// walked as `walk` says (``WalkOptions``: recursive, tool folders left out, links to
  /// folders skipped). Files are classified concurrently (at most `concurrency` at once) and
  /// the records delivered to `consume` in input order, as soon as each one's predecessors
  /// are done. Paths are walked lazily and the reorder buffer is bounded, so memory does not
  /// grow with the number of files. Live Photo pairs are linked (`livePhoto.pairedPath`,
  /// as `classify` links them: ``pairingWindow``). ``records(paths:walk:concurrency:)`` is
  /// the same as an `AsyncSequence`; ``classify(inputs:concurrency:consume:)`` takes every
  /// kind of input the CLI takes.
  public func classify(
    paths: [String], walk: WalkOptions = WalkOptions(),
    concurrency: Int = MediaClassifier.defaultConcurrency,
    consume: (Classification) -> Void
  ) async {
    var linker = LivePhotoLinker(maxPending: Self.pairingWindow)
    await classify(
      walk: FileEnumerator(roots: paths, options: walk).makeIterator(), concurrency: concurrency
    ) { linker.push($0, emit: consume) }
    for record in linker.finish() { consume(record) }
  }

  /// The records of `paths` (files, and folders walked as `walk` says) as an `AsyncSequence`,
  /// in input order: `for await record in classifier.records(paths: ["Photos"]) { ... }`.
  /// Classification runs ahead of the consumer by at most `concurrency` batches, so a slow
  /// consumer holds back the work instead of letting records pile up. Live Photo pairs are
  /// linked, as ``classify(paths:walk:concurrency:consume:)`` links them.
  public func records(
    paths: [String], walk: WalkOptions = WalkOptions(),
    concurrency: Int = MediaClassifier.defaultConcurrency
  ) -> RecordSequence {
    RecordSequence(
      pipeline: pipeline, walk: FileEnumerator(roots: paths, options: walk),
      concurrency: concurrency)
  }

  /// Classifies the entries of a ``FileEnumerator`` walk (failures become error records in
  /// their place), delivering records in input order.
  ///
  /// When `entries` is a ``FileEnumerator`` itself, each file is opened from the raw bytes
  /// of its path (``FileEnumerator/Iterator/nextStep()``), so names that are not valid
  /// UTF-8 are classified too; their records show the `\xNN` form (``PathEscaping``).
  public func classify(
    entries: some Sequence<FileEnumerator.Entry>,
    concurrency: Int = MediaClassifier.defaultConcurrency,
    consume: (Classification) -> Void
  ) async {
    if let walk = entries as? FileEnumerator {
      await classify(walk: walk.makeIterator(), concurrency: concurrency, consume: consume)
    } else {
      var iterator = entries.makeIterator()
      await classify(
        next: { iterator.next().map { ($0, nil) } }, concurrency: concurrency,
        consume: consume)
    }
  }

  /// Classifies the files of a walk, delivering records in input order. Each file is opened
  /// from the raw bytes of its path, and a file the walk already knows to be regular is not
  /// `stat`ed again.
  public func classify(
    walk: some FileWalk, concurrency: Int = MediaClassifier.defaultConcurrency,
    consume: (Classification) -> Void
  ) async {
    var walk = walk
    await classify(
      next: { walk.nextStep().map { ($0.entry, $0) } },
      concurrency: concurrency, consume: consume)
  }

  /// The batch loop (``OrderedConcurrentMap``): `next` gives each entry and, for walks, its
  /// step. Each task classifies a run of consecutive entries, from one file up to
  /// ``maxBatchSize``; `concurrency` bounds the batches in flight.
  private func classify(
    next: () -> Work?, concurrency: Int, consume: (Classification) -> Void
  ) async {
    await OrderedConcurrentMap.run(
      next: next, limits: .init(concurrency: concurrency, maxBatchSize: Self.maxBatchSize),
      transform: { [pipeline] work in pipeline.classify(work.entry, step: work.step) },
      consume: consume)
  }

  /// One file for the batch loop: the entry, and the walk's step when a walk gave it (its
  /// raw path bytes, whether it is known to be a regular file, its open directory).
  typealias Work = (entry: FileEnumerator.Entry, step: FileEnumerator.Step?)

  /// The most files one task classifies in a row.
  static let maxBatchSize = 16

  /// Files in flight by default: twice the core count (I/O overlaps parsing).
  public static var defaultConcurrency: Int {
    max(2, SystemInfo.activeProcessorCount * 2)
  }

  /// The versions of the C libraries in use, for `--version`.
  public static var libraryVersions: (libmagic: String, libexif: String) {
    (LibMagicProbe.version, ExifBridgeInfo.version)
  }
}
