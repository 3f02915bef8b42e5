import MediaKindTestSupport
import Testing

@testable import MediaKind

@Suite("Audio: MP3 duration (frame walk, Xing/VBRI, bit-rate estimate)")
struct AudioMP3Tests {
  typealias F = AVFixtures

  /// 1152 samples at 44.1 kHz.
  static let frameSeconds = 1152.0 / 44100

  @Test func smallFileIsTimedByWalkingItsFrames() {
    let bytes = F.id3(padding: 100) + F.mp3Frames(40) + F.id3v1
    let record = F.classify(bytes, name: "walk.mp3")
    #expect(record.format == .mp3)
    #expect(F.close(record.duration, 40 * Self.frameSeconds))
  }

  @Test func theXingFrameIsNotCountedAsAudio() {
    let bytes = F.xingFrame(frames: 20) + F.mp3Frames(20)
    let facts = F.probe(MPEGAudioProbe(), bytes, format: .mp3)
    #expect(F.close(facts.duration, 20 * Self.frameSeconds))
  }

  @Test func aFrameCutByTheEndOfTheFileIsNotCounted() {
    let bytes = Array(F.mp3Frames(10).dropLast(100))
    let facts = F.probe(MPEGAudioProbe(), bytes, format: .mp3)
    #expect(F.close(facts.duration, 9 * Self.frameSeconds))
  }

  @Test func walkStopsAtGarbageAndSaysSo() {
    let bytes = F.mp3Frames(8) + [UInt8](repeating: 0x55, count: 3000)
    let facts = F.probe(MPEGAudioProbe(), bytes, format: .mp3)
    #expect(F.close(facts.duration, 8 * Self.frameSeconds))
    #expect(facts.diagnosticTexts.contains { $0.contains("frames stop at") })
  }

  @Test func junkBeforeTheFirstFrameIsSkipped() {
    let bytes =
      F.id3(padding: 20) + [UInt8](repeating: 0xFF, count: 3) + [0x00, 0x11] + F.mp3Frames(6)
    let facts = F.probe(MPEGAudioProbe(), bytes, format: .mp3)
    #expect(F.close(facts.duration, 6 * Self.frameSeconds))
  }

  @Test func largeFileUsesAPlausibleXingCountWithoutWalking() {
    // 3000 frames (1.25 MB) is past the 1 MiB walk limit; Xing says 3000.
    let bytes = F.xingFrame(frames: 3000) + F.mp3Frames(3000)
    let facts = F.probe(MPEGAudioProbe(), bytes, format: .mp3)
    #expect(F.close(facts.duration, 3000 * Self.frameSeconds))
    #expect(facts[.mpegDurationSource]?.value == .string("Xing"))
  }

  @Test func largeFileWithAnImplausibleXingCountFallsBackToTheBitRate() {
    // A count of 5 for 1.25 MB implies ~7.7 Mbit/s: ignored.
    let bytes = F.xingFrame(frames: 5) + F.mp3Frames(3000)
    let facts = F.probe(MPEGAudioProbe(), bytes, format: .mp3)
    let expected = Double(3000 * F.mp3FrameLength128) * 8 / 128_000
    #expect(F.close(facts.duration, expected, tolerance: 0.001))
    #expect(facts.diagnosticTexts.contains { $0.contains("does not fit") })
  }

  @Test func fastPathGivesNoDurationWithoutAFrameCount() {
    // Frames past the head and no Xing/Info/VBRI count: a bit-rate estimate would not be the
    // frame walk's value, so fast mode leaves the duration out (Docs/DetectionRules.md, "What
    // fast mode leaves out").
    let bytes = F.mp3Frames(1000)  // 417 kB, beyond the head
    let fast = F.probe(MPEGAudioProbe(), bytes, format: .mp3, fast: true)
    let thorough = F.probe(MPEGAudioProbe(), bytes, format: .mp3)
    #expect(F.close(thorough.duration, 1000 * Self.frameSeconds))
    #expect(fast.duration == nil)
    #expect(fast[.mpegDurationSource] == nil)
  }

  @Test func trailingTagsAreRecognised() {
    var ape = ByteBuilder()
    ape.zeros(40)  // items
    ape.ascii("APETAGEX")
    ape.u32le(2000)
    ape.u32le(72)  // items + footer
    ape.u32le(1)
    ape.u32le(0)
    ape.zeros(8)
    let bytes = F.mp3Frames(2) + ape.bytes + F.id3v1
    let source = ByteSource(bytes: bytes, headSize: 64 * 1024, limitedToHead: false)
    #expect(TrailingAudioTags.length(in: source, end: bytes.count) == 72 + 128)
  }

  @Test func anID3TagWithNothingAfterItGivesADiagnosticOnly() {
    let facts = F.probe(MPEGAudioProbe(), F.id3(padding: 50), format: .mp3)
    #expect(facts.duration == nil)
    #expect(facts.diagnostics == [Diagnostic(.missing, at: "MP3", "no audio after the ID3v2 tag")])
  }

  @Test func noFrameSyncAnywhereGivesNoDuration() {
    let bytes = F.id3(padding: 10) + [UInt8](repeating: 0x42, count: 5000)
    let facts = F.probe(MPEGAudioProbe(), bytes, format: .mp3)
    #expect(facts.duration == nil)
    #expect(facts.diagnosticTexts.first?.hasPrefix("MP3: no MPEG audio frame") == true)
  }

  @Test func vbrHeaderParsing() throws {
    let xing = F.xingFrame(frames: 1234, tag: "Info")
    let header = try #require(MPEGAudioFrameHeader(xing, at: 0))
    let vbr = try #require(MPEGAudioVBRHeader(xing, frameAt: 0, header: header))
    #expect(vbr.kind == .info)
    #expect(vbr.frames == 1234)
    #expect(MPEGAudioVBRHeader(F.mp3Frames(1), frameAt: 0, header: header) == nil)
  }
}
