/// MPEG-2 transport streams (TS, M2TS/AVCHD) and MPEG program streams: the frame size of the
/// first video stream, and the AVCHD recording date; for a transport stream, the technical
/// facts (Docs/CLI.md, "Technical facts"): the codecs of the PMT's first video and audio
/// streams (``CodecName/transportStream(_:descriptorTags:registration:bluray:)``), the H.264
/// profile from its SPS and the frame rate and colour its VUI states, the MPEG-2 profile and
/// frame rate from its sequence header, and the
/// audio layout from the first audio frame header (``ElementaryAudio``).
///
/// Transport streams are demultiplexed (``TransportStreamReader``: PAT → PMT → first video
/// PID → PES payload); program streams are scanned directly. The size comes from the first
/// H.264 sequence parameter set (``H264SequenceParameterSet``) or MPEG-1/2 sequence header:
///
/// ```
/// MPEG-1/2 sequence header: 00 00 01 B3, 12 bits horizontal size, 12 bits vertical size,
///   4 bits aspect ratio, 4 bits frame rate code
/// ```
/// The capture date of an H.264 stream is the AVCHD MDPM recording date in its SEI user data
/// (``H264SEIUserData``, ``ModifiedDVPackMetadata``), where ExifTool reads it; Panasonic puts
/// it in the second access unit, so the whole elementary stretch read is searched.
/// Specs: ISO/IEC 13818-1 (systems), ISO/IEC 13818-2 §6.2.2.1 / ISO/IEC 11172-2 §2.4.2.3
/// (sequence header), ITU-T H.264 §7.3.2.1.1, §D.1.7; `Docs/DetectionRules.md` "Capture date". HEVC streams
/// are recognised but not sized.
/// Duration is not reported: it would need the last PCR/PTS, and a transport stream may
/// restart its clock.
struct TransportStreamProbe: Probe {
  let id = "mpeg-ts"

  /// How much of the file the thorough path demultiplexes (the first video access unit,
  /// with its parameter sets, comes within the first few hundred packets).
  static let readLength = 2 << 20
  /// Elementary-stream bytes searched for a parameter set.
  static let elementaryLimit = 256 * 1024

