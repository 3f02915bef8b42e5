/// FLV: duration, frame size and rate from the `onMetaData` script tag; codecs and the audio
/// layout from the first audio and video tags.
///
/// ```
/// 0 "FLV"  3 u8 version  4 u8 flags (4 audio, 1 video)  5 u32be header size (9)
/// then: u32be previous tag size (0), tags: u8 type (8 audio, 9 video, 18 script),
///       u24be data size, u24be timestamp (ms), u8 timestamp bits 24-31, u24be stream id,
///       data, u32be previous tag size (11 + data size)
/// script data: AMF0 "onMetaData" + object/ECMA array with duration (s), width, height,
///       framerate (``AMF0Reader``)
/// ```
/// Without a usable `duration`, the thorough path takes the last tag's timestamp, found
/// through the final previous-tag-size field.
///
/// The technical facts (Docs/CLI.md, "Technical facts") come from the first audio and the
/// first video tag among the leading tags, whose first bytes describe the stream:
///
/// ```
/// audio: u8 SoundFormat(4) SoundRate(2: 5.5/11/22/44 kHz) SoundSize(1: 8/16 bits)
///        SoundType(1: mono/stereo); AAC: u8 AACPacketType (0: AudioSpecificConfig follows)
/// video: u8 FrameType(4) CodecID(4); AVC: u8 AVCPacketType (0: avcC follows), i24 time;
///        enhanced (FrameType bit 3 set): PacketType in the low 4 bits, then a FourCC
/// ```
/// The flags' rate and channels are the container's; Nellymoser 8/16 kHz, MP3 8 kHz and
/// Speex state their own fixed rate (mono), AAC its AudioSpecificConfig (the flags always
/// say 44 kHz stereo). Spec: Adobe Flash Video File Format Specification v10.1 §E.2–E.5,
/// Enhanced RTMP v1 (extended video tag header).
struct FLVProbe: Probe {
  let id = "flv"

