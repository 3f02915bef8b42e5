import ArgumentParser
import Foundation
import MediaKind
import MediaKindIndex

/// `classify index`: builds or refreshes a folder's on-disk index.
struct ClassifyIndex: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "index",
    abstract: "Build or refresh the index of a folder (PATH/.mediakind/index.sqlite).",
    discussion: """
      The index keeps each file's identity (device, inode, size, modification time) with its \
      classification, so a refresh classifies only new or changed files and forgets deleted \
      ones. Each batch of files is one SQLite transaction: an interrupted refresh (Ctrl-C, \
      kill -9) leaves a usable index, and the next refresh goes on from there. Only one \
      refresh of an index runs at a time. The default location is never reached through a \
      symbolic link. `classify assets` and `classify albums` read the index when it exists. \
      Prints what changed. Exit status: 0; 1 when a file cannot be read; 65 when a \
      .mediakind.yml is not valid; 66 when the folder does not exist; 73 when the index \
      cannot be opened or written (every status: classify --help).
      """ + IndexArguments.inputUse.helpText)

  @Argument(help: "The folder to index.")
  var path: String

  @OptionGroup var options: IndexArguments

  @Option(name: .long, help: "table, json, jsonl or csv: the summary's format (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument

  func run() async throws {
    let (plan, classifier, inputs) = try options.resolve(root: path)
    let opened = try options.openIndex(root: path, creating: true)
    let start = ContinuousClock.now
    // The total is the files to classify (new or changed), known once the walk is done.
    var progress = Progress.shown()
    let report: RefreshReport
    do {
      report = try await opened.refresh(
        classifier: classifier, concurrency: options.width, walk: plan.options(for: path),
        onSkip: Terminal.reportSkip, toClassify: { progress?.setTotal($0) }, progress: { _ in progress?.tick() })
    } catch {
      progress?.finish()
      Terminal.error(error)
      throw ExitStatus.cannotWrite.exitCode
    }
    progress?.finish()
    for failure in report.failures { Terminal.report(failure) }
    InputArguments.warnUnmatched(inputs, patterns: options.inputs.exclude)
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let summary = IndexSummary(report: report, location: opened.location, seconds: seconds)
    // `json` is the summary object itself, as `jsonl` (not an array of one).
    let chosen = format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl)
    let writer = OutputWriter<IndexSummary>(format: chosen == .json ? .jsonl : chosen, csvGuard: csv.enabled)
    writer.begin()
    writer.write(summary)
    writer.end()
    if !report.failures.isEmpty { throw ExitStatus.failures.exitCode }
  }
}
