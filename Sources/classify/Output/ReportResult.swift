import MediaKind
import MediaKindReport

/// What `classify report` prints once the site is written, in every output format (`json`
/// is the one object, as `jsonl`; `csv` a header and one row): the table line is
/// `report: 12 assets, 10 thumbnails (2 without), site/index.html`.
struct ReportResult {
  /// What the site shows.
  var summary: ReportSummary
  /// The site's page (`OUT/index.html`).
  var index: String

  var assets: Int { summary.assets }
  var thumbnails: Int { summary.thumbnails }
  var thumbnailFailures: Int { summary.thumbnailFailures }
}

extension ReportResult: OutputItem {
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
