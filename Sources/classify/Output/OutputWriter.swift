import Foundation
import MediaKind

/// Something `classify` prints in every output format: a JSON encoding, CSV columns and a
/// readable table line.
///
/// JSON is written by the item's ``JSONBufferEncodable`` conformance, which makes the bytes
/// `JSONEncoder` (`.sortedKeys, .withoutEscapingSlashes`) makes of its `Encodable` one. An
/// item with a member table (``RecordObject``: records, assets, smart album counts) takes its
/// CSV columns from the table.
protocol OutputItem: JSONBufferEncodable {
  /// The CSV header (with `explain`, the columns `--explain` adds).
  static func csvColumns(explain: Bool) -> [String]
  /// The CSV fields, unquoted, in header order (text or number: only text is guarded).
  func csvFields(explain: Bool) -> [CSVCell]
  /// The readable form, ending with a line break.
  func tableText(explain: Bool) -> String
}

/// Prints items as they arrive, in the chosen format, buffering standard-output writes.
///
/// Output is gathered as UTF-8 bytes (JSON is appended in place by ``JSONBuffer``) and
/// written to file descriptor 1 once 64 KiB are pending and at the end.
final class OutputWriter<Item: OutputItem> {
  let format: OutputFormat
  let explain: Bool
  /// Whether CSV text cells that a spreadsheet would read as a formula get a leading `'`.
  let csvGuard: Bool
  /// The pending output.
  private var buffer = JSONBuffer(capacity: 1 << 17)
  private var count = 0

  init(format: OutputFormat, explain: Bool = false, csvGuard: Bool = true) {
    self.format = format
    self.explain = explain
    self.csvGuard = csvGuard
  }

  func begin() {
    switch format {
    case .json: buffer.appendRaw("[")
    case .csv: buffer.appendRaw(contentsOf: Item.csvColumns(explain: explain).joined(separator: ",") + "\n")
    default: break
    }
  }

  func write(_ item: Item) {
    switch format {
    case .jsonl:
      appendJSON(item)
      buffer.appendRaw(UInt8(ascii: "\n"))
    case .json:
      buffer.appendRaw(count == 0 ? "\n" : ",\n")
      appendJSON(item)
    case .csv:
      for (i, field) in item.csvFields(explain: explain).enumerated() {
        if i > 0 { buffer.appendRaw(",") }
        buffer.appendRaw(contentsOf: field.quoted(guarded: csvGuard))
      }
      buffer.appendRaw("\n")
    case .table: buffer.appendRaw(contentsOf: PathEscaping.terminalSafe(item.tableText(explain: explain)))
    }
    count += 1
    if buffer.count > 1 << 16 { flush() }
  }

  func end() {
    if format == .json { buffer.appendRaw(count == 0 ? "]\n" : "\n]\n") }
    flush()
  }

  /// Appends `item`'s JSON; an item JSON cannot hold (a number that is not finite, which
  /// `JSONEncoder` refuses too) prints as `{}`.
  private func appendJSON(_ item: Item) {
    let start = buffer.count
    do {
      try item.appendJSON(to: &buffer)
    } catch {
      buffer.truncate(to: start)
      buffer.appendRaw("{}")
    }
  }

  /// Writes the pending bytes to standard output, all of them: short writes continue, `EINTR`
  /// retries, and a non-blocking descriptor is waited for. A reader that went away (`EPIPE`,
  /// seen when `SIGPIPE` is ignored) ends the process quietly with status 1; another write
  /// error ends it with a message.
  private func flush() {
    guard !buffer.isEmpty else { return }
    buffer.bytes.withUnsafeBytes { pending in
      var offset = 0
      while offset < pending.count {
        let result = system_retryingInterrupts {
          writeStandardOutput(pending.baseAddress! + offset, pending.count - offset)
        }
        switch result {
        case .success(let written): offset += written
        case .failure(let error) where error.code == _EAGAIN || error.code == _EWOULDBLOCK:
          system_waitUntilWritable(_STDOUT_FILENO)
        // A closed pipe (`classify | head`) ends the run quietly; any other failure is said.
        case .failure(let error) where error.code == _EPIPE: system_exit(ExitStatus.cannotWrite.rawValue)
        case .failure(let error):
          Terminal.error("standard output", "cannot write: \(error)")
          system_exit(ExitStatus.cannotWrite.rawValue)
        }
      }
    }
    buffer.removeAll()
  }
}

extension OutputItem where Self: RecordObject {
  /// The member table's CSV columns.
  static func csvColumns(explain: Bool) -> [String] { recordMembers.csvColumns(explain: explain).map(\.name) }

  /// The member table's CSV fields, text or number as each column's value is.
  func csvFields(explain: Bool) -> [CSVCell] {
    Self.recordMembers.csvColumns(explain: explain).map { column in
      let value = column.value(of: self)
      return CSVCell(text: column.text(for: value), isText: value.isText)
    }
  }
}

/// Prints file records (the record schema).
typealias RecordWriter = OutputWriter<Classification>
/// Prints assets (the asset schema).
typealias AssetWriter = OutputWriter<Asset>

/// `write(2)` to standard output (a free function: inside ``OutputWriter``, `write` names the
/// item writer).
private func writeStandardOutput(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  system_write(_STDOUT_FILENO, bytes, count)
}
