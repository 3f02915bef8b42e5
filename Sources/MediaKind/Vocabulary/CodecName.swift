/// The one table of codec names: what each container's codec identifier is called in the
/// record's `videoCodec` and `audioCodec`, by FFmpeg's names (`ffprobe`'s `codec_name`), so
/// a policy names a codec once whatever the container (Docs/CLI.md, "Technical facts").
///
/// Sources: ISO/IEC 14496-12 and -15 sample entries, Apple QTFF "Sound Sample Description"
/// and "Video Sample Description" formats, the MP4 registration authority's code points
/// (mp4ra.org), RFC 9559 Annex "Codec Mappings" (Matroska CodecID), RFC 2361 / Microsoft
/// `mmreg.h` (WAVE format tags); the names are FFmpeg's `libavcodec/codec_desc.c`.
public enum CodecName {
  /// The codec of an ISO BMFF / QuickTime sample entry `format`; nil for one not named here.
  /// Integer PCM entries name their width and order (`sowt` 16-bit little-endian is
  /// `pcm_s16le`); `lpcm` needs its flags and is named by ``pcmName(bits:float:bigEndian:)``.
  public static func sampleEntry(_ format: String) -> String? {
    switch format {
    case "avc1", "avc3", "dva1", "dvav": "h264"
    case "hvc1", "hev1", "dvh1", "dvhe": "hevc"
    case "av01", "dav1": "av1"
    case "vp09": "vp9"
    case "vp08": "vp8"
    case "apch", "apcn", "apcs", "apco", "ap4h", "ap4x": "prores"
    case "mp4v": "mpeg4"
    case "s263", "h263": "h263"
    case "jpeg", "mjpa", "mjpb", "AVDJ": "mjpeg"
    case "png ": "png"
    case "SVQ1": "svq1"
    case "SVQ3": "svq3"
    case "cvid": "cinepak"
    case "rle ": "qtrle"
    case "dvc ", "dvcp", "dv5n", "dv5p", "dvpp", "dvh5", "dvh6", "dvhp", "dvhq": "dvvideo"
    case "mp4a", "aac ": "aac"
    case ".mp3": "mp3"
    case "alac": "alac"
    case "ac-3": "ac3"
    case "ec-3": "eac3"
    case "ac-4": "ac4"
    case "Opus", "opus": "opus"
    case "fLaC", "flac": "flac"
    case "samr": "amr_nb"
    case "sawb": "amr_wb"
    case "ulaw": "pcm_mulaw"
    case "alaw": "pcm_alaw"
    case "ima4": "adpcm_ima_qt"
    case "QDMC": "qdmc"
    case "QDM2": "qdm2"
    case "sowt": "pcm_s16le"
    case "twos": "pcm_s16be"
    case "raw ": "pcm_u8"
    case "in24": "pcm_s24be"
    case "in32": "pcm_s32be"
    case "fl32": "pcm_f32be"
    case "fl64": "pcm_f64be"
    case "mha1", "mhm1": "mpegh_3d_audio"
    default: nil
    }
  }

  /// The codec of an MPEG-4 `esds` ObjectTypeIndication (ISO/IEC 14496-1 Table 5): MPEG
  /// audio in an `mp4a` entry is MP3 or MP2, not AAC.
  public static func objectType(_ indication: UInt8) -> String? {
    switch indication {
    case 0x40, 0x66, 0x67, 0x68: "aac"
    case 0x69, 0x6B: "mp3"
    case 0x20: "mpeg4"
    case 0x21: "h264"
    case 0x60...0x65: "mpeg2video"
    case 0x6A: "mpeg1video"
    case 0x6C: "mjpeg"
    case 0xA5: "ac3"
    case 0xA6: "eac3"
    case 0xAD: "opus"
    default: nil
    }
  }

