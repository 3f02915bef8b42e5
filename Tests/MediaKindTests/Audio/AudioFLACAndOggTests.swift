import MediaKindTestSupport
import Testing

@testable import MediaKind

@Suite("Audio: FLAC STREAMINFO and Ogg granule positions")
struct AudioFLACAndOggTests {
  typealias F = AVFixtures

  // MARK: FLAC

  @Test func flacDurationIsTotalSamplesOverRate() {
    let record = F.classify(F.flac(rate: 44100, samples: 162_496), name: "a.flac")
    #expect(record.format == .flac)
    #expect(F.close(record.duration, 162_496.0 / 44100))
  }

  @Test func flacAfterAnID3TagIsFound() {
    let bytes = F.id3(padding: 300) + F.flac(rate: 8000, samples: 16000)
    let facts = F.probe(FLACProbe(), bytes, format: .flac)
    #expect(F.close(facts.duration, 2))
  }

  @Test func unknownSampleCountGivesNoDuration() {
    let facts = F.probe(FLACProbe(), F.flac(rate: 8000, samples: 0), format: .flac)
    #expect(facts.duration == nil)
    #expect(facts[.flacSampleRate]?.value == .int(8000))
  }

  @Test func streamInfoBitFieldsDecode() throws {
    let info = try #require(
      FLACStreamInfo(
        F.streamInfo(rate: 96000, channels: 6, bits: 24, samples: 0xA_BCDE_F012), at: 0))
    #expect(info.sampleRate == 96000)
    #expect(info.channels == 6)
    #expect(info.bitsPerSample == 24)
    #expect(info.totalSamples == 0xA_BCDE_F012)
  }

  @Test func truncatedOrWrongFirstBlockIsDiagnosed() {
    let cut = Array(F.flac(rate: 8000, samples: 100).prefix(20))
    let facts = F.probe(FLACProbe(), cut, format: .flac)
    #expect(facts.duration == nil)
    #expect(facts.diagnostics == [Diagnostic(.truncated, at: "FLAC", "STREAMINFO truncated")])
    var wrong = F.flac(rate: 8000, samples: 100)
    wrong[4] = 0x84  // a VORBIS_COMMENT block first
    #expect(
      F.probe(FLACProbe(), wrong, format: .flac).diagnosticTexts.first?.contains(
        "not a 34-byte STREAMINFO") == true)
  }

  // MARK: Ogg

  @Test func vorbisDurationIsTheLastGranuleOverTheRate() {
    let bytes = F.ogg(id: F.vorbisID(rate: 24000), lastGranule: 36000)
    let record = F.classify(bytes, name: "a.ogg")
    #expect(record.format == .ogg)
    #expect(F.close(record.duration, 1.5))
  }

  @Test func opusSubtractsThePreSkipAndCountsAt48kHz() {
    let bytes = F.ogg(id: F.opusHead(preSkip: 312), lastGranule: 312 + 96000)
    let record = F.classify(bytes, name: "a.opus")
    #expect(record.format == .opus)
    #expect(F.close(record.duration, 2))
  }

  @Test func theoraGivesFrameSizeRateAndDurationAndMakesTheFileVideo() {
    // Shift 6: granule = keyframe << 6 | frames since; 48 + 2 = 50 frames at 25 fps.
    let bytes = F.ogg(
      id: F.theoraID(width: 320, height: 240, fps: 25, shift: 6), lastGranule: 48 << 6 | 2)
    let record = F.classify(bytes, name: "clip.ogv")
    #expect(record.format == .ogv)
    #expect(record.mediaType == .video)
    #expect(record.pixelWidth == 320 && record.pixelHeight == 240)
    #expect(record.frameRate == 25)
    #expect(F.close(record.duration, 2))
  }

  @Test func multiplexedStreamsTakeTheLongest() {
    let vorbis = F.vorbisID(rate: 8000)
    let theora = F.theoraID(width: 64, height: 48, fps: 10, shift: 0)
    var b = F.oggPage(serial: 1, sequence: 0, granule: 0, flags: 2, packet: vorbis)
    b += F.oggPage(serial: 2, sequence: 0, granule: 0, flags: 2, packet: theora)
    b += F.oggPage(serial: 1, sequence: 1, granule: 8000, flags: 0, packet: [1, 2])
    b += F.oggPage(serial: 2, sequence: 1, granule: 30, flags: 4, packet: [1, 2])  // 3 s
    b += F.oggPage(serial: 1, sequence: 2, granule: 20000, flags: 4, packet: [1, 2])  // 2.5 s
    let record = F.classify(b, name: "mux.ogg")
    #expect(record.format == .ogv)  // a Theora stream refines Ogg audio to video
    #expect(F.close(record.duration, 3))
    #expect(record.pixelWidth == 64)
  }

  @Test func fastPathNeedsTheTailSoReportsOnlyWhenTheHeadIsTheFile() {
    let small = F.ogg(id: F.vorbisID(rate: 8000), lastGranule: 8000)
    #expect(F.close(F.probe(OggProbe(), small, format: .ogg, fast: true).duration, 1))
    let id = F.oggPage(serial: 7, sequence: 0, granule: 0, flags: 2, packet: F.vorbisID(rate: 8000))
    let filler = F.oggPage(
      serial: 7, sequence: 1, granule: 100, flags: 0, packet: [UInt8](repeating: 0, count: 60000))
    let last = F.oggPage(serial: 7, sequence: 3, granule: 16000, flags: 4, packet: [0])
    let large = id + filler + filler + last
    #expect(F.probe(OggProbe(), large, format: .ogg, fast: true).duration == nil)
    #expect(F.close(F.probe(OggProbe(), large, format: .ogg).duration, 2))
  }

  @Test func garbageOrCutPagesDoNotCrash() {
    let facts = F.probe(OggProbe(), Array("OggS".utf8) + [0, 2, 1, 2, 3], format: .ogg)
    #expect(facts.duration == nil)
    #expect(!facts.diagnosticTexts.isEmpty)
    let cut = Array(F.ogg(id: F.vorbisID(rate: 8000), lastGranule: 8000).prefix(70))
    let partial = F.probe(OggProbe(), cut, format: .ogg)
    #expect(partial.duration == 0 || partial.duration == nil)
  }

  @Test func pageHeaderParsing() throws {
    let page = F.oggPage(
      serial: 9, sequence: 3, granule: -1, flags: 1, packet: [UInt8](repeating: 7, count: 600))
    let header = try #require(OggPageHeader(page, at: 0))
    #expect(header.serial == 9 && header.sequence == 3)
    #expect(header.granulePosition == nil)
    #expect(header.isContinuation && !header.isFirstPage)
    #expect(header.bodyLength == 600)
    #expect(header.pageLength == page.count)
    #expect(OggPageHeader(Array(page.prefix(20)), at: 0) == nil)
  }
}
