/// The façade: classifies files, byte buffers and batches of files.
///
/// ```swift
/// let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))
/// let record = classifier.classify(path: "IMG_4580.HEIC")
/// print(record.mediaType, record.uti ?? "", record.subtypes)
/// ```
/// A classifier is a value; it is `Sendable` and may be used from many tasks at once.
public struct MediaClassifier: Sendable {
  public let registry: FormatRegistry
  public let options: ClassifyOptions
  private let pipeline: Pipeline

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

  /// Classifies many files concurrently (at most `concurrency` at once) and delivers the
  /// records to `consume` in input order, as soon as each one's predecessors are done. The
  /// paths are consumed lazily and the reorder buffer is bounded, so memory does not grow
  /// with the number of files.
  public func classify(
    paths: some Sequence<String>, concurrency: Int = MediaClassifier.defaultConcurrency,
    consume: (Classification) -> Void
  ) async {
    await classify(
      entries: paths.lazy.map { FileEnumerator.Entry.file($0) }, concurrency: concurrency,
      consume: consume)
  }

  /// Classifies the entries of a ``FileEnumerator`` walk (failures become error records in
  /// their place), delivering records in input order.
  ///
  /// When `entries` is a ``FileEnumerator`` itself, each file is opened from the raw bytes
  /// of its path (``FileEnumerator/Iterator/nextWithRawPath()``), so names that are not valid
  /// UTF-8 are classified too; their records show the `\xNN` form (``PathEscaping``).
  public func classify(
    entries: some Sequence<FileEnumerator.Entry>,
    concurrency: Int = MediaClassifier.defaultConcurrency,
    consume: (Classification) -> Void
  ) async {
    if let walk = entries as? FileEnumerator {
      var iterator = walk.makeIterator()
      await classify(next: { iterator.nextWithRawPath() }, concurrency: concurrency, consume: consume)
    } else {
      var iterator = entries.makeIterator()
      await classify(
        next: { iterator.next().map { ($0, nil) } }, concurrency: concurrency, consume: consume)
    }
  }

  /// The batch loop: `next` gives each entry and, for walks, its raw path bytes.
  private func classify(
    next: () -> (entry: FileEnumerator.Entry, rawPath: [UInt8]?)?, concurrency: Int,
    consume: (Classification) -> Void
  ) async {
    var pending: [Int: Classification] = [:]
    var nextToEmit = 0
    var nextIndex = 0
    let width = max(1, concurrency)
    await withTaskGroup(of: (Int, Classification).self) { group in
      var inFlight = 0
      func submit() -> Bool {
        guard let (entry, rawPath) = next() else { return false }
        let index = nextIndex
        nextIndex += 1
        let mode = options.mode
        group.addTask { [pipeline] in
          switch entry {
          case .file(let path):
            if let rawPath {
              return (index, pipeline.classify(rawPath: rawPath, displayPath: path))
            }
            return (index, pipeline.classify(path: path, displayPath: path))
          case .failure(let path, let failure):
            return (index, .failure(path: path, mode: mode, failure))
          }
        }
        inFlight += 1
        return true
      }
      while inFlight < width, submit() {}
      while let (index, record) = await group.next() {
        inFlight -= 1
        pending[index] = record
        while let ready = pending.removeValue(forKey: nextToEmit) {
          consume(ready)
          nextToEmit += 1
        }
        while inFlight < width, pending.count < width * 64, submit() {}
      }
    }
  }

  /// Files in flight by default: twice the core count (I/O overlaps parsing).
  public static var defaultConcurrency: Int {
    max(2, SystemInfo.activeProcessorCount * 2)
  }

  /// The versions of the C libraries in use, for `--version`.
  public static var libraryVersions: (libmagic: String, libexif: String) {
    (LibMagicProbe.version, ExifBridgeInfo.version)
  }
}
