/// Ogg (Vorbis, Opus, Speex, FLAC, Theora): duration, and Theora's frame size and rate.
///
/// Every logical stream starts with a page flagged "first page" whose first packet is the
/// codec's identification header; these pages come before any data page (RFC 3533 §4). The
/// duration is the largest stream end time, from the granule position of each stream's last
/// page, found in the file's tail (the thorough path; the fast path only when the head is the
/// whole file).
///
/// ```
/// Vorbis  "\x01vorbis" 7 u32le version  11 u8 channels  12 u32le rate   end = granule / rate
/// Opus    "OpusHead"   8 u8 version  9 u8 channels  10 u16le pre-skip  12 u32le input rate
///                      end = (granule − pre-skip) / 48000 (granules are always 48 kHz)
/// Speex   "Speex   "   28 i32 version id  32 i32 header size  36 i32le rate  end = granule / rate
/// FLAC    "\x7FFLAC"   5 u8 major  6 u8 minor  7 u16be header count  9 "fLaC"  13 block header
///                      17 STREAMINFO                                  end = granule / rate
/// Theora  "\x80theora" 7 vmaj 8 vmin 9 vrev  10 u16be FMBW  12 u16be FMBH  14 u24be PICW
///                      17 u24be PICH  20 PICX  21 PICY  22 u32be FRN  26 u32be FRD
///                      ... 40: 6 bits quality, 5 bits KFGSHIFT
///                      frames = (granule >> shift) + (granule & (2^shift − 1)) [+1 before 3.2.1]
///                      end = frames × FRD / FRN
/// ```
/// Specs: RFC 3533 (Ogg), Xiph "Vorbis I specification" §4.2.2 and Appendix A, RFC 7845 §4
/// and §5.1 (Opus), Speex manual §"Ogg mapping", RFC 9639 §10.1 (FLAC in Ogg), Xiph "Theora
/// specification" §6.2 (identification header) and §A.2.3 (granule position).
struct OggProbe: Probe {
  let id = "ogg"

  /// The tail read for the last pages: one page is at most 65 307 bytes.
  static let tailLength = 80 * 1024
  /// A second, longer look when a stream's last page is not in the first tail.
  static let longTailLength = 1 << 20
  /// Streams followed at most (multiplexed files have a handful).
  static let maxStreams = 32

