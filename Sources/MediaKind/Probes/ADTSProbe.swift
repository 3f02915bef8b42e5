/// Raw AAC in ADTS frames: duration.
///
/// ```
/// [ID3v2 tag] frame frame ... [ID3v1/APE tags]; frame = ``ADTSFrameHeader`` + raw data
/// ```
/// Every frame states its length, so the duration is exact when the walk reaches the end of
/// the audio (files up to 1 MiB of frames, as for MP3). Past that, the frames walked give the
/// average bytes per second and the rest of the file is extrapolated. The fast path does the
/// same over the head. Spec: ISO/IEC 14496-3 §1.A.2.2.
struct ADTSProbe: Probe {
  let id = "adts"

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .aac }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let start = MPEGAudioProbe.skipID3v2(source)
    let firstBytes = source.read(at: start, count: 7)
    guard let first = ADTSFrameHeader(firstBytes, at: 0) else {
      if firstBytes.count == 7 { facts.diagnose(.missing, at: "AAC", "no ADTS frame header at offset \(start)") }
      return
    }
    facts.record(.aacSampleRate, .int(first.sampleRate), at: "ADTS header")
    facts.technical.audioCodec = "aac"
    facts.technical.sampleRate = first.sampleRate
    facts.technical.audioChannels = first.channels
    let end = source.size - TrailingAudioTags.length(in: source, end: source.size)
    var reader = ChunkedReader(source: source)
    var position = start
    var samples = 0
    var complete = true
    while position + 7 <= end {
      guard position - start <= MPEGAudioProbe.walkLimit else {
        complete = false
        break
      }
      guard let bytes = reader.bytes(at: position, count: 7) else {
        complete = false  // past the head (fast path) or the budget
        break
      }
      guard let header = ADTSFrameHeader(bytes, at: 0), header.sampleRate == first.sampleRate else {
        facts.diagnose(.truncated, at: "AAC", "frames stop at \(position), \(end - position) bytes before the end")
        break
      }
      guard position + header.frameLength <= end else { break }  // cut-off last frame
      samples += header.samples
      position += header.frameLength
    }
    let walked = Double(samples) / Double(first.sampleRate)
    if complete {
      facts.duration = walked
    } else if position > start, samples > 0 {
      // Extrapolate the walked part's bytes per second over the rest of the audio.
      facts.duration = walked * Double(end - start) / Double(position - start)
      facts.record(.aacDurationSource, .string("extrapolated"), at: "ADTS frames")
    }
  }
}
