import Foundation
import MediaKind

/// Something `classify` prints in every output format: a JSON encoding, CSV columns and a
/// readable table line.
protocol OutputItem: Encodable {
  /// The CSV header.
  static var csvColumns: [String] { get }
  /// The CSV fields, unquoted, in header order.
  var csvFields: [String] { get }
  /// The readable form, ending with a line break.
  func tableText(explain: Bool) -> String
}

/// Prints items as they arrive, in the chosen format, buffering standard-output writes.
final class OutputWriter<Item: OutputItem> {
  let format: OutputFormat
  let explain: Bool
  private let encoder: JSONEncoder
  private var buffer = Data()
  private var count = 0

  init(format: OutputFormat, explain: Bool = false) {
    self.format = format
    self.explain = explain
    encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  func begin() {
    switch format {
    case .json: append("[")
    case .csv: append(Item.csvColumns.joined(separator: ",") + "\n")
    default: break
    }
  }

  func write(_ item: Item) {
    switch format {
    case .jsonl: append(json(item) + "\n")
    case .json: append((count == 0 ? "\n" : ",\n") + json(item))
    case .csv: append(item.csvFields.map(Self.csvEscape).joined(separator: ",") + "\n")
    case .table: append(item.tableText(explain: explain))
    }
    count += 1
    if buffer.count > 1 << 16 { flush() }
  }

  func end() {
    if format == .json { append(count == 0 ? "]\n" : "\n]\n") }
    flush()
  }

  private func json(_ item: Item) -> String {
    guard let data = try? encoder.encode(item) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  private func append(_ text: String) { buffer.append(contentsOf: Array(text.utf8)) }

  private func flush() {
    FileHandle.standardOutput.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// RFC 4180 quoting.
  static func csvEscape(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return field
    }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}

/// Prints file records (the record schema).
typealias RecordWriter = OutputWriter<Classification>
/// Prints assets (the asset schema).
typealias AssetWriter = OutputWriter<Asset>
