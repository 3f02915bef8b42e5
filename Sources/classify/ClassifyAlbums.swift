import ArgumentParser
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

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  func validate() throws {
    if let album, SmartAlbum(name: album) == nil {
      throw ValidationError(
        "Unknown album '\(album)'. Known: \(SmartAlbum.allCases.map(\.name).joined(separator: ", ")).")
    }
  }

  func run() async throws {
    let options = try fetch.fetchOptions()
    let library = try await scan.scan()
    let isTerminal = Terminal.isTerminal(.standardOutput)
    if let album, let chosen = SmartAlbum(name: album) {
      let writer = AssetWriter(format: format ?? (isTerminal ? .table : .jsonl))
      writer.begin()
      for asset in library.fetchAssets(in: chosen, options: options) { writer.write(asset) }
      writer.end()
    } else {
      let writer = OutputWriter<SmartAlbumSummary>(format: format ?? (isTerminal ? .table : .jsonl))
      writer.begin()
      for summary in library.albums(includeAllBurstAssets: options.includeAllBurstAssets) {
        writer.write(summary)
      }
      writer.end()
    }
    if !library.failures.isEmpty { throw ExitCode(1) }
  }
}
