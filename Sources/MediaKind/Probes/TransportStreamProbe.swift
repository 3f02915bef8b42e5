/// MPEG-2 transport streams (TS, M2TS/AVCHD) and MPEG program streams: the frame size of the
/// first video stream, and the AVCHD recording date.
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
      guard let video = reader.firstVideoStream(maxPackets: maxPackets) else {
        if !source.limitedToHead { facts.diagnose(.missing, at: "MPEG-TS", "no video stream in the PAT/PMT") }
        return
      }
      streamType = video.streamType
      facts.record(.mpegTSVideoStreamType, .int(Int(video.streamType)), at: "MPEG-TS PMT")
      elementary = reader.elementaryStream(
        pid: video.pid, limit: Self.elementaryLimit, maxPackets: maxPackets)
    }
    if streamType == 0x1B,
      let date = ModifiedDVPackMetadata.recordingDate(H264SEIUserData.all(in: elementary))
    {
      facts.creationDate = date
      facts.record(.avchdMDPMDateTimeOriginal, .string(date), at: "H.264 SEI user data MDPM 0x18/0x19")
    }
    guard let (width, height) = Self.frameSize(in: elementary, streamType: streamType) else {
      if !source.limitedToHead {
        facts.diagnose(.missing, at: "MPEG", "no sequence header or parameter set in the first video data")
      }
      return
    }
    facts.pixelWidth = width
    facts.pixelHeight = height
  }

  /// The first frame size in elementary-stream bytes: an H.264 SPS (stream type 0x1B) or an
  /// MPEG-1/2 sequence header (stream types 0x01, 0x02; `nil` for a program stream).
  static func frameSize(in bytes: [UInt8], streamType: UInt8?) -> (Int, Int)? {
    let startCode: [UInt8] = [0, 0, 1]
    var index = 0
    while let found = bytes.firstIndex(of: startCode, in: index..<bytes.count) {
      index = found + 3
      guard let code = bytes.integer(at: found + 3, as: UInt8.self) else { break }
      // NAL header: forbidden bit 0, type 7 (SPS). Only for H.264 streams: in MPEG-2 video
      // the same byte values are slice start codes.
      if streamType == 0x1B, code & 0x80 == 0, code & 0x1F == 7 {
        if let sps = H264SequenceParameterSet(payload: bytes[(found + 4)...]) {
          return (sps.width, sps.height)
        }
      }
      if streamType != 0x1B && streamType != 0x24, code == 0xB3,
        let b4 = bytes.integer(at: found + 4, as: UInt8.self),
        let b5 = bytes.integer(at: found + 5, as: UInt8.self),
        let b6 = bytes.integer(at: found + 6, as: UInt8.self)
      {
        let width = Int(b4) << 4 | Int(b5 >> 4)
        let height = Int(b5 & 0x0F) << 8 | Int(b6)
        if width > 0, height > 0 { return (width, height) }
      }
    }
    return nil
  }
}
