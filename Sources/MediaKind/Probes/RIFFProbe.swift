/// RIFF family: WAVE audio (RIFF, big-endian RIFX, 64-bit RF64/BW64) and AVI video.
///
/// ```
/// 0 "RIFF" | "RIFX" | "RF64" | "BW64"   4 u32 size (0xFFFFFFFF in RF64)   8 form type
/// 12 chunks: id(4) size(4) data, padded to even (sizes big-endian in RIFX)
///
/// WAVE  "fmt ": u16 format tag, u16 channels, u32 sample rate, u32 byte rate,
///               u16 block align, u16 bits per sample [, u16 cbSize, ..., 24 sub-format GUID]
///       "fact": u32 sample frames (compressed formats)
///       "ds64": u64 RIFF size, u64 data size, u64 sample count (RF64: replaces 0xFFFFFFFF)
///       "data": the samples; duration = data size / byte rate
/// AVI   LIST "hdrl": "avih" (u32 µs per frame, ..., 16 u32 total frames, ..., 32 u32 width,
///               36 u32 height), LIST "strl" per stream: "strh" (0 fccType "vids"/"auds",
///               20 u32 scale, 24 u32 rate, 32 u32 length), "strf" (video: BITMAPINFOHEADER,
///               4 i32 width, 8 i32 height); LIST "odml": "dmlh" (u32 total frames, OpenDML)
/// ```
/// Specs: Microsoft Multimedia Programming Interface and Data Specifications 1.0 (RIFF, WAVE),
/// Microsoft "AVI RIFF File Reference", OpenDML AVI File Format Extensions 1.02, EBU Tech 3306
/// (RF64), ITU-R BS.2088 (BW64).
struct RIFFProbe: Probe {
  let id = "riff"

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .riff }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let head = source.head
    guard let magicRaw = head.u32be(at: 0), let formRaw = head.u32be(at: 8) else {
      facts.diagnose("RIFF: header truncated")
      return
    }
    let magic = FourCC(magicRaw)
    let bigEndian = magic == "RIFX"
    let is64 = magic == "RF64" || magic == "BW64"
    let declared = (bigEndian ? head.u32be(at: 4) : head.u32le(at: 4)) ?? 0
    // The walk runs to the end of the file, not to the stated RIFF size: writers often get
    // that size wrong (chunks such as `data` then follow "outside" the form), and players
    // read on. Damage reported past the stated size is only trailing data (often ID3 tags).
    var riffEnd = source.size
    if !is64, declared >= 4, declared != 0xFFFF_FFFF {
      riffEnd = min(source.size, 8 + Int(declared))
    }
    let walker = IFFChunkWalker(source: source, bigEndian: bigEndian)
    let ending: IFFChunkWalker.End
    let name: String
    switch FourCC(formRaw) {
    case "WAVE":
      name = "WAVE"
      ending = readWAVE(walker, end: source.size, input: input, into: &facts)
    case "AVI ", "AVIX":
      name = "AVI"
      ending = readAVI(walker, end: source.size, input: input, into: &facts)
    default:
      return
    }
    switch ending {
    case .malformed(let at) where at >= riffEnd:
      break
    default:
      if let message = ending.diagnostic(name) { facts.diagnose(message) }
    }
  }

  // MARK: WAVE

  /// The `fmt ` chunk fields a duration needs.
  struct WaveFormat: Sendable, Hashable {
    var formatTag: UInt16
    var channels: UInt16
    var sampleRate: UInt32
    var byteRate: UInt32
    var blockAlign: UInt16
    var bitsPerSample: UInt16

    /// Parses the first 16 bytes of a `fmt ` chunk (and the WAVE_FORMAT_EXTENSIBLE sub-format
    /// tag when present).
    init?(_ data: [UInt8], bigEndian: Bool) {
      var reader = ByteReader(data, bigEndian: bigEndian)
      do {
        formatTag = try reader.u16()
        channels = try reader.u16()
        sampleRate = try reader.u32()
        byteRate = try reader.u32()
        blockAlign = try reader.u16()
        bitsPerSample = try reader.u16()
      } catch {
        return nil
      }
      // WAVE_FORMAT_EXTENSIBLE: the real tag is the first two bytes of the sub-format GUID.
      if formatTag == 0xFFFE, data.count >= 26 {
        let sub = bigEndian ? data.u16be(at: 24) : data.u16le(at: 24)
        if let sub { formatTag = sub }
      }
    }

    /// Uncompressed (PCM, IEEE float) or constant-rate companded (A-law, µ-law): the byte
    /// rate alone gives the duration.
    var isConstantByteRate: Bool { [1, 3, 6, 7].contains(formatTag) }
  }

  private func readWAVE(
    _ walker: IFFChunkWalker, end: Int, input: ProbeInput, into facts: inout MediaFacts
  ) -> IFFChunkWalker.End {
    let source = input.source
    var format: WaveFormat?
    var factSamples: UInt32?
    var ds64DataSize: UInt64?
    var ds64SampleCount: UInt64?
    var data: IFFChunk?
    let ending = walker.walk(
      from: 12, to: end, maxEntries: input.budget.maxEntries,
      sizeOverride: { id, declared in
        // RF64: the 32-bit size of `data` is 0xFFFFFFFF and ds64 holds the real one.
        id == "data" && declared == 0xFFFF_FFFF ? ds64DataSize : nil
      }
    ) { chunk in
      switch chunk.id {
      case "fmt ":
        format = WaveFormat(
          source.read(at: chunk.dataOffset, count: min(chunk.size, 40)),
          bigEndian: walker.bigEndian)
      case "fact":
        let bytes = source.read(at: chunk.dataOffset, count: 4)
        factSamples = walker.bigEndian ? bytes.u32be(at: 0) : bytes.u32le(at: 0)
      case "ds64":
        var reader = ByteReader(source.read(at: chunk.dataOffset, count: 24), bigEndian: false)
        _ = try? reader.u64le()
        ds64DataSize = try? reader.u64le()
        ds64SampleCount = try? reader.u64le()
      case "data":
        if data == nil { data = chunk }
      default:
        break
      }
      return true
    }
    guard let format else {
      if !source.limitedToHead || data != nil { facts.diagnose("WAVE: no fmt chunk") }
      return ending
    }
    facts.record("RIFF.SampleRate", .int(Int(format.sampleRate)), at: "RIFF/fmt")
    facts.record("RIFF.FormatTag", .int(Int(format.formatTag)), at: "RIFF/fmt")
    if let data, data.declaredSize > UInt64(data.size) {
      facts.diagnose("WAVE: data chunk declares \(data.declaredSize) bytes, \(data.size) present")
    }
    // Compressed formats state their length in samples (fact, or ds64 in RF64).
    let samples = ds64SampleCount.flatMap { $0 > 0 ? $0 : nil } ?? factSamples.map(UInt64.init)
    if !format.isConstantByteRate, let samples, samples > 0, format.sampleRate > 0 {
      facts.duration = Double(samples) / Double(format.sampleRate)
    } else if let data, format.byteRate > 0 {
      facts.duration = Double(data.size) / Double(format.byteRate)
    }
    return ending
  }

  // MARK: AVI

  /// One stream's `strh` fields.
  private struct StreamHeader {
    var type: FourCC
    var scale: UInt32
    var rate: UInt32
    var length: UInt32
  }

  private func readAVI(
    _ walker: IFFChunkWalker, end: Int, input: ProbeInput, into facts: inout MediaFacts
  ) -> IFFChunkWalker.End {
    let source = input.source
    let budget = input.budget.maxEntries
    var microsecondsPerFrame: UInt32 = 0
    var totalFrames: UInt32 = 0
    var odmlFrames: UInt32 = 0
    var headerSize: (Int, Int)?
    var video: StreamHeader?
    var videoSize: (Int, Int)?
    var sawHeaderList = false

    func listType(_ chunk: IFFChunk) -> FourCC? {
      guard chunk.id == "LIST", chunk.size >= 4 else { return nil }
      return source.read(at: chunk.dataOffset, count: 4).u32be(at: 0).map { FourCC($0) }
    }

    let ending = walker.walk(from: 12, to: end, maxEntries: budget) { chunk in
      guard listType(chunk) == "hdrl" else { return !sawHeaderList }
      sawHeaderList = true
      let hdrlEnding = walker.walk(
        from: chunk.dataOffset + 4, to: chunk.dataEnd, maxEntries: budget
      ) {
        inner in
        if inner.id == "avih" {
          let avih = source.read(at: inner.dataOffset, count: min(inner.size, 56))
          microsecondsPerFrame = avih.u32le(at: 0) ?? 0
          totalFrames = avih.u32le(at: 16) ?? 0
          if let w = avih.u32le(at: 32), let h = avih.u32le(at: 36) {
            headerSize = (Int(w), Int(h))
          }
        }
        switch listType(inner) {
        case "strl":
          var header: StreamHeader?
          var size: (Int, Int)?
          walker.walk(from: inner.dataOffset + 4, to: inner.dataEnd, maxEntries: budget) { s in
            if s.id == "strh" {
              let strh = source.read(at: s.dataOffset, count: min(s.size, 56))
              if let type = strh.u32be(at: 0), let scale = strh.u32le(at: 20),
                let rate = strh.u32le(at: 24), let length = strh.u32le(at: 32)
              {
                header = StreamHeader(type: FourCC(type), scale: scale, rate: rate, length: length)
              }
            } else if s.id == "strf" {
              let strf = source.read(at: s.dataOffset, count: min(s.size, 12))
              if let w = strf.u32le(at: 4), let h = strf.u32le(at: 8) {
                size = (Int(Int32(bitPattern: w).magnitude), Int(Int32(bitPattern: h).magnitude))
              }
            }
            return true
          }
          if video == nil, let header, header.type == "vids" {
            video = header
            videoSize = size
          }
        case "odml":
          walker.walk(from: inner.dataOffset + 4, to: inner.dataEnd, maxEntries: budget) { s in
            if s.id == "dmlh" {
              odmlFrames = source.read(at: s.dataOffset, count: 4).u32le(at: 0) ?? 0
            }
            return true
          }
        default:
          break
        }
        return true
      }
      if let message = hdrlEnding.diagnostic("AVI hdrl") { facts.diagnose(message) }
      // Everything needed is in hdrl; `movi` and the index are never walked.
      return false
    }
    guard sawHeaderList else {
      if !source.limitedToHead { facts.diagnose("AVI: no hdrl list") }
      return ending
    }

    if let (w, h) = videoSize ?? headerSize, w > 0, h > 0 {
      facts.pixelWidth = w
      facts.pixelHeight = h
    }
    // Prefer the video stream's exact rate/scale; the main header's µs per frame is rounded.
    // OpenDML files count frames past the first RIFF only in `dmlh`.
    if let video, video.rate > 0, video.scale > 0, video.length > 0 {
      let rate = Double(video.rate) / Double(video.scale)
      let frames = max(video.length, odmlFrames)
      facts.frameRate = rate
      facts.frameCount = Int(frames)
      facts.duration = Double(frames) / rate
    } else if microsecondsPerFrame > 0 {
      let frames = max(totalFrames, odmlFrames)
      facts.frameRate = 1_000_000 / Double(microsecondsPerFrame)
      if frames > 0 {
        facts.frameCount = Int(frames)
        facts.duration = Double(frames) * Double(microsecondsPerFrame) / 1_000_000
      }
    }
    return ending
  }
}
