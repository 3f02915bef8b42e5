/// The Live Photo link of a still or its video.
public struct LivePhotoInfo: Sendable, Hashable {
  /// Apple's content identifier (MakerNote 0x0011 on the still;
  /// `com.apple.quicktime.content.identifier` on the video).
  public var contentIdentifier: String
  /// The partner file, when the same scan found it.
  public var pairedPath: String?

  /// The Live Photo link `contentIdentifier`, with the partner file when known.
  public init(contentIdentifier: String, pairedPath: String? = nil) {
    self.contentIdentifier = contentIdentifier
    self.pairedPath = pairedPath
  }
}
