import Foundation
import MediaKind

/// Prints records as they arrive, in the chosen format, buffering stdout writes.
final class RecordWriter {
  let format: OutputFormat
  let explain: Bool
  private let encoder: JSONEncoder
  private var buffer = Data()
  private var count = 0

  init(format: OutputFormat, explain: Bool) {
    self.format = format
    self.explain = explain
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

  func write(_ record: Classification) {
    switch format {
    case .jsonl:
      append(json(record) + "\n")
    case .json:
      append((count == 0 ? "\n" : ",\n") + json(record))
    case .csv:
      append(csvLine(record) + "\n")
    case .table:
      append(TableLine.render(record, explain: explain))
    }
    count += 1
    if buffer.count > 1 << 16 { flush() }
  }

  func end() {
    if format == .json { append(count == 0 ? "]\n" : "\n]\n") }
    flush()
  }

  private func json(_ record: Classification) -> String {
    guard let data = try? encoder.encode(record) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  private func append(_ text: String) { buffer.append(contentsOf: Array(text.utf8)) }

  private func flush() {
    FileHandle.standardOutput.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  static let csvColumns = [
    "path", "status", "error", "mode", "mediaType", "format", "uti", "mimeType",
    "extensionMatchesContent", "subtypes", "mediaSubtypes", "pixelWidth", "pixelHeight",
    "duration", "frameRate", "frameCount", "fileSize", "creationDate", "latitude", "longitude",
    "make", "model",
  ]

  private func csvLine(_ r: Classification) -> String {
    func n<T>(_ v: T?) -> String { v.map { "\($0)" } ?? "" }
    let fields: [String] = [
      r.path, r.status.rawValue, r.error.map { "\($0.kind.rawValue): \($0.message)" } ?? "",
      r.mode.rawValue, r.mediaType.name, n(r.format), n(r.uti), n(r.mimeType),
      n(r.extensionMatchesContent), r.subtypes.names.joined(separator: " "),
      r.status == .ok ? String(r.mediaSubtypes) : "", n(r.pixelWidth), n(r.pixelHeight),
      n(r.duration), n(r.frameRate), n(r.frameCount), n(r.fileSize), n(r.creationDate),
      n(r.location?.latitude), n(r.location?.longitude), n(r.make), n(r.model),
    ]
    return fields.map(Self.csvEscape).joined(separator: ",")
  }

  /// RFC 4180 quoting.
  static func csvEscape(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return field
    }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
