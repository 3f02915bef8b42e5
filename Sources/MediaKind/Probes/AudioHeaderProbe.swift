/// Duration for audio formats whose header states the sample count and rate (or a constant
/// frame size, or, for MIDI, a tempo map): one table entry per format id, each with its byte
/// layout and specification.
///
/// Formats whose duration needs the whole stream (AMR's variable frames) walk it only in the
/// thorough path, within the read budget, or in the fast path when the head is the file.
struct AudioHeaderProbe: Probe {
  let id = "audio-header"

  /// One table entry: where the knowledge comes from and how to read the duration.
  struct Entry: Sendable {
    let reference: String
    let read: @Sendable (ByteSource, ReadBudget, inout MediaFacts) -> Double?
  }

  static let table: [FormatID: Entry] = [
    // [ID3v2] "MAC " u16le version; version ≥ 3980: u32le descriptor bytes at 8, and the
    // header at that offset: u16 compression, u16 flags, u32 blocks per frame, u32 final
    // frame blocks, u32 total frames, u16 bits, u16 channels, u32 sample rate.
    // Older: 6 u16 compression 8 u16 flags 10 u16 channels 12 u32 rate 16 u32 WAV header
    // bytes 20 u32 terminating bytes 24 u32 total frames 28 u32 final frame blocks; blocks per
    // frame by version (≥ 3950: 294 912; ≥ 3900, or ≥ 3800 at "extra high": 73 728; else 9 216).
    // samples = (total frames − 1) × blocks per frame + final frame blocks
    .ape: Entry(reference: "Monkey's Audio SDK APEHeader.cpp/APEInfo.h; ExifTool APE.pm") {
      source, budget, facts in AudioHeaderProbe.monkeysAudio(source, into: &facts)
    },
    // 0 "wvpk" 4 u32le block size 8 u16le version 10 u8 block index bits 32-39
    // 11 u8 total samples bits 32-39 12 u32le total samples (0xFFFFFFFF unknown)
    // 16 u32le block index 20 u32le block samples 24 u32le flags (bits 23-26: rate index,
    // 15 = custom; bit 31: DSD)
    .wv: Entry(reference: "WavPack 5 File Format §2 (WavpackHeader), libwavpack wavpack.h") {
      source, budget, facts in AudioHeaderProbe.wavPack(source.head, into: &facts)
    },
    // [ID3v2] 0 "TTA1" 4 u16le format 6 u16le channels 8 u16le bits 10 u32le sample rate
    // 14 u32le samples per channel 18 u32le CRC
    .tta: Entry(reference: "TTA lossless audio format, \"TTA1\" header (tausoft.org)") {
      source, budget, facts in
      let start = MPEGAudioProbe.skipID3v2(source)
      let h = source.read(at: start, count: 22)
      guard h.matches(ascii: "TTA1", at: 0),
        let rate = h.integer(at: 10, as: UInt32.self, endianness: .little),
        let samples = h.integer(at: 14, as: UInt32.self, endianness: .little),
        rate > 0
      else { return nil }
      facts.technical.audioCodec = "tta"
      facts.technical.audioChannels = h.integer(at: 6, as: UInt16.self, endianness: .little).map(Int.init)
      facts.technical.bitDepth = h.integer(at: 8, as: UInt16.self, endianness: .little).map(Int.init)
      facts.technical.sampleRate = Int(rate)
      return Double(samples) / Double(rate)
    },
    // SV7: 0 "MP+" 3 version (low nibble 7) 4 u32le frames 8 u32le flags (bits 16-17: rate
    //      44100/48000/37800/32000); 1152 samples per frame
    // SV8: 0 "MPCK", packets: 2-char key, varint size (key and size included), data;
    //      "SH": u32 CRC, u8 version, varint samples, varint leading silence, u8 rate index (top
    //      3 bits) and max band (5), u8 channels − 1 (top 4 bits), mid-side (1), block frames (3)
    // SV7 is always stereo (FFmpeg's `musepack7`, `musepack8`).
    .mpc: Entry(
      reference: "Musepack SV7 header (musepack.net) and SV8 specification §Stream Header"
    ) {
      source, budget, facts in AudioHeaderProbe.musepack(source.head, into: &facts)
    },
    // 0 "DSD " u64le 28 u64le file size u64le metadata offset; 28 "fmt " u64le size
    // 40 u32 version 44 u32 format id 48 u32 channel type 52 u32 channels
    // 56 u32 sampling frequency 60 u32 bits 64 u64 sample count (per channel) 72 u32 block size
    .dsf: Entry(reference: "Sony \"DSF File Format Specification\" 1.01 §3.2 (fmt chunk)") {
      source, budget, facts in
      let h = source.head
      guard h.matches(ascii: "fmt ", at: 28),
        let rate = h.integer(at: 56, as: UInt32.self, endianness: .little), rate > 0,
        let samples = h.integer(at: 64, as: UInt64.self, endianness: .little)
      else { return nil }
      // Format id 0 is raw DSD, one bit a sample, stored per channel in blocks (planar);
      // bits 1 is least significant bit first, 8 most (FFmpeg's `dsd_lsbf_planar`,
      // `dsd_msbf_planar`). The rate is the DSD rate (2 822 400 for DSD64), as mediainfo
      // says; FFmpeg reports a byte rate per channel, an eighth of it.
      if h.integer(at: 44, as: UInt32.self, endianness: .little) == 0,
        let bits = h.integer(at: 60, as: UInt32.self, endianness: .little), bits == 1 || bits == 8
      {
        facts.technical.audioCodec = bits == 1 ? "dsd_lsbf_planar" : "dsd_msbf_planar"
        facts.technical.bitDepth = 1
      }
      if let channels = h.integer(at: 52, as: UInt32.self, endianness: .little), channels > 0, channels <= 6 {
        facts.technical.audioChannels = Int(channels)
      }
      facts.technical.sampleRate = Int(rate)
      return Double(samples) / Double(rate)
    },
    // "FRM8" u64be size "DSD "; chunks: id u64be size data (even padded):
    // "PROP" "SND " { "FS  " u32be rate, "CHNL" u16be channels ... }, "DSD " sound data (1 bit
    // per sample, channels interleaved: frames = bytes × 8 / channels) or "DST " { "FRTE"
    // u32be frames, u16be frame rate } (compressed: duration = frames / frame rate)
    .dff: Entry(reference: "Philips \"DSDIFF 1.5\" §3.2 (PROP), §3.3 (DSD), §3.4 (DST)") {
      source, budget, facts in AudioHeaderProbe.dsdiff(source, budget: budget, into: &facts)
    },
    // 0 ".snd" 4 u32be data offset 8 u32be data size (0xFFFFFFFF unknown: to end of file)
    // 12 u32be encoding 16 u32be sample rate 20 u32be channels
    .au: Entry(reference: "Sun/NeXT audio file format (au(4) man page), encodings 1-7, 27") {
      source, budget, facts in AudioHeaderProbe.sunAudio(source, into: &facts)
    },
    // "#!AMR\n" or "#!AMR-WB\n", then frames: TOC byte (bits 3-6 frame type) + speech bits;
    // every frame is 20 ms
    .amr: Entry(
      reference: "RFC 4867 §5.1 (storage format), §5.3 (frame sizes); 3GPP TS 26.101/26.201"
    ) {
      source, budget, facts in
      // AMR is mono; narrowband samples at 8 kHz, wideband at 16 kHz (RFC 4867 §3.1).
      let wideband = source.head.matches(ascii: "#!AMR-WB\n", at: 0)
      if wideband || source.head.matches(ascii: "#!AMR\n", at: 0) {
        facts.technical.audioCodec = wideband ? "amr_wb" : "amr_nb"
        facts.technical.audioChannels = 1
        facts.technical.sampleRate = wideband ? 16_000 : 8_000
      }
      return AudioHeaderProbe.amr(source)
    },
    // 0 "caff" u16be version (1) u16be flags; chunks: type(4) i64be size (−1: to the end of
    // the file, `data` only) data, no padding.
    // "desc": f64be sample rate, format id(4), u32 flags, u32 bytes per packet,
    //         u32 frames per packet, u32 channels, u32 bits
    // "pakt": i64 packets, i64 valid frames, i32 priming frames, i32 remainder frames
    // "data": u32 edit count, then audio
    // duration = valid frames / rate (pakt), else packets × frames per packet / rate with
    // packets = (data size − 4) / bytes per packet (constant bit rate formats)
    .caf: Entry(
      reference:
        "Apple Core Audio Format Specification 1.0 §CAF File Header, Audio Description, Packet Table, Audio Data chunks"
    ) {
      source, budget, facts in
      AudioHeaderProbe.coreAudioFormat(source, budget: budget, into: &facts)
    },
    // "MThd" header + "MTrk" tracks: see StandardMIDIFile (tempo map × track length in ticks).
    // The whole file is needed; MIDI files are small, and larger ones (> 4 MiB) are skipped.
    .midi: Entry(reference: "MMA Standard MIDI Files 1.0 (RP-001) §2-3") { source, budget, facts in
      guard !source.limitedToHead || source.headIsWholeFile,
        source.size <= AudioHeaderProbe.maxMIDIRead
      else { return nil }
      let bytes = source.read(at: 0, count: source.size)
      guard bytes.count == source.size else { return nil }
      return StandardMIDIFile.duration(bytes, maxEvents: budget.maxEntries * 50)
    },
    // 0 0B 77 2 u16 CRC 4 fscod (2 bits: 48/44.1/32 kHz) frmsizecod (6 bits: bit rate) 5 bsid
    // (5 bits) bsmod (3) 6 acmod (3) [cmixlev (2)] [surmixlev (2)] [dsurmod (2)] lfeon (1)
    // constant bit rate: duration = bytes × 8 / bit rate
    .ac3: Entry(reference: "ATSC A/52:2018 §5.4.1.3-4 (fscod, frmsizecod), §5.4.2 (bsi), Table 5.18") {
      source, budget, facts in
      AC3Header(source.head).map { $0.fill(&facts.technical) }
      return AudioHeaderProbe.ac3(source)
    },
    // 0 0B 77 2 strmtyp(2) substreamid(3) frmsiz(11): frame = (frmsiz + 1) × 2 bytes
    // 4 fscod(2) numblkscod(2) (fscod 3: fscod2 → half rates, 6 blocks) acmod(3) lfeon(1);
    // 256 samples per block
    .eac3: Entry(reference: "ATSC A/52:2018 Annex E §E.1.2.2 (bsi: frmsiz, fscod, numblkscod)") {
      source, budget, facts in
      AC3Header(source.head).map { $0.fill(&facts.technical) }
      return AudioHeaderProbe.eac3(source)
    },
  ]

