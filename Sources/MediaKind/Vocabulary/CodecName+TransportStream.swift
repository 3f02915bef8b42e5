extension CodecName {
  /// The codec of an MPEG-2 transport stream's PMT `stream_type` (ISO/IEC 13818-1 Table 2-34,
  /// ATSC A/53 and A/52 Annex A, Blu-ray's HDMV types with `bluray`), by FFmpeg's names; a
  /// private stream (0x06) is named by its descriptors (DVB AC-3 0x6A, enhanced AC-3 0x7A,
  /// DTS 0x7B, EN 300 468 Annex D) or its registration descriptor's format identifier
  /// (SMPTE-RA: `AC-3`, `EAC3`, `Opus`, `DTS1`-`DTS3`). MPEG audio (0x03, 0x04) is nil: its
  /// layer is in the frame header, not the table.
  public static func transportStream(
    _ type: UInt8, descriptorTags: [UInt8] = [], registration: String? = nil, bluray: Bool = false
  ) -> String? {
    if bluray {
      switch type {
      case 0x80: return "pcm_bluray"
      case 0x81: return "ac3"
      case 0x82, 0x85, 0x86, 0xA2: return "dts"
      case 0x83: return "truehd"
      case 0x84, 0xA1: return "eac3"
      case 0x90: return "hdmv_pgs_subtitle"
      default: break
      }
    }
    switch type {
    case 0x01: return "mpeg1video"
    case 0x02: return "mpeg2video"
    case 0x10: return "mpeg4"
    case 0x1B: return "h264"
    case 0x24: return "hevc"
    case 0x33: return "vvc"
    case 0x42: return "cavs"
    case 0xD1: return "dirac"
    case 0xEA: return "vc1"
    case 0x0F: return "aac"
    case 0x11: return "aac_latm"
    case 0x81: return "ac3"
    case 0x87: return "eac3"
    case 0x06:
      if descriptorTags.contains(0x6A) { return "ac3" }
      if descriptorTags.contains(0x7A) { return "eac3" }
      if descriptorTags.contains(0x7B) { return "dts" }
      switch registration {
      case "AC-3": return "ac3"
      case "EAC3": return "eac3"
      case "Opus": return "opus"
      case "DTS1", "DTS2", "DTS3": return "dts"
      default: return nil
      }
    default: return nil
    }
  }

  /// Whether a PMT `stream_type` (with ``transportStream(_:descriptorTags:registration:bluray:)``'s
  /// name) is a video stream.
  public static func isVideo(_ name: String) -> Bool {
    ["mpeg1video", "mpeg2video", "mpeg4", "h264", "hevc", "vvc", "cavs", "dirac", "vc1"].contains(name)
  }
}