  /// Tags examined for the script tag (normally the first) and the first audio and video
  /// tags (normally within the first few).
  static let maxLeadingTags = 16

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .flv }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let head = source.head
    guard head.matches(ascii: "FLV", at: 0), let headerSize = head.integer(at: 5, as: UInt32.self)
    else {
      facts.diagnose(.truncated, at: "FLV", "header truncated")
      return
    }
    // The header's audio/video flags are not trusted (writers leave them wrong): the tags
    // themselves are looked for.
    var sawMetadata = false
    var sawAudio = false
    var sawVideo = false
    var position = Int(headerSize) + 4
    for _ in 0..<Self.maxLeadingTags {
      let tag = source.read(at: position, count: 11)
      guard tag.count == 11, let type = tag.integer(at: 0, as: UInt8.self),
        let size = tag.integer(at: 1, byteCount: 3, as: UInt32.self)
      else { break }
      let dataStart = position + 11
      switch type & 0x1F {
      case 18 where !sawMetadata:
        let data = source.read(at: dataStart, count: min(Int(size), input.budget.maxPayload))
        if let (name, properties) = AMF0Reader.metadata(data, maxEntries: input.budget.maxEntries),
          name == "onMetaData"
        {
          apply(properties, into: &facts)
          sawMetadata = true
        }
      case 8 where !sawAudio && size > 0:
        Self.readAudio(source.read(at: dataStart, count: min(Int(size), 16)), into: &facts.technical)
        sawAudio = true
      case 9 where !sawVideo && size > 0:
        Self.readVideo(source.read(at: dataStart, count: min(Int(size), 48)), into: &facts.technical)
        sawVideo = true
      default:
        break
      }
      position = dataStart + Int(size) + 4
      guard position < source.size, !(sawMetadata && sawAudio && sawVideo) else { break }
    }
    if facts.duration == nil, let last = lastTimestamp(source) {
      facts.duration = Double(last) / 1000
    }
  }

  /// Codec, rate, channels (and a PCM bit depth) of the first audio tag's data.
  static func readAudio(_ data: [UInt8], into technical: inout TechnicalMetadata) {
    guard let first = data.first else { return }
    let format = first >> 4
    let bits = first & 2 != 0 ? 16 : 8
    technical.audioCodec = CodecName.flvAudio(format, bits: bits)
    switch format {
    case 4, 14: (technical.sampleRate, technical.audioChannels) = (format == 4 ? 16_000 : 8_000, 1)
    case 5: (technical.sampleRate, technical.audioChannels) = (8_000, 1)
    case 11: (technical.sampleRate, technical.audioChannels) = (16_000, 1)
    case 10:
      // AACPacketType 0: the AudioSpecificConfig (a raw frame states nothing).
      if data.count > 2, data[1] == 0, let config = AudioSpecificConfig(data[2...]) {
        technical.sampleRate = config.sampleRate
        technical.audioChannels = config.channels
      }
    default:
      technical.sampleRate = [5512, 11025, 22050, 44100][Int(first >> 2) & 3]
      technical.audioChannels = first & 1 != 0 ? 2 : 1
      if [0, 3].contains(format) { technical.bitDepth = bits }
    }
  }

  /// Codec (and an AVC profile from its sequence header) of the first video tag's data.
  static func readVideo(_ data: [UInt8], into technical: inout TechnicalMetadata) {
    guard let first = data.first else { return }
    if first & 0x80 != 0 {
      // Enhanced RTMP: FourCC at 1; PacketType 0 (sequence start) carries the record.
      guard data.count >= 5 else { return }
      let fourCC = String(decoding: data[1..<5], as: UTF8.self)
      technical.videoCodec = CodecName.flvVideoFourCC(fourCC)
      if first & 0x0F == 0, fourCC == "avc1" || fourCC == "hvc1" || fourCC == "av01" {
        let config: FourCC = fourCC == "avc1" ? "avcC" : fourCC == "hvc1" ? "hvcC" : "av1C"
        technical.videoProfile = CodecProfile.name(config: config, data[5...])
      }
      return
    }
    technical.videoCodec = CodecName.flvVideo(first & 0x0F)
    // AVC (and HEVC, 12) with AVCPacketType 0: the decoder configuration record at 5.
    if first & 0x0F == 7 || first & 0x0F == 12, data.count > 5, data[1] == 0 {
      technical.videoProfile = CodecProfile.name(config: first & 0x0F == 7 ? "avcC" : "hvcC", data[5...])
    }
  }

  private func apply(_ properties: [String: AMF0Reader.Value], into facts: inout MediaFacts) {
    func number(_ key: String) -> Double? {
      if case .number(let value)? = properties[key], value.isFinite, value > 0 { return value }
      return nil
    }
    if let duration = number("duration") { facts.duration = duration }
    if let width = number("width"), let height = number("height"), width < 1e6, height < 1e6 {
      facts.pixelWidth = Int(width)
      facts.pixelHeight = Int(height)
    }
    if let rate = number("framerate") ?? number("videoframerate") { facts.frameRate = rate }
  }

  /// The last tag's timestamp in ms, through the final previous-tag-size field (thorough
  /// path, or a file inside the head).
  private func lastTimestamp(_ source: ByteSource) -> Int? {
    guard source.size >= 15, source.canRead((source.size - 4)..<source.size) else { return nil }
    guard let previous = source.read(at: source.size - 4, count: 4).integer(at: 0, as: UInt32.self),
      previous >= 11, Int(previous) <= source.size - 4
    else { return nil }
    let tag = source.read(at: source.size - 4 - Int(previous), count: 8)
    guard let type = tag.integer(at: 0, as: UInt8.self), [8, 9, 18].contains(type & 0x1F),
      let low = tag.integer(at: 4, byteCount: 3, as: UInt32.self),
      let high = tag.integer(at: 7, as: UInt8.self)
    else { return nil }
    return Int(high) << 24 | Int(low)
  }
}
