/// The audio facts the first frame header of an elementary stream states, for containers
/// that name the codec family but not the layout (MPEG-TS PMT stream types, MPEG program
/// stream ids): AC-3 and E-AC-3 (``AC3Header``), MPEG audio (``MPEGAudioFrameHeader``: the
/// layer names the codec), ADTS AAC (``ADTSFrameHeader``). A header at the start of the
/// bytes is taken as it is (a PES payload normally starts with a frame); one further in only
/// when it is followed by a chain of frames (MPEG audio) or is the AC-3 sync word.
enum ElementaryAudio {
  /// Fills codec, channels and sample rate of `family` (`ac3`, `eac3`, `mp2`, `aac`) from
  /// `bytes`, where `technical` has none yet. Returns whether a header was read.
  @discardableResult
  static func fill(_ technical: inout TechnicalMetadata, family: String, bytes: [UInt8]) -> Bool {
    switch family {
    case "ac3", "eac3":
      guard let sync = bytes.firstIndex(of: [0x0B, 0x77], in: 0..<min(bytes.count, 4096)),
        let header = AC3Header(Array(bytes[sync...].prefix(16)))
      else { return false }
      header.fill(&technical)
      return true
    case "mp2":
      let found: MPEGAudioFrameHeader? =
        MPEGAudioFrameHeader(bytes, at: 0)
        ?? MPEGAudioProbe.firstFrame(in: Array(bytes.prefix(16_384)), fileRemaining: .max).map(\.1)
      guard let header = found else { return false }
      if technical.audioCodec == nil { technical.audioCodec = ["mp1", "mp2", "mp3"][max(1, min(3, header.layer)) - 1] }
      if technical.sampleRate == nil { technical.sampleRate = header.sampleRate }
      if technical.audioChannels == nil { technical.audioChannels = header.channelMode == 3 ? 1 : 2 }
      return true
    case "aac":
      var index = 0
      let limit = min(bytes.count, 4096)
      while index + 7 <= limit {
        if bytes[index] == 0xFF, bytes[index + 1] & 0xF6 == 0xF0, let header = ADTSFrameHeader(bytes, at: index) {
          if technical.audioCodec == nil { technical.audioCodec = "aac" }
          if technical.sampleRate == nil { technical.sampleRate = header.sampleRate }
          if technical.audioChannels == nil { technical.audioChannels = header.channels }
          return true
        }
        index += 1
      }
      return false
    default:
      return false
    }
  }
}
