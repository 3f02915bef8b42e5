import MediaKind

/// The thumbnail of one asset: the file written into `thumbs/`, or why there is none.
struct ReportThumbnail: Sendable {
  /// The file's name in `thumbs/`, nil when no image was written.
  let file: String?
  /// Where the image came from (`ImageResultSource`: an embedded preview, a decode, ...).
  let source: String?
  /// Why there is no thumbnail.
  let error: String?
  /// The write into `thumbs/` that was refused (a planted link, a full disk): fails the report.
  let writeFailure: OutputDirectoryError?
}
