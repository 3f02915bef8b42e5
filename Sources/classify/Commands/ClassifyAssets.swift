import ArgumentParser
import MediaKind

/// `classify assets`: one record per PhotoKit-style asset.
struct ClassifyAssets: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "assets",
    abstract: "List assets: Live Photos, RAW+JPEG pairs, bursts and sidecars joined, filtered and sorted.",
    discussion: """
      Scans the folders, classifies each file once, pairs Live Photo stills with their videos \
      by content identifier (names only rank candidates), RAW files with their JPEG/HEIF, and \
      attaches .AAE/.xmp sidecars. A burst shows only its representative unless --all-bursts. \
      When PATH/.mediakind/index.sqlite exists (see `classify index`), unchanged files are \
      taken from it instead of being classified again; the index is never written here. \
      `classify schema asset` prints the asset schema.
      """)

  @OptionGroup var scan: LibraryScanArguments
  @OptionGroup var fetch: FetchArguments

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument

  @Flag(
    name: .long,
    help: "Say where each asset's date, place, favourite and hidden state came from and why its files were grouped (fieldEvidence).")
  var explain = false

  @Option(
    name: .customLong("in-album"),
    help: "Only the assets of this collection: an identifier from `classify albums --type all` or `classify moments`, a smart album (livePhotos, 213), an album's folder or title, a moment's title.")
  var inAlbum: String?

  @OptionGroup var moments: MomentArguments

  func validate() throws {
    try fetch.refuseCollectionType("assets")
  }

  func run() async throws {
    let options = try fetch.fetchOptions()
    let library = try await scan.scan()
    let writer = AssetWriter(
      format: format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl), explain: explain, csvGuard: csv.enabled)
    var assets = library.fetchAssets(with: options)
    if let inAlbum {
      do {
        let collections = library.collections(options: try moments.momentOptions())
        for diagnostic in collections.diagnostics { Terminal.error(nil, diagnostic) }
        let collection = try collections.collection(named: inAlbum)
        assets = library.fetchAssets(in: collection, options: options)
      } catch let error as CollectionLookupError {
        let hint = if case .notFound = error { " (list them with `classify albums --type all`)" } else { "" }
        Terminal.error(nil, "--in-album \(error)\(hint)")
        throw ExitStatus.usage.exitCode
      }
    }
    writer.begin()
    for asset in assets { writer.write(explain ? asset.explained() : asset) }
    writer.end()
    try ExitStatus.of(operands: scan.paths + scan.inputs.archive, failed: !library.failures.isEmpty).exit()
  }
}
