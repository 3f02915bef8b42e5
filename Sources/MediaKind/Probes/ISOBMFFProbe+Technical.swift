/// QuickTime/MP4 movies: the technical facts of the first video and audio tracks, from the
/// boxes `readMovie` has already walked (Docs/CLI.md, "Technical facts").
///
/// ```
/// video sample entry      format → videoCodec (CodecName)
///   avcC hvcC av1C vpcC   → videoProfile (CodecProfile)
///   colr nclx / nclc      u32 type, u16 primaries, u16 transfer, u16 matrix (H.273)
///   dvcC / dvvC / dvwC    u8 major, u8 minor, u16 profile(7) level(6) rpu el bl
///   sv3d/proj             equi / cbmp / mshp → projection
/// tkhd matrix             → rotation
/// audio sample entry      format, channelcount, samplesize, samplerate (v2: own fields)
///   esds                  ES_Descriptor 03 → DecoderConfigDescriptor 04 → objectType
///   wave/esds             (QuickTime)
///   alac                  FullBox, u32 frameLength, u8 version, u8 bitDepth
///   dfLa                  FullBox, block header, STREAMINFO
/// ```
/// Spec: ISO/IEC 14496-15 §5.3.3.1 (avcC), §8.3.3.1 (hvcC); AV1 Codec ISO Media File Format
/// Binding §2.3 (av1C); VP Codec ISO Media File Format Binding §2.2 (vpcC); ISO/IEC 14496-12
/// §12.1.5 (colr); Dolby Vision Streams within the ISO Base Media File Format v2.5 §3.2;
/// Google Spherical Video V2 (sv3d); ISO/IEC 14496-1 §7.2.6.5–6 (esds); Apple ALAC
/// `ALACMagicCookieDescription.txt`; FLAC-in-ISOBMFF §3.3.2 (dfLa); profiles: ``CodecProfile``.
extension ISOBMFFProbe {
  /// Codec, profile, colour, Dolby Vision, rotation and projection of the first video track.
  func readVideoTechnical(_ track: TrackBox, walker: inout BoxWalker, into facts: inout MediaFacts) {
    if let turns = track.header?.quarterTurns, turns != 0, facts.technical.rotation == nil {
      facts.technical.rotation = turns * 90
    }
    guard let entry = track.sampleEntries.first else { return }
    let format = entry.format.description
    if facts.technical.videoCodec == nil { facts.technical.videoCodec = CodecName.sampleEntry(format) }
    if facts.technical.videoProfile == nil { facts.technical.videoProfile = Self.profile(of: entry) }
    if let colr = entry.child("colr") {
      var r = colr.reader()
      if let kind = try? r.fourCC(), kind == "nclx" || kind == "nclc",
        let primaries = try? r.readInteger(as: UInt16.self), let transfer = try? r.readInteger(as: UInt16.self),
        let matrix = try? r.readInteger(as: UInt16.self)
      {
        if facts.technical.colorPrimaries == nil { facts.technical.colorPrimaries = ColorCodePoints.primaries(Int(primaries)) }
        if facts.technical.transferCharacteristics == nil {
          facts.technical.transferCharacteristics = ColorCodePoints.transfer(Int(transfer))
        }
        if facts.technical.matrixCoefficients == nil { facts.technical.matrixCoefficients = ColorCodePoints.matrix(Int(matrix)) }
      }
    }
    for type: FourCC in ["dvcC", "dvvC", "dvwC"] {
      guard let box = entry.child(type), let bits = box.bytes.integer(at: box.header.payloadStart + 2, as: UInt8.self),
        box.payloadSize >= 4
      else { continue }
      let profile = Int(bits >> 1)
      facts.record(.quickTimeDolbyVisionProfile, .int(profile), at: "moov/trak(vide)/stsd/\(format) \(type)")
      if facts.technical.dolbyVisionProfile == nil { facts.technical.dolbyVisionProfile = profile }
      break
    }
    if facts.technical.projection == nil, let sv3d = entry.child("sv3d"), let proj = walker.child("proj", of: sv3d) {
      for box in walker.children(of: proj) {
        switch box.type {
        case "equi": facts.technical.projection = "equirectangular"
        case "cbmp": facts.technical.projection = "cubemap"
        case "mshp": facts.technical.projection = "mesh"
        default: continue
        }
        break
      }
    }
  }

  /// The profile name of a video sample entry's configuration box, as FFmpeg prints it.
  static func profile(of entry: SampleEntry) -> String? {
    for type: FourCC in ["avcC", "hvcC", "av1C", "vpcC"] {
      if let box = entry.child(type) { return CodecProfile.name(config: type, box.payload) }
    }
    return nil
  }

