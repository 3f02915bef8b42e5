/// FLAC: duration from STREAMINFO (``FLACStreamInfo``), after any ID3v2 tag.
///
/// ```
/// [ID3v2] "fLaC" [block header: last(1) type(7) u24be length] STREAMINFO ...
/// ```
/// Spec: RFC 9639 §6 (stream), §8.1 (block header), §8.2 (STREAMINFO). A zero total-sample
/// count means "unknown" and gives no duration. STREAMINFO is the first block, so the head
/// always holds it unless an ID3 tag in front is larger than the head.
struct FLACProbe: Probe {
  let id = "flac"

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .flac }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let start = MPEGAudioProbe.skipID3v2(source)
    let bytes = source.read(at: start, count: 4 + 4 + 34)
    guard bytes.matches(ascii: "fLaC", at: 0) else {
      if bytes.count >= 4 { facts.diagnose(.missing, at: "FLAC", "no fLaC marker at \(start)") }
      return
    }
    guard let blockHeader = bytes.integer(at: 4, as: UInt8.self),
      let length = bytes.integer(at: 5, byteCount: 3, as: UInt32.self)
    else {
      facts.diagnose(.truncated, at: "FLAC", "metadata block header truncated")
      return
    }
    guard blockHeader & 0x7F == 0, length >= 34 else {
      facts.diagnose(.malformed, at: "FLAC", "first metadata block is not a 34-byte STREAMINFO")
      return
    }
    guard let info = FLACStreamInfo(bytes, at: 8) else {
      facts.diagnose(.truncated, at: "FLAC", "STREAMINFO truncated")
      return
    }
    facts.record(.flacSampleRate, .int(info.sampleRate), at: "fLaC/STREAMINFO")
    facts.technical.audioCodec = "flac"
    facts.technical.audioChannels = info.channels
    facts.technical.sampleRate = info.sampleRate
    facts.technical.bitDepth = info.bitsPerSample
    facts.record(.flacTotalSamples, .int(Int(clamping: info.totalSamples)), at: "fLaC/STREAMINFO")
    if let duration = info.duration { facts.duration = duration }
  }
}
