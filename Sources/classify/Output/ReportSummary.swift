import MediaKind

/// What `classify report` prints once the site is written, in every output format (`json`
/// is the one object, as `jsonl`; `csv` a header and one row): the table line is
/// `report: 12 assets, 10 thumbnails (2 without), site/index.html`.
struct ReportSummary {
  var assets: Int
  var thumbnails: Int
  var thumbnailFailures: Int
  /// The site's page (`OUT/index.html`).
  var index: String
}

extension ReportSummary: OutputItem {
  static func csvColumns(explain: Bool) -> [String] { ["assets", "thumbnails", "thumbnailFailures", "index"] }

  func csvFields(explain: Bool) -> [CSVCell] {
    [assets, thumbnails, thumbnailFailures].map { .number(String($0)) } + [.text(index)]
  }

  func tableText(explain: Bool) -> String {
    "report: \(assets) assets, \(thumbnails) thumbnails (\(thumbnailFailures) without), \(index)\n"
  }

  func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    json.appendMember("assets", assets)
    json.appendMember("index", index)
    json.appendMember("thumbnailFailures", thumbnailFailures)
    json.appendMember("thumbnails", thumbnails)
    json.endObject()
  }
}