  func accepts(_ format: FormatDescriptor) -> Bool {
    [FormatID.mpegts, .m2ts, .mpeg].contains(format.id)
  }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let bytes = source.read(at: 0, count: min(source.size, Self.readLength))
    let elementary: [UInt8]
    var streamType: UInt8?
    if input.format.id == .mpeg {
      elementary = bytes
    } else {
      let m2ts =
        bytes.integer(at: 4, as: UInt8.self) == 0x47
        && (bytes.count < 196 || bytes.integer(at: 196, as: UInt8.self) == 0x47)
      let reader = TransportStreamReader(
        packets: bytes, stride: m2ts ? 192 : 188, syncOffset: m2ts ? 4 : 0)
      let maxPackets = input.budget.maxEntries
      let streams = reader.streams(maxPackets: maxPackets)
      readAudioTechnical(streams, reader: reader, bluray: m2ts, maxPackets: maxPackets, into: &facts)
      // The video streams whose headers are read for the frame size.
      guard let video = streams.first(where: { [0x01, 0x02, 0x1B, 0x24].contains($0.streamType) }) else {
        if !source.limitedToHead { facts.diagnose(.missing, at: "MPEG-TS", "no video stream in the PAT/PMT") }
        return
      }
      streamType = video.streamType
      facts.record(.mpegTSVideoStreamType, .int(Int(video.streamType)), at: "MPEG-TS PMT")
      facts.technical.videoCodec = CodecName.transportStream(video.streamType)
      elementary = reader.elementaryStream(
        pid: video.pid, limit: Self.elementaryLimit, maxPackets: maxPackets)
    }
    if streamType == 0x1B,
      let date = ModifiedDVPackMetadata.recordingDate(H264SEIUserData.all(in: elementary))
    {
      facts.creationDate = date
      facts.record(.avchdMDPMDateTimeOriginal, .string(date), at: "H.264 SEI user data MDPM 0x18/0x19")
    }
    guard let video = Self.videoHeader(in: elementary, streamType: streamType) else {
      if !source.limitedToHead {
        facts.diagnose(.missing, at: "MPEG", "no sequence header or parameter set in the first video data")
      }
      return
    }
    facts.pixelWidth = video.width
    facts.pixelHeight = video.height
    // A transport stream's technical facts (a program stream's are MPEGProgramStreamProbe's).
    guard streamType != nil else { return }
    if let sequence = video.sequence {
      facts.technical.videoCodec = sequence.codec
      facts.technical.videoProfile = sequence.profile
      if let period = sequence.framePeriod { facts.frameRate = 1 / period }
    }
    if let sps = video.sps {
      facts.technical.videoProfile = video.profile
      if let rate = sps.frameRate { facts.frameRate = rate }
      if let colour = sps.colour {
        facts.technical.colorPrimaries = ColorCodePoints.primaries(colour.primaries)
        facts.technical.transferCharacteristics = ColorCodePoints.transfer(colour.transfer)
        facts.technical.matrixCoefficients = ColorCodePoints.matrix(colour.matrix)
      }
    }
  }

  /// Codec, channels and sample rate of the PMT's first audio stream: the codec from its
  /// stream type (MPEG audio's layer, and every layout, from the first frame header of its
  /// elementary stream, ``ElementaryAudio``).
  private func readAudioTechnical(
    _ streams: [TransportStreamReader.ElementaryStream], reader: TransportStreamReader, bluray: Bool,
    maxPackets: Int, into facts: inout MediaFacts
  ) {
    for stream in streams {
      let mpegAudio = stream.streamType == 0x03 || stream.streamType == 0x04
      let name = CodecName.transportStream(
        stream.streamType, descriptorTags: stream.descriptorTags, registration: stream.registration, bluray: bluray)
      guard mpegAudio || name.map({ !CodecName.isVideo($0) && !$0.hasSuffix("_subtitle") }) == true else { continue }
      let bytes = reader.elementaryStream(pid: stream.pid, limit: 16_384, maxPackets: maxPackets)
      ElementaryAudio.fill(&facts.technical, family: mpegAudio ? "mp2" : name ?? "", bytes: bytes)
      if facts.technical.audioCodec == nil { facts.technical.audioCodec = name }
      return
    }
  }

  /// The first video header in elementary-stream bytes: an H.264 SPS (stream type 0x1B: its
  /// size and profile) or an MPEG-1/2 sequence header (stream types 0x01, 0x02; `nil` for a
  /// program stream).
  static func videoHeader(
    in bytes: [UInt8], streamType: UInt8?
  ) -> (
    width: Int, height: Int, profile: String?, sps: H264SequenceParameterSet?, sequence: MPEGVideoSequenceHeader?
  )? {
    let startCode: [UInt8] = [0, 0, 1]
    var index = 0
    while let found = bytes.firstIndex(of: startCode, in: index..<bytes.count) {
      index = found + 3
      guard let code = bytes.integer(at: found + 3, as: UInt8.self) else { break }
      // NAL header: forbidden bit 0, type 7 (SPS). Only for H.264 streams: in MPEG-2 video
      // the same byte values are slice start codes.
      if streamType == 0x1B, code & 0x80 == 0, code & 0x1F == 7 {
        if let sps = H264SequenceParameterSet(payload: bytes[(found + 4)...]) {
          // The SPS opens with profile_idc and the constraint flags.
          let profile = bytes.integer(at: found + 5, as: UInt8.self).flatMap {
            CodecProfile.avc(UInt8(truncatingIfNeeded: sps.profile), constraints: $0)
          }
          return (sps.width, sps.height, profile, sps, nil)
        }
      }
      if streamType != 0x1B && streamType != 0x24, code == 0xB3,
        let sequence = MPEGVideoSequenceHeader(bytes, at: found)
      {
        return (sequence.width, sequence.height, nil, nil, sequence)
      }
    }
    return nil
  }
}
