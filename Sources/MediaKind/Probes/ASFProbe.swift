/// ASF (WMA, WMV): duration, creation date and the video stream's frame size.
///
/// ```
/// File Properties Object data (after the 24-byte object header):
///   0 file id GUID  16 u64 file size  24 u64 creation date (FILETIME: 100 ns since 1601)
///   32 u64 data packets  40 u64 play duration (100 ns)  48 u64 send duration
///   56 u64 preroll (ms)  64 u32 flags (bit 0 broadcast: durations not valid)
/// Stream Properties Object data:
///   0 stream type GUID  16 error correction GUID  32 u64 time offset
///   40 u32 type-specific length  44 u32 error-correction length  48 u16 flags  50 u32 reserved
///   54 type-specific data; video: u32 encoded width, u32 encoded height, u8 flags,
///      u16 format size, BITMAPINFOHEADER (65: u32 size, i32 width, i32 height, u16 planes,
///      u16 bit count, 81: u32 compression FourCC, ..., 105: codec data; WMV3: its sequence
///      header); audio: WAVEFORMATEX (u16 format tag, u16 channels, u32 sample rate, u32
///      byte rate, u16 block align, u16 bits per sample)
/// ```
/// The technical facts (Docs/CLI.md, "Technical facts") are the first video stream's
/// compression FourCC (``CodecName/bitmapCompression(_:)``; a WMV3 profile from its sequence
/// header) and the first audio stream's WAVEFORMATEX (``RIFFProbe/WaveFormat``).
/// Duration = play duration − preroll (the play duration includes the preroll; spec §3.2).
/// Spec: Microsoft ASF Specification rev. 01.20.05 §3.2, §3.3, §9.2 (video media type).
///
/// Audio or video (Docs/AddingAFormat.md, "Audio or video: only a video stream makes a
/// video"): the signatures decide from the stream GUIDs in the head, and a Header Object larger
/// than the head (cover art in a WM/Picture before the Stream Properties Objects) leaves them
/// none, so the file is generic ASF. The thorough path walks the whole Header Object (its
/// object headers, within the first `ASFObject.maxHeaderSize` bytes) and refines: a video stream makes it
/// WMV, audio streams and no video WMA. The fast path, which sees no stream at all, takes a
/// file named `.wma` for the audio it is named as and otherwise leaves the generic type; it
/// never concludes video from a stream it has not seen. A file named `.asf` stays ASF, as its
/// signature says.
struct ASFProbe: Probe {
  let id = "asf"

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .asf }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    guard
      let (children, complete) = ASFObject.headerChildren(
        in: source, maxEntries: input.budget.maxEntries)
    else {
      facts.diagnose(.missing, at: "ASF", "no header object")
      return
    }
    if !complete && !source.limitedToHead { facts.diagnose(.truncated, at: "ASF", "header object damaged or cut") }
    var sawFileProperties = false
    var streams = Streams()
    for object in children {
      if object.guid == ASFObject.filePropertiesGUID {
        sawFileProperties = true
        readFileProperties(source.read(at: object.dataOffset, count: 68), into: &facts)
      } else if object.guid == ASFObject.streamPropertiesGUID {
        let data = source.read(at: object.dataOffset, count: min(object.size - ASFObject.headerLength, 106))
        guard data.count >= 16 else { continue }
        let type = Array(data[0..<16])
        if ASFObject.listsStream(type, video: true) {
          if !streams.video { readVideoTechnical(data, into: &facts.technical) }
          streams.video = true
        } else if ASFObject.listsStream(type, video: false) {
          if !streams.audio { Self.audioFormat(data)?.fill(&facts.technical) }
          streams.audio = true
        }
        if facts.pixelWidth == nil { readStreamProperties(data, into: &facts) }
      }
    }
    if !sawFileProperties && complete { facts.diagnose(.missing, at: "ASF", "no file properties object") }
    refineFormat(input, streams: streams, complete: complete, into: &facts)
  }

  /// The media types of the Stream Properties Objects seen.
  private struct Streams {
    var audio = false
    var video = false
  }

  /// WMV or WMA from the streams the walk saw, for a file the head left generic (or whose
  /// video stream lies past the head).
  private func refineFormat(
    _ input: ProbeInput, streams: Streams, complete: Bool, into facts: inout MediaFacts
  ) {
    let name = PathParts.fileExtension(of: input.fileName)
    guard name != "asf" else { return }
    let format = input.format.id
    if streams.video, format == .asf || format == .wma {
      facts.refine(to: .wmv, because: "an ASF file whose Header Object lists a video stream past the head is Windows Media video")
    } else if format == .asf, streams.audio, !streams.video, complete {
      facts.refine(to: .wma, because: "an ASF file whose Header Object lists audio streams and no video stream is Windows Media audio")
    } else if format == .asf, !streams.audio, !streams.video, input.source.limitedToHead, name == "wma" {
      // The streams lie past the head: the name is the only evidence left, and it is not
      // video (the thorough path reads the streams).
      facts.refine(to: .wma, because: "an ASF file whose streams lie past the head, named .wma")
    }
  }

  private func readFileProperties(_ data: [UInt8], into facts: inout MediaFacts) {
    var reader = ByteReader(data, endianness: .little)
    guard (try? reader.skip(24)) != nil, let created = try? reader.readInteger(as: UInt64.self),
      (try? reader.skip(8)) != nil, let play = try? reader.readInteger(as: UInt64.self),
      (try? reader.skip(8)) != nil, let preroll = try? reader.readInteger(as: UInt64.self),
      let flags = try? reader.readInteger(as: UInt32.self)
    else {
      facts.diagnose(.truncated, at: "ASF", "file properties object truncated")
      return
    }
    // FILETIME → Unix seconds; 0 means "not set".
    if created > 0 {
      let unix = Int64(clamping: created / 10_000_000) - 11_644_473_600
      if unix > 0 { facts.creationDate = CaptureDate.utc(unixSeconds: unix) }
    }
    guard flags & 1 == 0 else { return }  // broadcast: duration fields are not valid
    let seconds = Double(play) / 10_000_000 - Double(preroll) / 1000
    if seconds > 0 {
      facts.duration = seconds
    } else if play > 0 {
      facts.diagnose(.implausible, at: "ASF", "preroll \(preroll) ms exceeds the play duration")
    }
  }

  /// The WAVEFORMATEX of an audio Stream Properties Object, within its stated
  /// type-specific length.
  static func audioFormat(_ data: [UInt8]) -> RIFFProbe.WaveFormat? {
    guard let length = data.integer(at: 40, as: UInt32.self, endianness: .little), length >= 16,
      data.count >= 70
    else { return nil }
    return RIFFProbe.WaveFormat(Array(data[54..<min(data.count, 54 + Int(length))]), endianness: .little)
  }

  /// Codec (and a WMV3 profile) of the first video Stream Properties Object.
  private func readVideoTechnical(_ data: [UInt8], into technical: inout TechnicalMetadata) {
    guard let length = data.integer(at: 40, as: UInt32.self, endianness: .little), length >= 31,
      let compression = data.integer(at: 81, as: UInt32.self, endianness: .little)
    else { return }
    let codec = CodecName.bitmapCompression(compression)
    technical.videoCodec = codec
    // The codec data follows the 40-byte BITMAPINFOHEADER when its size says so.
    if codec == "wmv3", let size = data.integer(at: 65, as: UInt32.self, endianness: .little), size > 40,
      length > 51, let first = data.integer(at: 105, as: UInt8.self)
    {
      technical.videoProfile = CodecProfile.wmv3(first)
    }
  }

  private func readStreamProperties(_ data: [UInt8], into facts: inout MediaFacts) {
    guard data.count >= 62 else { return }
    // The media-type GUID is matched by the same helper the signature uses.
    guard ASFObject.listsStream(Array(data[0..<16]), video: true),
      let width = data.integer(at: 54, as: UInt32.self, endianness: .little),
      let height = data.integer(at: 58, as: UInt32.self, endianness: .little)
    else { return }
    facts.pixelWidth = Int(width)
    facts.pixelHeight = Int(height)
  }
}
