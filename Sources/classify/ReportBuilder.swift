import Foundation
import MediaKind
import MediaKindCheck
import MediaKindImaging

/// Builds the static report site of a library: thumbnails (fast delivery), `data.js`, detail
/// chunks and the page itself, all in one folder that opens from `file://` with no network.
struct ReportBuilder {
  let library: MediaLibrary
  let root: String
  let folder: String
  let thumbnailSide: Int
  let concurrency: Int
  var check: CheckReport?

  /// Assets per details chunk file.
  static let chunkSize = 500

  func write() async throws -> (assets: Int, thumbnails: Int, thumbnailFailures: Int) {
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/thumbs", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: folder + "/details", withIntermediateDirectories: true)
    let assets = library.assets

    // Thumbnails: PhotoKit's fast delivery (embedded images; small decodes otherwise).
    let renderer = PreviewRenderer(
      manager: ImageManager(), target: ImageTargetSize(side: thumbnailSide), contentMode: .aspectFit,
      options: ImageRequestOptions(deliveryMode: .fastFormat, resizeMode: .fast), folder: folder + "/thumbs")
    var thumbs: [PreviewRecord?] = []
    thumbs.reserveCapacity(assets.count)
    await renderer.run(assets.map(\.path), concurrency: concurrency) { records in
      thumbs.append(records.last)
    }

    // Bursts: frames per burst identifier (every frame, representatives or not).
    var burstFrames: [String: Int] = [:]
    for asset in assets { if let id = asset.burst?.identifier { burstFrames[id, default: 0] += 1 } }

    var tiles: [ReportData.Tile] = []
    tiles.reserveCapacity(assets.count)
    var thumbnails = 0
    for (index, asset) in assets.enumerated() {
      let record = index < thumbs.count ? thumbs[index] : nil
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
    try Self.write(folder + "/data.js", "window.MEDIAKIND_REPORT = " + Self.scriptSafe(try encoder.encode(data)) + ";\n")
    try writeDetails(encoder: encoder)
    try Self.write(folder + "/index.html", ReportSiteFiles.html)
    try Self.write(folder + "/report.css", ReportSiteFiles.css)
    try Self.write(folder + "/report.js", ReportSiteFiles.javascript)
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
      try Self.write(folder + "/details/\(chunk).js", Self.scriptSafe(Data(body.utf8)))
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

  static func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
