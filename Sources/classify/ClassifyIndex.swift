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

  @Option(name: .long, help: "The index file (default: PATH/.mediakind/index.sqlite).")
  var index: String?

  @Option(name: .long, help: "thorough (default) or fast.")
  var mode: ClassificationMode = .thorough

  @Option(name: .long, help: "Files classified at the same time (default: twice the cores).")
  var concurrency: Int?

  @Option(name: .long, help: "table (default) or json: the summary's format.")
  var format: OutputFormat?

  func validate() throws {
    if let concurrency, concurrency < 1 { throw ValidationError("--concurrency must be at least 1.") }
  }

  func run() async throws {
    let opened: LibraryIndex
    do {
      opened = try LibraryIndex(root: path, location: index)
    } catch {
      Terminal.writeError("classify: \(error)\n")
      throw ExitCode(1)
    }
    let start = Date()
    var progress = Terminal.isTerminal(.standardError) ? Progress(total: nil) : nil
    let report = try await opened.refresh(
      classifier: MediaClassifier(options: ClassifyOptions(mode: mode)),
      classifierVersion: Classify.toolVersion,
      concurrency: concurrency ?? MediaClassifier.defaultConcurrency
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
