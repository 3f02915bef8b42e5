extension CodecName {
  /// The codec of an MXF PictureEssenceCoding UL (SMPTE RP 224 registry, node
  /// 06 0E 2B 34 04 01 01 vv 04 01 02 ...; the version byte vv is ignored), by FFmpeg's names:
  /// `04 01 02 01` uncompressed, `04 01 02 02 01 xx` MPEG (01-04 MPEG-2 families, 20 MPEG-4
  /// visual, 30-3F H.264/AVC), `02` DV, `03 01` JPEG 2000, `03 06` ProRes, `71` VC-3 (DNxHD).
  public static func mxfPicture(_ ul: [UInt8]) -> String? {
    guard ul.count == 16, ul.starts(with: [0x06, 0x0E, 0x2B, 0x34, 0x04, 0x01, 0x01]),
      ul[8] == 0x04, ul[9] == 0x01, ul[10] == 0x02
    else { return nil }
    switch (ul[11], ul[12], ul[13]) {
    case (0x01, _, _): return "rawvideo"
    case (0x02, 0x01, 0x01...0x04): return "mpeg2video"
    case (0x02, 0x01, 0x20): return "mpeg4"
    case (0x02, 0x01, 0x30...0x3F): return "h264"
    case (0x02, 0x02, _): return "dvvideo"
    case (0x02, 0x03, 0x01): return "jpeg2000"
    case (0x02, 0x03, 0x06): return "prores"
    case (0x02, 0x71, _): return "dnxhd"
    default: return nil
    }
  }

  /// The picture codec an MXF EssenceContainer UL implies (SMPTE ST 379-1 generic container
  /// node 06 0E 2B 34 04 01 01 vv 0D 01 03 01 02 mm ...), for a descriptor without a
  /// PictureEssenceCoding: mapping mm 01 D-10 and 04 MPEG elementary stream (MPEG-2 video
  /// when the next byte, the stream id less 0x80, is 60-6F: a video stream E0-EF), 02 DV, 05
  /// uncompressed, 0C JPEG 2000, 10 AVC, 11 VC-3, 1C ProRes (FFmpeg reads them the same way).
  public static func mxfPictureContainer(_ ul: [UInt8]) -> String? {
    guard ul.count == 16, ul.starts(with: [0x06, 0x0E, 0x2B, 0x34, 0x04, 0x01, 0x01]),
      ul[8...12].elementsEqual([0x0D, 0x01, 0x03, 0x01, 0x02])
    else { return nil }
    switch ul[13] {
    case 0x01: return "mpeg2video"
    case 0x04: return (0x60...0x6F).contains(ul[14]) ? "mpeg2video" : nil
    case 0x02: return "dvvideo"
    case 0x05: return "rawvideo"
    case 0x0C: return "jpeg2000"
    case 0x10: return "h264"
    case 0x11: return "dnxhd"
    case 0x1C: return "prores"
    default: return nil
    }
  }

  /// The codec of an MXF sound descriptor: its SoundEssenceCoding UL (RP 224 node
  /// 06 0E 2B 34 04 01 01 vv 04 02 02 ...: `01` uncompressed, `01 7E` big-endian (AIFF),
  /// `02 03 01` MPEG audio, `02 03 02 01` AC-3), or, without one, the descriptor kind: AES3
  /// (47) and WAVE (48) descriptors hold PCM. PCM is named by its QuantizationBits
  /// (``pcmName(bits:float:bigEndian:)``).
  public static func mxfSound(coding: [UInt8]?, descriptor kind: UInt8, bits: Int?) -> String? {
    guard let ul = coding, ul.count == 16, ul.starts(with: [0x06, 0x0E, 0x2B, 0x34, 0x04, 0x01, 0x01]),
      ul[8] == 0x04, ul[9] == 0x02, ul[10] == 0x02
    else {
      return kind == 0x47 || kind == 0x48 ? bits.flatMap { pcmName(bits: $0, float: false, bigEndian: false) } : nil
    }
    switch (ul[11], ul[12], ul[13], ul[14]) {
    case (0x01, 0x7E, _, _): return bits.flatMap { pcmName(bits: $0, float: false, bigEndian: true) }
    case (0x01, _, _, _): return bits.flatMap { pcmName(bits: $0, float: false, bigEndian: false) }
    case (0x02, 0x03, 0x01, _): return "mp2"
    case (0x02, 0x03, 0x02, 0x01): return "ac3"
    default: return nil
    }
  }
}
