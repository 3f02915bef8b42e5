/// A Uniform Type Identifier such as `public.jpeg`.
///
/// Apple's `UTType` does not exist on Linux, so this is an open string type (new UTIs need no
/// code change); conformance lives in ``UTIHierarchy``, built from the format registry.
public struct UniformTypeIdentifier: RawRepresentable, Sendable, Hashable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible, Comparable
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }
  public var description: String { rawValue }
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  // Roots of the conformance tree.
  public static let item: Self = "public.item"
  public static let data: Self = "public.data"
  public static let content: Self = "public.content"
  public static let audiovisualContent: Self = "public.audiovisual-content"
  public static let image: Self = "public.image"
  public static let movie: Self = "public.movie"
  public static let video: Self = "public.video"
  public static let audio: Self = "public.audio"
  public static let cameraRawImage: Self = "public.camera-raw-image"
  public static let text: Self = "public.text"
  public static let plainText: Self = "public.plain-text"
  public static let archive: Self = "public.archive"
  public static let compositeContent: Self = "public.composite-content"

  // Common leaves.
  public static let jpeg: Self = "public.jpeg"
  public static let png: Self = "public.png"
  public static let gif: Self = "com.compuserve.gif"
  public static let heic: Self = "public.heic"
  public static let heif: Self = "public.heif"
  public static let tiff: Self = "public.tiff"
  public static let quickTimeMovie: Self = "com.apple.quicktime-movie"
  public static let mpeg4: Self = "public.mpeg-4"
  public static let mpeg4Audio: Self = "public.mpeg-4-audio"
  public static let mp3: Self = "public.mp3"
}