  /// A Matroska `CodecID` (RFC 9559 codec mappings): prefixes for the families with options
  /// (`A_AAC/MPEG4/LC`).
  public static func matroska(_ id: String, bitDepth: Int? = nil) -> String? {
    switch id {
    case "V_MPEG4/ISO/AVC": return "h264"
    case "V_MPEGH/ISO/HEVC": return "hevc"
    case "V_AV1": return "av1"
    case "V_VP9": return "vp9"
    case "V_VP8": return "vp8"
    case "V_THEORA": return "theora"
    case "V_PRORES": return "prores"
    case "V_MJPEG": return "mjpeg"
    case "V_MPEG1": return "mpeg1video"
    case "V_MPEG2": return "mpeg2video"
    case "V_MPEG4/ISO/SP", "V_MPEG4/ISO/ASP", "V_MPEG4/ISO/AP": return "mpeg4"
    case "V_FFV1": return "ffv1"
    case "A_OPUS": return "opus"
    case "A_VORBIS": return "vorbis"
    case "A_FLAC": return "flac"
    case "A_ALAC": return "alac"
    case "A_MPEG/L3": return "mp3"
    case "A_MPEG/L2": return "mp2"
    case "A_MPEG/L1": return "mp1"
    case "A_AC3": return "ac3"
    case "A_EAC3": return "eac3"
    case "A_DTS": return "dts"
    case "A_TRUEHD": return "truehd"
    case "A_PCM/INT/LIT": return bitDepth.flatMap { pcmName(bits: $0, float: false, bigEndian: false) }
    case "A_PCM/INT/BIG": return bitDepth.flatMap { pcmName(bits: $0, float: false, bigEndian: true) }
    case "A_PCM/FLOAT/IEEE": return bitDepth.flatMap { pcmName(bits: $0, float: true, bigEndian: false) }
    default: return id.hasPrefix("A_AAC") ? "aac" : nil
    }
  }

  /// A WAVE `fmt ` format tag, the `wFormatTag` of a WAVEFORMATEX in WAVE, AVI and ASF (RFC
  /// 2361, Microsoft `mmreg.h`; `WAVE_FORMAT_EXTENSIBLE`'s sub-format GUID starts with the tag
  /// it stands for). The Windows Media tags: 0x0A voice, 0x160-0x163 WMA 1, 2, Pro, Lossless.
  public static func waveFormat(_ tag: UInt16, bits: Int) -> String? {
    switch tag {
    case 0x0001: pcmName(bits: bits, float: false, bigEndian: false)
    case 0x0003: pcmName(bits: bits, float: true, bigEndian: false)
    case 0x0002: "adpcm_ms"
    case 0x0006: "pcm_alaw"
    case 0x0007: "pcm_mulaw"
    case 0x0011: "adpcm_ima_wav"
    case 0x0031: "gsm_ms"
    case 0x000A: "wmavoice"
    case 0x0050: "mp2"
    case 0x0055: "mp3"
    case 0x0075: "metasound"
    case 0x0160: "wmav1"
    case 0x0161: "wmav2"
    case 0x0162: "wmapro"
    case 0x0163: "wmalossless"
    case 0x0092: "ac3"
    case 0x00FF, 0x1600, 0x1601, 0x1602, 0x1610, 0x4143, 0xA106: "aac"
    case 0x2000: "ac3"
    case 0x2001: "dts"
    case 0xF1AC: "flac"
    case 0x704F: "opus"
    default: nil
    }
  }

  /// FFmpeg's name of a PCM layout: 8-bit integer PCM is unsigned in WAVE (`pcm_u8`) and
  /// signed in AIFF (`pcm_s8`: pass `bigEndian`).
  public static func pcmName(bits: Int, float: Bool, bigEndian: Bool) -> String? {
    let order = bigEndian ? "be" : "le"
    if float { return bits == 32 || bits == 64 ? "pcm_f\(bits)\(order)" : nil }
    switch bits {
    case 8: return bigEndian ? "pcm_s8" : "pcm_u8"
    case 16, 24, 32, 64: return "pcm_s\(bits)\(order)"
    default: return nil
    }
  }
}
