/// Writes one record of a ``SpillFile`` field by field, in a compact binary form that
/// ``SpillRecordReader`` reads back in the same order: integers and a number's IEEE 754 bits
/// little-endian, text as its UTF-8 bytes after a 4-byte length, an absent value as a length
/// of `0xFFFF_FFFF` (an optional number as a presence byte before it). Spilling through
/// `JSONEncoder` and reading back through `JSONDecoder` cost a fifth of an import's CPU
/// (`Docs/Performance.md`, "Where an import's memory goes"). The format has no version: a
/// spill file lives only as long as the import that writes and reads it.
struct SpillRecordWriter {
  /// The record so far.
  private(set) var bytes: [UInt8] = []

  /// The length that marks an absent value.
  static let absent = UInt32.max

  mutating func int(_ value: Int) {
    withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func uint64(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  private mutating func length(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func text(_ value: String?) {
    guard let value else { return length(Self.absent) }
    let utf8 = value.utf8
    length(UInt32(utf8.count))
    bytes.append(contentsOf: utf8)
  }

  mutating func data(_ value: [UInt8]?) {
    guard let value else { return length(Self.absent) }
    length(UInt32(value.count))
    bytes.append(contentsOf: value)
  }

  mutating func optionalInt(_ value: Int?) {
    bytes.append(value == nil ? 0 : 1)
    if let value { int(value) }
  }

  /// A number as its IEEE 754 bits after a presence byte, as ``optionalInt(_:)``.
  mutating func optionalDouble(_ value: Double?) {
    bytes.append(value == nil ? 0 : 1)
    if let value { uint64(value.bitPattern) }
  }
}
