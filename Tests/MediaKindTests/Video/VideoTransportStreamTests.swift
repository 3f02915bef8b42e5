import MediaKindTestSupport
import Testing

@testable import MediaKind

@Suite("Video: MPEG transport streams and H.264 parameter sets")
struct VideoTransportStreamTests {
  typealias F = AVFixtures

  /// Writes bits most significant first, with Exp-Golomb codes.
  struct BitWriter {
    var bytes: [UInt8] = []
    var count = 0

    mutating func bits(_ value: Int, _ n: Int) {
      for i in stride(from: n - 1, through: 0, by: -1) {
        if count % 8 == 0 { bytes.append(0) }
        if (value >> i) & 1 == 1 { bytes[bytes.count - 1] |= UInt8(0x80 >> (count % 8)) }
        count += 1
      }
    }

    mutating func ue(_ value: Int) {
      let v = value + 1
      let n = Int.bitWidth - v.leadingZeroBitCount
      bits(0, n - 1)
      bits(v, n)
    }
  }

  /// A High-profile SPS for 1920×1080 (1088 coded, cropped by 8 lines).
  static func sps1080() -> [UInt8] {
    var w = BitWriter()
    w.bits(100, 8)  // profile_idc High
    w.bits(0, 8)
    w.bits(40, 8)  // level 4.0
    w.ue(0)  // sps id
    w.ue(1)  // chroma 4:2:0
    w.ue(0)
    w.ue(0)
    w.bits(0, 1)
    w.bits(0, 1)  // no scaling matrix
    w.ue(0)  // log2_max_frame_num − 4
    w.ue(0)  // poc type 0
    w.ue(2)
    w.ue(4)  // max ref frames
    w.bits(0, 1)
    w.ue(119)  // 120 macroblocks wide
    w.ue(67)  // 68 map units high
    w.bits(1, 1)  // frame_mbs_only
    w.bits(1, 1)  // direct_8x8
    w.bits(1, 1)  // cropping
    w.ue(0)
    w.ue(0)
    w.ue(0)
    w.ue(4)  // bottom: 4 × CropUnitY 2 = 8 lines
    w.bits(0, 1)  // no VUI
    w.bits(1, 1)  // stop bit
    return [0x67] + w.bytes
  }

  @Test func spsGivesTheCroppedFrameSize() throws {
    let sps = try #require(H264SequenceParameterSet(payload: Self.sps1080().dropFirst()))
    #expect(sps.profile == 100)
    #expect(sps.width == 1920 && sps.height == 1080)
    #expect(H264SequenceParameterSet(payload: Self.sps1080().prefix(6).dropFirst()) == nil)
  }

