public import MediaKind
public import MediaKindCheck
public import MediaKindImaging
import Foundation

/// Builds the static report site of a library: thumbnails (PhotoKit's fast delivery),
/// `data.js`, detail chunks and the page itself, all in one folder that opens from `file://`
/// with no network: a summary (media types, formats, subtypes, sizes, capture months), the
/// smart albums with their thumbnails and badges (LIVE, RAW+JPEG, burst frames), the user
/// albums (folder albums, then stored albums) nested in their folders, each asset's
/// records with their `--explain` evidence, and, when given, a check's findings.
///
/// Every file goes through the ``ReportFolders``' `OutputDirectory` values, so nothing is
/// written outside the output folder (`Docs/Reliability.md`, "Outputs: no write outside the
/// output folder").
///
/// ```swift
/// let folders = try ReportFolders(creating: "site")
/// let library = await MediaLibrary.scan(
///   roots: ["Photos"], classifier: MediaClassifier(options: ClassifyOptions(mode: .thorough, explain: true)))
/// let summary = try await ReportBuilder(library: library, root: "Photos").write(into: folders)
/// print(summary.assets, summary.thumbnails)   // open site/index.html
/// ```
public struct ReportBuilder: Sendable {
  /// The library shown.
  public var library: MediaLibrary
  /// The folder the library was scanned from, as the page's subtitle shows it.
  public var root: String
  /// The tool named in the subtitle (`classify 1.2.3`).
  public var tool: String
  /// The thumbnails' longer side, in pixels.
  public var thumbnailSide: Int
  /// Thumbnail requests at once.
  public var concurrency: Int
  /// A check's findings (`classify check`), shown in their own section; nil: none.
  public var check: CheckReport?
  /// Only the assets this predicate selects (every burst frame considered), with their
  /// files; files that could not be read stay listed. Nil: every asset.
  public var predicate: AssetPredicate?
  /// The library's thumbnail cache: thumbnails of unchanged files come from it, new ones are
  /// stored in it (`Docs/Imaging.md`, "The thumbnail cache"). Nil: none.
  public var thumbnailCache: ThumbnailCache?

  /// Assets per details chunk file.
  static let chunkSize = 500

  /// A report of `library`, scanned from `root`.
  public init(
    library: MediaLibrary, root: String, tool: String = "MediaKind \(MediaClassifier.version)",
    thumbnailSide: Int = 256, concurrency: Int = MediaClassifier.defaultConcurrency, check: CheckReport? = nil,
    predicate: AssetPredicate? = nil
  ) {
    self.library = library
    self.root = root
    self.tool = tool
    self.thumbnailSide = thumbnailSide
    self.concurrency = concurrency
    self.check = check
    self.predicate = predicate
  }

