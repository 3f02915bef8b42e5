/// A four-character code (ISO BMFF box type, RIFF chunk id, PNG chunk type).
public struct FourCC: RawRepresentable, Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The code whose four bytes, big-endian, are `rawValue`.
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }

  /// A code from four ASCII characters (`"moov"`); other lengths give zero.
  @inline(__always)
  public init(stringLiteral value: StaticString) {
    // The characters as a big-endian integer (a constant once inlined into a `case "moov":`).
    rawValue = value.withUTF8Buffer { bytes in
      bytes.count == 4
        ? UnsafeRawBufferPointer(bytes).bytes.integer(at: 0, as: UInt32.self) ?? 0 : 0
    }
  }

  /// The four characters; bytes outside printable ASCII show as `?`.
  public var description: String {
    String(unsafeUninitializedCapacity: 4) { out in
      for i in 0..<4 {
        let byte = UInt8(truncatingIfNeeded: rawValue >> (24 - 8 * i))
        out[i] = (0x20...0x7E).contains(byte) ? byte : UInt8(ascii: "?")
      }
      return 4
    }
  }
}
