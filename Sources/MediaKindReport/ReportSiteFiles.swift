import CReportSite

/// The static files of the report site: one page, its style sheet and its script
/// (`Sources/CReportSite/site/`, compiled into the binary by the `CReportSite` target:
/// `Docs/Decisions/0009-data-files-embedded-at-build-time.md`). The data arrive by `<script>`
/// (`data.js`, `details/N.js`), which works from `file://` where `fetch` does not; nothing is
/// loaded from the network.
enum ReportSiteFiles {
  /// `index.html`.
  static var html: [UInt8] {
    var count = 0
    return bytes(CReportSite_html(&count), count)
  }

  /// `report.css`.
  static var css: [UInt8] {
    var count = 0
    return bytes(CReportSite_css(&count), count)
  }

  /// `report.js`.
  static var javascript: [UInt8] {
    var count = 0
    return bytes(CReportSite_javascript(&count), count)
  }

  private static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
    guard let start else { return [] }
    return Array(UnsafeBufferPointer(start: start, count: count))
  }
}
