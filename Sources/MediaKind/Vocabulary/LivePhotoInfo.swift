/// The Live Photo link of a still or its video.
public struct LivePhotoInfo: Sendable, Hashable, Codable {
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

  /// Decodes the value from the members of `recordMembers`.
  public init(from decoder: any Decoder) throws {
    self.init(contentIdentifier: "")
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of `recordMembers`.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
