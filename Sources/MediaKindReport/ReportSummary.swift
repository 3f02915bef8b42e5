/// What ``ReportBuilder/write(into:)`` wrote: the assets shown and their thumbnails.
public struct ReportSummary: Sendable, Hashable {
  /// The assets of the report (bursts: every frame).
  public let assets: Int
  /// The assets with a thumbnail.
  public let thumbnails: Int
  /// The assets without one (their tiles say why).
  public var thumbnailFailures: Int { assets - thumbnails }

  /// A summary of `assets` assets, `thumbnails` of them with a thumbnail.
  public init(assets: Int, thumbnails: Int) {
    self.assets = assets
    self.thumbnails = thumbnails
  }
}
