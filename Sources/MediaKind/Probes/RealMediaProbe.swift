/// RealMedia (`.rm`, `.rmvb`): duration, the video stream's frame size, and whether the file
/// is audio only, from the header chunks before `DATA`; the technical facts (Docs/CLI.md,
/// "Technical facts") of the first video stream (RealVideo FourCC) and audio stream (its
/// RealAudio header), and of a bare RealAudio file (`.ra`).
///
/// ```
/// ".RMF" u32be header size, u16 version, u32 file version, u32 header count
/// chunks: fourcc, u32be size (with these 10 bytes), u16 version, data
/// PROP v0: u32 max/avg bit rate, max/avg packet size, packet count, u32 duration (ms),
///          u32 preroll (ms), index offset, data offset, u16 stream count, u16 flags
/// MDPR v0: u16 stream number, u32 max/avg bit rate, max/avg packet size, start time,
///          preroll, duration (ms), u8 + stream name, u8 + MIME type, u32 + type-specific data
///          (video: u32 size, "VIDO", codec fourcc, u16 width, u16 height, ...; audio: the
///          RealAudio header, ``RealAudioHeader``)
/// DATA: packets (never read)
/// ```
/// A file whose streams are all audio (`audio/x-pn-realaudio`,
/// `audio/x-pn-multirate-realaudio`, their `logical-` forms) and none video is refined to
/// RealMedia audio (`com.real.realaudio`, PhotoKit `audio`), as an MP4 without a video track
/// is MPEG-4 audio; ExifTool likewise reports a single stream's MIME type as the file's.
/// `logical-fileinfo` streams carry no media. Spec: RealNetworks "RealMedia File Format"
/// (RMFF 1.0: PROP, MDPR, type-specific data); ExifTool `Real.pm` (`ProcessReal`,
/// Properties and MediaProps tables); `Docs/DetectionRules.md` "Formats and media type" (media type by stream kind).
struct RealMediaProbe: Probe {
  let id = "realmedia"

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .rm || format.id == .ra }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    // A bare RealAudio file (`.ra`) is the stream header alone.
    if input.format.id == .ra {
      RealAudioHeader(source.head[...])?.fill(&facts.technical)
      return
    }
    guard source.head.matches(ascii: ".RMF", at: 0),
      let headerSize = source.head.integer(at: 4, as: UInt32.self)
    else {
      return
    }
    var position = Int(headerSize)
    var audio = 0
    var video = 0
    var complete = false
    for _ in 0..<min(input.budget.maxEntries, 256) {
      let header = source.read(at: position, count: 10)
      guard header.count == 10, let size = header.integer(at: 4, as: UInt32.self) else { break }
      if header.matches(ascii: "DATA", at: 0) || header.matches([0, 0, 0, 0], at: 0) {
        complete = true
        break
      }
      guard size >= 10, size & 0x8000_0000 == 0 else {
        facts.diagnose(.malformed, at: "RealMedia", "bad chunk size \(size) at \(position)")
        return
      }
      let body = position + 10
      if header.matches(ascii: "PROP", at: 0) {
        let data = source.read(at: body, count: 40)
        if let milliseconds = data.integer(at: 20, as: UInt32.self), milliseconds > 0 {
          facts.duration = Double(milliseconds) / 1000
        }
      } else if header.matches(ascii: "MDPR", at: 0), Int(size) <= input.budget.maxPayload {
        let data = source.read(at: body, count: Int(size) - 10)
        switch Self.streamKind(data) {
        case .audio(let header)?:
          audio += 1
          if audio == 1 { header?.fill(&facts.technical) }
        case .video(let width, let height, let codec)?:
          video += 1
          if video == 1 { facts.technical.videoCodec = codec }
          if facts.pixelWidth == nil, width > 0, height > 0 {
            facts.pixelWidth = width
            facts.pixelHeight = height
          }
        case nil: break
        }
      }
      position += Int(size)
    }
    facts.record(.realMediaStreams, .string("\(audio) audio, \(video) video"), at: "RealMedia MDPR")
    // Only a header walked up to DATA proves there is no video stream.
    if complete, audio > 0, video == 0 {
      facts.refine(to: .rmAudio, because: "a RealMedia file with audio streams only is RealAudio")
    }
  }

  enum StreamKind: Equatable {
    /// An audio stream, with its RealAudio header when the type-specific data holds one.
    case audio(RealAudioHeader?)
    case video(width: Int, height: Int, codec: String?)
  }

  /// RealVideo FourCCs by FFmpeg's names.
  static let videoCodecs = ["RV10": "rv10", "RV20": "rv20", "RV30": "rv30", "RV40": "rv40", "RV60": "rv60"]

  /// The kind of one MDPR stream from its MIME type (and the frame size and codec of a video
  /// one, the RealAudio header of an audio one).
  static func streamKind(_ data: [UInt8]) -> StreamKind? {
    var position = 30
    guard let nameLength = data.integer(at: position, as: UInt8.self) else { return nil }
    position += 1 + Int(nameLength)
    guard let mimeLength = data.integer(at: position, as: UInt8.self),
      position + 1 + Int(mimeLength) <= data.count
    else {
      return nil
    }
    let mime = String(decoding: data[(position + 1)..<(position + 1 + Int(mimeLength))], as: UTF8.self)
    position += 1 + Int(mimeLength)
    let kind = mime.hasPrefix("logical-") ? String(mime.dropFirst(8)) : mime
    // Type-specific data: u32 length, then the stream's header.
    let specific = position + 4
    if kind.hasPrefix("audio/") {
      return .audio(specific < data.count ? RealAudioHeader(data[specific...]) : nil)
    }
    guard kind.hasPrefix("video/") else { return nil }
    // RealVideo: u32 size, "VIDO", fourcc, u16 w, u16 h.
    if data.matches(ascii: "VIDO", at: specific + 4),
      let width = data.integer(at: specific + 12, as: UInt16.self),
      let height = data.integer(at: specific + 14, as: UInt16.self)
    {
      let fourCC = String(decoding: data[(specific + 8)..<(specific + 12)], as: UTF8.self)
      return .video(width: Int(width), height: Int(height), codec: Self.videoCodecs[fourCC])
    }
    return .video(width: 0, height: 0, codec: nil)
  }
}
