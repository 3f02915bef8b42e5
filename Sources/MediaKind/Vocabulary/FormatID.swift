/// A short, stable format id such as `jpeg`, `heic` or `mov`: the key used in records,
/// golden files and the CLI.
public struct FormatID: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible, Comparable
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
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

  /// Content that matched no signature.
  public static let unknown: Self = "unknown"
  /// A zero-byte file.
  public static let empty: Self = "empty"
}
