import ArgumentParser
import Foundation
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
      listed as moved. Without an index every asset is new.
      """)

  @Argument(help: "The indexed folder.")
  var path: String

  @OptionGroup var options: IndexOptions

  @Option(name: .long, help: "table or jsonl (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  func run() async throws {
    let location = options.index ?? LibraryIndex.defaultLocation(forRoot: path)
    let opened: LibraryIndex
    do {
      if LibraryIndex.exists(at: location) {
        opened = try LibraryIndex(root: path, location: location)
      } else {
        Terminal.writeError("classify: no index at \(location): every asset is new\n")
        opened = try LibraryIndex.inMemory(root: path)
      }
    } catch {
      Terminal.writeError("classify: \(error)\n")
      throw ExitCode(1)
    }
    let report = try await opened.refresh(
      classifier: options.classifier,
      classifierVersion: Classify.toolVersion,
      concurrency: options.width, dryRun: true)
    let chosen = format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl)
    FileHandle.standardOutput.write(Data(Self.render(report.changeSet, format: chosen).utf8))
  }

  /// One line per change: `inserted  path  (localIdentifier)`, or JSON objects with a
  /// `change` key (`inserted`, `removed`, `changed`, `moved`).
  static func render(_ changes: ChangeSet, format: OutputFormat) -> String {
    struct Line: Encodable {
      var change: String
      var localIdentifier: String?
      var path: String?
      var mediaType: String?
      var from: String?
      var to: String?
    }
    var lines: [Line] = changes.all.map {
      Line(change: $0.kind.rawValue, localIdentifier: $0.localIdentifier, path: $0.path, mediaType: $0.mediaType.name)
    }
    lines += changes.moved.map { Line(change: "moved", from: $0.from, to: $0.to) }
    switch format {
    case .json, .jsonl:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let items = lines.map { (try? encoder.encode($0)).map { String(decoding: $0, as: UTF8.self) } ?? "{}" }
      if format == .json { return "[\n" + items.joined(separator: ",\n") + (items.isEmpty ? "]\n" : "\n]\n") }
      return items.map { $0 + "\n" }.joined()
    case .table, .csv:
      if lines.isEmpty { return "no changes\n" }
      return lines.map { line in
        if line.change == "moved" { return "moved     \(line.from ?? "") -> \(line.to ?? "")\n" }
        let kind = line.change.padding(toLength: 10, withPad: " ", startingAt: 0)
        return "\(kind)\(line.path ?? "")  (\(line.localIdentifier ?? ""))\n"
      }.joined()
    }
  }
}
