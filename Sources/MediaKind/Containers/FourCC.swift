/// A four-character code (ISO BMFF box type, RIFF chunk id, PNG chunk type).
public struct FourCC: RawRepresentable, Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }

  /// A code from four ASCII characters (`"moov"`); other lengths give zero.
  public init(stringLiteral value: String) {
    let bytes = Array(value.utf8)
    guard bytes.count == 4 else {
      self.rawValue = 0
      return
    }
    rawValue = UInt32(bytes[0]) << 24 | UInt32(bytes[1]) << 16 | UInt32(bytes[2]) << 8
      | UInt32(bytes[3])
  }

  public var description: String {
    let chars = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: rawValue >> $0) }
    return String(
      decoding: chars.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
  }
}
