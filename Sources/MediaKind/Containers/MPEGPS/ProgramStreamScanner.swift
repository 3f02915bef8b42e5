/// The packets of an MPEG program stream window: pack headers (SCR) and PES packets (PTS),
/// and the first video sequence header.
///
/// ```
/// pack header   00 00 01 BA, then MPEG-2: '01' SCR base (33 bits, marker-separated), SCR
///               extension, mux rate, 5 reserved bits + 3-bit stuffing length (14 + stuffing
///               bytes); MPEG-1: '0010' SCR (33 bits, PTS layout), mux rate (12 bytes)
/// system header 00 00 01 BB, u16 length
/// PES packet    00 00 01 sid (BC-FF), u16 length; MPEG-2 header: '10' flags, PTS_DTS flags
///               (2 bits of byte 7), header length, PTS '0010'/'0011' + 33 bits in 5 bytes;
///               MPEG-1 header: FF stuffing, optional '01' STD buffer (2 bytes), PTS
/// end code      00 00 01 B9
/// sequence header (in the video payload) 00 00 01 B3: ``MPEGVideoSequenceHeader``
/// ```
/// Spec: ISO/IEC 13818-1 §2.5.3 (pack and system headers), §2.4.3.6-7 (PES, PTS); ISO/IEC
/// 11172-1 §2.4.3 (MPEG-1 packs and packets); DVD-Video private stream 1 sub-streams (as
/// FFmpeg's `mpeg.c` reads them). A window may start inside a packet (a tail window): the scan
/// syncs on the next pack start code. Damage ends the scan where it is found; every step
/// moves forward, and the number of packets is capped.
struct ProgramStreamScanner {
  /// A 90 kHz timestamp of one stream.
  struct Stamp {
    let streamID: UInt8
    let pts: UInt64
  }

  /// Timestamps of PES packets, in window order.
  private(set) var stamps: [Stamp] = []
  /// System clock references of the pack headers (90 kHz base), in window order.
  private(set) var clockReferences: [UInt64] = []
  /// The first video sequence header: stored size, frame period in seconds, MPEG-1 or -2.
  private(set) var sequence: MPEGVideoSequenceHeader?
  /// The first audio stream: its stream id (C0-DF MPEG audio; BD private stream 1 with the
  /// DVD sub-stream id that opens its payload, 80-87 AC-3, 88-8F DTS, A0-A7 LPCM) and the
  /// start of its first payload (for BD, from the first access unit, or LPCM's header).
  private(set) var audio: (streamID: UInt8, subStream: UInt8?, payload: [UInt8])?

  /// Scans `bytes` for at most `maxPackets` packets. With `syncToPack`, the scan starts at the
  /// first pack start code (a window cut from the middle of the stream).
  init(_ bytes: [UInt8], maxPackets: Int, syncToPack: Bool) {
    var position = 0
    if syncToPack {
      guard let pack = bytes.firstIndex(of: [0, 0, 1, 0xBA], in: 0..<bytes.count) else { return }
      position = pack
    }
    var packets = 0
    while packets < maxPackets, position + 4 <= bytes.count {
      packets += 1
      guard bytes[position] == 0, bytes[position + 1] == 0, bytes[position + 2] == 1 else {
        // Not at a start code: resync on the next pack header.
        guard let next = bytes.firstIndex(of: [0, 0, 1, 0xBA], in: (position + 1)..<bytes.count)
        else { return }
        position = next
        continue
      }
      let code = bytes[position + 3]
      switch code {
      case 0xBA:
        guard let length = readPack(bytes, at: position) else { return }
        position += length
      case 0xB9:
        position += 4
      case 0xBB...0xFF:
        guard let length = bytes.integer(at: position + 4, as: UInt16.self) else { return }
        if code >= 0xC0 || code == 0xBD {
          readPES(bytes, at: position, length: Int(length), streamID: code)
        }
        position += 6 + Int(length)
      default:
        // A start code that is not a system one (an elementary stream without packets).
        if code == 0xB3, sequence == nil { readSequenceHeader(bytes, at: position) }
        position += 4
      }
    }
  }

