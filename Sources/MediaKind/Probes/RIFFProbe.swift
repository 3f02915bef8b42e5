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
///               4 i32 width, 8 i32 height, 14 u16 bit count, 16 u32 compression FourCC;
///               audio: WAVEFORMATEX, as WAVE's "fmt "), "strd" (camera data: "AVIF" + u32 + a
///               little-endian EXIF IFD at 8, offsets from the chunk data's start);
///               LIST "odml": "dmlh" (u32 total frames, OpenDML)
///       "IDIT" (in hdrl or after it): capture date as text, "Mon Mar 10 15:04:43 2003\n"
///       LIST "INFO": "ICRD" creation date text ("2003-03-10 15:04:43"; often the date only)
///       LIST "movi": the frames (the walk stops there)
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
    guard let magicRaw = head.integer(at: 0, as: UInt32.self),
      let formRaw = head.integer(at: 8, as: UInt32.self)
    else {
      facts.diagnose(.truncated, at: "RIFF", "header truncated")
      return
    }
    let magic = FourCC(magicRaw)
    let endianness: Endianness = magic == "RIFX" ? .big : .little
    let is64 = magic == "RF64" || magic == "BW64"
    let declared = head.integer(at: 4, as: UInt32.self, endianness: endianness) ?? 0
    // The walk runs to the end of the file, not to the stated RIFF size: writers often get
    // that size wrong (chunks such as `data` then follow "outside" the form), and players
    // read on. Damage reported past the stated size is only trailing data (often ID3 tags).
    var riffEnd = source.size
    if !is64, declared >= 4, declared != 0xFFFF_FFFF {
      riffEnd = min(source.size, 8 + Int(declared))
    }
    let walker = IFFChunkWalker(source: source, endianness: endianness)
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
    init?(_ data: [UInt8], endianness: Endianness) {
      var reader = ByteReader(data, endianness: endianness)
      do {
        formatTag = try reader.readInteger(as: UInt16.self)
        channels = try reader.readInteger(as: UInt16.self)
        sampleRate = try reader.readInteger(as: UInt32.self)
        byteRate = try reader.readInteger(as: UInt32.self)
        blockAlign = try reader.readInteger(as: UInt16.self)
        bitsPerSample = try reader.readInteger(as: UInt16.self)
      } catch {
        return nil
      }
      // WAVE_FORMAT_EXTENSIBLE: the real tag is the first two bytes of the sub-format GUID.
      if formatTag == 0xFFFE, data.count >= 26 {
        if let sub = data.integer(at: 24, as: UInt16.self, endianness: endianness) {
          formatTag = sub
        }
      }
    }

    /// Uncompressed (PCM, IEEE float) or constant-rate companded (A-law, µ-law): the byte
    /// rate alone gives the duration.
    var isConstantByteRate: Bool { [1, 3, 6, 7].contains(formatTag) }

    /// The technical facts this WAVEFORMATEX states (WAVE `fmt `, AVI audio `strf`, ASF audio
    /// stream properties): codec (``CodecName/waveFormat(_:bits:)``), channels, sample rate,
    /// and the bit depth of PCM, A-law/µ-law (8 bits a sample, ffprobe's `bits_per_sample`)
    /// and WMA Lossless. Members already set are kept (the first stream wins); zero counts
    /// are left out. `bigEndian`: RIFX stores PCM big-endian (8-bit PCM stays unsigned).
    func fill(_ technical: inout TechnicalMetadata, bigEndian: Bool = false) {
      let bits = Int(bitsPerSample)
      let isPCM = formatTag == 1 || formatTag == 3
      if technical.audioCodec == nil {
        technical.audioCodec =
          bigEndian && isPCM && bits != 8
          ? CodecName.pcmName(bits: bits, float: formatTag == 3, bigEndian: true)
          : CodecName.waveFormat(formatTag, bits: bits)
      }
      if technical.audioChannels == nil, channels > 0 { technical.audioChannels = Int(channels) }
      if technical.sampleRate == nil, sampleRate > 0 { technical.sampleRate = Int(sampleRate) }
      if technical.bitDepth == nil, bits > 0, isPCM || [6, 7, 0x163].contains(formatTag) {
        technical.bitDepth = bits
      }
    }
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
          endianness: walker.endianness)
      case "fact":
        let bytes = source.read(at: chunk.dataOffset, count: 4)
        factSamples = bytes.integer(at: 0, as: UInt32.self, endianness: walker.endianness)
      case "ds64":
        var reader = ByteReader(source.read(at: chunk.dataOffset, count: 24), endianness: .little)
        _ = try? reader.readInteger(as: UInt64.self)
        ds64DataSize = try? reader.readInteger(as: UInt64.self)
        ds64SampleCount = try? reader.readInteger(as: UInt64.self)
      case "data":
        if data == nil { data = chunk }
      default:
        break
      }
      return true
    }
    guard let format else {
      if !source.limitedToHead || data != nil { facts.diagnose(.missing, at: "WAVE", "no fmt chunk") }
      return ending
    }
    facts.record(.riffSampleRate, .int(Int(format.sampleRate)), at: "RIFF/fmt")
    facts.record(.riffFormatTag, .int(Int(format.formatTag)), at: "RIFF/fmt")
    // Technical facts (Docs/CLI.md, "Technical facts").
    format.fill(&facts.technical, bigEndian: walker.endianness == .big)
    if let data, data.declaredSize > UInt64(data.size) {
      facts.diagnose(.inconsistent, at: "WAVE", "data chunk declares \(data.declaredSize) bytes, \(data.size) present")
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
    var videoCompression: UInt32?
    var audioFormat: WaveFormat?
    var sawHeaderList = false

    func listType(_ chunk: IFFChunk) -> FourCC? {
      guard chunk.id == "LIST", chunk.size >= 4 else { return nil }
      return source.read(at: chunk.dataOffset, count: 4).integer(at: 0, as: UInt32.self).map {
        FourCC($0)
      }
    }

    // Capture dates in priority order: IDIT, the strd EXIF, INFO ICRD (ExifTool `RIFF.pm`:
    // DateTimeOriginal, the EXIF tags, DateCreated).
    var idit: String?
    var icrd: String?
    var streamData: [UInt8]?
    func readIDIT(_ chunk: IFFChunk) {
      guard idit == nil else { return }
      idit = Self.riffDate(source.read(at: chunk.dataOffset, count: min(chunk.size, 64)))
    }

    let ending = walker.walk(from: 12, to: end, maxEntries: budget) { chunk in
      if chunk.id == "IDIT" {
        readIDIT(chunk)
        return true
      }
      let type = listType(chunk)
      if type == "INFO" {
        walker.walk(from: chunk.dataOffset + 4, to: chunk.dataEnd, maxEntries: budget) { item in
          if item.id == "ICRD", icrd == nil {
            icrd = Self.riffDate(source.read(at: item.dataOffset, count: min(item.size, 64)))
          }
          return true
        }
        return true
      }
      // The frames follow; nothing after them is read.
      if type == "movi" { return false }
      guard type == "hdrl" else { return true }
      sawHeaderList = true
      let hdrlEnding = walker.walk(
        from: chunk.dataOffset + 4, to: chunk.dataEnd, maxEntries: budget
      ) {
        inner in
        if inner.id == "IDIT" { readIDIT(inner) }
        if inner.id == "avih" {
          let avih = source.read(at: inner.dataOffset, count: min(inner.size, 56))
          microsecondsPerFrame = avih.integer(at: 0, as: UInt32.self, endianness: .little) ?? 0
          totalFrames = avih.integer(at: 16, as: UInt32.self, endianness: .little) ?? 0
          if let w = avih.integer(at: 32, as: UInt32.self, endianness: .little),
            let h = avih.integer(at: 36, as: UInt32.self, endianness: .little)
          {
            headerSize = (Int(w), Int(h))
          }
        }
        switch listType(inner) {
        case "strl":
          var header: StreamHeader?
          var strf: [UInt8] = []
          walker.walk(from: inner.dataOffset + 4, to: inner.dataEnd, maxEntries: budget) { s in
            if s.id == "strh" {
              let strh = source.read(at: s.dataOffset, count: min(s.size, 56))
              if let type = strh.integer(at: 0, as: UInt32.self),
                let scale = strh.integer(at: 20, as: UInt32.self, endianness: .little),
                let rate = strh.integer(at: 24, as: UInt32.self, endianness: .little),
                let length = strh.integer(at: 32, as: UInt32.self, endianness: .little)
              {
                header = StreamHeader(type: FourCC(type), scale: scale, rate: rate, length: length)
              }
            } else if s.id == "strd", streamData == nil, s.size > 16, s.size <= 1 << 20 {
              let data = source.read(at: s.dataOffset, count: s.size)
              if data.matches(ascii: "AVIF", at: 0) { streamData = data }
            } else if s.id == "strf" {
              strf = source.read(at: s.dataOffset, count: min(s.size, 40))
            }
            return true
          }
          if video == nil, let header, header.type == "vids" {
            video = header
            if let w = strf.integer(at: 4, as: UInt32.self, endianness: .little),
              let h = strf.integer(at: 8, as: UInt32.self, endianness: .little)
            {
              videoSize = (Int(Int32(bitPattern: w).magnitude), Int(Int32(bitPattern: h).magnitude))
            }
            videoCompression = strf.integer(at: 16, as: UInt32.self, endianness: .little)
          } else if audioFormat == nil, let header, header.type == "auds" {
            audioFormat = WaveFormat(strf, endianness: .little)
          }
        case "odml":
          walker.walk(from: inner.dataOffset + 4, to: inner.dataEnd, maxEntries: budget) { s in
            if s.id == "dmlh" {
              odmlFrames =
                source.read(at: s.dataOffset, count: 4).integer(
                  at: 0, as: UInt32.self, endianness: .little) ?? 0
            }
            return true
          }
        default:
          break
        }
        return true
      }
      if let message = hdrlEnding.diagnostic("AVI hdrl") { facts.diagnose(message) }
      // Sizes and rates are all in hdrl; the walk goes on only for the dates (IDIT, INFO)
      // written between it and `movi`.
      return true
    }
    if let idit { facts.creationDate = idit }
    if var data = streamData {
      // A bare IFD at 8 with offsets from the data's start: a TIFF header in place of the
      // "AVIF" tag lets the EXIF reader take it as it is.
      data.replaceSubrange(0..<8, with: [0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00])
      ExifPayload.decode(data, tiffStart: 0, location: "AVI strd AVIF", mode: input.mode, into: &facts)
    }
    if facts.creationDate == nil, let icrd { facts.creationDate = icrd }
    guard sawHeaderList else {
      if !source.limitedToHead { facts.diagnose(.missing, at: "AVI", "no hdrl list") }
      return ending
    }

    // Technical facts (Docs/CLI.md, "Technical facts"): the first video stream's
    // BITMAPINFOHEADER compression, the first audio stream's WAVEFORMATEX.
    if let videoCompression { facts.technical.videoCodec = CodecName.bitmapCompression(videoCompression) }
    audioFormat?.fill(&facts.technical)
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

  /// A RIFF date text as ExifTool reads it (`RIFF.pm` ConvertRIFFDate): the standard
  /// `Mon Mar 10 15:04:43 2003`, Casio's `2001/ 1/27  1:42PM` and `2005/11/28/ 09:19`, and
  /// `2002-12-16  15:35:01`. A date without a time gives nil.
  static func riffDate(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
    if words.count >= 5, let month = months.firstIndex(of: words[1].prefix(3).lowercased()),
      let day = Int(words[2]), let year = Int(words[4]), words[3].count == 8
    {
      return CaptureDate.exif("\(CaptureDate.pad(year, 4)):\(CaptureDate.pad(month + 1, 2)):\(CaptureDate.pad(day, 2)) \(words[3])")
    }
    // Numeric forms: year, month, day, hour, minute[, second] in that order, any separators;
    // a trailing "PM" adds 12 hours.
    var numbers: [Int] = []
    var current: Int?
    for c in text.utf8 {
      if c >= 0x30 && c <= 0x39 {
        current = (current ?? 0) * 10 + Int(c - 0x30)
        if current! > 9999 { return nil }
      } else if let value = current {
        numbers.append(value)
        current = nil
      }
    }
    if let value = current { numbers.append(value) }
    guard numbers.count >= 5, numbers[0] > 1900 else { return nil }
    var hour = numbers[3]
    if text.uppercased().contains("PM"), hour < 12 { hour += 12 }
    let second = numbers.count >= 6 ? numbers[5] : 0
    guard (1...12).contains(numbers[1]), (1...31).contains(numbers[2]), hour < 24, numbers[4] < 60,
      second < 61
    else { return nil }
    return CaptureDate.timestamp(numbers[0], numbers[1], numbers[2], hour, numbers[4], second)
  }
}
