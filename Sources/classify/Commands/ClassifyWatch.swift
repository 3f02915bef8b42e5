import ArgumentParser
import Foundation
import MediaKind
import MediaKindIndex

/// `classify watch`: prints a folder's change sets as files come, change and go.
struct ClassifyWatch: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Watch a folder and print its change sets (inserted, changed, removed assets; smart-album moves).",
    discussion: """
      Scans ROOT, then follows it with inotify: a file is classified once it has been \
      closed (or moved in) and quiet for --debounce seconds, so a file still being written is \
      reported once, complete. Folders renamed, deleted or replaced and a full notification \
      queue make the folder be compared again; without notifications (the inotify watch \
      limit reached) the folder is compared every --rescan-interval seconds, with a warning \
      on standard error. When ROOT has an index (`classify index`), it is refreshed after \
      each change set; --no-index leaves it alone. Runs until interrupted. jsonl (in a pipe) \
      prints one object per change set; table one line per asset.
      """ + inputUse.helpText)

  @Argument(help: "The folder to watch.")
  var root: String

  @Option(name: .long, help: "table or jsonl (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @Option(name: .long, help: "Seconds a closed file must stay quiet before it is classified (default 0.3).")
  var debounce: Double = 0.3

  @Option(name: .customLong("rescan-interval"), help: "Seconds between comparisons when notifications are unavailable (default 2).")
  var rescanInterval: Double = 2

  @Flag(name: .customLong("rescans-only"), help: "Compare the folder every --rescan-interval instead of using notifications.")
  var rescansOnly = false

  @Option(name: .long, help: "The index to keep current (default: ROOT/.mediakind/index.sqlite when it exists).")
  var index: String?

  @Flag(name: .customLong("no-index"), help: "Do not refresh an index.")
  var noIndex = false

  @Option(name: .customLong("max-change-sets"), help: "Stop after this many change sets (for scripts and tests).")
  var maxChangeSets: Int?

  @OptionGroup var inputs: InputArguments
  @OptionGroup var concurrency: ConcurrencyArgument
  @OptionGroup var livePairing: LivePairingArgument

  /// What a watch reads: its folder's tree, as it changes.
  static let inputUse = InputUse(
    lists: "a watch follows its folder's whole tree",
    archives: "a watch follows files in a folder, which archive members are not",
    records: "a watch classifies the files as they change",
    shard: "a watch follows its folder's whole tree")

  func validate() throws {
    try inputs.refuse(Self.inputUse)
    if let format, format != .table, format != .jsonl {
      throw ValidationError("watch prints table or jsonl (got \(format.rawValue)).")
    }
    if debounce < 0 || !debounce.isFinite { throw ValidationError("--debounce must be 0 or more.") }
    if rescanInterval <= 0 || !rescanInterval.isFinite { throw ValidationError("--rescan-interval must be more than 0.") }
    if let maxChangeSets, maxChangeSets < 1 { throw ValidationError("--max-change-sets must be 1 or more.") }
  }

  func run() async throws {
    try RequiredFolder.check(root)
    let (plan, mode, _) = try inputs.resolve(roots: [root])
    let classifier = MediaClassifier(options: ClassifyOptions(mode: mode))
    let format = self.format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl)
    var indexToKeep: LibraryIndex? = noIndex ? nil : try? LibraryIndex.existing(root: root, location: index)
    indexToKeep?.livePairing = livePairing.mode
    var watchOptions = WatchOptions(debounce: debounce, rescanInterval: rescanInterval, rescansOnly: rescansOnly)
    watchOptions.livePairing = livePairing.mode
    let changes = MediaLibrary.changes(
      in: root, classifier: classifier, walk: plan.options(for: root), options: watchOptions,
      concurrency: concurrency.width)
    Terminal.writeError("classify: watching \(root) (Ctrl-C to stop)\n")
    var printed = 0
    for await change in changes {
      for warning in change.warnings { Terminal.writeError("classify: warning: \(warning)\n") }
      if !change.isEmpty {
        Terminal.writeOutput(WatchOutput.render(change, format: format), escaping: format == .table)
        printed += 1
      }
      if let indexToKeep {
        do {
          _ = try await indexToKeep.refresh(
            classifier: classifier, concurrency: concurrency.width, walk: plan.options(for: root))
        } catch {
          Terminal.writeError("classify: warning: cannot keep the index current: \(error)\n")
        }
      }
      if let maxChangeSets, printed >= maxChangeSets { return }
    }
  }
}