  /// The length of the pack header at `at`, recording its SCR.
  private mutating func readPack(_ bytes: [UInt8], at start: Int) -> Int? {
    guard let b4 = bytes.integer(at: start + 4, as: UInt8.self) else { return nil }
    if b4 & 0xC0 == 0x40 {
      // MPEG-2: 32 bits of base from bytes 4-8 spread over marker bits.
      guard let raw = bytes.integer(at: start + 4, byteCount: 6, as: UInt64.self),
        let stuffing = bytes.integer(at: start + 13, as: UInt8.self)
      else { return nil }
      let base = (raw >> 43 & 0x7) << 30 | (raw >> 27 & 0x7FFF) << 15 | (raw >> 11 & 0x7FFF)
      clockReferences.append(base)
      return 14 + Int(stuffing & 0x07)
    }
    if b4 & 0xF0 == 0x20 {
      guard let scr = Self.timestamp(bytes, at: start + 4) else { return nil }
      clockReferences.append(scr)
      return 12
    }
    return nil
  }

  /// The PTS of the PES packet at `start` (MPEG-2 or MPEG-1 header), and a sequence header
  /// at the start of the first video payload.
  private mutating func readPES(_ bytes: [UInt8], at start: Int, length: Int, streamID: UInt8) {
    let end = min(bytes.count, start + 6 + length)
    var index = start + 6
    guard index < end else { return }
    var pts: UInt64?
    if bytes[index] & 0xC0 == 0x80 {
      guard let flags = bytes.integer(at: index + 1, as: UInt8.self),
        let headerLength = bytes.integer(at: index + 2, as: UInt8.self)
      else { return }
      if flags & 0x80 != 0 { pts = Self.timestamp(bytes, at: index + 3) }
      index += 3 + Int(headerLength)
    } else {
      var stuffing = 0
      while index < end, bytes[index] == 0xFF, stuffing < 16 {
        index += 1
        stuffing += 1
      }
      if index < end, bytes[index] & 0xC0 == 0x40 { index += 2 }
      if index < end, bytes[index] & 0xE0 == 0x20 {
        pts = Self.timestamp(bytes, at: index)
        index += bytes[index] & 0x10 != 0 ? 10 : 5
      } else {
        index += 1  // '0000 1111': no timestamps
      }
    }
    if let pts { stamps.append(Stamp(streamID: streamID, pts: pts)) }
    if audio == nil, index < end {
      if (0xC0...0xDF).contains(streamID) {
        audio = (streamID, nil, Array(bytes[index..<min(end, index + 64)]))
      } else if streamID == 0xBD {
        // DVD private stream 1: sub-stream id, frame count, u16 first access unit pointer
        // (AC-3, DTS: counted from the pointer's last byte, so 1 is the next byte; LPCM's
        // own 3-byte header follows the pointer instead).
        let sub = bytes[index]
        var skip = index + 4
        if (0x80...0x8F).contains(sub), let pointer = bytes.integer(at: index + 2, as: UInt16.self), pointer >= 1 {
          skip = index + 3 + Int(pointer)
        }
        if (0x80...0x8F).contains(sub) || (0xA0...0xA7).contains(sub), skip < end {
          audio = (streamID, sub, Array(bytes[skip..<min(end, skip + 64)]))
        }
      }
    }
    if (0xE0...0xEF).contains(streamID), sequence == nil, index + 12 <= end,
      bytes.matches([0, 0, 1, 0xB3], at: index)
    {
      readSequenceHeader(bytes, at: index)
    }
  }

  private mutating func readSequenceHeader(_ bytes: [UInt8], at start: Int) {
    sequence = MPEGVideoSequenceHeader(bytes, at: start)
  }

  /// A 33-bit timestamp in the 5-byte PTS layout: 4-bit prefix, bits 32-30, marker, bits
  /// 29-15, marker, bits 14-0, marker. Nil when a marker bit is clear.
  static func timestamp(_ bytes: [UInt8], at offset: Int) -> UInt64? {
    guard let raw = bytes.integer(at: offset, byteCount: 5, as: UInt64.self),
      raw & 1 == 1, raw >> 16 & 1 == 1, raw >> 32 & 1 == 1
    else { return nil }
    return (raw >> 33 & 0x7) << 30 | (raw >> 17 & 0x7FFF) << 15 | (raw >> 1 & 0x7FFF)
  }
}
