/// MPEG program streams (`.mpg`, `.vob`, MPEG-1 system streams): duration, and the video's
/// stored size, nominal frame rate, codec (MPEG-1 or MPEG-2: a sequence extension follows)
/// and MPEG-2 profile from its sequence header (``MPEGVideoSequenceHeader``); the first
/// audio stream's codec and layout (Docs/CLI.md, "Technical facts").
///
/// ```
/// [pack [system header] PES PES ...] [pack PES ...] ... [end code]
///  ↑ head window (256 KiB)                 tail window (last 256 KiB) ↑
/// ```
/// The duration is the span of the presentation timestamps of the first video stream (PES
/// stream ids E0-EF) from the head window to the tail window, plus one frame period when the
/// sequence header gives the frame rate (so 50 frames at 25 fps last 2 s, as ffprobe says);
/// without video, the span of the first stream's timestamps; without timestamps, the span of
/// the pack SCRs. Timestamps are 33-bit and wrap (every 26.5 hours): each is taken relative to
/// the stream's first, modulo 2^33, and the smallest and largest offsets give the span, which
/// also copes with B-frames presented before their reference. Only the two windows are read
/// (Docs/Reliability.md, parser limits); the fast path, which has only the head, gives a
/// duration only when the head holds the whole file.
/// Spec: ISO/IEC 13818-1 §2.5.3, §2.4.3.7 and Annex D (timestamps); `ProgramStreamScanner`.
struct MPEGProgramStreamProbe: Probe {
  let id = "mpeg-ps"

  /// How much of each end of the file is scanned.
  static let windowSize = 256 * 1024
  /// How many packets one window may hold at most (a 256 KiB window of 14-byte packs).
  static let maxPackets = 20_000
  /// Ticks of the 90 kHz system clock per second.
  static let clockRate = 90_000.0

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .mpeg }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let first = source.read(at: 0, count: Self.windowSize)
    let headScan = ProgramStreamScanner(first, maxPackets: Self.maxPackets, syncToPack: false)
    if let sequence = headScan.sequence {
      facts.pixelWidth = sequence.width
      facts.pixelHeight = sequence.height
      if let period = sequence.framePeriod { facts.frameRate = 1 / period }
      facts.technical.videoCodec = sequence.codec
      facts.technical.videoProfile = sequence.profile
    }
    if let audio = headScan.audio { Self.readAudio(audio, into: &facts.technical) }
    let wholeFileRead = first.count >= source.size
    var tailScan: ProgramStreamScanner?
    if !wholeFileRead {
      guard !source.limitedToHead else { return }  // the end is out of sight: no duration
      let tailStart = max(first.count, source.size - Self.windowSize)
      let tail = source.read(at: tailStart, count: source.size - tailStart)
      guard !tail.isEmpty else { return }
      tailScan = ProgramStreamScanner(tail, maxPackets: Self.maxPackets, syncToPack: true)
    }
    let stamps = headScan.stamps + (tailScan?.stamps ?? [])
    let video = stamps.first { (0xE0...0xEF).contains($0.streamID) }?.streamID
    if let stream = video ?? stamps.first?.streamID,
      let span = Self.span(stamps.lazy.filter { $0.streamID == stream }.map(\.pts)), span > 0
    {
      let frame = video != nil ? headScan.sequence?.framePeriod ?? 0 : 0
      facts.duration = Double(span) / Self.clockRate + frame
    } else if let span = Self.span(headScan.clockReferences + (tailScan?.clockReferences ?? [])),
      span > 0
    {
      facts.duration = Double(span) / Self.clockRate
    } else if !headScan.clockReferences.isEmpty || !stamps.isEmpty {
      facts.diagnose(.missing, at: "MPEG-PS", "one timestamp only: no duration")
    }
  }

  /// Codec, channels, sample rate (and DVD LPCM's bit depth) of the first audio stream:
  /// MPEG audio (stream ids C0-DF) and private stream 1's AC-3 and DTS from their first frame
  /// header (``ElementaryAudio``); DVD LPCM from its 3-byte header (byte 1: quantisation (2:
  /// 16, 20, 24 bits), rate (2: 48, 96 kHz), reserved, channels − 1 (3)).
  static func readAudio(
    _ audio: (streamID: UInt8, subStream: UInt8?, payload: [UInt8]), into technical: inout TechnicalMetadata
  ) {
    switch audio.subStream {
    case nil:
      ElementaryAudio.fill(&technical, family: "mp2", bytes: audio.payload)
    case .some(0x80...0x87):
      ElementaryAudio.fill(&technical, family: "ac3", bytes: audio.payload)
    case .some(0x88...0x8F):
      technical.audioCodec = "dts"
    case .some(0xA0...0xA7):
      guard audio.payload.count >= 2 else { return }
      let layout = audio.payload[1]
      let bits = [16, 20, 24, 0][Int(layout >> 6)]
      guard bits > 0, layout >> 4 & 3 < 2 else { return }
      technical.audioCodec = "pcm_dvd"
      technical.bitDepth = bits
      technical.sampleRate = layout >> 4 & 3 == 0 ? 48_000 : 96_000
      technical.audioChannels = Int(layout & 7) + 1
    default:
      break
    }
  }

  /// The span of 33-bit timestamps: each taken relative to the first, modulo 2^33 (an offset
  /// above 2^32 counts as negative: a timestamp before the first), largest minus smallest.
  static func span(_ values: some Sequence<UInt64>) -> UInt64? {
    var iterator = values.makeIterator()
    guard let reference = iterator.next() else { return nil }
    let modulus: Int64 = 1 << 33
    var low: Int64 = 0
    var high: Int64 = 0
    while let value = iterator.next() {
      var offset = (Int64(value & 0x1_FFFF_FFFF) - Int64(reference & 0x1_FFFF_FFFF)) % modulus
      if offset < 0 { offset += modulus }
      if offset > modulus / 2 { offset -= modulus }
      low = min(low, offset)
      high = max(high, offset)
    }
    return UInt64(high - low)
  }
}
