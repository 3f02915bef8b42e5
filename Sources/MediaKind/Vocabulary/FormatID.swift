/// A short, stable format id such as `jpeg`, `heic` or `mov`: the key used in records,
/// golden files and the CLI.
///
/// Every id of the registry is a constant declared beside its table (``jpeg`` and the other
/// image formats in `Registry/FormatID+Images.swift`), so code compares against
/// ``FormatID/cr3``, never against the text `"cr3"`. ``init(rawValue:)`` makes an id from
/// text read at run time (a record, a command-line argument).
public struct FormatID: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
  Comparable
{
  /// The id's text, as records print it.
  public let rawValue: String
  /// The id spelled `rawValue` (text from a record or an argument; code uses the constants).
  public init(rawValue: String) { self.rawValue = rawValue }
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
  public static let unknown = FormatID(rawValue: "unknown")
  /// A zero-byte file.
  public static let empty = FormatID(rawValue: "empty")
}
