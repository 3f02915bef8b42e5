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

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument

  @Flag(name: .long, help: "Add the evidence for each subtype (rule, source, value).")
  var explain = false

  @OptionGroup var inputs: InputArguments
  @OptionGroup var concurrency: ConcurrencyArgument

  func validate() throws {
    if paths.isEmpty && !inputs.hasStreams {
      throw ValidationError("Give at least one path, `-`, --files-from FILE, --archive FILE or --records FILE.")
    }
    try inputs.refuseSecondStandardInput(paths: paths)
  }

  func run() async throws {
    let inputs = self.inputs.inputs(paths: paths)
    let format = self.format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl)
    let classifier = MediaClassifier(options: ClassifyOptions(explain: explain))
    let writer = RecordWriter(format: format, explain: explain, csvGuard: csv.enabled)
    // Progress on standard error when it is a terminal and the records do not go there as a
    // table; the total is counted on another thread (folders, files and path lists in files).
    // A list on standard input (`-`), archives and records are read once, as streams: no total.
    var progress = self.inputs.progress(of: inputs, tableOnTerminal: format == .table)
    var failures = 0
    // Live Photo pairs get `livePhoto.pairedPath` in both records, within
    // MediaClassifier.pairingWindow files: a partner further away is paired by
    // `classify assets`, not here.
    // Begun with the first record: an input that cannot be used prints nothing on standard
    // output.
    var begun = false
    try await self.inputs.run(inputs) { () async throws(MediaInputsError) in
      try await classifier.classify(inputs: inputs, concurrency: concurrency.width) { record in
        if !begun {
          begun = true
          writer.begin()
        }
        if record.status == .error {
          failures += 1
          progress?.clear()
          Terminal.report(record)
        }
        writer.write(record)
        progress?.tick()
      }
    }
    if !begun { writer.begin() }
    writer.end()
    progress?.finish()
    try ExitStatus.of(operands: paths + self.inputs.archive, failed: failures > 0).exit()
  }
}
