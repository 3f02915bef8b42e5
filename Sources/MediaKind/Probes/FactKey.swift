/// The name of one piece of evidence, namespaced like ExifTool groups
/// (`Apple.MakerNote.HDRImageType`, `QuickTime.Keys.com.apple.quicktime.content.identifier`,
/// `GIF.ImageCount`). Rules read facts by key; probes write them.
public struct FactKey: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral,
  CustomStringConvertible, Comparable
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }
  public var description: String { rawValue }
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
