import MediaKindTestSupport
import Testing

@testable import MediaKind

@Suite("Audio: WAVE (RIFF, RIFX, RF64) and AIFF durations")
struct AudioRIFFAndAIFFTests {
  typealias F = AVFixtures

  @Test func pcmWaveDurationIsDataSizeOverByteRate() {
    // 2 s of 16-bit stereo at 8 kHz: 32 000 bytes a second.
    let bytes = F.wave(channels: 2, rate: 8000, bits: 16, dataBytes: 64_000)
    let record = F.classify(bytes, name: "two-seconds.wav")
    #expect(record.format == .wav)
    #expect(record.mediaType == .audio)
    #expect(F.close(record.duration, 2))
    #expect(record.pixelWidth == nil)
  }

  @Test func bigEndianRIFXIsReadWithItsByteOrder() {
    let bytes = F.wave(channels: 1, rate: 8000, bits: 8, dataBytes: 4000, bigEndian: true)
    let facts = F.probe(RIFFProbe(), bytes, format: .wav)
    #expect(F.close(facts.duration, 0.5))
    #expect(facts[.riffSampleRate]?.value == .int(8000))
  }

  @Test func compressedWaveUsesTheFactSampleCount() {
    // IMA ADPCM (0x11): the byte rate is nominal, the fact chunk counts samples.
    let bytes = F.wave(
      formatTag: 0x11, channels: 1, rate: 8000, bits: 4, dataBytes: 1000, fact: 12_000)
    let facts = F.probe(RIFFProbe(), bytes, format: .wav)
    #expect(F.close(facts.duration, 1.5))
  }

  @Test func rf64TakesTheDataSizeFromDs64() {
    // RF64: RIFF and data sizes are 0xFFFFFFFF; ds64 holds the real ones.
    var ds64 = ByteBuilder()
    ds64.u64le(0)
    ds64.u64le(96_000)  // data size: 0.5 s at 192 000 B/s
    ds64.u64le(0)
    ds64.u32le(0)
    var fmt = ByteBuilder()
    fmt.u16le(1)
    fmt.u16le(2)
    fmt.u32le(48000)
    fmt.u32le(192_000)
    fmt.u16le(4)
    fmt.u16le(16)
    var b = ByteBuilder()
    b.ascii("RF64")
    b.u32le(0xFFFF_FFFF)
    b.ascii("WAVE")
    b.append(F.chunk("ds64", ds64.bytes))
    b.append(F.chunk("fmt ", fmt.bytes))
    b.ascii("data")
    b.u32le(0xFFFF_FFFF)
    b.zeros(96_000)
    let record = F.classify(b.bytes, name: "rf64.wav")
    #expect(record.format == .wav)
    #expect(F.close(record.duration, 0.5))
  }

  @Test func chunksAfterAStatedRIFFSizeThatIsTooSmallAreStillRead() {
    var bytes = F.wave(channels: 1, rate: 1000, bits: 8, dataBytes: 2000)
    // Claim a RIFF size that ends inside the fmt chunk, as some writers do.
    bytes[4] = 20
    bytes[5] = 0
    bytes[6] = 0
    bytes[7] = 0
    let facts = F.probe(RIFFProbe(), bytes, format: .wav)
    #expect(F.close(facts.duration, 2))
  }

  @Test func truncatedDataChunkGivesThePresentBytesAndADiagnostic() {
    let full = F.wave(channels: 1, rate: 1000, bits: 8, dataBytes: 4000)
    let cut = Array(full.prefix(full.count - 3000))
    let facts = F.probe(RIFFProbe(), cut, format: .wav)
    #expect(F.close(facts.duration, 1))
    #expect(facts.diagnosticTexts.contains { $0.contains("runs past the end") })
  }

  @Test func waveWithoutFmtReportsNoDurationButADiagnostic() {
    var b = ByteBuilder()
    b.ascii("RIFF")
    b.u32le(4 + 8 + 10)
    b.ascii("WAVE")
    b.append(F.chunk("data", [UInt8](repeating: 0, count: 10)))
    let facts = F.probe(RIFFProbe(), b.bytes, format: .wav)
    #expect(facts.duration == nil)
    #expect(facts.diagnosticTexts.contains("WAVE: no fmt chunk"))
  }

  @Test func garbageAfterTheHeaderDoesNotCrashOrInventADuration() {
    let bytes =
      Array("RIFF".utf8) + [0x10, 0, 0, 0] + Array("WAVE".utf8) + [
        0x00, 0x01, 0xFF, 0xFE, 0x80, 0x81, 0x82, 0x83, 0x84,
      ]
    let facts = F.probe(RIFFProbe(), bytes, format: .wav)
    #expect(facts.duration == nil)
    #expect(!facts.diagnosticTexts.isEmpty)
  }

  @Test func fastPathReadsTheHeadAndMatchesTheThoroughPath() {
    let bytes = F.wave(channels: 2, rate: 44100, bits: 16, dataBytes: 176_400)
    let fast = F.classify(bytes, name: "a.wav", fast: true)
    let thorough = F.classify(bytes, name: "a.wav")
    #expect(F.close(fast.duration, 1))
    #expect(fast.duration == thorough.duration)
  }

  @Test func fastPathDoesNotGuessWhenTheDataChunkIsPastTheHead() {
    // A 70 000-byte chunk before `data` pushes it out of a 64 KiB head.
    let junk = F.chunk("JUNK", [UInt8](repeating: 0, count: 70_000))
    let bytes = F.wave(channels: 1, rate: 1000, bits: 8, dataBytes: 1000, extraBefore: junk)
    #expect(F.probe(RIFFProbe(), bytes, format: .wav, fast: true).duration == nil)
    #expect(F.close(F.probe(RIFFProbe(), bytes, format: .wav).duration, 1))
  }

  // MARK: AIFF

  @Test func aiffDurationIsFramesOverTheExtendedRate() {
    let record = F.classify(F.aiff(frames: 22050, rate: 11025), name: "two.aif")
    #expect(record.format == .aiff)
    #expect(F.close(record.duration, 2))
  }

  @Test func aifcCommonChunkIsReadToo() {
    let facts = F.probe(AIFFProbe(), F.aiff(frames: 48000, rate: 48000, aifc: true), format: .aifc)
    #expect(F.close(facts.duration, 1))
    #expect(facts[.aiffCompressionType]?.value == .string("NONE"))
  }

  @Test func extendedFloatDecodesCommonRates() {
    for rate in [8000.0, 11025, 22050, 44100, 48000, 96000, 2_822_400] {
      #expect(ExtendedFloat80.value(F.extended80(rate), at: 0) == rate)
    }
    // Infinity/NaN exponent and negative numbers are rejected.
    #expect(ExtendedFloat80.value([0x7F, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 0], at: 0) == nil)
    #expect(ExtendedFloat80.value([0xC0, 0x0E, 0xAC, 0x44, 0, 0, 0, 0, 0, 0], at: 0) == nil)
    #expect(ExtendedFloat80.value([0x40, 0x0E], at: 0) == nil)
  }

  @Test func aiffWithAZeroRateOrCutCommonChunkGivesNoDuration() {
    let zero = F.probe(AIFFProbe(), F.aiff(frames: 100, rate: 0), format: .aiff)
    #expect(zero.duration == nil)
    #expect(!zero.diagnosticTexts.isEmpty)
    let cut = Array(F.aiff(frames: 100, rate: 8000).prefix(24))
    let facts = F.probe(AIFFProbe(), cut, format: .aiff)
    #expect(facts.duration == nil)
  }
}
