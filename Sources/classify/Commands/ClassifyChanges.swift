import ArgumentParser
import MediaKind
import MediaKindIndex

/// `classify changes`: what changed in a folder since its index was last refreshed.
struct ClassifyChanges: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "changes",
    abstract: "List assets inserted, removed or changed since the last `classify index`.",
    discussion: """
      Compares the folder with its index without writing anything (run `classify index` to \
      accept the changes). Files whose identity changed are classified again, so a `touch` \
      alone is not a change. Renamed files are removed and inserted assets, and are also \
      listed as moved. Without an index every asset is new. When nothing changed, a one-line \
      summary goes to standard error. Exit status: 0, or with --exit-code 1 when anything \
      changed (as `git diff --exit-code`); 1 when a file cannot be read; 65 when the index \
      or a .mediakind.yml is not valid; 66 when the folder does not exist (every status: \
      classify --help).
      """ + IndexArguments.inputUse.helpText)

  @Argument(help: "The indexed folder.")
  var path: String

  @OptionGroup var options: IndexArguments

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument

  @Flag(name: .customLong("exit-code"), help: "Exit with status 1 when anything changed.")
  var exitCode = false

  func run() async throws {
    let (plan, classifier, inputs) = try options.resolve(root: path)
    let opened = try options.openIndex(root: path, creating: false)
    let report: RefreshReport
    do {
      report = try await opened.refresh(
        classifier: classifier, concurrency: options.width, dryRun: true,
        walk: plan.options(for: path), onSkip: Terminal.reportSkip)
    } catch {
      Terminal.error(error)
      throw ExitStatus.dataError.exitCode
    }
    for failure in report.failures { Terminal.report(failure) }
    InputArguments.warnUnmatched(inputs, patterns: options.inputs.exclude)
    let lines = ChangeLine.lines(of: report.changeSet)
    let writer = OutputWriter<ChangeLine>(
      format: format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl), csvGuard: csv.enabled)
    writer.begin()
    for line in lines { writer.write(line) }
    writer.end()
    if lines.isEmpty {
      Terminal.writeError(
        "classify: no changes in \(path) since the last index (\(report.scanned) files)\n")
    }
    if !report.failures.isEmpty || (exitCode && !lines.isEmpty) { throw ExitStatus.failures.exitCode }
  }
}
