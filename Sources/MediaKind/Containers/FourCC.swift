/// A four-character code (ISO BMFF box type, RIFF chunk id, PNG chunk type).
public struct FourCC: RawRepresentable, Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }

  /// A code from four ASCII characters (`"moov"`); other lengths give zero.
  public init(stringLiteral value: String) {
    var code: UInt32 = 0
    var count = 0
    for byte in value.utf8 {
      count += 1
      if count > 4 { break }
      code = code << 8 | UInt32(byte)
    }
    rawValue = count == 4 ? code : 0
  }

  public var description: String {
    let chars = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: rawValue >> $0) }
    return String(
      decoding: chars.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
  }
}
