/// A Uniform Type Identifier such as `public.jpeg`.
///
/// Apple's `UTType` does not exist on Linux, so this is an open string type (new UTIs need no
/// code change); conformance lives in ``UTIHierarchy``, built from the format registry.
public struct UniformTypeIdentifier: RawRepresentable, Sendable, Hashable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible, Comparable
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The identifier `rawValue` (no check: any reverse-DNS string is a UTI).
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
  /// The root of every type (`public.item`).
  public static let item: Self = "public.item"
  /// Any stream of bytes (`public.data`): what a file of no known format is.
  public static let data: Self = "public.data"
  /// Anything with content a person sees or hears (`public.content`).
  public static let content: Self = "public.content"
  /// Audio, video or both (`public.audiovisual-content`).
  public static let audiovisualContent: Self = "public.audiovisual-content"
  /// Any image (`public.image`).
  public static let image: Self = "public.image"
  /// Any time-based media, sound or picture (`public.movie`).
  public static let movie: Self = "public.movie"
  /// Video without sound, the parent of video formats (`public.video`).
  public static let video: Self = "public.video"
  /// Audio without video (`public.audio`).
  public static let audio: Self = "public.audio"
  /// A camera RAW image, the parent of every RAW format (`public.camera-raw-image`).
  public static let cameraRawImage: Self = "public.camera-raw-image"
  /// Any text (`public.text`).
  public static let text: Self = "public.text"
  /// Text with no markup (`public.plain-text`).
  public static let plainText: Self = "public.plain-text"
  /// An archive of files (`public.archive`).
  public static let archive: Self = "public.archive"
  /// A document mixing kinds of content, such as PDF (`public.composite-content`).
  public static let compositeContent: Self = "public.composite-content"

  // Common leaves.
  /// JPEG (`public.jpeg`).
  public static let jpeg: Self = "public.jpeg"
  /// PNG (`public.png`).
  public static let png: Self = "public.png"
  /// GIF (`com.compuserve.gif`).
  public static let gif: Self = "com.compuserve.gif"
  /// HEIF with HEVC-coded images, as iPhones write it (`public.heic`).
  public static let heic: Self = "public.heic"
  /// HEIF of any codec (`public.heif`).
  public static let heif: Self = "public.heif"
  /// TIFF (`public.tiff`).
  public static let tiff: Self = "public.tiff"
  /// A QuickTime movie, `.mov` (`com.apple.quicktime-movie`).
  public static let quickTimeMovie: Self = "com.apple.quicktime-movie"
  /// An MPEG-4 movie, `.mp4` (`public.mpeg-4`).
  public static let mpeg4: Self = "public.mpeg-4"
  /// MPEG-4 audio, `.m4a` (`public.mpeg-4-audio`).
  public static let mpeg4Audio: Self = "public.mpeg-4-audio"
  /// MPEG-1/2 Layer III audio (`public.mp3`).
  public static let mp3: Self = "public.mp3"
}
