/// Matroska and WebM: duration, the first video track's frame size and rate, the date, and
/// "audio only" (a Matroska file without a video track is `mka`).
///
/// ```
/// EBML header 1A45DFA3 (DocType 4282)
/// Segment 18538067
///   SeekHead 114D9B74 → Seek 4DBB → SeekID 53AB, SeekPosition 53AC (relative to the
///                                    Segment data)
///   Info 1549A966     → TimecodeScale 2AD7B1 (ns per tick, default 1 000 000),
///                       Duration 4489 (float, ticks), DateUTC 4461 (ns since 2001-01-01 UTC)
///   Tracks 1654AE6B   → TrackEntry AE → TrackType 83 (1 video, 2 audio),
///                       DefaultDuration 23E383 (ns per frame),
///                       Video E0 → PixelWidth B0, PixelHeight BA,
///                         Colour 55B0 → MatrixCoefficients 55B1, TransferCharacteristics
///                         55BA, Primaries 55BB (H.273 code points);
///                         Projection 7670 → ProjectionType 7671 (1 equirectangular,
///                         2 cubemap, 3 mesh)
///                       CodecID 86 (text), CodecPrivate 63A2 (avcC / hvcC / av1C record),
///                       Audio E1 → SamplingFrequency B5 (float), Channels 9F,
///                         BitDepth 6264
///                       BlockAdditionMapping 41E4 → BlockAddIDType 41E7 ('dvcC', 'dvvC'),
///                         BlockAddIDExtraData 41ED (the Dolby Vision configuration)
///   Cluster 1F43B675  (media data: the walk stops here and follows the SeekHead instead)
/// ```
/// Specs: RFC 8794 (EBML), RFC 9559 (Matroska) §5.1 element table, webmproject.org
/// "WebM Container Guidelines".
struct MatroskaProbe: Probe {
  let id = "matroska"

  enum ID {
    static let ebml: UInt32 = 0x1A45_DFA3
    static let segment: UInt32 = 0x1853_8067
    static let seekHead: UInt32 = 0x114D_9B74
    static let seek: UInt32 = 0x4DBB
    static let seekID: UInt32 = 0x53AB
    static let seekPosition: UInt32 = 0x53AC
    static let info: UInt32 = 0x1549_A966
    static let timecodeScale: UInt32 = 0x2A_D7B1
    static let duration: UInt32 = 0x4489
    static let dateUTC: UInt32 = 0x4461
    static let tracks: UInt32 = 0x1654_AE6B
    static let trackEntry: UInt32 = 0xAE
    static let trackType: UInt32 = 0x83
    static let defaultDuration: UInt32 = 0x23_E383
    static let video: UInt32 = 0xE0
    static let pixelWidth: UInt32 = 0xB0
    static let pixelHeight: UInt32 = 0xBA
    static let cluster: UInt32 = 0x1F43_B675
    static let codecID: UInt32 = 0x86
    static let codecPrivate: UInt32 = 0x63A2
    static let colour: UInt32 = 0x55B0
    static let matrixCoefficients: UInt32 = 0x55B1
    static let transferCharacteristics: UInt32 = 0x55BA
    static let primaries: UInt32 = 0x55BB
    static let projection: UInt32 = 0x7670
    static let projectionType: UInt32 = 0x7671
    static let audio: UInt32 = 0xE1
    static let samplingFrequency: UInt32 = 0xB5
    static let channels: UInt32 = 0x9F
    static let bitDepth: UInt32 = 0x6264
    static let blockAdditionMapping: UInt32 = 0x41E4
    static let blockAddIDType: UInt32 = 0x41E7
    static let blockAddIDExtraData: UInt32 = 0x41ED
  }

