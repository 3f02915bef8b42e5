import MediaKind

/// One line of `classify changes`: an asset inserted, removed or changed, or a file moved.
struct ChangeLine: Encodable {
  /// `inserted`, `removed`, `changed` or `moved`.
  var change: String
  var localIdentifier: String?
  var path: String?
  var mediaType: String?
  /// A move's old and new paths.
  var from: String?
  var to: String?

  /// The lines of `changes`: removals, insertions, changes (each in path order), then moves.
  static func lines(of changes: ChangeSet) -> [ChangeLine] {
    changes.all.map {
      ChangeLine(
        change: $0.kind.rawValue, localIdentifier: $0.localIdentifier, path: $0.path,
        mediaType: $0.mediaType.name)
    } + changes.moved.map { ChangeLine(change: "moved", from: $0.from, to: $0.to) }
  }
}

extension ChangeLine: OutputItem {
  static func csvColumns(explain: Bool) -> [String] {
    ["change", "localIdentifier", "path", "mediaType", "from", "to"]
  }

  func csvFields(explain: Bool) -> [CSVCell] {
    [change, localIdentifier ?? "", path ?? "", mediaType ?? "", from ?? "", to ?? ""].map(CSVCell.text)
  }

  /// `inserted  path  (localIdentifier)`, or `moved     from -> to`.
  func tableText(explain: Bool) -> String {
    if change == "moved" { return "moved     \(from ?? "") -> \(to ?? "")\n" }
    let kind = change.padding(toLength: 10, withPad: " ", startingAt: 0)
    return "\(kind)\(path ?? "")  (\(localIdentifier ?? ""))\n"
  }

  func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    json.appendMember("change", change)
    json.appendMember("from", from)
    json.appendMember("localIdentifier", localIdentifier)
    json.appendMember("mediaType", mediaType)
    json.appendMember("path", path)
    json.appendMember("to", to)
    json.endObject()
  }
}
