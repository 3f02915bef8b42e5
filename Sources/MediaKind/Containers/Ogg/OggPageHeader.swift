/// An Ogg page header.
///
/// ```
/// 0 "OggS"  4 u8 version (0)  5 u8 flags (1 continued packet, 2 first page of a stream,
///   4 last page)  6 i64le granule position (−1: no packet ends here)  14 u32le serial
///   18 u32le page sequence  22 u32le CRC  26 u8 segment count  27 lacing values (segments)
/// body = sum of the lacing values; a packet ends at each lacing value < 255
/// ```
/// Spec: RFC 3533 §6. The granule position's meaning belongs to the codec (samples for
/// Vorbis/FLAC/Speex, 48 kHz samples for Opus, packed frame numbers for Theora).
struct OggPageHeader: Sendable, Hashable {
  static let minimumLength = 27

  let flags: UInt8
  let granule: Int64
  let serial: UInt32
  let sequence: UInt32
  /// Header length: 27 + segment count.
  let headerLength: Int
  /// Body length: the sum of the lacing values.
  let bodyLength: Int
  /// The length of the first packet on the page, if it ends on this page.
  let firstPacketLength: Int?

  var isFirstPage: Bool { flags & 0x02 != 0 }
  var isContinuation: Bool { flags & 0x01 != 0 }
  /// The granule position, unless the page ends no packet (−1).
  var granulePosition: Int64? { granule == -1 ? nil : granule }
  var pageLength: Int { headerLength + bodyLength }

  /// Parses a page header at `offset`; needs the 27 fixed bytes and the lacing table.
  init?(_ bytes: [UInt8], at offset: Int) {
    guard bytes.matches(ascii: "OggS", at: offset),
      bytes.integer(at: offset + 4, as: UInt8.self) == 0,
      let flags = bytes.integer(at: offset + 5, as: UInt8.self),
      let granule = bytes.integer(at: offset + 6, as: Int64.self, endianness: .little),
      let serial = bytes.integer(at: offset + 14, as: UInt32.self, endianness: .little),
      let sequence = bytes.integer(at: offset + 18, as: UInt32.self, endianness: .little),
      let segments = bytes.integer(at: offset + 26, as: UInt8.self)
    else { return nil }
    let tableStart = offset + Self.minimumLength
    guard tableStart + Int(segments) <= bytes.count else { return nil }
    self.flags = flags
    self.granule = granule
    self.serial = serial
    self.sequence = sequence
    headerLength = Self.minimumLength + Int(segments)
    var body = 0
    var first: Int?
    for lacing in bytes[tableStart..<(tableStart + Int(segments))] {
      body += Int(lacing)
      if first == nil && lacing < 255 { first = body }
    }
    bodyLength = body
    firstPacketLength = first
  }
}