  /// Largest Info or Tracks element read (codec private data can make Tracks large).
  static let maxElementRead = 1 << 20
  /// 2001-01-01T00:00:00Z in Unix seconds (the Matroska date epoch).
  static let epoch2001: Int64 = 978_307_200

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .ebml }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    guard let header = EBMLReader.element(source.head, at: 0), header.id == ID.ebml,
      let headerSize = header.size, headerSize < UInt64(source.size)
    else {
      facts.diagnose(.missing, at: "Matroska", "no EBML header")
      return
    }
    let segmentOffset = header.dataOffset + Int(headerSize)
    guard let segment = element(in: source, at: segmentOffset), segment.id == ID.segment else {
      if segmentOffset >= source.size {
        facts.diagnose(.truncated, at: "Matroska", "file ends inside the EBML header")
      } else if source.canRead(segmentOffset..<min(source.size, segmentOffset + 12)) {
        facts.diagnose(.missing, at: "Matroska", "no Segment after the EBML header")
      }
      return
    }
    let segmentStart = segment.dataOffset
    let segmentEnd = segment.end(clampedTo: source.size)

    var info: [UInt8]?
    var tracks: [UInt8]?
    var seeks: [UInt32: UInt64] = [:]
    var position = segmentStart
    var count = 0
    walk: while position < segmentEnd, count < input.budget.maxEntries {
      count += 1
      guard let child = element(in: source, at: position) else { break }
      switch child.id {
      case ID.seekHead:
        if let data = payload(of: child, in: source) {
          seeks.merge(Self.seekEntries(data)) { a, _ in a }
        }
      case ID.info:
        if info == nil { info = payload(of: child, in: source) }
      case ID.tracks:
        if tracks == nil { tracks = payload(of: child, in: source) }
      case ID.cluster:
        break walk
      default:
        break
      }
      if info != nil && tracks != nil { break }
      // Unknown size (only Clusters may have it) or a size past the Segment: stop.
      guard let size = child.size, size <= UInt64(max(0, segmentEnd - child.dataOffset)) else {
        break
      }
      position = child.dataOffset + Int(size)
    }
    // Info or Tracks written after the media: follow the SeekHead.
    for (target, wanted) in [(ID.info, info == nil), (ID.tracks, tracks == nil)] where wanted {
      guard let relative = seeks[target], relative < UInt64(max(0, segmentEnd - segmentStart)),
        let child = element(in: source, at: segmentStart + Int(relative)), child.id == target
      else { continue }
      if target == ID.info {
        info = payload(of: child, in: source)
      } else {
        tracks = payload(of: child, in: source)
      }
    }

    if let info { readInfo(info, budget: input.budget.maxEntries, into: &facts) }
    if let tracks {
      let hasVideo = readTracks(tracks, budget: input.budget.maxEntries, into: &facts)
      if !hasVideo && input.format.id == .mkv {
        facts.refine(to: .mka, because: "a Matroska file with no video track is Matroska audio")
      }
    } else if !source.limitedToHead {
      facts.diagnose(.missing, at: "Matroska", "no Tracks element")
    }
  }

  /// The element header at file offset `offset`, with offsets made file-relative.
  private func element(in source: ByteSource, at offset: Int) -> EBMLElement? {
    let bytes = source.read(at: offset, count: 12)
    guard let e = EBMLReader.element(bytes, at: 0) else { return nil }
    return EBMLElement(id: e.id, offset: offset, dataOffset: offset + e.dataOffset, size: e.size)
  }

  /// An element's data, when its size is known and not too large to read.
  private func payload(of element: EBMLElement, in source: ByteSource) -> [UInt8]? {
    guard let size = element.size, size <= UInt64(Self.maxElementRead) else { return nil }
    let data = source.read(at: element.dataOffset, count: Int(size))
    return data.count == Int(size) ? data : nil
  }

  /// SeekID → SeekPosition from a SeekHead's data.
  static func seekEntries(_ data: [UInt8]) -> [UInt32: UInt64] {
    var result: [UInt32: UInt64] = [:]
    for seek in EBMLReader.children(data, in: 0..<data.count, maxEntries: 256)
    where seek.id == ID.seek {
      var target: UInt32?
      var position: UInt64?
      for field in EBMLReader.children(
        data, in: seek.dataOffset..<seek.end(clampedTo: data.count), maxEntries: 8)
      {
        if field.id == ID.seekID, let raw = EBMLReader.unsigned(data, field),
          raw <= UInt64(UInt32.max)
        {
          target = UInt32(raw)
        } else if field.id == ID.seekPosition {
          position = EBMLReader.unsigned(data, field)
        }
      }
      if let target, let position, result[target] == nil { result[target] = position }
    }
    return result
  }

  private func readInfo(_ data: [UInt8], budget: Int, into facts: inout MediaFacts) {
    var scale: UInt64 = 1_000_000
    var ticks: Double?
    for field in EBMLReader.children(data, in: 0..<data.count, maxEntries: budget) {
      switch field.id {
      case ID.timecodeScale:
        if let value = EBMLReader.unsigned(data, field), value > 0 { scale = value }
      case ID.duration:
        ticks = EBMLReader.float(data, field)
      case ID.dateUTC:
        if let ns = EBMLReader.signed(data, field) {
          let (unix, overflow) = Self.epoch2001.addingReportingOverflow(ns / 1_000_000_000)
          if !overflow, unix > 0 { facts.creationDate = CaptureDate.utc(unixSeconds: unix) }
        }
      default:
        break
      }
    }
    if let ticks, ticks.isFinite, ticks >= 0 {
      facts.duration = ticks * Double(scale) / 1_000_000_000
    }
  }

  /// Reads the first video track and the technical facts of the first audio track;
  /// returns whether there is a video track.
  private func readTracks(_ data: [UInt8], budget: Int, into facts: inout MediaFacts) -> Bool {
    var hasVideo = false
    var hasAudio = false
    for entry in EBMLReader.children(data, in: 0..<data.count, maxEntries: budget)
    where entry.id == ID.trackEntry {
      let fields = EBMLReader.children(
        data, in: entry.dataOffset..<entry.end(clampedTo: data.count), maxEntries: budget)
      guard let type = fields.first(where: { $0.id == ID.trackType }) else { continue }
      let trackType = EBMLReader.unsigned(data, type)
      if trackType == 2, !hasAudio {
        hasAudio = true
        readAudioTechnical(data, fields, budget: budget, into: &facts)
      }
      guard trackType == 1 else { continue }
      if hasVideo { continue }
      hasVideo = true
      readVideoTechnical(data, fields, budget: budget, into: &facts)
      if let perFrame = fields.first(where: { $0.id == ID.defaultDuration }),
        let ns = EBMLReader.unsigned(data, perFrame), ns > 0
      {
        facts.frameRate = 1_000_000_000 / Double(ns)
      }
      guard let video = fields.first(where: { $0.id == ID.video }) else { continue }
      for field in EBMLReader.children(
        data, in: video.dataOffset..<video.end(clampedTo: data.count), maxEntries: budget)
      {
        if field.id == ID.pixelWidth, let w = EBMLReader.unsigned(data, field) {
          facts.pixelWidth = Int(clamping: w)
        } else if field.id == ID.pixelHeight, let h = EBMLReader.unsigned(data, field) {
          facts.pixelHeight = Int(clamping: h)
        }
      }
    }
    return hasVideo
  }

  /// The text of a string element (ASCII or UTF-8, NUL padding dropped), at most 64 bytes.
  static func text(_ data: [UInt8], _ element: EBMLElement) -> String? {
    guard let size = element.size, size <= 64 else { return nil }
    let end = min(data.count, element.dataOffset + Int(size))
    guard element.dataOffset < end else { return nil }
    let bytes = data[element.dataOffset..<end].prefix { $0 != 0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The children of `element`'s data.
  static func children(_ data: [UInt8], of element: EBMLElement, budget: Int) -> [EBMLElement] {
    EBMLReader.children(data, in: element.dataOffset..<element.end(clampedTo: data.count), maxEntries: budget)
  }

  /// Codec, profile, colour, projection and Dolby Vision of the first video track
  /// (Docs/CLI.md, "Technical facts").
  private func readVideoTechnical(_ data: [UInt8], _ fields: [EBMLElement], budget: Int, into facts: inout MediaFacts) {
    let codecID = fields.first { $0.id == ID.codecID }.flatMap { Self.text(data, $0) }
    if let codecID {
      facts.technical.videoCodec = CodecName.matroska(codecID)
      let config: FourCC? = switch codecID {
      case "V_MPEG4/ISO/AVC": "avcC"
      case "V_MPEGH/ISO/HEVC": "hvcC"
      case "V_AV1": "av1C"
      default: nil
      }
      if let config, let priv = fields.first(where: { $0.id == ID.codecPrivate }), let size = priv.size,
        size <= UInt64(data.count)
      {
        let end = min(data.count, priv.dataOffset + Int(size))
        if priv.dataOffset < end {
          facts.technical.videoProfile = CodecProfile.name(config: config, data[priv.dataOffset..<end])
        }
      }
    }
    for mapping in fields where mapping.id == ID.blockAdditionMapping {
      let parts = Self.children(data, of: mapping, budget: budget)
      guard let type = parts.first(where: { $0.id == ID.blockAddIDType }).flatMap({ EBMLReader.unsigned(data, $0) }),
        [("dvcC" as FourCC).rawValue, ("dvvC" as FourCC).rawValue, ("dvwC" as FourCC).rawValue].contains(UInt32(clamping: type)),
        let extra = parts.first(where: { $0.id == ID.blockAddIDExtraData }),
        let bits = data.integer(at: extra.dataOffset + 2, as: UInt8.self), (extra.size ?? 0) >= 4
      else { continue }
      let profile = Int(bits >> 1)
      facts.record(.matroskaDolbyVisionProfile, .int(profile), at: "Tracks/TrackEntry/BlockAdditionMapping 41ED")
      facts.technical.dolbyVisionProfile = profile
      break
    }
    guard let video = fields.first(where: { $0.id == ID.video }) else { return }
    for field in Self.children(data, of: video, budget: budget) {
      switch field.id {
      case ID.colour:
        for part in Self.children(data, of: field, budget: budget) {
          guard let value = EBMLReader.unsigned(data, part), value <= 255 else { continue }
          switch part.id {
          case ID.primaries: facts.technical.colorPrimaries = ColorCodePoints.primaries(Int(value))
          case ID.matrixCoefficients: facts.technical.matrixCoefficients = ColorCodePoints.matrix(Int(value))
          case ID.transferCharacteristics:
            facts.technical.transferCharacteristics = ColorCodePoints.transfer(Int(value))
            facts.record(.matroskaTransferCharacteristics, .int(Int(value)), at: "Tracks/TrackEntry/Video/Colour 55BA")
          default: break
          }
        }
      case ID.projection:
        let type = Self.children(data, of: field, budget: budget).first { $0.id == ID.projectionType }
        switch type.flatMap({ EBMLReader.unsigned(data, $0) }) {
        case 1: facts.technical.projection = "equirectangular"
        case 2: facts.technical.projection = "cubemap"
        case 3: facts.technical.projection = "mesh"
        default: break
        }
      default:
        break
      }
    }
  }

  /// Codec, channels, sample rate and bit depth of the first audio track.
  private func readAudioTechnical(_ data: [UInt8], _ fields: [EBMLElement], budget: Int, into facts: inout MediaFacts) {
    var rate: Double?
    var channels: UInt64 = 1  // RFC 9559: Channels defaults to 1
    var depth: UInt64?
    if let audio = fields.first(where: { $0.id == ID.audio }) {
      for field in Self.children(data, of: audio, budget: budget) {
        switch field.id {
        case ID.samplingFrequency: rate = EBMLReader.float(data, field)
        case ID.channels: channels = EBMLReader.unsigned(data, field) ?? channels
        case ID.bitDepth: depth = EBMLReader.unsigned(data, field)
        default: break
        }
      }
    }
    let bits = depth.map { Int(clamping: $0) }
    if let codecID = fields.first(where: { $0.id == ID.codecID }).flatMap({ Self.text(data, $0) }) {
      facts.technical.audioCodec = CodecName.matroska(codecID, bitDepth: bits)
      // Lossy codecs have no bit depth, whatever the element says.
      if codecID.hasPrefix("A_PCM") || codecID == "A_FLAC" || codecID == "A_ALAC" || codecID == "A_TRUEHD" {
        facts.technical.bitDepth = bits
      }
    }
    if channels <= UInt64(FieldBounds.maxAudioChannels) { facts.technical.audioChannels = Int(channels) }
    if let rate, rate.isFinite, rate >= 1, rate <= Double(FieldBounds.maxSampleRate) {
      facts.technical.sampleRate = Int(rate.rounded())
    }
  }
}
