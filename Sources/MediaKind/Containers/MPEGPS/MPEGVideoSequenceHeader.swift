/// An MPEG-1 or MPEG-2 video sequence header and, for MPEG-2, the sequence extension that
/// follows it: stored size, frame period, which standard, and the MPEG-2 profile.
///
/// ```
/// 00 00 01 B3  12 bits width, 12 bits height, 4 bits aspect ratio, 4 bits frame_rate_code,
///              18 bits bit rate, marker, 10 bits VBV size, constrained flag,
///              load_intra_quantiser_matrix [64 bytes], load_non_intra_quantiser_matrix [64]
/// 00 00 01 B5  extension_start_code_identifier (4: 1 = sequence extension),
///              profile_and_level_indication (8: escape bit, 3-bit profile, 4-bit level), ...
/// ```
/// A sequence extension right after the header makes the stream MPEG-2 (ISO/IEC 13818-2
/// §6.1.1.6: it follows every MPEG-2 sequence header; MPEG-1 has none). Profiles (Table 8-2):
/// 1 High, 2 Spatially Scalable, 3 SNR Scalable, 4 Main, 5 Simple; with the escape bit,
/// 0x82 and 0x85 are the 4:2:2 profile (Table 8-1, 8-3), FFmpeg's names.
/// Spec: ISO/IEC 13818-2 §6.2.2.1, §6.2.2.3, Table 6-4 (frame_rate_code); ISO/IEC 11172-2
/// §2.4.2.3.
struct MPEGVideoSequenceHeader: Sendable, Hashable {
  let width: Int
  let height: Int
  /// Seconds per frame, nil for a reserved code.
  let framePeriod: Double?
  /// Whether a sequence extension follows (MPEG-2).
  let isMPEG2: Bool
  /// The MPEG-2 profile as FFmpeg names it.
  let profile: String?

  /// FFmpeg's codec name: `mpeg2video` or `mpeg1video`.
  var codec: String { isMPEG2 ? "mpeg2video" : "mpeg1video" }

  /// The header whose start code (00 00 01 B3) is at `start`.
  init?(_ bytes: [UInt8], at start: Int) {
    guard bytes.matches([0, 0, 1, 0xB3], at: start),
      let b4 = bytes.integer(at: start + 4, as: UInt8.self),
      let b5 = bytes.integer(at: start + 5, as: UInt8.self),
      let b6 = bytes.integer(at: start + 6, as: UInt8.self),
      let b7 = bytes.integer(at: start + 7, as: UInt8.self)
    else { return nil }
    width = Int(b4) << 4 | Int(b5 >> 4)
    height = Int(b5 & 0x0F) << 8 | Int(b6)
    guard width > 0, height > 0 else { return nil }
    framePeriod = Self.framePeriod(code: b7 & 0x0F)
    // Byte 11 holds the constrained flag (bit 2), the intra matrix flag (bit 1) and, when
    // that is clear, the non-intra flag (bit 0); a loaded intra matrix shifts the second
    // flag to the last bit of its 64 bytes.
    var end = start + 12
    if let b11 = bytes.integer(at: start + 11, as: UInt8.self) {
      var nonIntra = b11 & 1 != 0
      if b11 & 2 != 0 {
        end += 64
        nonIntra = (bytes.integer(at: end - 1, as: UInt8.self) ?? 0) & 1 != 0
      }
      if nonIntra { end += 64 }
    }
    // The next start code, after any zero stuffing.
    var next = end
    while next < end + 16, bytes.integer(at: next, as: UInt8.self) == 0, !bytes.matches([0, 0, 1], at: next) {
      next += 1
    }
    end = next
    if bytes.matches([0, 0, 1, 0xB5], at: end), let e4 = bytes.integer(at: end + 4, as: UInt8.self),
      let e5 = bytes.integer(at: end + 5, as: UInt8.self), e4 >> 4 == 1
    {
      isMPEG2 = true
      let indication = (e4 & 0x0F) << 4 | e5 >> 4
      profile = Self.profile(indication)
    } else {
      isMPEG2 = false
      profile = nil
    }
  }

  /// FFmpeg's name of an MPEG-2 `profile_and_level_indication`.
  static func profile(_ indication: UInt8) -> String? {
    if indication & 0x80 != 0 { return indication == 0x82 || indication == 0x85 ? "4:2:2" : nil }
    switch indication >> 4 & 7 {
    case 1: return "High"
    case 2: return "Spatially Scalable"
    case 3: return "SNR Scalable"
    case 4: return "Main"
    case 5: return "Simple"
    default: return nil
    }
  }

  /// Seconds per frame for an MPEG-1/2 `frame_rate_code` (ISO/IEC 13818-2 table 6-4).
  static func framePeriod(code: UInt8) -> Double? {
    switch code {
    case 1: 1001.0 / 24000
    case 2: 1.0 / 24
    case 3: 1.0 / 25
    case 4: 1001.0 / 30000
    case 5: 1.0 / 30
    case 6: 1.0 / 50
    case 7: 1001.0 / 60000
    case 8: 1.0 / 60
    default: nil
    }
  }
}