  /// What one logical stream's identification header says.
  struct Stream: Sendable, Hashable {
    enum Codec: String, Sendable { case vorbis, opus, speex, flac, theora, other }
    var codec: Codec
    /// Samples per second of the granule clock (Theora: frames per second).
    var granuleRate: Double
    var preSkip: Int64 = 0
    var theoraShift = 0
    var theoraFramesFromOne = true
    var width: Int?
    var height: Int?
    /// Audio channels and bits per sample (FLAC), from the identification header.
    var channels: Int?
    var bitDepth: Int?
  }

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .ogg }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    var streams: [UInt32: Stream] = [:]
    var order: [UInt32] = []
    var position = 0
    // The identification headers: the leading run of first-of-stream pages.
    for _ in 0..<Self.maxStreams {
      let bytes = source.read(at: position, count: OggPageHeader.minimumLength + 255 + 64)
      guard let page = OggPageHeader(bytes, at: 0) else {
        if position == 0 { facts.diagnose(.missing, at: "Ogg", "no page header at offset 0") }
        break
      }
      guard page.isFirstPage else { break }
      let packet = source.read(at: position + page.headerLength, count: min(page.bodyLength, 64))
      if streams[page.serial] == nil {
        streams[page.serial] = Self.identify(packet)
        order.append(page.serial)
      }
      position += page.pageLength
    }
    guard !order.isEmpty else { return }

    for serial in order {
      guard let stream = streams[serial] else { continue }
      facts.record(
        .oggStreamCodec(serial: serial), .string(stream.codec.rawValue),
        at: "Ogg first page")
      if stream.codec == .theora, facts.pixelWidth == nil, let w = stream.width,
        let h = stream.height
      {
        facts.pixelWidth = w
        facts.pixelHeight = h
        if stream.granuleRate > 0 { facts.frameRate = stream.granuleRate }
      }
    }
    // The first audio stream's technical facts (Docs/CLI.md, "Technical facts"); Opus
    // always decodes at 48 kHz (RFC 7845 §5.1), as its granule clock says.
    if let audio = order.lazy.compactMap({ streams[$0] }).first(where: { [.vorbis, .opus, .speex, .flac].contains($0.codec) }) {
      facts.technical.audioCodec = audio.codec.rawValue
      facts.technical.audioChannels = audio.channels
      facts.technical.sampleRate = Int(exactly: audio.granuleRate.rounded())
      facts.technical.bitDepth = audio.bitDepth
    }
    if let video = order.lazy.compactMap({ streams[$0] }).first(where: { $0.codec == .theora }) {
      facts.technical.videoCodec = video.codec.rawValue
    }
    if order.contains(where: { streams[$0]?.codec == .theora }), input.format.id != .ogv {
      facts.refine(to: .ogv, because: "an Ogg file with a Theora stream is Ogg video")
    }

    // The last granule position of each stream, from the end of the file.
    var last = lastGranules(source, length: Self.tailLength)
    if order.contains(where: { last[$0] == nil && streams[$0]?.codec != .other }) {
      last.merge(lastGranules(source, length: Self.longTailLength)) { near, _ in near }
    }
    var duration: Double?
    for serial in order {
      guard let stream = streams[serial], let granule = last[serial], stream.granuleRate > 0
      else { continue }
      let end = Self.endTime(of: stream, granule: granule)
      if let end, end >= 0 { duration = max(duration ?? 0, end) }
    }
    if let duration {
      facts.duration = duration
    } else if !source.limitedToHead || source.headIsWholeFile {
      facts.diagnose(.missing, at: "Ogg", "no granule position found at the end of the file")
    }
  }

  /// The codec and clock of a stream from its identification packet.
  static func identify(_ p: [UInt8]) -> Stream {
    if p.matches([0x01], at: 0), p.matches(ascii: "vorbis", at: 1),
      let rate = p.integer(at: 12, as: UInt32.self, endianness: .little)
    {
      var stream = Stream(codec: .vorbis, granuleRate: Double(rate))
      stream.channels = p.integer(at: 11, as: UInt8.self).map(Int.init)
      return stream
    }
    if p.matches(ascii: "OpusHead", at: 0),
      let preSkip = p.integer(at: 10, as: UInt16.self, endianness: .little)
    {
      var stream = Stream(codec: .opus, granuleRate: 48_000, preSkip: Int64(preSkip))
      stream.channels = p.integer(at: 9, as: UInt8.self).map(Int.init)
      return stream
    }
    if p.matches(ascii: "Speex   ", at: 0),
      let rate = p.integer(at: 36, as: UInt32.self, endianness: .little)
    {
      var stream = Stream(codec: .speex, granuleRate: Double(rate))
      stream.channels = p.integer(at: 48, as: UInt32.self, endianness: .little).map { Int(clamping: $0) }
      return stream
    }
    if p.matches([0x7F], at: 0), p.matches(ascii: "FLAC", at: 1), p.matches(ascii: "fLaC", at: 9),
      let info = FLACStreamInfo(p, at: 17)
    {
      var stream = Stream(codec: .flac, granuleRate: Double(info.sampleRate))
      stream.channels = info.channels
      stream.bitDepth = info.bitsPerSample
      return stream
    }
    if p.matches([0x80], at: 0), p.matches(ascii: "theora", at: 1),
      // VMAJ, VMIN, VREV: one 24-bit version, 3.2.1 = 0x030201
      let version = p.integer(at: 7, byteCount: 3, as: UInt32.self),
      let width = p.integer(at: 14, byteCount: 3, as: UInt32.self),
      let height = p.integer(at: 17, byteCount: 3, as: UInt32.self),
      let numerator = p.integer(at: 22, as: UInt32.self),
      let denominator = p.integer(at: 26, as: UInt32.self),
      let bits = p.integer(at: 40, as: UInt16.self)
    {
      return Stream(
        codec: .theora,
        granuleRate: denominator > 0 ? Double(numerator) / Double(denominator) : 0,
        theoraShift: Int((bits >> 5) & 0x1F),
        theoraFramesFromOne: version >= 0x030201,
        width: Int(width), height: Int(height))
    }
    return Stream(codec: .other, granuleRate: 0)
  }

  /// A stream's end time in seconds for its last granule position.
  static func endTime(of stream: Stream, granule: Int64) -> Double? {
    guard granule >= 0, stream.granuleRate > 0 else { return nil }
    switch stream.codec {
    case .opus:
      return Double(max(0, granule - stream.preSkip)) / stream.granuleRate
    case .theora:
      let shift = stream.theoraShift
      let keyframe = shift > 0 && shift < 63 ? granule >> Int64(shift) : granule
      let delta = shift > 0 && shift < 63 ? granule & ((Int64(1) << Int64(shift)) - 1) : 0
      let (frames, overflow) = keyframe.addingReportingOverflow(delta)
      guard !overflow else { return nil }
      // Before 3.2.1 granules counted from frame 0; since then they count frames shown.
      // (`frames + 1` trapped at Int64.max: Samples/broken/ogv/theora-last-granule-int64-max.ogv.)
      let (shown, late) =
        stream.theoraFramesFromOne ? (frames, false) : frames.addingReportingOverflow(1)
      guard !late else { return nil }
      return Double(shown) / stream.granuleRate
    case .vorbis, .speex, .flac:
      return Double(granule) / stream.granuleRate
    case .other:
      return nil
    }
  }

  /// The last granule position per stream among the pages in the last `length` bytes, or
  /// nothing when that region cannot be read in this mode (the fast path past the head).
  func lastGranules(_ source: ByteSource, length: Int) -> [UInt32: Int64] {
    let start = max(0, source.size - length)
    guard source.canRead(start..<source.size) else { return [:] }
    let tail = source.read(at: start, count: source.size - start)
    guard tail.count == source.size - start else { return [:] }
    var result: [UInt32: Int64] = [:]
    var index = 0
    let capture: [UInt8] = Array("OggS".utf8)
    while let found = tail.firstIndex(of: capture, in: index..<tail.count) {
      if let page = OggPageHeader(tail, at: found), found + page.pageLength <= tail.count {
        if let granule = page.granulePosition { result[page.serial] = granule }
        index = found + page.pageLength
      } else {
        index = found + 1
      }
    }
    return result
  }
}