  /// Writes the site into `folders`. Throws an `OutputDirectoryError` when a file cannot be
  /// written (a link planted in the output folder, a full disk), before the pages are
  /// written when it is a thumbnail; an asset whose image cannot be read has a tile that says
  /// why, and is counted in ``ReportSummary/thumbnailFailures``.
  public func write(into folders: ReportFolders) async throws -> ReportSummary {
    let library = shown
    let assets = library.assets

    let thumbnails = await ReportThumbnails(side: thumbnailSide, directory: folders.thumbs, cache: thumbnailCache)
      .render(assets, concurrency: concurrency)
    // A thumbnail that could not be written (a link planted in thumbs/, a full disk) fails
    // the report, before its pages are written.
    if let refused = thumbnails.lazy.compactMap(\.writeFailure).first { throw refused }

    // Bursts: frames per burst identifier (every frame, representatives or not).
    var burstFrames: [String: Int] = [:]
    for asset in assets { if let id = asset.burst?.identifier { burstFrames[id, default: 0] += 1 } }

    var tiles: [ReportData.Tile] = []
    tiles.reserveCapacity(assets.count)
    for (index, (asset, thumbnail)) in zip(assets, thumbnails).enumerated() {
      let thumb = thumbnail.file.map { "thumbs/" + $0 }
      tiles.append(
        ReportData.Tile(
          id: asset.localIdentifier, name: URL(fileURLWithPath: asset.path).lastPathComponent,
          mediaType: asset.mediaType.name, uti: asset.uti?.rawValue,
          subtypes: asset.subtypes.names, width: asset.pixelWidth, height: asset.pixelHeight,
          duration: asset.duration, date: asset.creationDate, fileSize: asset.fileSize, thumb: thumb,
          thumbError: thumb == nil ? (thumbnail.error ?? "no preview") : nil, thumbSource: thumbnail.source,
          live: asset.isPairedLivePhoto, rawPair: asset.resources.contains { $0.type == .alternatePhoto },
          burstCount: asset.burst.flatMap { burstFrames[$0.identifier] }, chunk: index / Self.chunkSize))
    }

    var positions: [String: Int] = [:]
    for (index, asset) in assets.enumerated() { positions[asset.localIdentifier] = index }
    let albums = library.albums().compactMap { summary -> ReportData.Album? in
      guard let album = summary.album else { return nil }
      let members = library.fetchAssets(in: album).compactMap { positions[$0.localIdentifier] }
      return ReportData.Album(subtype: summary.subtype, name: summary.name, title: summary.title, count: summary.count, assets: members)
    }

    let collections = Self.userCollections(of: library, positions: positions)

    let data = ReportData(
      root: root, tool: tool, files: library.files.count,
      failures: library.failures.map(\.path),
      mediaTypes: Self.counts(assets.map(\.mediaType.name)),
      formats: Self.counts(assets.map { $0.uti?.rawValue ?? "unknown" }),
      subtypes: Self.counts(assets.flatMap(\.subtypes.names)),
      sizeHistogram: Self.sizeHistogram(assets.map(\.fileSize)),
      timeline: ReportTimeline(assets.map(\.creationDate)),
      albums: albums, collections: collections, assets: tiles,
      check: check.map { $0.findings.map(Self.finding) },
      checkSummary: check?.summary.line, chunkSize: Self.chunkSize)

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    try Self.write("window.MEDIAKIND_REPORT = " + Self.scriptSafe(try encoder.encode(data)) + ";\n", to: "data.js", in: folders.site)
    try Self.writeDetails(of: library, encoder: encoder, into: folders.details)
    try folders.site.write(ReportSiteFiles.html, to: "index.html", durable: true)
    try folders.site.write(ReportSiteFiles.css, to: "report.css", durable: true)
    try folders.site.write(ReportSiteFiles.javascript, to: "report.js", durable: true)
    return ReportSummary(assets: assets.count, thumbnails: thumbnails.count { $0.file != nil })
  }

  /// The library the site shows: ``library``, narrowed to what ``predicate`` selects.
  var shown: MediaLibrary {
    guard let predicate else { return library }
    let kept = library.fetchAssets(with: FetchOptions(predicate: predicate, includeAllBurstAssets: true))
    let paths = Set(kept.flatMap { $0.resources.map(\.path) })
    return MediaLibrary(
      files: library.files.filter { paths.contains($0.path) || $0.record.status == .error },
      registry: library.registry, roots: library.roots, livePairing: library.livePairing)
  }

  /// The user albums and folders, as `classify albums --tree` lists them (folders of files
  /// and their albums in tree order, then stored folders and albums, nested where they are):
  /// each album with its assets as a default fetch lists them (a deleted or hidden member
  /// left out), each folder with the count below it.
  static func userCollections(of library: MediaLibrary, positions: [String: Int]) -> [ReportData.Collection] {
    library.collections().userCollectionTree().map { entry in
      let depth = entry.depth
      switch entry.collection {
      case .assetCollection(let album):
        let members = library.fetchAssets(in: album).compactMap { positions[$0.localIdentifier] }
        return ReportData.Collection(
          id: album.localIdentifier, kind: "album", title: album.localizedTitle ?? "", depth: depth,
          count: members.count, stored: album.isStored, path: album.path, assets: members)
      case .collectionList(let folder):
        return ReportData.Collection(
          id: folder.localIdentifier, kind: "folder", title: folder.localizedTitle ?? "", depth: depth,
          count: folder.estimatedAssetCount, stored: folder.isStored, path: folder.path, assets: nil)
      }
    }
  }

