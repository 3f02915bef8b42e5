import ArgumentParser
import Foundation
import MediaKind
import MediaKindIndex

/// The options every library command shares: what to scan and how.
struct LibraryScanOptions: ParsableArguments {
  @Argument(help: "Folders (or files) to scan.")
  var paths: [String] = []

  @Option(
    name: .long,
    help: "thorough (default for library commands: Live Photo videos keep their identifier at the end) or fast.")
  var mode: ClassificationMode = .thorough

  @Flag(name: .long, inversion: .prefixedNo, help: "Walk folders recursively.")
  var recursive = true

  @Option(name: .long, help: "Files classified at the same time (default: twice the cores).")
  var concurrency: Int?

  @Option(
    name: .long,
    help: "An index file to read as a cache (default: PATH/.mediakind/index.sqlite when it exists).")
  var index: String?

  @Flag(name: .customLong("no-index"), help: "Read no index: classify every file.")
  var noIndex = false

  func validate() throws {
    if paths.isEmpty { throw ValidationError("Give at least one folder or file.") }
    if let concurrency, concurrency < 1 { throw ValidationError("--concurrency must be at least 1.") }
    if noIndex, index != nil { throw ValidationError("--index and --no-index exclude each other.") }
  }

  var classifier: MediaClassifier { MediaClassifier(options: ClassifyOptions(mode: mode)) }

  /// The indexes found for the roots, as one cache (read only: nothing is written).
  func cache() -> (any LibraryFileCache)? {
    guard !noIndex else { return nil }
    var snapshots: [IndexSnapshot] = []
    for root in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { continue }
      let location = index ?? LibraryIndex.defaultLocation(forRoot: root)
      guard LibraryIndex.exists(at: location) else { continue }
      do {
        let opened = try LibraryIndex(root: root, location: location)
        snapshots.append(try opened.snapshot())
      } catch {
        Terminal.writeError("classify: ignoring index \(location): \(error)\n")
      }
    }
    return snapshots.isEmpty ? nil : CombinedFileCache(caches: snapshots)
  }

  /// Scans the roots (using an index as a cache when there is one); unreadable files are
  /// reported on standard error.
  func scan() async -> MediaLibrary {
    let showProgress = Terminal.isTerminal(.standardError)
    var progress = showProgress ? Progress(total: nil) : nil
    let library = await MediaLibrary.scan(
      roots: paths, classifier: classifier, recursive: recursive,
      concurrency: concurrency ?? MediaClassifier.defaultConcurrency, cache: cache()
    ) { file in
      if file.record.status == .error {
        progress?.clear()
        let error = file.record.error.map { "\($0.kind.rawValue): \($0.message)" } ?? "error"
        Terminal.writeError("classify: \(file.path): \(error)\n")
      }
      progress?.tick()
    }
    progress?.finish()
    return library
  }
}
