/// One IFD entry: tag, TIFF type, count and the raw value bytes (inline or at their offset).
///
/// Values stay raw (architecture guide: keep raw and display apart); the accessors decode
/// them in the entry's byte order. `bytes` is empty when the value lies outside the data
/// that was read.
public struct TIFFEntry: Sendable, Hashable {
  public let tag: UInt16
  /// 1 BYTE, 2 ASCII, 3 SHORT, 4 LONG, 5 RATIONAL, 6 SBYTE, 7 UNDEFINED, 8 SSHORT, 9 SLONG,
  /// 10 SRATIONAL, 11 FLOAT, 12 DOUBLE, 13 IFD, 16 LONG8, 17 SLONG8, 18 IFD8.
  public let type: UInt16
  public let count: Int
  public let bytes: [UInt8]
  public let bigEndian: Bool
  /// Where the value starts, relative to the TIFF header (for MakerNote offset bases).
  public let valueOffset: Int

  public init(
    tag: UInt16, type: UInt16, count: Int, bytes: [UInt8], bigEndian: Bool, valueOffset: Int
  ) {
    self.tag = tag
    self.type = type
    self.count = count
    self.bytes = bytes
    self.bigEndian = bigEndian
    self.valueOffset = valueOffset
  }

  /// The size of one value of `type`, or nil for an unknown type.
  public static func unitSize(_ type: UInt16) -> Int? {
    switch type {
    case 1, 2, 6, 7: 1
    case 3, 8: 2
    case 4, 9, 11, 13: 4
    case 5, 10, 12, 16, 17, 18: 8
    default: nil
    }
  }

  private func u16(_ i: Int) -> UInt16? {
    bigEndian ? bytes.u16be(at: i) : bytes.u16le(at: i)
  }
  private func u32(_ i: Int) -> UInt32? {
    bigEndian ? bytes.u32be(at: i) : bytes.u32le(at: i)
  }

  /// The `index`-th value as an integer (BYTE, SHORT, LONG, their signed forms, LONG8).
  public func integer(_ index: Int = 0) -> Int? {
    guard index >= 0, index < count else { return nil }
    switch type {
    case 1, 7: return bytes.u8(at: index).map(Int.init)
    case 6: return bytes.u8(at: index).map { Int(Int8(bitPattern: $0)) }
    case 3: return u16(index * 2).map(Int.init)
    case 8: return u16(index * 2).map { Int(Int16(bitPattern: $0)) }
    case 4, 13: return u32(index * 4).map(Int.init)
    case 9: return u32(index * 4).map { Int(Int32(bitPattern: $0)) }
    case 16, 18:
      guard let a = u32(index * 8), let b = u32(index * 8 + 4) else { return nil }
      let value = bigEndian ? UInt64(a) << 32 | UInt64(b) : UInt64(b) << 32 | UInt64(a)
      return Int(exactly: value)
    default: return nil
    }
  }

  /// The `index`-th value as a number (integers, rationals, floats).
  public func double(_ index: Int = 0) -> Double? {
    guard index >= 0, index < count else { return nil }
    switch type {
    case 5:
      guard let n = u32(index * 8), let d = u32(index * 8 + 4), d != 0 else { return nil }
      return Double(n) / Double(d)
    case 10:
      guard let n = u32(index * 8), let d = u32(index * 8 + 4), d != 0 else { return nil }
      return Double(Int32(bitPattern: n)) / Double(Int32(bitPattern: d))
    case 11:
      return u32(index * 4).map { Double(Float(bitPattern: $0)) }
    case 12:
      guard let a = u32(index * 8), let b = u32(index * 8 + 4) else { return nil }
      let bits = bigEndian ? UInt64(a) << 32 | UInt64(b) : UInt64(b) << 32 | UInt64(a)
      return Double(bitPattern: bits)
    default:
      return integer(index).map(Double.init)
    }
  }

  /// The value as text: ASCII up to the first NUL, trimmed (also for UNDEFINED/BYTE text).
  public var string: String? {
    guard !bytes.isEmpty else { return nil }
    let end = bytes.firstIndex(of: 0) ?? bytes.count
    let text = String(decoding: bytes[..<end], as: UTF8.self)
    let trimmed = text.trimmingSpaces
    return trimmed.isEmpty ? nil : trimmed
  }
}

extension String {
  /// The text without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s.removeLast() }
    return String(s)
  }
}
