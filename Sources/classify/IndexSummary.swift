import Foundation
import MediaKindIndex

/// The summary `classify index` prints.
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

  func render(format: OutputFormat) -> String {
    switch format {
    case .json, .jsonl:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return ((try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    case .table, .csv:
      return """
        \(location): \(scanned) files, \(classified) classified, \(unchanged) unchanged; \
        files +\(insertedFiles) ~\(changedFiles) -\(removedFiles); \
        assets +\(insertedAssets) ~\(changedAssets) -\(removedAssets); \
        \(failures) unreadable; \(String(format: "%.3f", seconds)) s

        """
    }
  }
}
