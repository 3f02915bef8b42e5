import MediaKindTestSupport
import Testing

@testable import MediaKind

@Suite("Audio: ADTS AAC, Core Audio Format and Standard MIDI File durations")
struct AudioADTSCAFAndMIDITests {
  typealias F = AVFixtures

  /// An ADTS frame: AAC-LC, the given sampling-frequency index, mono, `payload` bytes.
  static func adtsFrame(rateIndex: UInt8, payload: Int) -> [UInt8] {
    let length = 7 + payload
    var b: [UInt8] = [0xFF, 0xF1, 0x40 | rateIndex << 2, 0x40]
    b[3] |= UInt8((length >> 11) & 0x03)
    b.append(UInt8((length >> 3) & 0xFF))
    b.append(UInt8((length & 0x07) << 5) | 0x1F)
    b.append(0xFC)
    return b + [UInt8](repeating: 0, count: payload)
  }

  @Test func adtsFramesAreWalked() {
    // 25 frames × 1024 samples at 32 kHz (index 5) = 0.8 s.
    let bytes = (0..<25).flatMap { _ in Self.adtsFrame(rateIndex: 5, payload: 10) }
    let record = F.classify(bytes, name: "a.aac")
    #expect(record.format == .aac)
    #expect(F.close(record.duration, 0.8))
  }

  @Test func adtsBeyondTheWalkLimitIsExtrapolated() {
    // 3000 frames of 400 bytes (1.2 MB) at 48 kHz: 64 s.
    let frame = Self.adtsFrame(rateIndex: 3, payload: 393)
    let bytes = (0..<3000).flatMap { _ in frame }
    let facts = F.probe(ADTSProbe(), bytes, format: .aac)
    #expect(F.close(facts.duration, 3000 * 1024 / 48000.0, tolerance: 0.05))
    #expect(facts[.aacDurationSource]?.value == .string("extrapolated"))
  }

  @Test func adtsHeaderWithAShortLengthIsRejected() {
    var frame = Self.adtsFrame(rateIndex: 5, payload: 10)
    frame[4] = 0
    frame[5] = 0x1F  // frame length 0
    #expect(ADTSFrameHeader(frame, at: 0) == nil)
    let facts = F.probe(ADTSProbe(), frame, format: .aac)
    #expect(facts.duration == nil)
    #expect(!facts.diagnosticTexts.isEmpty)
  }

  static func caf(
    rate: Double, bytesPerPacket: UInt32, dataBytes: Int, pakt: UInt64? = nil,
    unknownSize: Bool = false
  ) -> [UInt8] {
    var b = ByteBuilder()
    b.ascii("caff")
    b.u16be(1)
    b.u16be(0)
    b.ascii("desc")
    b.u64be(32)
    b.u64be(rate.bitPattern)
    b.ascii("lpcm")
    b.u32be(0)
    b.u32be(bytesPerPacket)
    b.u32be(1)
    b.u32be(1)
    b.u32be(8 * bytesPerPacket)
    if let pakt {
      b.ascii("pakt")
      b.u64be(24)
      b.u64be(pakt)
      b.u64be(pakt)
      b.u32be(0)
      b.u32be(0)
    }
    b.ascii("data")
    b.u64be(unknownSize ? UInt64.max : UInt64(4 + dataBytes))
    b.u32be(0)
    b.zeros(dataBytes)
    return b.bytes
  }

  @Test func cafConstantBitRateDataChunk() {
    let record = F.classify(Self.caf(rate: 8000, bytesPerPacket: 2, dataBytes: 8000), name: "a.caf")
    #expect(record.format == .caf)
    #expect(F.close(record.duration, 0.5))
  }

  @Test func cafPacketTableWinsAndMinusOneSizeIsNotDamage() {
    let facts = F.probe(
      AudioHeaderProbe(),
      Self.caf(rate: 44100, bytesPerPacket: 0, dataBytes: 100, pakt: 88200, unknownSize: true),
      format: .caf)
    #expect(F.close(facts.duration, 2))
    #expect(facts.diagnosticTexts.isEmpty)
  }

  static func midi(division: UInt16, track: [UInt8], tempoTrack: [UInt8]? = nil) -> [UInt8] {
    var b = ByteBuilder()
    b.ascii("MThd")
    b.u32be(6)
    b.u16be(tempoTrack == nil ? 0 : 1)
    b.u16be(tempoTrack == nil ? 1 : 2)
    b.u16be(division)
    for t in [tempoTrack, track].compactMap({ $0 }) {
      b.ascii("MTrk")
      b.u32be(UInt32(t.count))
      b.append(t)
    }
    return b.bytes
  }

  @Test func midiOneNoteAtTheDefaultTempo() {
    // 96 ticks per quarter, note on, 96 ticks (0x60), note off (running status), end.
    let track: [UInt8] = [0x00, 0x90, 0x3C, 0x64, 0x60, 0x3C, 0x00, 0x00, 0xFF, 0x2F, 0x00]
    let record = F.classify(Self.midi(division: 96, track: track), name: "a.mid")
    #expect(record.format == .midi)
    #expect(F.close(record.duration, 0.5))
  }

  @Test func midiTempoChangesInATempoTrackApplyToOtherTracks() {
    // Tempo track: 1 s per quarter from tick 0, 0.25 s per quarter from tick 96.
    let tempo: [UInt8] = [
      0x00, 0xFF, 0x51, 0x03, 0x0F, 0x42, 0x40, 0x60, 0xFF, 0x51, 0x03, 0x03, 0xD0, 0x90, 0x00,
      0xFF, 0x2F, 0x00,
    ]
    // Music track: 192 ticks (two quarters) with a two-byte delta (0x81 0x40 = 192).
    let track: [UInt8] = [0x00, 0xC0, 0x05, 0x81, 0x40, 0x90, 0x3C, 0x00, 0x00, 0xFF, 0x2F, 0x00]
    let facts = F.probe(
      AudioHeaderProbe(), Self.midi(division: 96, track: track, tempoTrack: tempo), format: .midi)
    #expect(F.close(facts.duration, 1.25))
  }

  @Test func midiSMPTEDivisionAndDamage() {
    // 25 fps × 40 ticks per frame = 1000 ticks a second; 500 ticks (0x83 0x74).
    let track: [UInt8] = [0x83, 0x74, 0xFF, 0x2F, 0x00]
    let division = UInt16(UInt8(bitPattern: -25)) << 8 | 40
    #expect(
      F.close(
        StandardMIDIFile.duration(Self.midi(division: division, track: track), maxEvents: 100), 0.5)
    )
    #expect(StandardMIDIFile.duration(Array("MThd".utf8) + [0, 0], maxEvents: 100) == nil)
    // A track length past the end of the file and a data byte without status end the walk.
    let broken = Self.midi(division: 96, track: [0x10, 0x40, 0x40]) + [0xFF]
    #expect(F.close(StandardMIDIFile.duration(broken, maxEvents: 100), 16.0 / 96 * 0.5))
  }
}
