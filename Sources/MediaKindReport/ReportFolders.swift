public import MediaKind

/// The folders of a report site: the site itself and its `thumbs/` and `details/`, each an
/// `OutputDirectory` (opened without following links, files replaced by rename), so a link
/// planted in the output folder (`thumbs -> /elsewhere`, `index.html -> ../victim`) is
/// refused, never written through (`Docs/Reliability.md`, "Outputs: no write outside the
/// output folder").
///
/// Open them before the scan that feeds the report: a bad output folder is then refused
/// before any work is done.
public struct ReportFolders: Sendable {
  /// The site's folder: `index.html`, `report.css`, `report.js`, `data.js`.
  public let site: OutputDirectory
  /// The thumbnails, one per asset that has one.
  public let thumbs: OutputDirectory
  /// The detail chunks (`0.js`, `1.js`, ...), loaded when a detail panel opens.
  public let details: OutputDirectory

  /// Opens the site's folder at `path`, making it (and `thumbs/`, `details/`) when missing.
  public init(creating path: String) throws(OutputDirectoryError) {
    site = try OutputDirectory(creating: path)
    thumbs = try site.subdirectory("thumbs")
    details = try site.subdirectory("details")
  }
}
