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
      ones. Each batch of files is one SQLite transaction: an interrupted refresh (Ctrl-C) \
      leaves a usable index, and the next refresh goes on from there. `classify assets` and \
      `classify albums` read the index when it exists. Prints what changed.
      """)

  @Argument(help: "The folder to index.")
  var path: String

  @OptionGroup var options: IndexOptions

  @Option(name: .long, help: "table (default) or json: the summary's format.")
  var format: OutputFormat?

  func run() async throws {
    let opened: LibraryIndex
    do {
      opened = try LibraryIndex(root: path, location: options.index)
    } catch {
      Terminal.writeError("classify: \(error)\n")
      throw ExitCode(1)
    }
    let start = Date()
    var progress = Terminal.isTerminal(.standardError) ? Progress(total: nil) : nil
    let report = try await opened.refresh(
      classifier: options.classifier,
      classifierVersion: Classify.toolVersion,
      concurrency: options.width
    ) { _ in progress?.tick() }
    progress?.finish()
    for failure in report.failures {
      let error = failure.error.map { "\($0.kind.rawValue): \($0.message)" } ?? "error"
      Terminal.writeError("classify: \(failure.path): \(error)\n")
    }
    let seconds = Date().timeIntervalSince(start)
    let summary = IndexSummary(report: report, location: opened.location, seconds: seconds)
    FileHandle.standardOutput.write(Data(summary.render(format: format ?? .table).utf8))
  }
}
