import ArgumentParser
import Foundation
import MediaKind

/// `classify merge`: joins the JSON Lines outputs of sharded runs into the output of one run.
struct ClassifyMerge: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join the records of sharded runs (--shard I/N) as if one run had made them.",
    discussion: """
      Reads the JSON Lines outputs of `classify` runs (`-` for standard input), keeps each \
      path once, orders the records as one walk would (paths compared component by \
      component, by bytes) and pairs Live Photo stills and videos across the inputs by \
      content identifier (livePhoto.pairedPath). The result feeds `classify assets \
      --records`, `albums --records` and `check --records` as one run's output would. \
      Exit status: 0, or 1 when any merged record is an error record (as the runs \
      themselves), 65 when an input holds a line that is no record, 66 when an input \
      cannot be read (every status: classify --help).
      """)

  @Argument(help: "JSON Lines outputs of classify runs; `-` reads standard input.")
  var inputs: [String]

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument

  func validate() throws {
    if inputs.isEmpty { throw ValidationError("Give at least one JSON Lines file.") }
    if inputs.filter({ $0 == "-" }).count > 1 { throw ValidationError("`-` can be given once.") }
  }

  func run() async throws {
    var merge = RecordMerge()
    do {
      for input in inputs {
        try RecordLines.read(input) { merge.add($0) }
      }
    } catch let error as RecordLines.Failure {
      throw error.reportAsRecordsFile()
    }
    let merged = merge.merged()
    if merge.duplicates > 0 {
      Terminal.writeError("classify: warning: \(merge.duplicates) duplicate path(s) kept once\n")
    }
    let writer = RecordWriter(
      format: format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl), csvGuard: csv.enabled)
    writer.begin()
    var failures = 0
    for record in merged {
      if record.status == .error { failures += 1 }
      writer.write(record)
    }
    writer.end()
    try ExitStatus.of(operands: [], failed: failures > 0).exit()
  }
}
