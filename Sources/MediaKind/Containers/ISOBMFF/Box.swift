/// A box whose bytes are in memory: its header (positions are indices into ``bytes``), the
/// buffer that holds it, and how deep it sits.
///
/// Boxes share one buffer (arrays are copy-on-write), so handing children around copies
/// nothing. Readers over the payload report file positions through ``base``.
/// Spec: ISO/IEC 14496-12 §4.2 (Box, FullBox).
struct Box {
  let header: BoxHeader
  let bytes: [UInt8]
  /// File position of `bytes[0]`, for diagnostics.
  let base: Int
  /// Nesting depth: 0 for a top-level box.
  let depth: Int

  var type: FourCC { header.type }
  /// File position of the box's first byte.
  var filePosition: Int { base + header.offset }
  var payloadRange: Range<Int> { header.payloadRange }
  var payloadSize: Int { header.payloadSize }

  /// The payload bytes.
  var payload: ArraySlice<UInt8> { bytes[header.payloadRange] }

  /// A bounds-checked reader over the payload, starting `skipping` bytes in.
  func reader(skipping: Int = 0) -> ByteReader {
    let start = min(header.payloadStart + max(0, skipping), header.end)
    return ByteReader(bytes, range: start..<header.end, base: base)
  }

  /// The `version` and 24-bit `flags` of a FullBox (ISO/IEC 14496-12 §4.2).
  func fullBoxHeader() -> (version: UInt8, flags: UInt32)? {
    guard payloadSize >= 4, let word = bytes.integer(at: header.payloadStart, as: UInt32.self)
    else { return nil }
    return (UInt8(word >> 24), word & 0x00FF_FFFF)
  }

  /// Whether the payload starts with the ASCII `text` at `offset` bytes in.
  func payloadMatches(ascii text: StaticString, at offset: Int) -> Bool {
    header.payloadStart + offset + text.utf8CodeUnitCount <= header.end
      && bytes.matches(ascii: text, at: header.payloadStart + offset)
  }
}
