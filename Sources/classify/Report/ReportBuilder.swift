import Foundation
import MediaKind
import MediaKindCheck
import MediaKindImaging

/// Builds the static report site of a library: thumbnails (fast delivery), `data.js`, detail
/// chunks and the page itself, all in one folder that opens from `file://` with no network.
///
/// Every file goes through an ``OutputDirectory``: `thumbs/` and `details/` are opened without
/// following links and files are replaced by rename, so a link planted in the output folder
/// (`thumbs -> /elsewhere`, `index.html -> ../victim`) is refused, never written through
/// (`Docs/Reliability.md`, "Outputs: no write outside the output folder").
struct ReportBuilder {
  let library: MediaLibrary
  let root: String
  /// The site's folder, as opened by ``folders(_:)``.
  let site: OutputDirectory
  let thumbs: OutputDirectory
  let details: OutputDirectory
  let thumbnailSide: Int
  let concurrency: Int
  var check: CheckReport?

  /// Assets per details chunk file.
  static let chunkSize = 500

  /// Opens (making when missing) the site's folder `out` and its `thumbs/` and `details/`.
  static func folders(_ out: String) throws(OutputDirectoryError) -> (site: OutputDirectory, thumbs: OutputDirectory, details: OutputDirectory) {
    let site = try OutputDirectory(creating: out)
    return (site, try site.subdirectory("thumbs"), try site.subdirectory("details"))
  }

  func write() async throws -> (assets: Int, thumbnails: Int, thumbnailFailures: Int) {
    let assets = library.assets

    // Thumbnails: PhotoKit's fast delivery (embedded images; small decodes otherwise).
    let renderer = PreviewRenderer(
      manager: ImageManager(), target: ImageTargetSize(side: thumbnailSide), contentMode: .aspectFit,
      options: ImageRequestOptions(deliveryMode: .fastFormat, resizeMode: .fast), directory: thumbs)
    var thumbRecords: [PreviewRecord?] = []
    thumbRecords.reserveCapacity(assets.count)
    var refused: OutputDirectoryError?
    await renderer.run(assets.map(\.path), concurrency: concurrency) { records in
      thumbRecords.append(records.last)
      if refused == nil { refused = records.lazy.compactMap(\.writeFailure).first }
    }
    // A thumbnail that could not be written (a link planted in thumbs/, a full disk) fails
    // the report, before its pages are written.
    if let refused { throw refused }

    // Bursts: frames per burst identifier (every frame, representatives or not).
    var burstFrames: [String: Int] = [:]
    for asset in assets { if let id = asset.burst?.identifier { burstFrames[id, default: 0] += 1 } }

    var tiles: [ReportData.Tile] = []
    tiles.reserveCapacity(assets.count)
    var thumbnails = 0
    for (index, asset) in assets.enumerated() {
      let record = index < thumbRecords.count ? thumbRecords[index] : nil
      var thumb: String?
      if let output = record?.output {
        thumb = "thumbs/" + URL(fileURLWithPath: output).lastPathComponent
        thumbnails += 1
      }
      tiles.append(
        ReportData.Tile(
          id: asset.localIdentifier, name: URL(fileURLWithPath: asset.path).lastPathComponent,
          mediaType: asset.mediaType.name, uti: asset.uti?.rawValue,
          subtypes: asset.subtypes.names, width: asset.pixelWidth, height: asset.pixelHeight,
          duration: asset.duration, date: asset.creationDate, fileSize: asset.fileSize, thumb: thumb,
          thumbError: thumb == nil ? (record?.error ?? "no preview") : nil, thumbSource: record?.source,
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

    let data = ReportData(
      root: root, tool: "classify \(Classify.toolVersion)", files: library.files.count,
      failures: library.failures.map(\.path),
      mediaTypes: Self.counts(assets.map(\.mediaType.name)),
      formats: Self.counts(assets.map { $0.uti?.rawValue ?? "unknown" }),
      subtypes: Self.counts(assets.flatMap(\.subtypes.names)),
      sizeHistogram: Self.sizeHistogram(assets.map(\.fileSize)),
      timeline: Self.timeline(assets.map(\.creationDate)),
      albums: albums, assets: tiles,
      check: check.map { $0.findings.map { ReportData.Finding(kind: $0.kind.rawValue, path: $0.path, text: Self.describe($0)) } },
      checkSummary: check?.summary.line, chunkSize: Self.chunkSize)

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    try Self.write("window.MEDIAKIND_REPORT = " + Self.scriptSafe(try encoder.encode(data)) + ";\n", to: "data.js", in: site)
    try writeDetails(encoder: encoder)
    try Self.write(ReportSiteFiles.html, to: "index.html", in: site)
    try Self.write(ReportSiteFiles.css, to: "report.css", in: site)
    try Self.write(ReportSiteFiles.javascript, to: "report.js", in: site)
    return (assets.count, thumbnails, assets.count - thumbnails)
  }

  /// The detail chunks: per asset its record and the file records (with `--explain` evidence).
  private func writeDetails(encoder: JSONEncoder) throws {
    var filesByPath: [String: Classification] = [:]
    for file in library.files { filesByPath[file.path] = file.record }
    let assets = library.assets
    var chunk = 0
    while chunk * Self.chunkSize < assets.count {
      let slice = assets[(chunk * Self.chunkSize)..<min(assets.count, (chunk + 1) * Self.chunkSize)]
      var parts: [String] = []
      for asset in slice {
        let assetJSON = String(decoding: try encoder.encode(asset), as: UTF8.self)
        let files = try asset.resources.compactMap { resource in
          try filesByPath[resource.path].map { String(decoding: try encoder.encode($0), as: UTF8.self) }
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

  /// Assets per capture month (`YYYY-MM`), in order; undated assets as `undated` at the end.
  static func timeline(_ dates: [String?]) -> [ReportData.Count] {
    var counts: [String: Int] = [:]
    for date in dates { counts[date.map { String($0.prefix(7)) } ?? "undated", default: 0] += 1 }
    return counts.map { ReportData.Count(label: $0.key, count: $0.value) }
      .sorted { ($0.label == "undated" ? "~" : $0.label) < ($1.label == "undated" ? "~" : $1.label) }
  }

  static func describe(_ finding: CheckFinding) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(finding)).map { String(decoding: $0, as: UTF8.self) } ?? finding.kind.rawValue
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
