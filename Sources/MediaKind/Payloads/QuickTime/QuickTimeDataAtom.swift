/// The value of a QuickTime metadata item: a `data` atom with a well-known type indicator.
///
/// ```
/// u32 size, 'data'
/// u8  type set (0 = well-known types), u24 type
/// u32 locale (u16 country, u16 language)
/// value bytes (the rest of the atom)
/// ```
/// Well-known types decoded here (Apple QTFF "Metadata", Table "Well-known data types";
/// ExifTool `QuickTime.pm` `%dataType` / `ProcessKeys`): 1 UTF-8, 2 UTF-16BE, 4 UTF-8 sort,
/// 5 UTF-16BE sort, 21 big-endian signed integer (1, 2, 3, 4 or 8 bytes), 22 big-endian
/// unsigned integer (same widths), 23 float32, 24 float64, 65/66/67/74 int8/16/32/64,
/// 75/76/77/78 uint8/16/32/64. Other types (binary, images, …) decode to nil.
enum QuickTimeDataAtom {
  /// Decodes the value of the `data` atom `box`.
  static func value(of box: Box) -> FactValue? {
    var r = box.reader()
    guard let word = try? r.readInteger(as: UInt32.self), (try? r.skip(4)) != nil else {
      return nil
    }
    guard word >> 24 == 0 else { return nil }
    let bytes = Array(box.bytes[r.offset..<r.end])
    return decode(type: word & 0x00FF_FFFF, bytes)
  }

  /// Decodes `bytes` of well-known type `type`.
  static func decode(type: UInt32, _ bytes: [UInt8]) -> FactValue? {
    switch type {
    case 1, 4:
      return .string(trimmed(String(decoding: bytes, as: UTF8.self)))
    case 2, 5:
      var units: [UInt16] = []
      var i = 0
      while let unit = bytes.integer(at: i, as: UInt16.self) {
        units.append(unit)
        i += 2
      }
      return .string(trimmed(String(decoding: units, as: UTF16.self)))
    case 21, 65, 66, 67, 74:
      return signed(bytes).map(FactValue.int)
    case 22, 75, 76, 77, 78:
      return unsigned(bytes).map { .int(Int(clamping: $0)) }
    case 23:
      guard bytes.count == 4, let bits = bytes.integer(at: 0, as: UInt32.self) else { return nil }
      return .double(Double(Float(bitPattern: bits)))
    case 24:
      guard bytes.count == 8, let bits = bytes.integer(at: 0, as: UInt64.self) else { return nil }
      return .double(Double(bitPattern: bits))
    default:
      return nil
    }
  }

  /// A big-endian unsigned integer of 1, 2, 3, 4 or 8 bytes.
  static func unsigned(_ bytes: [UInt8]) -> UInt64? {
    guard [1, 2, 3, 4, 8].contains(bytes.count) else { return nil }
    return bytes.integer(at: 0, byteCount: bytes.count, as: UInt64.self)
  }

  /// A big-endian two's-complement integer of 1, 2, 3, 4 or 8 bytes.
  static func signed(_ bytes: [UInt8]) -> Int? {
    guard let raw = unsigned(bytes) else { return nil }
    let bits = UInt64(bytes.count * 8)
    if bits == 64 { return Int(Int64(bitPattern: raw)) }
    let signBit: UInt64 = 1 << (bits - 1)
    return raw & signBit != 0 ? Int(Int64(raw) - Int64(1 << bits)) : Int(raw)
  }

  private static func trimmed(_ text: String) -> String {
    var t = Substring(text)
    while let last = t.last, last == "\0" { t = t.dropLast() }
    return String(t)
  }
}
