extension CodecName {
  /// The codec of a BITMAPINFOHEADER `biCompression` (the video FourCC of AVI's `strf` and
  /// ASF's video media type), by FFmpeg's names. Writers vary the case (`xvid`, `XVID`), so
  /// the FourCC is compared in upper case; 0 (`BI_RGB`) is uncompressed. Sources: Microsoft
  /// "BITMAPINFOHEADER structure" and the FourCC registrations (fourcc.org); the names are
  /// FFmpeg's `libavcodec/codec_desc.c`.
  public static func bitmapCompression(_ compression: UInt32) -> String? {
    if compression == 0 { return "rawvideo" }
    let bytes = (0..<4).map { UInt8(truncatingIfNeeded: compression >> ($0 * 8)) }
    guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    return videoFourCC[String(decoding: bytes, as: UTF8.self).uppercased()]
  }

  /// Upper-case FourCCs of the video codecs a policy names.
  static let videoFourCC: [String: String] = {
    var table: [String: String] = [:]
    let families: [String: [String]] = [
      "h264": ["H264", "X264", "AVC1", "DAVC", "VSSH", "Q264"],
      "hevc": ["HEVC", "H265", "X265", "HVC1", "HEV1"],
      "mpeg4": ["FMP4", "DIVX", "DX50", "XVID", "MP4V", "MP4S", "M4S2", "3IV2", "RMP4", "DM4V", "UMP4", "BLZ0"],
      "msmpeg4v1": ["MP41", "MPG4"],
      "msmpeg4v2": ["MP42", "DIV2"],
      "msmpeg4v3": ["MP43", "MPG3", "DIV3", "DIV4", "DIV5", "DIV6", "AP41", "COL1"],
      "wmv1": ["WMV1"],
      "wmv2": ["WMV2"],
      "wmv3": ["WMV3"],
      "vc1": ["WVC1", "WMVA"],
      "mjpeg": ["MJPG", "AVRN", "DMB1", "JPGL", "MJPA", "AVDJ", "LJPG"],
      "mpeg1video": ["MPG1", "PIM1"],
      "mpeg2video": ["MPG2", "PIM2", "MMES", "MX5P"],
      "dvvideo": ["DVSD", "DVHD", "DVSL", "DV25", "DV50", "CDVC", "CDVH", "CDVP", "DVCP", "DVC "],
      "h263": ["H263", "X263", "T263", "L263", "U263", "VIV1"],
      "vp8": ["VP80"],
      "vp9": ["VP90"],
      "av1": ["AV01"],
      "vp6": ["VP60", "VP61", "VP62"],
      "vp6f": ["VP6F", "FLV4"],
      "flv1": ["FLV1"],
      "cinepak": ["CVID"],
      "msvideo1": ["MSVC", "CRAM", "WHAM"],
      "indeo3": ["IV31", "IV32"],
      "indeo4": ["IV41"],
      "indeo5": ["IV50"],
      "ffv1": ["FFV1"],
      "huffyuv": ["HFYU"],
      "ffvhuff": ["FFVH"],
      "png": ["MPNG", "PNG1"],
      "prores": ["APCH", "APCN", "APCS", "APCO", "AP4H"],
      "magicyuv": ["MAGY"],
      "utvideo": ["ULRA", "ULRG", "ULY0", "ULY2", "ULY4", "ULH0", "ULH2", "ULH4"],
      "cfhd": ["CFHD"],
      "rawvideo": ["RAW ", "I420", "IYUV", "YV12", "YUY2", "UYVY", "Y800", "NV12", "YUYV"],
    ]
    for (name, tags) in families {
      for tag in tags { table[tag] = name }
    }
    return table
  }()
}