  /// The detail chunks: per asset its record and the file records (with `--explain` evidence).
  private static func writeDetails(of library: MediaLibrary, encoder: JSONEncoder, into details: OutputDirectory) throws {
    // By path, as bytes (Docs/Library.md, "Paths are compared as bytes").
    var filesByPath: [PathKey: Classification] = [:]
    for file in library.files { filesByPath[PathKey(file.path)] = file.record }
    let assets = library.assets
    var chunk = 0
    while chunk * Self.chunkSize < assets.count {
      let slice = assets[(chunk * Self.chunkSize)..<min(assets.count, (chunk + 1) * Self.chunkSize)]
      var parts: [String] = []
      for asset in slice {
        let assetJSON = String(decoding: try encoder.encode(asset), as: UTF8.self)
        let files = try asset.resources.compactMap { resource in
          try filesByPath[PathKey(resource.path)].map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        }
        parts.append("{\"asset\":\(assetJSON),\"files\":[\(files.joined(separator: ","))]}")
      }
      let body = "window.MEDIAKIND_DETAILS(\(chunk), [" + parts.joined(separator: ",\n") + "]);\n"
      try Self.write(Self.scriptSafe(Data(body.utf8)), to: "\(chunk).js", in: details)
      chunk += 1
    }
  }

  static func counts(_ labels: [String]) -> [ReportData.Count] {
    var counts: [String: Int] = [:]
    for label in labels { counts[label, default: 0] += 1 }
    return counts.map { ReportData.Count(label: $0.key, count: $0.value) }
      .sorted { ($1.count, $0.label) < ($0.count, $1.label) }
  }

  static let sizeBuckets: [(String, Int)] = [
    ("< 100 kB", 100_000), ("100 kB – 1 MB", 1_000_000), ("1 – 10 MB", 10_000_000),
    ("10 – 100 MB", 100_000_000), ("≥ 100 MB", Int.max),
  ]

  static func sizeHistogram(_ sizes: [Int]) -> [ReportData.Count] {
    var counts = Array(repeating: 0, count: sizeBuckets.count)
    for size in sizes {
      counts[sizeBuckets.firstIndex { size < $0.1 } ?? sizeBuckets.count - 1] += 1
    }
    return zip(sizeBuckets, counts).map { ReportData.Count(label: $0.0.0, count: $0.1) }
  }

  /// A check finding in the page's columns: rule (or field), check, value, limit (or
  /// expected), message.
  static func finding(_ finding: CheckFinding) -> ReportData.Finding {
    let mismatch = finding.kind == .mismatch
    return ReportData.Finding(
      kind: finding.kind.rawValue, path: finding.path, message: finding.message,
      rule: finding.rule ?? finding.field?.rawValue, check: finding.check?.rawValue,
      value: finding.actual.map(\.description) ?? (mismatch ? "(absent)" : nil),
      limit: finding.limit ?? (mismatch ? finding.expected.map(\.description) ?? "(absent)" : nil))
  }

  /// JSON made safe inside a `<script>`-loaded file: no `</` sequence and no U+2028/2029.
  static func scriptSafe(_ json: Data) -> String {
    String(decoding: json, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
      .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
  }

  /// Writes a page of the site (replaced by rename, synced: `OutputDirectory.write`).
  static func write(_ text: String, to name: String, in folder: OutputDirectory) throws(OutputDirectoryError) {
    try folder.write(Array(text.utf8), to: name, durable: true)
  }
}
