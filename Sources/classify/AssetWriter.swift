import Foundation
import MediaKind

/// Prints assets in the chosen format (the asset schema of `Docs/CLI.md` for JSON).
final class AssetWriter {
  let format: OutputFormat
  private let encoder: JSONEncoder
  private var buffer = Data()
  private var count = 0

  init(format: OutputFormat) {
    self.format = format
    encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  func begin() {
    switch format {
    case .json: append("[")
    case .csv: append(Self.csvColumns.joined(separator: ",") + "\n")
    default: break
    }
  }

  func write(_ asset: Asset) {
    switch format {
    case .jsonl: append(json(asset) + "\n")
    case .json: append((count == 0 ? "\n" : ",\n") + json(asset))
    case .csv: append(csvLine(asset) + "\n")
    case .table: append(Self.tableLine(asset))
    }
    count += 1
    if buffer.count > 1 << 16 { flush() }
  }

  func end() {
    if format == .json { append(count == 0 ? "]\n" : "\n]\n") }
    flush()
  }

  private func json(_ asset: Asset) -> String {
    guard let data = try? encoder.encode(asset) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  private func append(_ text: String) { buffer.append(contentsOf: Array(text.utf8)) }

  private func flush() {
    FileHandle.standardOutput.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// `path: image, public.heic, 3024x4032, 2.9 MB [photoLive] + pairedVideo IMG_1.MOV`.
  static func tableLine(_ a: Asset) -> String {
    var parts = ["\(a.mediaType.name), \(a.uti?.rawValue ?? "public.data")"]
    if let w = a.pixelWidth, let h = a.pixelHeight { parts.append("\(w)x\(h)") }
    if let d = a.duration { parts.append(TableLine.formatDuration(d)) }
    parts.append(TableLine.formatSize(a.fileSize))
    if let date = a.creationDate { parts.append(date) }
    var line = "\(a.path): " + parts.joined(separator: ", ")
    if !a.subtypes.isEmpty { line += " [" + a.subtypes.names.joined(separator: ", ") + "]" }
    if let burst = a.burst {
      line += " burst \(burst.identifier.prefix(8))\(burst.representsBurst == true ? " (representative)" : "")"
    }
    if a.isFavorite { line += " favorite" }
    for resource in a.resources.dropFirst() {
      line += "\n  + \(resource.type.rawValue): \(resource.path)"
    }
    for note in a.notes ?? [] { line += "\n  note: \(note)" }
    return line + "\n"
  }

  static let csvColumns = [
    "localIdentifier", "path", "mediaType", "uti", "subtypes", "mediaSubtypes", "fileSize",
    "pixelWidth", "pixelHeight", "duration", "creationDate", "latitude", "longitude", "make",
    "model", "burstIdentifier", "representsBurst", "rating", "isFavorite", "resources",
  ]

  private func csvLine(_ a: Asset) -> String {
    func n<T>(_ v: T?) -> String { v.map { "\($0)" } ?? "" }
    let fields: [String] = [
      a.localIdentifier, a.path, a.mediaType.name, n(a.uti), a.subtypes.names.joined(separator: " "),
      String(a.mediaSubtypes), String(a.fileSize), n(a.pixelWidth), n(a.pixelHeight),
      n(a.duration), n(a.creationDate), n(a.location?.latitude), n(a.location?.longitude),
      n(a.make), n(a.model), n(a.burst?.identifier), n(a.burst?.representsBurst), n(a.rating),
      String(a.isFavorite),
      a.resources.map { "\($0.type.rawValue):\($0.path)" }.joined(separator: ";"),
    ]
    return fields.map(RecordWriter.csvEscape).joined(separator: ",")
  }
}
