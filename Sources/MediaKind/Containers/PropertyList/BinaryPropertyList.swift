/// The top-level dictionary of a small binary property list (`bplist00`), keeping its string
/// and integer values: enough to read an iCloud `.icloud` stub (`NSURLNameKey`,
/// `NSURLFileSizeKey`). Layout from Apple's CFBinaryPList.c: objects, an offset table and a
/// 32-byte trailer (offset size, reference size, object count, top object, table offset).
///
/// Bounded: at most ``maxObjects`` objects, every offset and length checked against the bytes;
/// nested containers, dates, data and reals are skipped, not parsed. Malformed input gives nil.
struct BinaryPropertyList {
  /// A value this reader keeps.
  enum Value: Equatable {
    case string(String)
    case integer(Int64)
  }

  /// More objects than a stub or a small plist has: a larger table is not read.
  static let maxObjects = 4096

  /// The top dictionary's string and integer values by key.
  let values: [String: Value]

  /// Parses `bytes`; nil when they are not a binary property list whose top object is a
  /// dictionary.
  init?(_ bytes: [UInt8]) {
    guard bytes.count >= 40, bytes.starts(with: Array("bplist00".utf8)) else { return nil }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
      let objectCount = Self.integer(bytes, at: trailer + 8, size: 8),
      let top = Self.integer(bytes, at: trailer + 16, size: 8),
      let table = Self.integer(bytes, at: trailer + 24, size: 8),
      objectCount > 0, objectCount <= Self.maxObjects, top < objectCount,
      table >= 8, table + objectCount * offsetSize <= trailer
    else { return nil }
    func offset(of object: Int) -> Int? {
      guard object >= 0, object < objectCount,
        let at = Self.integer(bytes, at: table + object * offsetSize, size: offsetSize),
        at >= 8, at < table
      else { return nil }
      return at
    }
    guard let dictionaryAt = offset(of: top), bytes[dictionaryAt] >> 4 == 0xD,
      let (count, start) = Self.length(bytes, at: dictionaryAt, limit: table),
      start + 2 * count * referenceSize <= table
    else { return nil }
    var values: [String: Value] = [:]
    for i in 0..<count {
      guard let keyObject = Self.integer(bytes, at: start + i * referenceSize, size: referenceSize),
        let valueObject = Self.integer(
          bytes, at: start + (count + i) * referenceSize, size: referenceSize),
        let keyAt = offset(of: keyObject), case .string(let key)? = Self.value(bytes, at: keyAt, limit: table),
        let valueAt = offset(of: valueObject), let value = Self.value(bytes, at: valueAt, limit: table)
      else { continue }
      values[key] = value
    }
    self.values = values
  }

  /// The string or integer object at `at`; nil for other kinds or a malformed object.
  private static func value(_ bytes: [UInt8], at: Int, limit: Int) -> Value? {
    let marker = bytes[at]
    switch marker >> 4 {
    case 0x1:
      let size = 1 << Int(marker & 0x0F)
      guard size <= 8, at + 1 + size <= limit, let raw = integer(bytes, at: at + 1, size: size)
      else { return nil }
      return .integer(Int64(raw))
    case 0x5:
      guard let (count, start) = length(bytes, at: at, limit: limit), start + count <= limit else { return nil }
      return .string(String(decoding: bytes[start..<start + count], as: UTF8.self))
    case 0x6:
      guard let (count, start) = length(bytes, at: at, limit: limit), start + 2 * count <= limit else {
        return nil
      }
      let units = (0..<count).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
      return .string(String(decoding: units, as: UTF16.self))
    default:
      return nil
    }
  }

  /// An object's element count (the marker's low nibble, or an integer object after it when the
  /// nibble is 0xF) and where its elements start.
  private static func length(_ bytes: [UInt8], at: Int, limit: Int) -> (Int, Int)? {
    let nibble = Int(bytes[at] & 0x0F)
    if nibble != 0xF { return (nibble, at + 1) }
    guard at + 2 <= limit, bytes[at + 1] >> 4 == 0x1 else { return nil }
    let size = 1 << Int(bytes[at + 1] & 0x0F)
    guard size <= 8, at + 2 + size <= limit, let count = integer(bytes, at: at + 2, size: size),
      count <= limit
    else { return nil }
    return (count, at + 2 + size)
  }

  /// A big-endian unsigned integer of `size` bytes at `at`, when it fits in an `Int` and in
  /// the bytes.
  private static func integer(_ bytes: [UInt8], at: Int, size: Int) -> Int? {
    guard at >= 0, size >= 1, size <= 8, at + size <= bytes.count else { return nil }
    var value: UInt64 = 0
    for byte in bytes[at..<at + size] { value = value << 8 | UInt64(byte) }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }
}
