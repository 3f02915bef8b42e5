import ArgumentParser
import Foundation
import MediaKind

/// The default command: classify files and folders.
struct ClassifyFiles: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "files",
    abstract: "Classify files and folders (the default command).",
    discussion: """
      Folders are walked recursively (sorted, depth first), leaving out version-control and \
      tool folders (.git, .mediakind, ...; --hidden walks them) and skipping links to folders \
      with a note (--follow follows them). A folder's .mediakind.yml adds excludes and a \
      default mode. `-` reads paths from standard input, one per line (-0: NUL-separated). \
      Output keeps input order although files are classified concurrently. Exit status: 0 \
      when every input was classified, 1 when any could not be read, 64 for bad usage, 65 \
      when a .mediakind.yml is not valid, 66 when a path named does not exist (every status: \
      classify --help).
      """)

  @Argument(help: "Files or folders to classify; `-` reads paths from standard input.")
  var paths: [String] = []

  @Option(name: .long, help: "Read paths from this file, one per line (`-` for standard input).")
  var filesFrom: String?

  @Flag(
    name: [.customShort("0"), .customLong("null")],
    help: "Path lists (`-`, --files-from) are separated by NUL bytes, as `find -print0` writes them.")
  var null = false

  @Option(
    name: .long,
    help: "thorough (default): all metadata the rules need; fast: one head read per file, for the highest speed.")
  var mode: ClassificationMode?

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument

  @Flag(name: .long, help: "Add the evidence for each subtype (rule, source, value).")
  var explain = false

  @OptionGroup var walk: WalkArguments
  @OptionGroup var archives: ArchiveArguments
  @OptionGroup var shard: ShardArgument
  @OptionGroup var concurrency: ConcurrencyArgument

  func validate() throws {
    if paths.isEmpty && filesFrom == nil && archives.archive.isEmpty {
      throw ValidationError("Give at least one path, `-`, --files-from FILE or --archive FILE.")
    }
    if archives.readsStandardInput && (paths.contains("-") || filesFrom == "-") {
      throw ValidationError("--archive - and a path list on standard input exclude each other.")
    }
  }

  func run() async throws {
    let separator: UInt8 = null ? 0 : 0x0A
    var sources: [RootStream.Source] = []
    for path in paths {
      sources.append(path == "-" ? .lines(FileHandle.standardInput, separator: separator) : .path(path))
    }
    if let filesFrom {
      if filesFrom == "-" {
        sources.append(.lines(FileHandle.standardInput, separator: separator))
      } else {
        guard let handle = FileHandle(forReadingAtPath: filesFrom) else {
          Terminal.error(filesFrom, FileManager.default.fileExists(atPath: filesFrom) ? "cannot read the path list" : "no such file")
          throw ExitStatus.noInput.exitCode
        }
        sources.append(.lines(handle, separator: separator))
      }
    }
    let roots = paths.filter { $0 != "-" }
    let (plan, mode) = try walk.resolve(roots: roots, mode: mode)

    let format = self.format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl)
    let classifier = MediaClassifier(options: ClassifyOptions(mode: mode, explain: explain))
    let writer = RecordWriter(format: format, explain: explain, csvGuard: csv.enabled)
    // Progress on standard error when it is a terminal and the records do not go there as a
    // table; the total is counted on another thread (folders, files and path lists in files).
    // A list on standard input (`-`) and archives are read once, as streams: no total.
    var progress = Progress.shown(
      tableOnTerminal: format == .table, counting: paths + (archives.archive.isEmpty ? [] : ["-"]),
      lists: filesFrom.map { [$0] } ?? [], separator: separator, plan: plan)

    var failures = 0
    // Live Photo pairs get `livePhoto.pairedPath` in both records: see LivePhotoLinker. The
    // window keeps streaming output and bounded memory: a partner more than
    // `pairingWindow` files away is paired by `classify assets`, not here.
    var linker = LivePhotoLinker(maxPending: Self.pairingWindow)
    writer.begin()
    let consume: (Classification) -> Void = { record in
      if record.status == .error {
        failures += 1
        progress?.clear()
        Terminal.report(record)
      }
      linker.push(record) { writer.write($0) }
      progress?.tick()
    }
    let walk = RootStream(sources: sources, plan: plan, onSkip: Terminal.reportSkip).makeIterator()
    if let shard = shard.value {
      await classifier.classify(
        walk: ShardedWalk(walk, shard: shard), concurrency: concurrency.width, consume: consume)
    } else {
      await classifier.classify(walk: walk, concurrency: concurrency.width, consume: consume)
    }
    for archive in archives.inputs {
      await classifier.classify(
        archive: archive, limits: archives.limits(), shard: shard.value, concurrency: concurrency.width,
        consume: consume)
    }
    for linked in linker.finish() { writer.write(linked) }
    writer.end()
    progress?.finish()
    try ExitStatus.of(operands: paths + archives.archive, failed: failures > 0).exit()
  }

  /// Records held back at most while a Live Photo partner may still come (about 1 KB each).
  static let pairingWindow = 2048
}
