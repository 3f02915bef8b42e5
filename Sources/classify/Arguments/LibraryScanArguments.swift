import ArgumentParser
import Foundation
import MediaKind
import MediaKindIndex

/// The options every library command shares: what to scan (``InputArguments``) and how.
struct LibraryScanArguments: ParsableArguments {
  @Argument(help: "Folders (or files) to scan; `-` reads paths from standard input.")
  var paths: [String] = []

  @OptionGroup var inputs: InputArguments
  @OptionGroup var concurrency: ConcurrencyArgument
  @OptionGroup var livePairing: LivePairingArgument

  @Option(
    name: .long,
    help: "An index file to read as a cache (default: PATH/.mediakind/index.sqlite when it exists).")
  var index: String?

  @Flag(name: .customLong("no-index"), help: "Read no index: classify every file.")
  var noIndex = false

  func validate() throws {
    if paths.isEmpty && !inputs.hasStreams {
      throw ValidationError("Give at least one folder or file (or `-`, --files-from FILE, --archive FILE, --records FILE).")
    }
    if noIndex, index != nil { throw ValidationError("--index and --no-index exclude each other.") }
    try inputs.refuseSecondStandardInput(paths: paths)
  }

  /// Scans the inputs (using the roots' indexes as a cache when there are some); unreadable
  /// files are reported on standard error. A root's .mediakind.yml that cannot be used ends
  /// the command (``ExitStatus/dataError``).
  func scan() async throws -> MediaLibrary {
    let inputs = self.inputs.inputs(paths: paths)
    let cache = noIndex ? nil : LibraryIndex.cache(forRoots: inputs.roots, location: index) { root, error in
      Terminal.writeError("classify: ignoring the index of \(root): \(error)\n")
    }
    var progress =
      self.inputs.hasStreams || paths.contains("-")
      ? Progress.shown()
      : Progress.shown(
        counter: WalkCounter(roots: inputs.roots, plan: (try? inputs.plan()) ?? WalkPlan(base: inputs.walkOptions)))
    let library = try await self.inputs.run(inputs) { () async throws(MediaInputsError) in
      try await MediaLibrary.scan(
        inputs: inputs, concurrency: concurrency.width, cache: cache, livePairing: livePairing.mode
      ) { Progress.note($0.record, &progress) }
    }
    progress?.finish()
    for diagnostic in library.diagnostics { Terminal.error(nil, diagnostic) }
    return library
  }
}
