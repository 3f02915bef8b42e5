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
    help: "thorough (default: Live Photo videos keep their identifier at the end) or fast.")
  var mode: ClassificationMode?

  @OptionGroup var walk: WalkArguments
  @OptionGroup var concurrency: ConcurrencyArgument

  @Option(
    name: .long,
    help: "An index file to read as a cache (default: PATH/.mediakind/index.sqlite when it exists).")
  var index: String?

  @Flag(name: .customLong("no-index"), help: "Read no index: classify every file.")
  var noIndex = false

  @OptionGroup var streams: LibraryStreamArguments

  func validate() throws {
    if paths.isEmpty && streams.isEmpty {
      throw ValidationError("Give at least one folder or file (or --archive FILE, --records FILE).")
    }
    if noIndex, index != nil { throw ValidationError("--index and --no-index exclude each other.") }
  }

  /// The indexes found for the roots, as one cache (read only: nothing is written, nothing
  /// is created).
  func cache() -> (any LibraryFileCache)? {
    guard !noIndex else { return nil }
    var snapshots: [IndexSnapshot] = []
    for root in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { continue }
      do {
        if let opened = try LibraryIndex.existing(root: root, location: index) {
          snapshots.append(try opened.snapshot())
        }
      } catch {
        Terminal.writeError("classify: ignoring the index of \(root): \(error)\n")
      }
    }
    return snapshots.isEmpty ? nil : CombinedFileCache(caches: snapshots)
  }

  /// Scans the roots (using an index as a cache when there is one); unreadable files are
  /// reported on standard error. A root's .mediakind.yml that cannot be used ends the
  /// command with status 2.
  func scan() async throws -> MediaLibrary {
    if !streams.isEmpty || streams.shard.value != nil { return try await scanStreams() }
    let (plan, mode) = try walk.resolve(roots: paths, mode: mode)
    var progress = Progress.shown(counter: WalkCounter(roots: paths, plan: plan))
    let walks = paths.map {
      FileEnumerator(roots: [$0], options: plan.options(for: $0), onSkip: Terminal.reportSkip)
    }
    let library = await MediaLibrary.scan(
      walks, classifier: MediaClassifier(options: ClassifyOptions(mode: mode)),
      concurrency: concurrency.width, cache: cache()
    ) { Progress.note($0.record, &progress) }
    progress?.finish()
    return library
  }
}
