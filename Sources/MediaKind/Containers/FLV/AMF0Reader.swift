/// A minimal AMF0 reader for FLV script data (`onMetaData`): numbers, booleans and strings at
/// the top level of an object or ECMA array; nested values are skipped.
///
/// ```
/// marker 0 number (f64be)  1 boolean (u8)  2 string (u16be length + UTF-8)  3 object
///   (properties until 00 00 09)  5 null  6 undefined  7 reference (u16)  8 ECMA array
///   (u32be count, then properties until 00 00 09)  10 strict array (u32be count, values)
///   11 date (f64be + s16 zone)  12 long string (u32be length)
/// property = u16be name length + name + value
/// ```
/// Spec: Adobe "Action Message Format — AMF 0" (2007) §2; Adobe FLV spec v10.1 §E.4.4.
enum AMF0Reader {
  /// A scalar value read from script data.
  enum Value: Sendable, Hashable {
    case number(Double)
    case bool(Bool)
    case string(String)
    case other
  }

  /// Reads `name` then a value, returning the value's top-level scalar properties when it is an
  /// object or ECMA array (`onMetaData`'s usual shape).
  static func metadata(_ bytes: [UInt8], maxEntries: Int) -> (
    name: String, properties: [String: Value]
  )? {
    var reader = ByteReader(bytes)
    guard (try? reader.readInteger(as: UInt8.self)) == 2, let name = try? string(&reader) else {
      return nil
    }
    guard let marker = try? reader.readInteger(as: UInt8.self) else { return (name, [:]) }
    var properties: [String: Value] = [:]
    switch marker {
    case 8:
      guard (try? reader.skip(4)) != nil else { return (name, [:]) }
      fallthrough
    case 3:
      var count = 0
      while count < maxEntries, let key = try? string(&reader) {
        count += 1
        if key.isEmpty {
          break  // the 00 00 09 end marker
        }
        guard let value = try? value(&reader, depth: 0) else { break }
        properties[key] = value
      }
    default:
      break
    }
    return (name, properties)
  }

  private static func string(_ reader: inout ByteReader) throws(ParseError) -> String {
    let length = Int(try reader.readInteger(as: UInt16.self))
    return String(decoding: try reader.read(length), as: UTF8.self)
  }

  /// Reads (or skips) one value; nesting deeper than 16 levels is treated as damage.
  private static func value(_ reader: inout ByteReader, depth: Int) throws(ParseError) -> Value {
    guard depth < 16 else { throw .budgetExceeded("AMF0 nesting") }
    let marker = try reader.readInteger(as: UInt8.self)
    switch marker {
    case 0: return .number(Double(bitPattern: try reader.readInteger(as: UInt64.self)))
    case 1: return .bool(try reader.readInteger(as: UInt8.self) != 0)
    case 2: return .string(try string(&reader))
    case 3, 8:
      if marker == 8 { try reader.skip(4) }
      while true {
        let key = try string(&reader)
        if key.isEmpty {
          _ = try reader.readInteger(as: UInt8.self)  // 09 object end
          return .other
        }
        _ = try value(&reader, depth: depth + 1)
      }
    case 5, 6: return .other
    case 7:
      try reader.skip(2)
      return .other
    case 10:
      let count = try reader.readInteger(as: UInt32.self)
      guard Int(count) <= reader.remaining else {
        throw .malformed("AMF0 array count", offset: reader.filePosition)
      }
      for _ in 0..<count { _ = try value(&reader, depth: depth + 1) }
      return .other
    case 11:
      try reader.skip(10)
      return .other
    case 12:
      let length = try reader.readInteger(as: UInt32.self)
      try reader.skip(Int(length))
      return .other
    default:
      throw .malformed("AMF0 marker", offset: reader.filePosition)
    }
  }
}
