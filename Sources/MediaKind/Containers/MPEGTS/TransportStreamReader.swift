/// MPEG-2 transport stream demultiplexing, just far enough to list the first program's
/// elementary streams and read their leading elementary-stream bytes.
///
/// ```
/// packet (188 bytes; M2TS/AVCHD: a 4-byte timestamp prefix, 192 bytes):
///   0 0x47  1 TEI(1) PUSI(1) priority(1) PID(13)  3 scrambling(2) adaptation(2) counter(4)
///   [adaptation field: u8 length, ...] payload
/// PSI section (PAT PID 0, PMT): [pointer_field when PUSI] table_id, u16 (section_length 12
///   bits), ...; PAT: 8: (u16 program, u16 PID 13 bits) × n; PMT: 8: u16 PCR PID,
///   u16 program_info_length (12 bits), descriptors, then (u8 stream_type, u16 PID,
///   u16 ES_info_length, descriptors (u8 tag, u8 length, data)) × n, CRC32
/// PES: 00 00 01 stream_id u16 length, 2 flag bytes, u8 header length, header, payload
/// ```
/// Spec: ISO/IEC 13818-1 §2.4.3.2 (packet), §2.4.4.3 (PAT), §2.4.4.8 (PMT), §2.4.3.6 (PES),
/// Table 2-34 (stream_type); BDAV/AVCHD adds the 4-byte TP_extra_header.
struct TransportStreamReader {
  let packets: [UInt8]
  /// 188 or 192.
  let stride: Int
  /// Offset of the sync byte inside a stride (0 or 4).
  let syncOffset: Int

  /// The payload of every packet of `pid`, in order: (payload unit start, bytes).
  func payloads(of pid: Int, maxPackets: Int) -> [(start: Bool, bytes: ArraySlice<UInt8>)] {
    var result: [(Bool, ArraySlice<UInt8>)] = []
    var position = syncOffset
    var count = 0
    while position + 188 <= packets.count, count < maxPackets {
      count += 1
      defer { position += stride }
      guard packets[position] == 0x47 else { continue }
      let b1 = packets[position + 1]
      let packetPID = Int(b1 & 0x1F) << 8 | Int(packets[position + 2])
      guard packetPID == pid else { continue }
      let control = (packets[position + 3] >> 4) & 3
      var start = position + 4
      if control == 2 || control == 0 { continue }  // no payload
      if control == 3 { start += 1 + Int(packets[position + 4]) }
      let end = position + 188
      guard start < end else { continue }
      result.append((b1 & 0x40 != 0, packets[start..<end]))
    }
    return result
  }

  /// The first complete PSI section on `pid` (pointer field honoured).
  func section(pid: Int, maxPackets: Int) -> [UInt8]? {
    var collected: [UInt8] = []
    var started = false
    for (start, bytes) in payloads(of: pid, maxPackets: maxPackets) {
      if start && !started {
        guard let pointer = bytes.first, 1 + Int(pointer) < bytes.count else { return nil }
        collected = Array(bytes.dropFirst(1 + Int(pointer)))
        started = true
      } else if started {
        collected += bytes
      }
      if started, collected.count >= 3, let length = collected.integer(at: 1, as: UInt16.self) {
        let total = 3 + Int(length & 0x0FFF)
        if collected.count >= total { return Array(collected.prefix(total)) }
      }
    }
    return nil
  }

  /// One elementary stream the PMT lists: PID, stream_type, and the tags of its
  /// descriptors (with a registration descriptor's format identifier, 0x05: `AC-3`, `Opus`).
  struct ElementaryStream: Sendable, Hashable {
    let pid: Int
    /// ISO/IEC 13818-1 stream_type: 0x01/0x02 MPEG-1/2 video, 0x1B H.264, 0x24 HEVC, ...
    let streamType: UInt8
    let descriptorTags: [UInt8]
    let registration: String?
  }

  /// The elementary streams of the first program (PAT → PMT), in PMT order.
  func streams(maxPackets: Int) -> [ElementaryStream] {
    guard let pat = section(pid: 0, maxPackets: maxPackets), pat.first == 0,
      let patLength = pat.integer(at: 1, as: UInt16.self)
    else { return [] }
    let patEnd = min(pat.count, 3 + Int(patLength & 0x0FFF)) - 4  // CRC
    var entry = 8
    var pmtPID: Int?
    while entry + 4 <= patEnd {
      if let program = pat.integer(at: entry, as: UInt16.self), program != 0,
        let pid = pat.integer(at: entry + 2, as: UInt16.self)
      {
        pmtPID = Int(pid & 0x1FFF)
        break
      }
      entry += 4
    }
    guard let pmtPID, let pmt = section(pid: pmtPID, maxPackets: maxPackets), pmt.first == 2,
      let pmtLength = pmt.integer(at: 1, as: UInt16.self),
      let infoLength = pmt.integer(at: 10, as: UInt16.self)
    else { return [] }
    let pmtEnd = min(pmt.count, 3 + Int(pmtLength & 0x0FFF)) - 4
    var position = 12 + Int(infoLength & 0x0FFF)
    var result: [ElementaryStream] = []
    while position + 5 <= pmtEnd {
      guard let type = pmt.integer(at: position, as: UInt8.self),
        let pid = pmt.integer(at: position + 1, as: UInt16.self),
        let esLength = pmt.integer(at: position + 3, as: UInt16.self)
      else { break }
      // Descriptors: u8 tag, u8 length, data.
      let end = min(pmtEnd, position + 5 + Int(esLength & 0x0FFF))
      var tags: [UInt8] = []
      var registration: String?
      var d = position + 5
      while d + 2 <= end, let tag = pmt.integer(at: d, as: UInt8.self),
        let length = pmt.integer(at: d + 1, as: UInt8.self)
      {
        tags.append(tag)
        if tag == 0x05, length >= 4, d + 6 <= end {
          registration = String(decoding: pmt[(d + 2)..<(d + 6)], as: UTF8.self)
        }
        d += 2 + Int(length)
      }
      result.append(ElementaryStream(pid: Int(pid & 0x1FFF), streamType: type, descriptorTags: tags, registration: registration))
      position += 5 + Int(esLength & 0x0FFF)
    }
    return result
  }

  /// The elementary-stream bytes of the first PES packets of `pid` (PES headers removed),
  /// up to `limit` bytes.
  func elementaryStream(pid: Int, limit: Int, maxPackets: Int) -> [UInt8] {
    var out: [UInt8] = []
    var started = false
    for (start, bytes) in payloads(of: pid, maxPackets: maxPackets) {
      if start {
        // PES header: 00 00 01 id, u16 length, 2 flag bytes, u8 header data length.
        guard bytes.count >= 9, bytes.starts(with: [0, 0, 1]) else { continue }
        let headerLength = Int(bytes[bytes.startIndex + 8])
        let payloadStart = bytes.startIndex + 9 + headerLength
        guard payloadStart <= bytes.endIndex else { continue }
        out += bytes[payloadStart...]
        started = true
      } else if started {
        out += bytes
      }
      if out.count >= limit { break }
    }
    return out
  }
}
