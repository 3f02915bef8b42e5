import Foundation
import MediaKind
import MediaKindIndex

/// The summary `classify index` prints, in every output format (`json` is the one object,
/// as `jsonl`; `csv` a header and one row).
struct IndexSummary: Encodable {
  var location: String
  var scanned: Int
  var unchanged: Int
  var classified: Int
  var insertedFiles: Int
  var changedFiles: Int
  var removedFiles: Int
  var failures: Int
  var insertedAssets: Int
  var removedAssets: Int
  var changedAssets: Int
  var seconds: Double

  init(report: RefreshReport, location: String, seconds: Double) {
    self.location = location
    scanned = report.scanned
    unchanged = report.unchanged
    classified = report.classified
    insertedFiles = report.insertedFiles
    changedFiles = report.changedFiles
    removedFiles = report.removedFiles
    failures = report.failures.count
    insertedAssets = report.changeSet.inserted.count
    removedAssets = report.changeSet.removed.count
    changedAssets = report.changeSet.changed.count
    self.seconds = (seconds * 1000).rounded() / 1000
  }
}

extension IndexSummary: OutputItem {
  static func csvColumns(explain: Bool) -> [String] {
    [
    "location", "scanned", "unchanged", "classified", "insertedFiles", "changedFiles",
    "removedFiles", "failures", "insertedAssets", "removedAssets", "changedAssets", "seconds",
  ]
  }

  func csvFields(explain: Bool) -> [CSVCell] {
    [.text(location)] + [
      scanned, unchanged, classified, insertedFiles, changedFiles, removedFiles, failures,
      insertedAssets, removedAssets, changedAssets,
    ].map { .number(String($0)) } + [.number(String(seconds))]
  }

  func tableText(explain: Bool) -> String {
    """
    \(location): \(scanned) files, \(classified) classified, \(unchanged) unchanged; \
    files +\(insertedFiles) ~\(changedFiles) -\(removedFiles); \
    assets +\(insertedAssets) ~\(changedAssets) -\(removedAssets); \
    \(failures) unreadable; \(String(format: "%.3f", seconds)) s

    """
  }

  func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    json.appendMember("changedAssets", changedAssets)
    json.appendMember("changedFiles", changedFiles)
    json.appendMember("classified", classified)
    json.appendMember("failures", failures)
    json.appendMember("insertedAssets", insertedAssets)
    json.appendMember("insertedFiles", insertedFiles)
    json.appendMember("location", location)
    json.appendMember("removedAssets", removedAssets)
    json.appendMember("removedFiles", removedFiles)
    json.appendMember("scanned", scanned)
    try json.appendMember("seconds", seconds)
    json.appendMember("unchanged", unchanged)
    json.endObject()
  }
}
