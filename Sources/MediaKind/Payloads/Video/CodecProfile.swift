/// The profile a video codec configuration record names, as FFmpeg prints it (`High`,
/// `Main 10`): the record's `videoProfile` (Docs/CLI.md, "Technical facts").
///
/// ```
/// avcC   u8 version, u8 profile_idc, u8 constraint flags, u8 level, u8 length size,
///        u8 SPS count (low 5 bits), u16 SPS length, SPS (NAL header, profile_idc,
///        constraint flags, level_idc, ...)
/// hvcC   u8 version, u8 profile space(2) tier(1) profile_idc(5)
/// av1C   u8 marker+version, u8 seq_profile(3) level(5)
/// vpcC   FullBox (u32), u8 profile
/// ```
/// Spec: ISO/IEC 14496-15 §5.3.3.1 (avcC), §8.3.3.1 (hvcC); AV1 Codec ISO Media File Format
/// Binding §2.3 (av1C); VP Codec ISO Media File Format Binding §2.2 (vpcC); H.264 Annex A.2
/// and H.265 Annex A.3 (profiles); RFC 9559 (Matroska CodecPrivate holds the same records).
enum CodecProfile {
  /// The profile a codec configuration record names (`avcC`, `hvcC`, `av1C` payloads, which
  /// Matroska's CodecPrivate holds as they are; `vpcC` with its FullBox header).
  static func name(config type: FourCC, _ p: ArraySlice<UInt8>) -> String? {
    func byte(_ i: Int) -> UInt8? { p.count > i ? p[p.startIndex + i] : nil }
    switch type {
    case "avcC":
      // The first SPS's own profile_idc and constraint flags (its bytes 1-2 after the NAL
      // header) win over the record's copies, which some writers get wrong (FFmpeg reads
      // the SPS).
      if let count = byte(5), count & 0x1F > 0, let length = byte(7), length >= 4,
        let nal = byte(8), nal & 0x1F == 7, let idc = byte(9), let constraints = byte(10)
      {
        return avc(idc, constraints: constraints)
      }
      guard let idc = byte(1), let constraints = byte(2) else { return nil }
      return avc(idc, constraints: constraints)
    case "hvcC":
      switch byte(1).map({ $0 & 0x1F }) {
      case 1: return "Main"
      case 2: return "Main 10"
      case 3: return "Main Still Picture"
      case 4: return "Rext"
      case 9: return "SCC"
      default: return nil
      }
    case "av1C":
      switch byte(1).map({ $0 >> 5 }) {
      case 0: return "Main"
      case 1: return "High"
      case 2: return "Professional"
      default: return nil
      }
    case "vpcC":
      guard let profile = byte(4), profile <= 3 else { return nil }
      return "Profile \(profile)"
    default:
      return nil
    }
  }

  /// WMV3 (VC-1 Simple and Main, as ASF and AVI carry it): the top two bits of the 4-bit
  /// PROFILE that opens the sequence header stored after the BITMAPINFOHEADER (SMPTE 421M
  /// Annex J, STRUCT_C: 0 Simple, 4 Main, 8 Complex, 12 reserved for Advanced).
  static func wmv3(_ first: UInt8) -> String? {
    switch first >> 6 {
    case 0: "Simple"
    case 1: "Main"
    case 2: "Complex"
    default: nil
    }
  }

  /// H.264 `profile_idc` with the constraint flags that name a profile (H.264 Annex A.2).
  static func avc(_ idc: UInt8, constraints: UInt8) -> String? {
    let set1 = constraints & 0x40 != 0
    let set3 = constraints & 0x10 != 0
    switch idc {
    case 66: return set1 ? "Constrained Baseline" : "Baseline"
    case 77: return "Main"
    case 88: return "Extended"
    case 100: return "High"
    case 110: return set3 ? "High 10 Intra" : "High 10"
    case 122: return set3 ? "High 4:2:2 Intra" : "High 4:2:2"
    case 244: return set3 ? "High 4:4:4 Intra" : "High 4:4:4 Predictive"
    case 44: return "CAVLC 4:4:4"
    default: return nil
    }
  }
}
