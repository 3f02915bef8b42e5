/// MP3 (MPEG-1/2/2.5 audio, layers I–III): duration.
///
/// ```
/// [ID3v2 tag(s)] [junk] frame frame frame ... [APEv2] [Lyrics3] [ID3v1]
/// frame = 4-byte header (``MPEGAudioFrameHeader``) + data; the first frame may carry a
///         Xing/Info/VBRI header (``MPEGAudioVBRHeader``) instead of audio
/// ```
/// The duration is, in order of preference:
/// 1. for a file whose frames run more than 1 MiB past the first, the Xing/Info/VBRI frame
///    count × samples per frame / sample rate, when the count is plausible for the file's size
///    (an implied bit rate of 4–640 kbit/s);
/// 2. the exact frame walk: every complete frame from the first to the end of the audio,
///    the VBR-header frame excluded, when the walk reaches the end within 1 MiB (small files);
/// 3. the frame count of step 1, plausible for the audio's size (trailing tags excluded);
/// 4. the constant-bit-rate estimate: audio bytes × 8 / bit rate of the first frame.
/// The fast path takes step 1 from the head; steps 2–4 only when its head is the whole file
/// (otherwise it leaves the duration out: an estimate from the head is not thorough's value).
/// Specs: ISO/IEC 11172-3 §2.4.2.3, ISO/IEC 13818-3; ExifTool `MPEG.pm` (Xing/VBRI and the
/// bit-rate duration), id3.org ID3v2.4 §3.1.
struct MPEGAudioProbe: Probe {
  let id = "mpeg-audio"

  /// How far past the ID3 tag the first frame is searched for (encoders and damaged files
  /// leave junk there).
  static let syncSearchLength = 64 * 1024
  /// How many bytes of frames the exact walk reads at most.
  static let walkLimit = 1 << 20

  /// ADTS AAC shares the family but has no MPEG-1 frames; only MP3 is read here.
  func accepts(_ format: FormatDescriptor) -> Bool {
    format.family == .mpegAudio && format.id == .mp3
  }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let audioStart = Self.skipID3v2(source)
    guard audioStart < source.size else {
      facts.diagnose(.missing, at: "MP3", "no audio after the ID3v2 tag")
      return
    }
    let window = source.read(at: audioStart, count: Self.syncSearchLength + 8)
    guard let (index, header) = Self.firstFrame(in: window, fileRemaining: source.size - audioStart)
    else {
      // In the fast path a window cut by the head proves nothing.
      if window.count > 4, !source.limitedToHead || source.headIsWholeFile {
        facts.diagnose(.missing, at: "MP3", "no MPEG audio frame within \(window.count) bytes of offset \(audioStart)")
      }
      return
    }
    let firstFrame = audioStart + index
    if index > 0 { facts.diagnose(.malformed, at: "MP3", "\(index) bytes before the first frame at \(firstFrame)") }
    facts.record(.mpegAudioVersion, .int(header.version), at: "MPEG frame header")
    facts.record(.mpegAudioLayer, .int(header.layer), at: "MPEG frame header")
    facts.record(.mpegSampleRate, .int(header.sampleRate), at: "MPEG frame header")
    facts.record(.mpegAudioBitrate, .int(header.bitrate * 1000), at: "MPEG frame header")
    facts.technical.audioCodec = ["mp1", "mp2", "mp3"][max(1, min(3, header.layer)) - 1]
    facts.technical.sampleRate = header.sampleRate
    facts.technical.audioChannels = header.channelMode == 3 ? 1 : 2

    let vbr = MPEGAudioVBRHeader(window, frameAt: index, header: header)
    let walkStart = firstFrame + (vbr != nil ? header.frameLength : 0)
    let rate = Double(header.sampleRate)
    // Audio longer than the walk limit: its Xing/Info/VBRI count, judged against the file's size
    // (which both modes know), decides in both modes alike (Docs/DetectionRules.md, "What fast
    // mode leaves out").
    if source.size - walkStart > Self.walkLimit, let vbr, let frames = vbr.frames,
      let duration = Self.declaredDuration(vbr, header, audioBytes: source.size - firstFrame)
    {
      facts.record(.mpegVBRFrames, .int(frames), at: "MPEG \(vbr.kind.rawValue) header")
      facts.duration = duration
      facts.record(.mpegDurationSource, .string(vbr.kind.rawValue), at: "MPEG frames")
      return
    }
    // Everything else needs the whole file (a walk that meets damage past the head resyncs
    // there, and trailing tags shorten the audio): the fast path leaves the duration out unless
    // its head is the whole file, rather than estimate it.
    guard !source.limitedToHead || source.headIsWholeFile else { return }
    let audioEnd = source.size - TrailingAudioTags.length(in: source, end: source.size)

