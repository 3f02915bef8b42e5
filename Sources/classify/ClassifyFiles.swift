import ArgumentParser
import Foundation
import MediaKind

/// The default command: classify files and folders.
struct ClassifyFiles: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "files",
    abstract: "Classify files and folders (the default command).",
    discussion: """
      Folders are walked recursively (sorted, depth first; links to folders are not \
      followed inside a walk). `-` reads paths from standard input, one per line. Output \
      keeps input order although files are classified concurrently. Exit status: 0 when \
      every input was classified, 1 when any could not be read, 64 for bad usage.
      """)

  @Argument(help: "Files or folders to classify; `-` reads paths from standard input.")
  var paths: [String] = []

  @Option(name: .long, help: "Read paths from this file, one per line (`-` for standard input).")
  var filesFrom: String?

  @Option(name: .long, help: "fast: one head read per file; thorough: all metadata the rules need.")
  var mode: ClassificationMode = .fast

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @Flag(name: .long, help: "Add the evidence for each subtype (rule, source, value).")
  var explain = false

  @Flag(name: .long, inversion: .prefixedNo, help: "Walk folders recursively.")
  var recursive = true

  @Option(name: .long, help: "Files classified at the same time (default: twice the cores).")
  var concurrency: Int?

  func validate() throws {
    if paths.isEmpty && filesFrom == nil {
      throw ValidationError("Give at least one path, `-`, or --files-from FILE.")
    }
    if let concurrency, concurrency < 1 {
      throw ValidationError("--concurrency must be at least 1.")
    }
  }

  func run() async throws {
    var sources: [RootStream.Source] = []
    for path in paths {
      sources.append(path == "-" ? .lines(FileHandle.standardInput) : .path(path))
    }
    if let filesFrom {
      if filesFrom == "-" {
        sources.append(.lines(FileHandle.standardInput))
      } else {
        guard let handle = FileHandle(forReadingAtPath: filesFrom) else {
          throw ValidationError("Cannot read --files-from \(filesFrom).")
        }
        sources.append(.lines(handle))
      }
    }

    let format = self.format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl)
    let classifier = MediaClassifier(options: ClassifyOptions(mode: mode, explain: explain))
    let writer = RecordWriter(format: format, explain: explain)
    // Plain paths walk with raw-byte names (FileEnumerator); path lists stream line by line.
    let listed = sources.contains { if case .lines = $0 { true } else { false } }
    let plainRoots = paths
    let showProgress = Terminal.isTerminal(.standardError) && !Terminal.isTerminal(.standardOutput)
      || (Terminal.isTerminal(.standardError) && format != .table)
    var progress = showProgress ? Progress(total: nil) : nil

    var failures = 0
    // Live Photo pairs get `livePhoto.pairedPath` in both records: see LivePhotoLinker. The
    // window keeps streaming output and bounded memory: a partner more than
    // `pairingWindow` files away is paired by `classify assets`, not here.
    var linker = LivePhotoLinker(maxPending: Self.pairingWindow)
    writer.begin()
    let consume: (Classification) -> Void = { record in
      if record.status == .error {
        failures += 1
        let error = record.error.map { "\($0.kind.rawValue): \($0.message)" } ?? "error"
        progress?.clear()
        Terminal.writeError("classify: \(record.path): \(error)\n")
      }
      linker.push(record) { writer.write($0) }
      progress?.tick()
    }
    let width = concurrency ?? MediaClassifier.defaultConcurrency
    if listed {
      await classifier.classify(
        walk: RootStream(sources: sources, recursive: recursive).makeIterator(),
        concurrency: width, consume: consume)
    } else {
      await classifier.classify(
        entries: FileEnumerator(roots: plainRoots, recursive: recursive), concurrency: width,
        consume: consume)
    }
    for linked in linker.finish() { writer.write(linked) }
    writer.end()
    progress?.finish()
    if failures > 0 { throw ExitCode(1) }
  }

  /// Records held back at most while a Live Photo partner may still come (about 1 KB each).
  static let pairingWindow = 2048
}
