/// AIFF and AIFF-C: duration from the Common chunk.
///
/// ```
/// 0 "FORM"  4 u32be size  8 "AIFF" | "AIFC"  12 chunks: id(4) u32be size, data, pad to even
/// "COMM": 0 i16 channels  2 u32 sample frames  6 i16 sample size  8 80-bit extended rate
///         [AIFC: 18 compression type, 22 pstring name]
/// ```
/// Duration = sample frames / sample rate. Specs: Apple "Audio Interchange File Format:
/// AIFF" 1.3 (1989) §"Common Chunk"; Apple AIFF-C draft (1991).
struct AIFFProbe: Probe {
  let id = "aiff"

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .aiff }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    guard let declared = source.head.integer(at: 4, as: UInt32.self), source.head.count >= 12 else {
      facts.diagnose(.truncated, at: "AIFF", "header truncated")
      return
    }
    let end = declared >= 4 ? min(source.size, 8 + Int(declared)) : source.size
    let walker = IFFChunkWalker(source: source, endianness: .big)
    var common: [UInt8]?
    let ending = walker.walk(from: 12, to: end, maxEntries: input.budget.maxEntries) { chunk in
      guard chunk.id == "COMM" else { return true }
      common = source.read(at: chunk.dataOffset, count: min(chunk.size, 22))
      return false
    }
    if let message = ending.diagnostic("AIFF") { facts.diagnose(message) }
    guard let common else {
      if !source.limitedToHead { facts.diagnose(.missing, at: "AIFF", "no COMM chunk") }
      return
    }
    guard let frames = common.integer(at: 2, as: UInt32.self),
      let rate = ExtendedFloat80.value(common, at: 8)
    else {
      facts.diagnose(.truncated, at: "AIFF", "COMM chunk truncated")
      return
    }
    facts.record(.aiffSampleRate, .double(rate), at: "FORM/COMM")
    facts.record(.aiffSampleFrames, .int(Int(frames)), at: "FORM/COMM")
    if common.count >= 22, let compression = common.integer(at: 18, as: UInt32.self) {
      facts.record(
        .aiffCompressionType, .string(FourCC(compression).description), at: "FORM/COMM")
    }
    readTechnical(common, rate: rate, into: &facts)
    guard rate >= 1 else {
      facts.diagnose(.implausible, at: "AIFF", "sample rate \(rate) is not usable")
      return
    }
    facts.duration = Double(frames) / rate
  }

  /// Codec, channels, sample rate and bit depth from the COMM chunk (Docs/CLI.md, "Technical
  /// facts"): AIFF is big-endian integer PCM; AIFF-C names its compression type (`NONE`
  /// and `twos` big-endian PCM, `sowt` little-endian, `fl32`, `ulaw`, `ima4`, ...).
  func readTechnical(_ common: [UInt8], rate: Double, into facts: inout MediaFacts) {
    guard let channels = common.integer(at: 0, as: UInt16.self),
      let bits = common.integer(at: 6, as: UInt16.self)
    else { return }
    let size = Int(bits)
    var codec = CodecName.pcmName(bits: (size + 7) / 8 * 8, float: false, bigEndian: true)
    var isPCM = true
    if common.count >= 22, let type = common.integer(at: 18, as: UInt32.self) {
      let name = FourCC(type).description
      switch name {
      case "NONE", "twos": break
      case "sowt": codec = CodecName.pcmName(bits: (size + 7) / 8 * 8, float: false, bigEndian: false)
      case "fl32", "FL32": codec = "pcm_f32be"
      case "fl64", "FL64": codec = "pcm_f64be"
      default:
        codec = CodecName.sampleEntry(name)
        isPCM = false
      }
    }
    facts.technical.audioCodec = codec
    facts.technical.audioChannels = Int(channels)
    if rate.isFinite, rate >= 1, rate <= Double(FieldBounds.maxSampleRate) { facts.technical.sampleRate = Int(rate.rounded()) }
    if isPCM { facts.technical.bitDepth = size }
  }
}
