/// Reads a record ``SpillRecordWriter`` wrote, field by field in the same order; any field
/// that runs past the record's end, or text that is not UTF-8, throws (a spill file is the
/// import's own, so that is damage, and the import fails rather than guess).
struct SpillRecordReader {
  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The error every malformed field gives.
  private static var damaged: LibraryChangeError {
    LibraryChangeError(path: "", reason: "a spilled record cannot be read back", kind: .failed)
  }

  private mutating func take(_ count: Int) throws(LibraryChangeError) -> ArraySlice<UInt8> {
    guard count >= 0, count <= bytes.count - position else { throw Self.damaged }
    defer { position += count }
    return bytes[position..<position + count]
  }

  mutating func uint64() throws(LibraryChangeError) -> UInt64 {
    try take(8).withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
  }

  mutating func int() throws(LibraryChangeError) -> Int {
    Int(Int64(bitPattern: try uint64()))
  }

  private mutating func length() throws(LibraryChangeError) -> UInt32 {
    try take(4).withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) }
  }

  mutating func data() throws(LibraryChangeError) -> [UInt8]? {
    let count = try length()
    if count == SpillRecordWriter.absent { return nil }
    return Array(try take(Int(count)))
  }

  mutating func text() throws(LibraryChangeError) -> String? {
    guard let utf8 = try data() else { return nil }
    guard let text = String(validating: utf8, as: UTF8.self) else { throw Self.damaged }
    return text
  }

  /// Text that must be present.
  mutating func requiredText() throws(LibraryChangeError) -> String {
    guard let text = try text() else { throw Self.damaged }
    return text
  }

  mutating func optionalInt() throws(LibraryChangeError) -> Int? {
    switch try take(1).first {
    case 0: return nil
    case 1: return try int()
    default: throw Self.damaged
    }
  }

  mutating func optionalDouble() throws(LibraryChangeError) -> Double? {
    switch try take(1).first {
    case 0: return nil
    case 1: return Double(bitPattern: try uint64())
    default: throw Self.damaged
    }
  }

  /// Throws unless every byte was read.
  func expectEnd() throws(LibraryChangeError) {
    guard position == bytes.count else { throw Self.damaged }
  }
}
