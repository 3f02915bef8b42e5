/// One EBML element header: its id, data size and where its data starts.
struct EBMLElement: Sendable, Hashable {
  /// The id with its length marker kept (`0x1A45DFA3`, `0x18538067`), as specs write them.
  let id: UInt32
  /// Position of the element header (in the file, or in the buffer being parsed).
  let offset: Int
  /// Position of the element data.
  let dataOffset: Int
  /// Data size; `nil` for "unknown size" (all value bits set, live streams).
  let size: UInt64?

  /// The data end, clamped to `limit` (unknown sizes run to `limit`); never before
  /// `dataOffset`, so `dataOffset..<end` is always a valid range.
  func end(clampedTo limit: Int) -> Int {
    guard let size, size <= UInt64(max(0, limit - dataOffset)) else {
      return max(limit, dataOffset)
    }
    return dataOffset + Int(size)
  }
}

/// EBML variable-length integers and element headers (Matroska, WebM).
///
/// ```
/// vint: the count of leading zero bits of the first byte + 1 = length (1...8);
///       the value is the remaining bits (the marker bit removed)
/// element: id (a vint of 1...4 bytes, marker kept)  size (a vint of 1...8 bytes)  data
///          size with every value bit set = unknown (Segment and Cluster only)
/// unsigned integers: 0...8 bytes big-endian; floats: 0, 4 or 8 bytes IEEE 754 big-endian
/// ```
/// Spec: RFC 8794 §4 (vints), §5–6 (element id and data size), §7 (data types).
enum EBMLReader {
  /// The length of a vint from its first byte, or `nil` for 0x00 (a length over 8).
  static func vintLength(_ first: UInt8) -> Int? {
    guard first != 0 else { return nil }
    return first.leadingZeroBitCount + 1
  }

  /// An EBML variable-size integer (RFC 8794 §4): the count of leading zero bits of the first
  /// byte gives the width (1-8); returns the value and the width.
  static func variableInteger(_ bytes: [UInt8], at offset: Int) -> (Int, Int)? {
    guard let first = bytes.integer(at: offset, as: UInt8.self), first != 0 else { return nil }
    let width = first.leadingZeroBitCount + 1
    // The big-endian integer of `width` bytes, its length marker (bit 7 × width) cleared.
    guard let raw = bytes.integer(at: offset, byteCount: width, as: UInt64.self) else { return nil }
    return (Int(raw & (1 << (7 * width) - 1)), width)
  }

  /// The element header at `offset` of `bytes`.
  static func element(_ bytes: [UInt8], at offset: Int) -> EBMLElement? {
    // The id keeps its length marker (0x1A45DFA3 is EBML's); the bytes are its big-endian value.
    guard let first = bytes.integer(at: offset, as: UInt8.self), let idLength = vintLength(first),
      idLength <= 4, let id = bytes.integer(at: offset, byteCount: idLength, as: UInt32.self)
    else { return nil }
    let sizeStart = offset + idLength
    // The size vint is the one the signature sniffer reads (at most 2^56 − 1, so no overflow).
    guard let (value, sizeLength) = variableInteger(bytes, at: sizeStart) else {
      return nil
    }
    let unknown = value == (1 << (7 * sizeLength)) - 1
    return EBMLElement(
      id: id, offset: offset, dataOffset: sizeStart + sizeLength,
      size: unknown ? nil : UInt64(value))
  }

  /// The children of `range` in `bytes`, in order; stops at a malformed header, an unknown
  /// size, or after `maxEntries`.
  static func children(_ bytes: [UInt8], in range: Range<Int>, maxEntries: Int) -> [EBMLElement] {
    var result: [EBMLElement] = []
    var position = range.lowerBound
    let limit = min(range.upperBound, bytes.count)
    while position < limit, result.count < maxEntries {
      guard let element = element(bytes, at: position), let size = element.size,
        element.dataOffset <= limit, size <= UInt64(limit - element.dataOffset)
      else { break }
      result.append(element)
      position = element.dataOffset + Int(size)
    }
    return result
  }

  /// An unsigned integer element's value (0...8 bytes).
  static func unsigned(_ bytes: [UInt8], _ element: EBMLElement) -> UInt64? {
    guard let size = element.size, size <= 8 else { return nil }
    return bytes.integer(at: element.dataOffset, byteCount: Int(size), as: UInt64.self)
  }

  /// A signed integer element's value (0...8 bytes, two's complement).
  static func signed(_ bytes: [UInt8], _ element: EBMLElement) -> Int64? {
    guard let raw = unsigned(bytes, element), let size = element.size else { return nil }
    guard size > 0, size < 8 else { return Int64(bitPattern: raw) }
    let shift = UInt64(64 - 8 * Int(size))
    return Int64(bitPattern: raw << shift) >> Int64(shift)
  }

  /// A float element's value (0, 4 or 8 bytes).
  static func float(_ bytes: [UInt8], _ element: EBMLElement) -> Double? {
    guard let raw = unsigned(bytes, element), let size = element.size else { return nil }
    switch size {
    case 0: return 0
    case 4: return Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw)))
    case 8: return Double(bitPattern: raw)
    default: return nil
    }
  }
}
