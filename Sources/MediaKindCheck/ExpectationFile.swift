public import MediaKind

/// An expected file: JSON Lines, one ``ExpectedRecord`` per line, paths relative to the
/// checked folder. Blank lines and lines starting with `#` or `//` are skipped.
///
/// ``render()`` writes the file `classify check --record` produces: sorted by path (by their
/// UTF-8 bytes, as `LC_ALL=C sort` does), one compact object per line with a fixed key order,
/// so a refresh reads well in a diff.
public struct ExpectationFile: Sendable, Hashable {
  /// The records, in file order.
  public var records: [ExpectedRecord]

  /// A file holding `records`.
  public init(records: [ExpectedRecord]) { self.records = records }

  /// The expectations that `records` (paths already relative) meet exactly.
  public init(recording records: [Classification]) {
    self.init(records: records.map { ExpectedRecord(recording: $0) })
  }

  /// Parses `text`, decoding each line with `decode` (the caller's JSON decoder, so the
  /// library needs no Foundation). Errors name the file and line; a path listed twice is an
  /// error.
  public static func parse(
    _ text: String, file: String, decode: (String) throws -> ExpectedRecord
  ) throws -> ExpectationFile {
    try parse(
      lines: text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }),
      file: file, decode: decode)
  }

  /// Parses the file's lines (without their line ends), in order: line numbers count from 1.
  public static func parse(
    lines: some Sequence<Substring>, file: String, decode: (String) throws -> ExpectedRecord
  ) throws -> ExpectationFile {
    var records: [ExpectedRecord] = []
    var lineOfPath: [PathKey: Int] = [:]  // as bytes (Docs/Library.md, "Paths are compared as bytes")
    var lineNumber = 0
    for line in lines {
      lineNumber += 1
      let trimmed = line.trimmingWhitespace()
      if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//") { continue }
      let record: ExpectedRecord
      do {
        record = try decode(String(trimmed))
      } catch {
        throw CheckInputError(file: file, line: lineNumber, message: DecodingErrorText.describe(error))
      }
      if record.path.isEmpty {
        throw CheckInputError(file: file, line: lineNumber, message: "empty path")
      }
      if let first = lineOfPath[PathKey(record.path)] {
        throw CheckInputError(
          file: file, line: lineNumber, message: "\(record.path) is listed twice (first on line \(first))")
      }
      lineOfPath[PathKey(record.path)] = lineNumber
      records.append(record)
    }
    return ExpectationFile(records: records)
  }

  /// The records sorted by path, one canonical JSON object per line, each ending in `\n`.
  public func render() -> String {
    records.sorted { PathOrder.precedes($0.path, $1.path) }.map { $0.jsonLine + "\n" }.joined()
  }
}

private extension Substring {
  /// The text without leading and trailing spaces, tabs and carriage returns.
  func trimmingWhitespace() -> Substring {
    var s = self
    while let first = s.first, first == " " || first == "\t" || first == "\r" { s = s.dropFirst() }
    while let last = s.last, last == " " || last == "\t" || last == "\r" { s = s.dropLast() }
    return s
  }
}
