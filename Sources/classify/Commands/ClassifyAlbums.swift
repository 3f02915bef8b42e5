import ArgumentParser
import MediaKind

/// `classify albums`: PhotoKit's smart albums with their counts, or one album's assets.
struct ClassifyAlbums: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "albums",
    abstract: "Count the assets of every smart album (PhotoKit subtype numbers), list albums and moments, or one album.",
    discussion: """
      Prints every smart album in PhotoKit number order (panoramas 201 ... screen recordings \
      220), empty ones with count 0. --type album|moment|smart|all lists PhotoKit asset \
      collections instead (user albums are folders that hold assets; moments group photos \
      close in time and place), as collection records; --tree prints the folders and albums \
      as a tree with counts. The filters of `classify assets` (and --where) narrow the \
      counts. --album NAME (name, title or number) lists that album's assets instead, with \
      the filters and formats of `classify assets`. Bursts count one representative per \
      burst unless --all-bursts. Uses PATH/.mediakind/index.sqlite as a cache when it exists.
      """)

  @OptionGroup var scan: LibraryScanArguments
  @OptionGroup var fetch: FetchArguments

  @Option(name: .long, help: "List the assets of this album (livePhotos, screenshots, 213, ...).")
  var album: String?

  @Flag(name: .long, help: "Print the folders and albums as a tree with counts.")
  var tree = false

  @OptionGroup var moments: MomentArguments

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument

  /// `--type smart|album|moment|all` (the shared `--type` option; a media type filters).
  var type: CollectionTypeArgument? { fetch.type?.collectionType }

  func validate() throws {
    if album != nil, type != nil || tree {
      throw ValidationError("--album lists one album's assets; it excludes --type and --tree.")
    }
    if tree, let type, type != .album {
      throw ValidationError("--tree prints folders and albums; it excludes --type \(type.rawValue).")
    }
    if let album, SmartAlbum(name: album) == nil {
      throw ValidationError(
        "Unknown album '\(album)'. Known: \(SmartAlbum.allCases.map(\.name).joined(separator: ", ")).")
    }
  }

  func run() async throws {
    let options = try fetch.fetchOptions()
    let library = try await scan.scan()
    let isTerminal = Terminal.isTerminal(.standardOutput)
    if type != nil || tree {
      let collections = library.collections(options: try moments.momentOptions())
      for diagnostic in collections.diagnostics { Terminal.error(nil, diagnostic) }
      let listing = CollectionListing(library: library, collections: collections, options: options)
      let lines: [CollectionLine] =
        if tree {
          listing.tree().map { CollectionLine(collection: $0.collection, depth: $0.depth) }
        } else {
          switch type ?? .album {
          case .smart: listing.collections(.smartAlbum).map { CollectionLine(collection: $0) }
          case .album: listing.collections(.album).map { CollectionLine(collection: $0) }
          case .moment: listing.collections(.moment).map { CollectionLine(collection: $0) }
          case .all:
            (listing.collections(.smartAlbum) + listing.collections(.album) + listing.collections(.moment))
              .map { CollectionLine(collection: $0) }
          }
        }
      let writer = OutputWriter<CollectionLine>(format: format ?? (isTerminal ? .table : .jsonl), csvGuard: csv.enabled)
      writer.begin()
      for line in lines { writer.write(line) }
      writer.end()
    } else if let album, let chosen = SmartAlbum(name: album) {
      let writer = AssetWriter(format: format ?? (isTerminal ? .table : .jsonl), csvGuard: csv.enabled)
      writer.begin()
      for asset in library.fetchAssets(in: chosen, options: options) { writer.write(asset) }
      writer.end()
    } else {
      let writer = OutputWriter<SmartAlbumSummary>(format: format ?? (isTerminal ? .table : .jsonl), csvGuard: csv.enabled)
      writer.begin()
      // Counts honour the filters (and --where), as a fetch with them would.
      for summary in library.albums(options: options) { writer.write(summary) }
      writer.end()
    }
    try ExitStatus.of(operands: scan.paths + scan.inputs.archive, failed: !library.failures.isEmpty).exit()
  }
}