  @Test func emulationPreventionBytesAreRemoved() {
    #expect(
      H264SequenceParameterSet.removingEmulationPrevention([0, 0, 3, 1, 0, 0, 3, 0, 3]) == [
        0, 0, 1, 0, 0, 0, 3,
      ])
  }

  /// A 188-byte packet (`prefix`: M2TS 4-byte timestamp) with `payload` padded by an
  /// adaptation field of stuffing.
  static func packet(pid: Int, start: Bool, payload: [UInt8], m2ts: Bool) -> [UInt8] {
    precondition(payload.count <= 184)
    var p: [UInt8] = [0x47, UInt8(pid >> 8) | (start ? 0x40 : 0), UInt8(pid & 0xFF)]
    let stuffing = 184 - payload.count
    if stuffing > 0 {
      p.append(0x30)
      p.append(UInt8(stuffing - 1))
      if stuffing > 1 { p += [0x00] + [UInt8](repeating: 0xFF, count: stuffing - 2) }
    } else {
      p.append(0x10)
    }
    p += payload
    return (m2ts ? [0, 0, 0, 0] : []) + p
  }

  /// An SEI NAL unit (Annex B) with one user_data_unregistered message: the AVCHD MDPM
  /// UUID, "MDPM" and `entries` (tag + 4 bytes each), emulation prevention applied.
  static func mdpmSEI(_ entries: [(UInt8, [UInt8])]) -> [UInt8] {
    var payload = ModifiedDVPackMetadata.uuid + Array("MDPM".utf8) + [UInt8(entries.count)]
    for (tag, data) in entries { payload += [tag] + data }
    let rbsp = [5, UInt8(payload.count)] + payload + [0x80]
    var escaped: [UInt8] = []
    var zeros = 0
    for byte in rbsp {
      if zeros >= 2 && byte <= 3 {
        escaped.append(3)
        zeros = 0
      }
      escaped.append(byte)
      zeros = byte == 0 ? zeros + 1 : 0
    }
    return [0, 0, 0, 1, 0x06] + escaped
  }

  static func transportStream(m2ts: Bool, sei: [UInt8] = []) -> [UInt8] {
    // PAT: program 1 → PMT PID 0x100. PMT: H.264 on PID 0x1011. CRCs are not checked.
    let pat: [UInt8] = [
      0x00, 0x00, 0xB0, 0x0D, 0x00, 0x01, 0xC1, 0x00, 0x00, 0x00, 0x01, 0xE1, 0x00, 0, 0, 0, 0,
    ]
    let pmt: [UInt8] = [
      0x00, 0x02, 0xB0, 0x12, 0x00, 0x01, 0xC1, 0x00, 0x00, 0xF0, 0x11, 0xF0, 0x00, 0x1B, 0xF0,
      0x11, 0xF0, 0x00, 0, 0, 0, 0,
    ]
    let pes: [UInt8] = [0, 0, 1, 0xE0, 0, 0, 0x80, 0x80, 0x05, 0x21, 0, 1, 0, 1]
    let es: [UInt8] =
      [0, 0, 0, 1, 0x09, 0x10] + [0, 0, 0, 1] + sps1080() + [0, 0, 0, 1, 0x68, 0xEE] + sei
    return packet(pid: 0, start: true, payload: pat, m2ts: m2ts)
      + packet(pid: 0x100, start: true, payload: pmt, m2ts: m2ts)
      + packet(pid: 0x1011, start: true, payload: pes + es, m2ts: m2ts)
      + packet(pid: 0x1011, start: false, payload: [UInt8](repeating: 0, count: 184), m2ts: m2ts)
  }

  @Test func avchdTransportStreamFrameSize() {
    let record = F.classify(Self.transportStream(m2ts: true), name: "00001.mts")
    #expect(record.format == .m2ts)
    #expect(record.pixelWidth == 1920 && record.pixelHeight == 1080)
  }

  @Test func avchdRecordingDateFromTheMDPMUserData() {
    // Time code 00:00:00:00 (zeros that need emulation prevention), date 2019-04-24 with a
    // zone byte 0x44 (DST, +2 h), time 22:24:00.
    let sei = Self.mdpmSEI([
      (0x13, [0, 0, 0, 0]), (0x18, [0x44, 0x20, 0x19, 0x04]), (0x19, [0x24, 0x22, 0x24, 0x00]),
    ])
    for fast in [false, true] {
      let record = F.classify(Self.transportStream(m2ts: true, sei: sei), name: "00001.mts", fast: fast)
      #expect(record.creationDate == "2019-04-24T22:24:00+02:00", "fast=\(fast)")
      #expect(record.pixelWidth == 1920)
    }
    // West of UTC with a half hour (0x20 sign, 3 h, 0x01): -03:30; unused bit 0x80: no zone.
    #expect(ModifiedDVPackMetadata.recordingDate(mdpm: Array("MDPM".utf8) + [2, 0x18, 0x27, 0x20, 0x07, 0x12, 0x19, 0x31, 0x23, 0x59, 0x58]) == "2007-12-31T23:59:58-03:30")
    #expect(ModifiedDVPackMetadata.recordingDate(mdpm: Array("MDPM".utf8) + [2, 0x18, 0xFF, 0x20, 0x07, 0x12, 0x19, 0x31, 0x23, 0x59, 0x58]) == "2007-12-31T23:59:58")
  }

  @Test func damagedMDPMGivesNoDate() {
    // Out of order (0x19 before 0x18), not BCD, a missing time entry, a foreign UUID.
    for entries: [(UInt8, [UInt8])] in [
      [(0x19, [0x24, 0x22, 0x24, 0x00]), (0x18, [0x44, 0x20, 0x19, 0x04])],
      [(0x18, [0x44, 0x20, 0x1A, 0x04]), (0x19, [0x24, 0x22, 0x24, 0x00])],
      [(0x18, [0x44, 0x20, 0x19, 0x04])],
    ] {
      let record = F.classify(Self.transportStream(m2ts: true, sei: Self.mdpmSEI(entries)), name: "a.mts")
      #expect(record.creationDate == nil)
    }
    var foreign = Self.mdpmSEI([(0x18, [0x44, 0x20, 0x19, 0x04]), (0x19, [0x24, 0x22, 0x24, 0x00])])
    foreign[7] ^= 0xFF
    #expect(F.classify(Self.transportStream(m2ts: true, sei: foreign), name: "b.mts").creationDate == nil)
    // A truncated SEI message size is no crash.
    #expect(H264SEIUserData.messages(in: [5, 200, 1, 2, 3], limit: 4).isEmpty)
  }

  @Test func plainTransportStreamFrameSize() {
    let facts = F.probe(TransportStreamProbe(), Self.transportStream(m2ts: false), format: .mpegts)
    #expect(facts.pixelWidth == 1920 && facts.pixelHeight == 1080)
    #expect(facts[.mpegTSVideoStreamType]?.value == .int(0x1B))
  }

  @Test func programStreamSequenceHeader() {
    let bytes: [UInt8] = [
      0, 0, 1, 0xBA, 0x44, 0, 4, 0, 4, 1, 1, 0x89, 0xC3, 0xF8, 0, 0, 1, 0xB3, 0x2D, 0x01, 0xE0,
      0x24,
    ]
    let facts = F.probe(TransportStreamProbe(), bytes, format: .mpeg)
    #expect(facts.pixelWidth == 720 && facts.pixelHeight == 480)
  }

  @Test func transportStreamWithoutTablesIsDiagnosed() {
    let bytes = (0..<4).flatMap { _ in
      Self.packet(pid: 0x1FFF, start: false, payload: [], m2ts: false)
    }
    let facts = F.probe(TransportStreamProbe(), bytes, format: .mpegts)
    #expect(facts.pixelWidth == nil)
    #expect(facts.diagnostics == [Diagnostic(.missing, at: "MPEG-TS", "no video stream in the PAT/PMT")])
  }
}
