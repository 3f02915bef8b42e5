/// The VBR header an encoder writes into the first (silent) frame of an MP3: Xing/Info
/// (Xing, LAME) or VBRI (Fraunhofer).
///
/// ```
/// Xing/Info at frame + 4 + side info (MPEG-1: 32 stereo / 17 mono; MPEG-2/2.5: 17 / 9):
///   0 "Xing" | "Info"  4 u32be flags (1 frames, 2 bytes, 4 TOC, 8 quality)
///   8 [u32be frame count]  [u32be byte count]  [100-byte TOC]  [u32be quality]
/// VBRI at frame + 36:
///   0 "VBRI"  4 u16 version  6 u16 delay  8 u16 quality  10 u32be bytes  14 u32be frames
/// ```
/// The frame count excludes the header's own frame. "Info" is LAME's name for the same
/// header in a CBR file. Sources: ExifTool `MPEG.pm` (`%MPEG::Xing`, `%MPEG::VBRI`),
/// Gabriel Bouvigne's "MPEG Audio Layer I/II/III frame header" and Xing SDK notes.
struct MPEGAudioVBRHeader: Sendable, Hashable {
  enum Kind: String, Sendable { case xing = "Xing", info = "Info", vbri = "VBRI" }

  let kind: Kind
  /// Audio frames after the header frame, when the header states them.
  let frames: Int?
  /// Bytes of audio (including the header frame), when stated.
  let bytes: Int?

  /// Looks for a Xing/Info or VBRI header in the frame at `offset` of `bytes`.
  init?(_ bytes: [UInt8], frameAt offset: Int, header: MPEGAudioFrameHeader) {
    let mono = header.channelMode == 3
    let sideInfo = header.version == 1 ? (mono ? 17 : 32) : (mono ? 9 : 17)
    let xing = offset + 4 + sideInfo
    if bytes.matches(ascii: "Xing", at: xing) || bytes.matches(ascii: "Info", at: xing) {
      kind = bytes.matches(ascii: "Xing", at: xing) ? .xing : .info
      let flags = bytes.integer(at: xing + 4, as: UInt32.self) ?? 0
      var field = xing + 8
      var frames: Int?
      var count: Int?
      if flags & 1 != 0 {
        frames = bytes.integer(at: field, as: UInt32.self).map(Int.init)
        field += 4
      }
      if flags & 2 != 0 { count = bytes.integer(at: field, as: UInt32.self).map(Int.init) }
      self.frames = frames
      self.bytes = count
      return
    }
    let vbri = offset + 36
    if bytes.matches(ascii: "VBRI", at: vbri) {
      kind = .vbri
      self.bytes = bytes.integer(at: vbri + 10, as: UInt32.self).map(Int.init)
      frames = bytes.integer(at: vbri + 14, as: UInt32.self).map(Int.init)
      return
    }
    return nil
  }
}
