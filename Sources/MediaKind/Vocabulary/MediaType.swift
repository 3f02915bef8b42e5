/// PhotoKit's `PHAssetMediaType`: what kind of asset a file is.
///
/// Raw values are PhotoKit's (`unknown = 0`, `image = 1`, `video = 2`, `audio = 3`); JSON
/// encodes the name (`"image"`), as the record schema says.
public enum MediaType: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  /// Neither image, video nor audio, or not readable (PhotoKit `unknown`, 0).
  case unknown = 0
  /// A still or animated image (PhotoKit `image`, 1).
  case image = 1
  /// A video, with or without sound (PhotoKit `video`, 2).
  case video = 2
  /// Sound alone (PhotoKit `audio`, 3).
  case audio = 3

  /// The schema name: `unknown`, `image`, `video` or `audio`.
  public var name: String {
    switch self {
    case .unknown: "unknown"
    case .image: "image"
    case .video: "video"
    case .audio: "audio"
    }
  }

  /// The media type with schema name `name`, if any.
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = match
  }

  public var description: String { name }

  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let value = MediaType(name: name) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unknown media type \(name)"))
    }
    self = value
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
