import MediaKind

/// A committed change as a line of a change command (Docs/CLI.md, "Changing a library").
extension CommittedChange: OutputItem {
  static func csvColumns(explain: Bool) -> [String] {
    ["change", "localIdentifier", "path", "album", "folder", "title", "index", "from", "note"]
  }

  func csvFields(explain: Bool) -> [CSVCell] {
    [
      .text(kind.rawValue), .text(localIdentifier ?? ""), .text(path ?? ""), .text(album ?? ""), .text(folder ?? ""),
      .text(title ?? ""),
      index.map { .number(String($0)) } ?? .text(""), .text(from ?? ""), .text(note ?? ""),
    ]
  }

  /// `addedToAlbum  My App [0]  ./IMG_1.HEIC  (ID)`: the change, the album, the asset, a note.
  func tableText(explain: Bool) -> String {
    var parts = [kind.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0)]
    if let title { parts.append(PathEscaping.lineSafe(title) + (index.map { " [\($0)]" } ?? "")) }
    if let path { parts.append(PathEscaping.display(path)) }
    if let identifier = localIdentifier ?? album ?? folder { parts.append("(\(identifier))") }
    if let from { parts.append("from " + PathEscaping.lineSafe(from)) }
    if let note { parts.append("- " + PathEscaping.lineSafe(note)) }
    return parts.joined(separator: "  ") + "\n"
  }

  func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    json.appendMember("album", album)
    json.appendMember("change", kind.rawValue)
    json.appendMember("folder", folder)
    json.appendMember("from", from)
    json.appendMember("index", index)
    json.appendMember("localIdentifier", localIdentifier)
    json.appendMember("note", note)
    json.appendMember("path", path)
    json.appendMember("title", title)
    json.endObject()
  }
}
