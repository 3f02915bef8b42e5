import MediaKind

/// Smart album counts in every output format.
extension SmartAlbumSummary: OutputItem {
  static func csvColumns(explain: Bool) -> [String] {
    ["subtype", "name", "title", "count"]
  }

  func csvFields(explain: Bool) -> [String] { [String(subtype), name, title, String(count)] }

  /// `213  livePhotos        Live Photos       3`.
  func tableText(explain: Bool) -> String {
    let name = self.name.padding(toLength: 18, withPad: " ", startingAt: 0)
    let title = self.title.padding(toLength: 18, withPad: " ", startingAt: 0)
    return "\(subtype)  \(name)\(title)\(count)\n"
  }

  func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    json.appendMember("count", count)
    json.appendMember("name", name)
    json.appendMember("subtype", subtype)
    json.appendMember("title", title)
    json.endObject()
  }
}
