import ArgumentParser
import Foundation
import MediaKind

/// `classify albums`: PhotoKit's smart albums with their counts, or one album's assets.
struct ClassifyAlbums: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "albums",
    abstract: "Count the assets of every smart album (PhotoKit subtype numbers), or list one album.",
    discussion: """
      Prints every smart album in PhotoKit number order (panoramas 201 ... screen recordings \
      220), empty ones with count 0. --album NAME (name, title or number) lists that album's \
      assets instead, with the filters and formats of `classify assets`. Bursts count one \
      representative per burst unless --all-bursts. Uses PATH/.mediakind/index.sqlite as a \
      cache when it exists.
      """)

  @OptionGroup var scan: LibraryScanOptions
  @OptionGroup var fetch: FetchArguments

  @Option(name: .long, help: "List the assets of this album (livePhotos, screenshots, 213, ...).")
  var album: String?

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, json otherwise).")
  var format: OutputFormat?

  func validate() throws {
    if let album, SmartAlbum(name: album) == nil {
      throw ValidationError(
        "Unknown album '\(album)'. Known: \(SmartAlbum.allCases.map(\.name).joined(separator: ", ")).")
    }
  }

  func run() async throws {
    let options = try fetch.fetchOptions()
    let library = await scan.scan()
    let isTerminal = Terminal.isTerminal(.standardOutput)
    if let album, let chosen = SmartAlbum(name: album) {
      let writer = AssetWriter(format: format ?? (isTerminal ? .table : .jsonl))
      writer.begin()
      for asset in library.fetchAssets(in: chosen, options: options) { writer.write(asset) }
      writer.end()
    } else {
      let summaries = library.albums(includeAllBurstAssets: options.includeAllBurstAssets)
      FileHandle.standardOutput.write(
        Data(Self.render(summaries, format: format ?? (isTerminal ? .table : .json)).utf8))
    }
    if !library.failures.isEmpty { throw ExitCode(1) }
  }

  static func render(_ summaries: [SmartAlbumSummary], format: OutputFormat) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func json(_ s: SmartAlbumSummary) -> String {
      (try? encoder.encode(s)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
    switch format {
    case .json:
      return "[\n" + summaries.map(json).joined(separator: ",\n") + "\n]\n"
    case .jsonl:
      return summaries.map { json($0) + "\n" }.joined()
    case .csv:
      return "subtype,name,title,count\n"
        + summaries.map {
          [String($0.subtype), $0.name, RecordWriter.csvEscape($0.title), String($0.count)]
            .joined(separator: ",") + "\n"
        }.joined()
    case .table:
      return summaries.map { s in
        let name = s.name.padding(toLength: 18, withPad: " ", startingAt: 0)
        let title = s.title.padding(toLength: 18, withPad: " ", startingAt: 0)
        return "\(s.subtype)  \(name)\(title)\(s.count)\n"
      }.joined()
    }
  }
}
