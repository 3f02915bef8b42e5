/// One IFD entry: tag, TIFF type, count and the raw value bytes (inline or at their offset).
///
/// Values stay raw (`Docs/Architecture.md`, "Raw values and their display"); the accessors decode
/// them in the entry's byte order. `bytes` is empty when the value lies outside the data
/// that was read.
public struct TIFFEntry: Sendable, Hashable {
  /// The tag number (0x010F `Make`, 0x8769 the EXIF IFD pointer, ...).
  public let tag: UInt16
  /// 1 BYTE, 2 ASCII, 3 SHORT, 4 LONG, 5 RATIONAL, 6 SBYTE, 7 UNDEFINED, 8 SSHORT, 9 SLONG,
  /// 10 SRATIONAL, 11 FLOAT, 12 DOUBLE, 13 IFD, 16 LONG8, 17 SLONG8, 18 IFD8.
  public let type: UInt16
  /// The number of values (of the type's size each; characters with the NUL for ASCII).
  public let count: Int
  /// The byte order of the value: the TIFF structure's (`MM` big, `II` little).
  public let endianness: Endianness
  /// Where the value starts, relative to the TIFF header (for MakerNote offset bases).
  public let valueOffset: Int
  /// The buffer the value lies in and where: a walk shares the payload it walks instead of
  /// copying every value out of it (one IFD holds dozens of entries, a MakerNote tens of KiB).
  private let storage: [UInt8]
  private let range: Range<Int>

  /// An entry of `tag`, `type` and `count` whose value is `bytes`, in `endianness`, found at
  /// `valueOffset` from the TIFF header.
  public init(
    tag: UInt16, type: UInt16, count: Int, bytes: [UInt8], endianness: Endianness,
    valueOffset: Int
  ) {
    self.init(
      tag: tag, type: type, count: count, storage: bytes, range: 0..<bytes.count,
      endianness: endianness, valueOffset: valueOffset)
  }

  /// An entry whose value is `storage[range]` (`range` already checked to lie inside).
  init(
    tag: UInt16, type: UInt16, count: Int, storage: [UInt8], range: Range<Int>,
    endianness: Endianness, valueOffset: Int
  ) {
    self.tag = tag
    self.type = type
    self.count = count
    self.storage = storage
    self.range = range
    self.endianness = endianness
    self.valueOffset = valueOffset
  }

  /// The raw value bytes.
  public var bytes: [UInt8] { Array(storage[range]) }

  /// The number of value bytes.
  public var byteCount: Int { range.count }

  /// Whether the value starts with the ASCII text `prefix`.
  func hasPrefix(_ prefix: StaticString) -> Bool {
    let n = prefix.utf8CodeUnitCount
    guard n <= range.count else { return false }
    return prefix.withUTF8Buffer { text in
      for i in 0..<n where storage[range.lowerBound + i] != text[i] { return false }
      return true
    }
  }

  public static func == (a: TIFFEntry, b: TIFFEntry) -> Bool {
    a.tag == b.tag && a.type == b.type && a.count == b.count && a.endianness == b.endianness
      && a.valueOffset == b.valueOffset && a.storage[a.range].elementsEqual(b.storage[b.range])
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(tag)
    hasher.combine(type)
    hasher.combine(count)
    hasher.combine(valueOffset)
    hasher.combine(range.count)
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

  /// The integer at byte `i` of the value, in the entry's byte order; nil unless it lies
  /// inside the value.
  @inline(__always)
  private func integer<T: FixedWidthInteger & BitwiseCopyable>(at i: Int, as type: T.Type) -> T? {
    guard i >= 0, i <= range.count - MemoryLayout<T>.size else { return nil }
    return storage.integer(at: range.lowerBound + i, as: T.self, endianness: endianness)
  }

  /// Value `index` as an integer, for the integer types (BYTE, UNDEFINED, SBYTE, SHORT, SSHORT,
  /// LONG, SLONG, IFD, LONG8, IFD8); nil for other types or when out of range.
  public func integer(_ index: Int = 0) -> Int? {
    guard index >= 0, index < count else { return nil }
    switch type {
    case 1, 7: return integer(at: index, as: UInt8.self).map(Int.init)
    case 6: return integer(at: index, as: UInt8.self).map { Int(Int8(bitPattern: $0)) }
    case 3: return integer(at: index * 2, as: UInt16.self).map(Int.init)
    case 8: return integer(at: index * 2, as: UInt16.self).map { Int(Int16(bitPattern: $0)) }
    case 4, 13: return integer(at: index * 4, as: UInt32.self).map(Int.init)
    case 9: return integer(at: index * 4, as: UInt32.self).map { Int(Int32(bitPattern: $0)) }
    case 16, 18: return integer(at: index * 8, as: UInt64.self).flatMap { Int(exactly: $0) }
    default: return nil
    }
  }

  /// The `index`-th value as a number (integers, rationals, floats).
  public func double(_ index: Int = 0) -> Double? {
    guard index >= 0, index < count else { return nil }
    switch type {
    case 5:
      guard let n = integer(at: index * 8, as: UInt32.self),
        let d = integer(at: index * 8 + 4, as: UInt32.self), d != 0
      else { return nil }
      return Double(n) / Double(d)
    case 10:
      guard let n = integer(at: index * 8, as: UInt32.self),
        let d = integer(at: index * 8 + 4, as: UInt32.self), d != 0
      else { return nil }
      return Double(Int32(bitPattern: n)) / Double(Int32(bitPattern: d))
    case 11:
      return integer(at: index * 4, as: UInt32.self).map { Double(Float(bitPattern: $0)) }
    case 12:
      return integer(at: index * 8, as: UInt64.self).map { Double(bitPattern: $0) }
    default:
      return integer(index).map(Double.init)
    }
  }

  /// The value as text: ASCII up to the first NUL, trimmed (also for UNDEFINED/BYTE text).
  public var string: String? {
    let value = storage[range]
    guard !value.isEmpty else { return nil }
    let end = value.firstIndex(of: 0) ?? value.endIndex
    // Trim ASCII white space on the bytes, before a String exists.
    var lower = value.startIndex
    var upper = end
    while lower < upper, Self.isSpace(storage[lower]) { lower += 1 }
    while upper > lower, Self.isSpace(storage[upper - 1]) { upper -= 1 }
    guard lower < upper else { return nil }
    return String(decoding: storage[lower..<upper], as: UTF8.self)
  }
}

extension TIFFEntry {
  @inline(__always)
  fileprivate static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}

extension String {
  /// The text without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: String {
    // Nothing to trim when neither end is one of the four bytes: a Character equal to one of
    // them is that byte alone (CR LF, one Character, starts and ends with one of them).
    if let first = utf8.first, let last = utf8.last, !Self.isTrimmedByte(first),
      !Self.isTrimmedByte(last)
    {
      return self
    }
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s.removeLast() }
    return String(s)
  }

  private static func isTrimmedByte(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
