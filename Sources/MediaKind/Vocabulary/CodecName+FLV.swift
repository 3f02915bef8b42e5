extension CodecName {
  /// The codec of an FLV video tag's CodecID (the low 4 bits of its first byte), by FFmpeg's
  /// names: 2 Sorenson H.263, 3 Screen video, 4 On2 VP6, 5 VP6 with alpha, 6 Screen video 2,
  /// 7 AVC, 12 HEVC (the value Chinese streaming services write). Adobe Flash Video File
  /// Format Specification v10.1 §E.4.3.1.
  public static func flvVideo(_ id: UInt8) -> String? {
    switch id {
    case 2: "flv1"
    case 3: "flashsv"
    case 4: "vp6f"
    case 5: "vp6a"
    case 6: "flashsv2"
    case 7: "h264"
    case 12: "hevc"
    default: nil
    }
  }

  /// The codec of an enhanced FLV video tag's FourCC (Enhanced RTMP v1, `IsExHeader` set).
  public static func flvVideoFourCC(_ fourCC: String) -> String? {
    switch fourCC {
    case "avc1": "h264"
    case "hvc1": "hevc"
    case "av01": "av1"
    case "vp09": "vp9"
    default: nil
    }
  }

  /// The codec of an FLV audio tag's SoundFormat (the top 4 bits of its first byte) with
  /// its SoundSize bit (8 or 16 bits), by FFmpeg's names: 1 ADPCM, 2 and 14 MP3, 3 linear
  /// PCM little-endian, 4-6 Nellymoser, 7 A-law, 8 µ-law, 10 AAC, 11 Speex. Format 0 (PCM in
  /// the writer's platform order) names no order and gives nil. Spec §E.4.2.1.
  public static func flvAudio(_ format: UInt8, bits: Int) -> String? {
    switch format {
    case 1: "adpcm_swf"
    case 2, 14: "mp3"
    case 3: bits == 8 ? "pcm_u8" : "pcm_s16le"
    case 4, 5, 6: "nellymoser"
    case 7: "pcm_alaw"
    case 8: "pcm_mulaw"
    case 10: "aac"
    case 11: "speex"
    default: nil
    }
  }
}