    if let walked = walk(source, from: walkStart, to: audioEnd, like: header) {
      facts.duration = Double(walked.samples) / rate
      facts.record(.mpegDurationSource, .string("frame walk"), at: "MPEG frames")
      if walked.skipped > 0 {
        facts.diagnose(.malformed, at: "MP3", "\(walked.skipped) bytes of damaged frames skipped between frames")
      }
      if walked.endedEarly {
        facts.diagnose(.truncated, at: "MP3", "frames stop at \(walked.end), \(audioEnd - walked.end) bytes before the end")
      }
      return
    }
    let audioBytes = max(0, audioEnd - firstFrame)
    if let vbr, let frames = vbr.frames {
      facts.record(.mpegVBRFrames, .int(frames), at: "MPEG \(vbr.kind.rawValue) header")
      if let duration = Self.declaredDuration(vbr, header, audioBytes: audioBytes) {
        facts.duration = duration
        facts.record(.mpegDurationSource, .string(vbr.kind.rawValue), at: "MPEG frames")
        return
      }
      facts.diagnose(.inconsistent, at: "MP3", "\(vbr.kind.rawValue) frame count \(frames) does not fit the file size")
    }
    let cbrBytes = max(0, audioBytes - (vbr != nil ? header.frameLength : 0))
    facts.duration = Double(cbrBytes) * 8 / Double(header.bitrate * 1000)
    facts.record(.mpegDurationSource, .string("bit rate estimate"), at: "MPEG frames")
  }

  /// The duration `vbr`'s frame count declares, when the count is plausible for `audioBytes`
  /// (an implied bit rate of 4–640 kbit/s); nil without a count or with an implausible one.
  static func declaredDuration(_ vbr: MPEGAudioVBRHeader, _ header: MPEGAudioFrameHeader, audioBytes: Int)
    -> Double?
  {
    guard let frames = vbr.frames else { return nil }
    let duration = Double(frames) * Double(header.samplesPerFrame) / Double(header.sampleRate)
    let kbps = duration > 0 ? Double(audioBytes) * 8 / duration / 1000 : 0
    return (4...640).contains(kbps) ? duration : nil
  }

  /// The position after the ID3v2 tags at the start (several may be stacked).
  static func skipID3v2(_ source: ByteSource) -> Int {
    var position = 0
    for _ in 0..<4 {
      let header = source.read(at: position, count: 10)
      guard let length = ID3v2Tag.length(header), length > 0 else { break }
      position += length
    }
    return position
  }

  /// The first frame in `window`: a valid header followed by a chain of frames of the same
  /// version, layer and rate (three when the stream does not start at once, where a chance
  /// sync in junk is likelier; fewer when the data ends first).
  static func firstFrame(in window: [UInt8], fileRemaining: Int) -> (Int, MPEGAudioFrameHeader)? {
    guard window.count >= 4 else { return nil }
    for index in 0...(window.count - 4) where window[index] == 0xFF {
      guard let header = MPEGAudioFrameHeader(window, at: index) else { continue }
      var next = index + header.frameLength
      var chained = 1
      let needed = index == 0 ? 2 : 3
      while chained < needed {
        if next + 4 > window.count {
          // The data ends: accept a chain of two, or one frame that ends the file.
          if next >= fileRemaining || chained >= 2 { chained = needed }
          break
        }
        guard let other = MPEGAudioFrameHeader(window, at: next), other.version == header.version,
          other.layer == header.layer, other.sampleRate == header.sampleRate
        else { break }
        chained += 1
        next += other.frameLength
      }
      if chained >= needed { return (index, header) }
    }
    return nil
  }

  /// The result of an exact frame walk.
  struct Walk {
    var samples: Int
    var end: Int
    var endedEarly: Bool
    /// Bytes skipped between frames to find the next valid one (damaged streams).
    var skipped = 0
  }

  /// How far past a damaged frame the walk looks for the next valid one.
  static let resyncLength = 64 * 1024

  /// Counts complete frames from `start` to `end`; `nil` when the walk could not finish (the
  /// limit, the head in the fast path, or the read budget came first).
  func walk(_ source: ByteSource, from start: Int, to end: Int, like first: MPEGAudioFrameHeader)
    -> Walk?
  {
    var reader = ChunkedReader(source: source)
    var position = start
    var samples = 0
    var skipped = 0
    // No room for another frame header means the audio has ended.
    while position + 4 <= end {
      guard position - start <= Self.walkLimit else { return nil }
      // Unreadable: past the head in the fast path, or the read budget is spent.
      guard let word = reader.integer(at: position, as: UInt32.self) else { return nil }
      guard let header = MPEGAudioFrameHeader(word), header.isSameStream(as: first)
      else {
        // Garbage or a broken frame between good ones: resynchronise on the next frame of the
        // same stream that a second one follows (or that ends the audio), as decoders and
        // ffprobe do, and keep counting. Nothing found nearby: the audio ends here.
        guard let resumed = resync(&reader, after: position, to: end, like: first) else {
          return Walk(samples: samples, end: position, endedEarly: true, skipped: skipped)
        }
        skipped += resumed - position
        position = resumed
        continue
      }
      // A frame cut off by the end of the file (or by a tag) does not play.
      guard position + header.frameLength <= end else {
        return Walk(samples: samples, end: position, endedEarly: false, skipped: skipped)
      }
      samples += header.samplesPerFrame
      position += header.frameLength
    }
    return Walk(samples: samples, end: position, endedEarly: false, skipped: skipped)
  }

  /// The next position after `position` (within ``resyncLength``) where a frame of `first`'s
  /// stream starts and another one follows it, or the frame ends exactly at `end`; nil when
  /// there is none or the bytes cannot be read.
  func resync(
    _ reader: inout ChunkedReader, after position: Int, to end: Int, like first: MPEGAudioFrameHeader
  ) -> Int? {
    func header(at offset: Int) -> MPEGAudioFrameHeader? {
      // The sync byte first: the rest is not read where it is missing.
      guard reader.integer(at: offset, as: UInt8.self) == 0xFF,
        let word = reader.integer(at: offset, as: UInt32.self)
      else { return nil }
      return MPEGAudioFrameHeader(word)
    }
    var candidate = position + 1
    let limit = min(end - 4, position + Self.resyncLength)
    while candidate <= limit {
      if let found = header(at: candidate), found.isSameStream(as: first) {
        let next = candidate + found.frameLength
        if next == end { return candidate }
        if next + 4 <= end, let second = header(at: next), second.isSameStream(as: first) {
          return candidate
        }
      }
      candidate += 1
    }
    return nil
  }
}