  /// Codec, channels, sample rate and bit depth of the first audio track.
  func readAudioTechnical(_ track: TrackBox, walker: inout BoxWalker, into facts: inout MediaFacts) {
    guard let entry = track.sampleEntries.first else { return }
    let format = entry.format.description
    var codec = CodecName.sampleEntry(format)
    var bitDepth: Int?
    var rate = entry.sampleRate
    var channels = entry.channelCount
    switch format {
    case "mp4a":
      let esds = entry.child("esds") ?? entry.child("wave").flatMap { walker.child("esds", of: $0) }
      if let esds, let config = Self.decoderConfig(esds) {
        codec = CodecName.objectType(config.objectType) ?? codec
        // AAC: the AudioSpecificConfig states the layout and the output (SBR) rate.
        if codec == "aac", let info = config.specificInfo, let asc = AudioSpecificConfig(info) {
          channels = asc.channels ?? channels
          rate = asc.sampleRate.map(Double.init) ?? rate
        }
      }
    case "lpcm":
      if let flags = entry.pcmFlags, let bits = entry.sampleSize {
        codec = CodecName.pcmName(bits: bits, float: flags & 1 != 0, bigEndian: flags & 2 != 0)
        bitDepth = bits
      }
    case "sowt", "twos", "raw ", "in24", "in32", "fl32", "fl64":
      bitDepth = ["in24": 24, "in32": 32, "fl32": 32, "fl64": 64, "raw ": 8][format] ?? entry.sampleSize
      if format == "sowt" || format == "twos", let bits = entry.sampleSize, bits != 16 {
        codec = CodecName.pcmName(bits: bits, float: false, bigEndian: format == "twos")
      }
    case "alac":
      // The entry's own `alac` box (the QuickTime one sits in `wave`).
      let box = entry.child("alac") ?? entry.child("wave").flatMap { walker.child("alac", of: $0) }
      if let box, let depth = box.bytes.integer(at: box.header.payloadStart + 9, as: UInt8.self), box.payloadSize >= 28 {
        bitDepth = Int(depth)
        if let count = box.bytes.integer(at: box.header.payloadStart + 13, as: UInt8.self), count > 0 { channels = Int(count) }
        if let r = box.bytes.integer(at: box.header.payloadStart + 24, as: UInt32.self), r > 0 { rate = Double(r) }
      }
    case "samr", "sawb":
      // AMR is mono at 8 kHz (narrowband) or 16 kHz (wideband); the entry's fields are
      // templates (3GPP TS 26.244 §6.5).
      channels = 1
      rate = format == "samr" ? 8000 : 16000
    case "fLaC":
      if let dfLa = entry.child("dfLa"), dfLa.payloadSize >= 42,
        let info = FLACStreamInfo(Array(dfLa.payload), at: 8)
      {
        bitDepth = info.bitsPerSample
        channels = info.channels
        rate = Double(info.sampleRate)
      }
    default:
      break
    }
    if facts.technical.audioCodec == nil { facts.technical.audioCodec = codec }
    if facts.technical.audioChannels == nil, let channels, channels > 0 { facts.technical.audioChannels = channels }
    if facts.technical.sampleRate == nil, let rate, rate.isFinite, rate >= 1, rate <= Double(FieldBounds.maxSampleRate) {
      facts.technical.sampleRate = Int(rate.rounded())
    }
    if facts.technical.bitDepth == nil, let bitDepth, bitDepth > 0 { facts.technical.bitDepth = bitDepth }
  }

  /// The `objectTypeIndication` of an `esds` box's DecoderConfigDescriptor (tag 4) inside its
  /// ES_Descriptor (tag 3), and its DecoderSpecificInfo (tag 5) when present; descriptor
  /// sizes in the 7-bit expandable form.
  static func decoderConfig(_ esds: Box) -> (objectType: UInt8, specificInfo: ArraySlice<UInt8>?)? {
    var r = esds.reader(skipping: 4)
    func descriptor(_ tag: UInt8) -> Int? {
      guard let found = try? r.readInteger(as: UInt8.self), found == tag else { return nil }
      var size = 0
      for _ in 0..<4 {
        guard let byte = try? r.readInteger(as: UInt8.self) else { return nil }
        size = size << 7 | Int(byte & 0x7F)
        if byte & 0x80 == 0 { return size }
      }
      return size
    }
    guard descriptor(3) != nil, (try? r.skip(2)) != nil, let flags = try? r.readInteger(as: UInt8.self) else { return nil }
    if flags & 0x80 != 0 { guard (try? r.skip(2)) != nil else { return nil } }
    if flags & 0x40 != 0 {
      guard let length = try? r.readInteger(as: UInt8.self), (try? r.skip(Int(length))) != nil else { return nil }
    }
    if flags & 0x20 != 0 { guard (try? r.skip(2)) != nil else { return nil } }
    guard descriptor(4) != nil, let objectType = try? r.readInteger(as: UInt8.self) else { return nil }
    guard (try? r.skip(12)) != nil, let size = descriptor(5), size > 0, size <= r.remaining,
      let info = try? r.read(size)
    else { return (objectType, nil) }
    return (objectType, info)
  }
}