  /// The largest MIDI file read whole.
  static let maxMIDIRead = 4 << 20

  func accepts(_ format: FormatDescriptor) -> Bool { Self.table[format.id] != nil }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    guard let entry = Self.table[input.format.id] else { return }
    if let duration = entry.read(input.source, input.budget, &facts) {
      guard duration.isFinite, duration >= 0 else {
        facts.diagnose(.missing, at: input.format.id.rawValue, "header gives no usable duration")
        return
      }
      facts.duration = duration
    }
  }

  // MARK: Readers

  static func monkeysAudio(_ source: ByteSource, into facts: inout MediaFacts) -> Double? {
    let start = MPEGAudioProbe.skipID3v2(source)
    let h = source.read(at: start, count: 128)
    guard h.matches(ascii: "MAC ", at: 0),
      let version = h.integer(at: 4, as: UInt16.self, endianness: .little)
    else { return nil }
    let blocksPerFrame: UInt32
    let finalBlocks: UInt32
    let frames: UInt32
    let rate: UInt32
    if version >= 3980 {
      guard let descriptorBytes = h.integer(at: 8, as: UInt32.self, endianness: .little),
        descriptorBytes < 96
      else {
        facts.diagnose(.implausible, at: "ape", "descriptor size out of range")
        return nil
      }
      let base = Int(descriptorBytes)
      guard let bpf = h.integer(at: base + 4, as: UInt32.self, endianness: .little),
        let last = h.integer(at: base + 8, as: UInt32.self, endianness: .little),
        let total = h.integer(at: base + 12, as: UInt32.self, endianness: .little),
        let r = h.integer(at: base + 20, as: UInt32.self, endianness: .little)
      else { return nil }
      (blocksPerFrame, finalBlocks, frames, rate) = (bpf, last, total, r)
      facts.technical.bitDepth = h.integer(at: base + 16, as: UInt16.self, endianness: .little).map(Int.init)
      facts.technical.audioChannels = h.integer(at: base + 18, as: UInt16.self, endianness: .little).map(Int.init)
    } else {
      guard let compression = h.integer(at: 6, as: UInt16.self, endianness: .little),
        let r = h.integer(at: 12, as: UInt32.self, endianness: .little),
        let total = h.integer(at: 24, as: UInt32.self, endianness: .little),
        let last = h.integer(at: 28, as: UInt32.self, endianness: .little)
      else { return nil }
      if version >= 3950 {
        blocksPerFrame = 73728 * 4
      } else if version >= 3900 || (version >= 3800 && compression == 4000) {
        blocksPerFrame = 73728
      } else {
        blocksPerFrame = 9216
      }
      (finalBlocks, frames, rate) = (last, total, r)
      // Old headers: format flags 1 (8-bit) and 8 (24-bit), else 16 bits.
      if let flags = h.integer(at: 8, as: UInt16.self, endianness: .little) {
        facts.technical.bitDepth = flags & 1 != 0 ? 8 : flags & 8 != 0 ? 24 : 16
      }
      facts.technical.audioChannels = h.integer(at: 10, as: UInt16.self, endianness: .little).map(Int.init)
    }
    facts.technical.audioCodec = "ape"
    facts.technical.sampleRate = Int(rate)
    facts.record(.apeSampleRate, .int(Int(rate)), at: "MAC header")
    guard rate > 0, rate <= 1_536_000 else {
      facts.diagnose(.implausible, at: "ape", "sample rate \(rate) out of range")
      return nil
    }
    guard frames > 0 else { return 0 }
    let samples = UInt64(frames - 1) * UInt64(blocksPerFrame) + UInt64(finalBlocks)
    return Double(samples) / Double(rate)
  }

  static let wavPackRates: [UInt32] = [
    6000, 8000, 9600, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000, 64000, 88200,
    96000, 192000,
  ]

  static func wavPack(_ h: [UInt8], into facts: inout MediaFacts) -> Double? {
    guard h.matches(ascii: "wvpk", at: 0), let highTotal = h.integer(at: 11, as: UInt8.self),
      let total = h.integer(at: 12, as: UInt32.self, endianness: .little),
      let flags = h.integer(at: 24, as: UInt32.self, endianness: .little)
    else { return nil }
    // Flags bits 0-1: bytes per sample − 1; bit 2: mono (WavPack 5 §2). A multichannel file
    // (a first block that is not also the last) states its layout in a metadata block (not
    // read).
    facts.technical.audioCodec = "wavpack"
    let index = Int((flags >> 23) & 0xF)
    if flags & 0x8000_0000 == 0 {  // not DSD (bit 31), whose layout differs
      facts.technical.bitDepth = Int(flags & 3 + 1) * 8
      // A block both first and last (flags bits 11 and 12) carries every channel: 1 or 2.
      if flags & 0x1800 == 0x1800 { facts.technical.audioChannels = flags & 4 != 0 ? 1 : 2 }
      if index < wavPackRates.count { facts.technical.sampleRate = Int(wavPackRates[index]) }
    }
    guard total != 0xFFFF_FFFF else { return nil }  // unknown length (streamed)
    guard flags & 0x8000_0000 == 0 else {
      facts.diagnose(.unsupported, at: "wv", "DSD audio; duration not read")
      return nil
    }
    guard index < wavPackRates.count else { return nil }  // custom rate in a metadata block
    // 40-bit count: libwavpack's GET_TOTAL_SAMPLES = (u8 << 32) + u32 − u8.
    let samples = UInt64(highTotal) << 32 + UInt64(total) - UInt64(highTotal)
    return Double(samples) / Double(wavPackRates[index])
  }

  static let musepackRates: [Double] = [44100, 48000, 37800, 32000]

  static func musepack(_ h: [UInt8], into facts: inout MediaFacts) -> Double? {
    if h.matches(ascii: "MP+", at: 0), let version = h.integer(at: 3, as: UInt8.self),
      version & 0x0F == 7,
      let frames = h.integer(at: 4, as: UInt32.self, endianness: .little),
      let flags = h.integer(at: 8, as: UInt32.self, endianness: .little)
    {
      let rate = musepackRates[Int((flags >> 16) & 3)]
      facts.technical.audioCodec = "musepack7"
      facts.technical.audioChannels = 2
      facts.technical.sampleRate = Int(rate)
      return Double(frames) * 1152 / rate
    }
    guard h.matches(ascii: "MPCK", at: 0) else { return nil }
    var position = 4
    for _ in 0..<16 {
      let key = position
      position += 2
      var sizePosition = position
      guard h.integer(at: key, as: UInt8.self) != nil,
        let size = ImageHeaderProbe.base128(h, &sizePosition),
        size >= sizePosition - key
      else { return nil }
      if h.matches(ascii: "SH", at: key) {
        var p = sizePosition + 5  // CRC (4) and stream version (1)
        guard let samples = ImageHeaderProbe.base128(h, &p),
          let silence = ImageHeaderProbe.base128(h, &p),
          let rateByte = h.integer(at: p, as: UInt8.self)
        else { return nil }
        let rateIndex = Int(rateByte >> 5)
        guard rateIndex < musepackRates.count, samples >= silence else { return nil }
        facts.technical.audioCodec = "musepack8"
        facts.technical.sampleRate = Int(musepackRates[rateIndex])
        if let layout = h.integer(at: p + 1, as: UInt8.self) { facts.technical.audioChannels = Int(layout >> 4) + 1 }
        return Double(samples - silence) / musepackRates[rateIndex]
      }
      position = key + size
    }
    return nil
  }

  static func dsdiff(
    _ source: ByteSource, budget readBudget: ReadBudget, into facts: inout MediaFacts
  )
    -> Double?
  {
    guard source.head.matches(ascii: "FRM8", at: 0) else { return nil }
    let walker = IFFChunkWalker(source: source, endianness: .big, sizeWidth: 8)
    let budget = readBudget.maxEntries
    var rate: UInt32?
    var channels: UInt16?
    var soundBytes: Int?
    var dst: (frames: UInt32, rate: UInt16)?
    var compressed = false
    let ending = walker.walk(from: 16, to: source.size, maxEntries: budget) { chunk in
      switch chunk.id {
      case "PROP":
        guard source.read(at: chunk.dataOffset, count: 4).matches(ascii: "SND ", at: 0) else {
          break
        }
        walker.walk(from: chunk.dataOffset + 4, to: chunk.dataEnd, maxEntries: budget) { inner in
          let data = source.read(at: inner.dataOffset, count: min(inner.size, 4))
          if inner.id == "FS  " { rate = data.integer(at: 0, as: UInt32.self) }
          if inner.id == "CHNL" { channels = data.integer(at: 0, as: UInt16.self) }
          return true
        }
      case "DSD ":
        soundBytes = chunk.size
        return false
      case "DST ":
        compressed = true
        walker.walk(from: chunk.dataOffset, to: chunk.dataEnd, maxEntries: budget) { inner in
          guard inner.id == "FRTE" else { return true }
          let data = source.read(at: inner.dataOffset, count: 6)
          if let frames = data.integer(at: 0, as: UInt32.self),
            let frameRate = data.integer(at: 4, as: UInt16.self)
          {
            dst = (frames, frameRate)
          }
          return false
        }
        return false
      default:
        break
      }
      return true
    }
    if let message = ending.diagnostic("dff") { facts.diagnose(message) }
    // DSD sound data is one bit a sample, channels interleaved byte by byte, most
    // significant bit first (FFmpeg's `dsd_msbf`); DST is its lossless compression. The rate
    // is the DSD rate, as in DSF.
    if soundBytes != nil || compressed {
      facts.technical.audioCodec = compressed ? "dst" : "dsd_msbf"
      facts.technical.bitDepth = 1
    }
    if let channels, channels > 0 { facts.technical.audioChannels = Int(channels) }
    if let rate, rate > 0 { facts.technical.sampleRate = Int(rate) }
    if let dst, dst.rate > 0 { return Double(dst.frames) / Double(dst.rate) }
    guard let rate, rate > 0, let channels, channels > 0, let soundBytes else { return nil }
    return Double(soundBytes) * 8 / Double(channels) / Double(rate)
  }

  /// Bytes per sample of the Sun audio encodings with a fixed sample size.
  static let sunBytesPerSample: [UInt32: Int] = [1: 1, 2: 1, 3: 2, 4: 3, 5: 4, 6: 4, 7: 8, 27: 1]

  /// FFmpeg's names of the Sun audio encodings (`pcm_mulaw`, `pcm_s16be`, ...).
  static let sunCodecs: [UInt32: String] = [
    1: "pcm_mulaw", 2: "pcm_s8", 3: "pcm_s16be", 4: "pcm_s24be", 5: "pcm_s32be", 6: "pcm_f32be",
    7: "pcm_f64be", 27: "pcm_alaw",
  ]

  static func sunAudio(_ source: ByteSource, into facts: inout MediaFacts) -> Double? {
    let h = source.head
    if let encoding = h.integer(at: 12, as: UInt32.self), let rate = h.integer(at: 16, as: UInt32.self),
      let channels = h.integer(at: 20, as: UInt32.self)
    {
      // Technical facts (Docs/CLI.md): PCM encodings have a bit depth.
      facts.technical.audioCodec = sunCodecs[encoding]
      facts.technical.sampleRate = Int(rate)
      facts.technical.audioChannels = Int(channels)
      if let bytes = sunBytesPerSample[encoding] { facts.technical.bitDepth = bytes * 8 }
    }
    guard let offset = h.integer(at: 4, as: UInt32.self),
      let size = h.integer(at: 8, as: UInt32.self),
      let encoding = h.integer(at: 12, as: UInt32.self),
      let rate = h.integer(at: 16, as: UInt32.self),
      let channels = h.integer(at: 20, as: UInt32.self), rate > 0, channels > 0,
      let bytes = sunBytesPerSample[encoding], Int(offset) <= source.size
    else { return nil }
    let dataBytes =
      size == 0xFFFF_FFFF ? source.size - Int(offset) : min(Int(size), source.size - Int(offset))
    return Double(dataBytes) / Double(bytes) / Double(channels) / Double(rate)
  }

  /// Speech bytes after the TOC byte per frame type (types 9-14 NB / 10-14 WB: SID and
  /// reserved; 15: no data).
  static let amrNarrowbandSizes = [12, 13, 15, 17, 19, 20, 26, 31, 5, 0, 0, 0, 0, 0, 0, 0]
  static let amrWidebandSizes = [17, 23, 32, 36, 40, 46, 50, 58, 60, 5, 0, 0, 0, 0, 0, 0]

  static func amr(_ source: ByteSource) -> Double? {
    let head = source.head
    let wideband: Bool
    let start: Int
    if head.matches(ascii: "#!AMR\n", at: 0) {
      (wideband, start) = (false, 6)
    } else if head.matches(ascii: "#!AMR-WB\n", at: 0) {
      (wideband, start) = (true, 9)
    } else {
      return nil  // multichannel variants are not walked
    }
    guard !source.limitedToHead || source.headIsWholeFile else { return nil }
    let sizes = wideband ? amrWidebandSizes : amrNarrowbandSizes
    var reader = ChunkedReader(source: source)
    var position = start
    var frames = 0
    while position < source.size, frames < 10_000_000 {
      // Unreadable: the read budget is spent.
      guard let toc = reader.integer(at: position, as: UInt8.self) else { return nil }
      position += 1 + sizes[Int((toc >> 3) & 0x0F)]
      frames += 1
    }
    return Double(frames) * 0.02
  }

  static func coreAudioFormat(
    _ source: ByteSource, budget: ReadBudget, into facts: inout MediaFacts
  ) -> Double? {
    guard source.head.matches(ascii: "caff", at: 0) else { return nil }
    let walker = IFFChunkWalker(source: source, endianness: .big, sizeWidth: 8, padsToEven: false)
    var rate: Double?
    var bytesPerPacket: UInt32 = 0
    var framesPerPacket: UInt32 = 0
    var validFrames: UInt64?
    var dataBytes: Int?
    let ending = walker.walk(from: 8, to: source.size, maxEntries: budget.maxEntries) {
      chunk in
      switch chunk.id {
      case "desc":
        let d = source.read(at: chunk.dataOffset, count: 32)
        if let bits = d.integer(at: 0, as: UInt64.self) { rate = Double(bitPattern: bits) }
        AudioHeaderProbe.coreAudioDescription(d, into: &facts)
        bytesPerPacket = d.integer(at: 16, as: UInt32.self) ?? 0
        framesPerPacket = d.integer(at: 20, as: UInt32.self) ?? 0
      case "pakt":
        let p = source.read(at: chunk.dataOffset, count: 16)
        if let frames = p.integer(at: 8, as: UInt64.self) { validFrames = frames }
      case "data":
        dataBytes = max(0, chunk.size - 4)
      default:
        break
      }
      return true
    }
    // A `data` chunk of size −1 runs to the end of the file: not damage.
    if case .overrun(let id, _) = ending, id == "data" {
    } else if let message = ending.diagnostic("caf") {
      facts.diagnose(message)
    }
    guard let rate, rate.isFinite, rate > 0 else { return nil }
    if let validFrames { return Double(validFrames) / rate }
    guard let dataBytes, bytesPerPacket > 0, framesPerPacket > 0 else { return nil }
    let packets = dataBytes / Int(bytesPerPacket)
    return Double(packets) * Double(framesPerPacket) / rate
  }

  /// The technical facts of a CAF `desc` chunk: `lpcm` by its flags (bit 0 float, bit 1
  /// little-endian: `kCAFLinearPCMFormatFlagIsFloat`, `...IsLittleEndian`), other formats by
  /// their format id (``CodecName``).
  static func coreAudioDescription(_ d: [UInt8], into facts: inout MediaFacts) {
    guard let format = d.integer(at: 8, as: UInt32.self), let flags = d.integer(at: 12, as: UInt32.self),
      let channels = d.integer(at: 24, as: UInt32.self), let bits = d.integer(at: 28, as: UInt32.self),
      let rateBits = d.integer(at: 0, as: UInt64.self)
    else { return }
    let name = FourCC(format).description
    if name == "lpcm" {
      facts.technical.audioCodec = CodecName.pcmName(bits: Int(bits), float: flags & 1 != 0, bigEndian: flags & 2 == 0)
      facts.technical.bitDepth = Int(clamping: bits)
    } else {
      facts.technical.audioCodec = CodecName.sampleEntry(name)
    }
    facts.technical.audioChannels = Int(clamping: channels)
    let rate = Double(bitPattern: rateBits)
    if rate.isFinite, rate >= 1, rate <= Double(FieldBounds.maxSampleRate) { facts.technical.sampleRate = Int(rate.rounded()) }
  }

  static let ac3Bitrates = [
    32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 448, 512, 576, 640,
  ]

  static func ac3(_ source: ByteSource) -> Double? {
    let h = source.head
    guard h.matches([0x0B, 0x77], at: 0), let b4 = h.integer(at: 4, as: UInt8.self), b4 >> 6 != 3
    else { return nil }
    let index = Int(b4 & 0x3F) >> 1
    guard index < ac3Bitrates.count else { return nil }
    return Double(source.size) * 8 / Double(ac3Bitrates[index] * 1000)
  }

  static func eac3(_ source: ByteSource) -> Double? {
    let h = source.head
    guard h.matches([0x0B, 0x77], at: 0), let word = h.integer(at: 2, as: UInt16.self),
      let b4 = h.integer(at: 4, as: UInt8.self)
    else {
      return nil
    }
    let frameBytes = (Int(word & 0x7FF) + 1) * 2
    let fscod = Int(b4 >> 6)
    let rate: Double
    let blocks: Int
    if fscod == 3 {
      let fscod2 = Int((b4 >> 4) & 3)
      guard fscod2 < 3 else { return nil }
      rate = [24000, 22050, 16000][fscod2]
      blocks = 6
    } else {
      rate = [48000, 44100, 32000][fscod]
      blocks = [1, 2, 3, 6][Int((b4 >> 4) & 3)]
    }
    let frames = source.size / frameBytes
    return Double(frames * blocks * 256) / rate
  }
}
