/// The `user_data_unregistered` SEI messages (payload type 5) of the H.264 SEI NAL units in a
/// stretch of Annex B elementary stream: each one's 16-byte UUID and the bytes after it.
///
/// ```
/// Annex B:  00 00 01 | 00 00 00 01, then the NAL unit up to the next start code
/// NAL unit: u8 header (forbidden bit 0, nal_ref_idc 2 bits, nal_unit_type 5 bits; 6 = SEI),
///           RBSP with emulation prevention: 00 00 03 → 00 00
/// sei_message: payloadType = Σ bytes (FF continues), payloadSize likewise, payload;
///              messages repeat until rbsp_trailing_bits (0x80)
/// user_data_unregistered (type 5): uuid_iso_iec_11578 (16 bytes), user data
/// ```
/// Spec: ITU-T H.264 (08/2021) §7.3.1 (NAL unit syntax, emulation prevention), §7.3.2.3.1
/// (SEI message syntax), §D.1.7 (user data unregistered), Annex B (byte stream).
struct H264SEIUserData {
  let uuid: [UInt8]
  let data: [UInt8]

  /// The user data messages of the SEI NAL units in `stream`, in order, at most `limit`.
  static func all(in stream: [UInt8], limit: Int = 64) -> [H264SEIUserData] {
    var found: [H264SEIUserData] = []
    var index = 0
    let startCode: [UInt8] = [0, 0, 1]
    while found.count < limit, let start = stream.firstIndex(of: startCode, in: index..<stream.count) {
      let header = start + 3
      index = header
      guard let nal = stream.integer(at: header, as: UInt8.self), nal & 0x80 == 0, nal & 0x1F == 6
      else { continue }
      let end = stream.firstIndex(of: startCode, in: (header + 1)..<stream.count) ?? stream.count
      let rbsp = H264SequenceParameterSet.removingEmulationPrevention(stream[(header + 1)..<end])
      found += messages(in: rbsp, limit: limit - found.count)
      index = end
    }
    return found
  }

  /// The type-5 messages of one SEI RBSP.
  static func messages(in rbsp: [UInt8], limit: Int) -> [H264SEIUserData] {
    var found: [H264SEIUserData] = []
    var position = 0
    while found.count < limit, position < rbsp.count, rbsp[position] != 0x80 {
      func number() -> Int? {
        var value = 0
        while position < rbsp.count {
          let byte = rbsp[position]
          position += 1
          value += Int(byte)
          if byte != 0xFF { return value }
        }
        return nil
      }
      guard let type = number(), let size = number(), size <= rbsp.count - position else { break }
      if type == 5, size >= 16 {
        found.append(
          H264SEIUserData(
            uuid: Array(rbsp[position..<(position + 16)]),
            data: Array(rbsp[(position + 16)..<(position + size)])))
      }
      position += size
    }
    return found
  }
}
