import MediaKindTestSupport
import Testing

@testable import MediaKind

@Suite("Video: AVI, Matroska/WebM, ASF, FLV and DV")
struct VideoContainerTests {
  typealias F = AVFixtures

  // MARK: AVI

  static func avi(
    microsecondsPerFrame: UInt32, frames: UInt32, size: (UInt32, UInt32), rate: (UInt32, UInt32)?,
    length: UInt32
  ) -> [UInt8] {
    var avih = ByteBuilder()
    avih.u32le(microsecondsPerFrame)
    avih.zeros(12)
    avih.u32le(frames)
    avih.zeros(12)
    avih.u32le(size.0)
    avih.u32le(size.1)
    avih.zeros(16)
    var strh = ByteBuilder()
    strh.ascii("vids")
    strh.ascii("H264")
    strh.zeros(12)
    strh.u32le(rate?.1 ?? 0)  // scale
    strh.u32le(rate?.0 ?? 0)  // rate
    strh.u32le(0)
    strh.u32le(length)
    strh.zeros(20)
    var strf = ByteBuilder()
    strf.u32le(40)
    strf.u32le(size.0)
    strf.u32le(UInt32(bitPattern: -Int32(size.1)))  // top-down: negative height
    strf.zeros(28)
    let hdrl = F.list(
      "hdrl",
      F.chunk("avih", avih.bytes)
        + F.list("strl", F.chunk("strh", strh.bytes) + F.chunk("strf", strf.bytes)))
    let movi = F.list("movi", F.chunk("00dc", [1, 2, 3]))
    let body = Array("AVI ".utf8) + hdrl + movi
    var b = ByteBuilder()
    b.ascii("RIFF")
    b.u32le(UInt32(body.count))
    b.append(body)
    return b.bytes
  }

  @Test func aviUsesTheVideoStreamRateAndLength() {
    let bytes = Self.avi(
      microsecondsPerFrame: 33366, frames: 900, size: (480, 270), rate: (30000, 1001), length: 900)
    let record = F.classify(bytes, name: "earth.avi")
    #expect(record.format == .avi)
    #expect(record.pixelWidth == 480 && record.pixelHeight == 270)
    #expect(F.close(record.duration, 900 * 1001 / 30000.0))
    #expect(F.close(record.frameRate, FieldBounds.rounded(30000 / 1001.0, places: 3)))
    #expect(record.frameCount == 900)
  }

  @Test func aviWithoutStreamTimingFallsBackToTheMainHeader() {
    let bytes = Self.avi(
      microsecondsPerFrame: 40000, frames: 50, size: (320, 240), rate: nil, length: 0)
    let facts = F.probe(RIFFProbe(), bytes, format: .avi)
    #expect(F.close(facts.duration, 2))
    #expect(F.close(facts.frameRate, 25))
  }

  @Test func aviWithoutHeaderListIsDiagnosed() {
    var b = ByteBuilder()
    b.ascii("RIFF")
    b.u32le(4 + 12)
    b.ascii("AVI ")
    b.append(F.chunk("JUNK", [0, 0, 0, 0]))
    let facts = F.probe(RIFFProbe(), b.bytes, format: .avi)
    #expect(facts.duration == nil && facts.pixelWidth == nil)
    #expect(facts.diagnosticTexts.contains("AVI: no hdrl list"))
  }

  // MARK: Matroska / WebM

  @Test func matroskaDurationSizeAndRate() {
    let bytes = F.matroska(durationTicks: 5003, tracks: [(1, 480, 270), (2, 0, 0)])
    let record = F.classify(bytes, name: "a.mkv")
    #expect(record.format == .mkv)
    #expect(F.close(record.duration, 5.003))
    #expect(record.pixelWidth == 480 && record.pixelHeight == 270)
    #expect(F.close(record.frameRate, 25))
  }

  @Test func timecodeScaleMultipliesTheDuration() {
    let bytes = F.matroska(
      docType: "webm", timecodeScale: 1_000, durationTicks: 1_500_000, tracks: [(1, 8, 8)])
    let record = F.classify(bytes, name: "a.webm")
    #expect(record.format == .webm)
    #expect(F.close(record.duration, 1.5))
  }

  @Test func matroskaWithoutVideoIsAudio() {
    let bytes = F.matroska(durationTicks: 444.07, tracks: [(2, 0, 0)])
    let record = F.classify(bytes, name: "song.mkv")
    #expect(record.format == .mka)
    #expect(record.mediaType == .audio)
    #expect(F.close(record.duration, 0.44407))
  }

  @Test func infoAfterTheClustersIsFoundThroughTheSeekHead() {
    let bytes = F.matroska(durationTicks: 120, tracks: [(1, 176, 144)], infoLast: true)
    let facts = F.probe(MatroskaProbe(), bytes, format: .mkv)
    #expect(F.close(facts.duration, 0.12))
    #expect(facts.pixelWidth == 176)
  }

  @Test func ebmlVintsAndElementValues() throws {
    let element = try #require(
      EBMLReader.element([0x1A, 0x45, 0xDF, 0xA3, 0x84, 1, 2, 3, 4], at: 0))
    #expect(element.id == 0x1A45_DFA3 && element.size == 4 && element.dataOffset == 5)
    let unknown = try #require(
      EBMLReader.element(
        [0x18, 0x53, 0x80, 0x67, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], at: 0))
    #expect(unknown.size == nil)
    #expect(EBMLReader.element([0x00, 0x81], at: 0) == nil)
    let float4: [UInt8] =
      [0x44, 0x89, 0x84] + Array(withUnsafeBytes(of: Float(2.5).bitPattern.bigEndian, Array.init))
    let f = try #require(EBMLReader.element(float4, at: 0))
    #expect(EBMLReader.float(float4, f) == 2.5)
    let signed: [UInt8] = [0x44, 0x61, 0x82, 0xFF, 0xFE]
    #expect(EBMLReader.signed(signed, try #require(EBMLReader.element(signed, at: 0))) == -2)
  }

  @Test func matroskaCutInsideTheSegmentDoesNotCrash() {
    let bytes = F.matroska(durationTicks: 1000, tracks: [(1, 64, 64)])
    for length in [4, 20, 40, 60, 90] {
      let facts = F.probe(MatroskaProbe(), Array(bytes.prefix(length)), format: .mkv)
      #expect(facts.pixelWidth == nil || facts.pixelWidth == 64)
    }
  }

  // MARK: ASF

  @Test func asfDurationIsPlayDurationMinusPreroll() {
    // 9.858 s play duration with 4.858 s preroll: 5 s of media.
    let bytes = F.asf(
      play100ns: 98_580_000, prerollMs: 4858, created: 127_723_956_210_000_000, video: (640, 480))
    let record = F.classify(bytes, name: "a.wmv")
    #expect(record.format == .wmv)
    #expect(F.close(record.duration, 5))
    #expect(record.pixelWidth == 640 && record.pixelHeight == 480)
    #expect(record.creationDate == "2005-09-28T15:40:21Z")
  }

  @Test func asfAudioOnlyAndBroadcastFlag() {
    let audio = F.probe(
      ASFProbe(), F.asf(play100ns: 51_630_000, prerollMs: 1451, video: nil), format: .wma)
    #expect(F.close(audio.duration, 3.712))
    #expect(audio.pixelWidth == nil)
    let broadcast = F.probe(
      ASFProbe(), F.asf(play100ns: 51_630_000, prerollMs: 0, flags: 1, video: nil), format: .wma)
    #expect(broadcast.duration == nil)
  }

  @Test func asfHeaderWithAnImpossibleObjectSizeIsDiagnosed() {
    var bytes = F.asf(play100ns: 10_000_000, prerollMs: 0, video: nil)
    bytes[30 + 16] = 0xFF  // first child's size low byte
    bytes[30 + 21] = 0x7F
    let facts = F.probe(ASFProbe(), bytes, format: .asf)
    #expect(facts.duration == nil)
    #expect(facts.diagnosticTexts.contains("ASF: header object damaged or cut"))
  }

  // MARK: FLV

  static func flv(metadata: [(String, Double)], lastTimestamp: UInt32? = nil) -> [UInt8] {
    var script = ByteBuilder()
    script.u8(2)
    script.u16be(10)
    script.ascii("onMetaData")
    script.u8(8)
    script.u32be(UInt32(metadata.count + 1))
    // A nested object first, to exercise skipping.
    script.u16be(4)
    script.ascii("info")
    script.u8(3)
    script.u16be(1)
    script.ascii("x")
    script.u8(2)
    script.u16be(2)
    script.ascii("ab")
    script.append([0, 0, 9])
    for (key, value) in metadata {
      script.u16be(UInt16(key.utf8.count))
      script.ascii(key)
      script.u8(0)
      script.u64be(value.bitPattern)
    }
    script.append([0, 0, 9])
    var b = ByteBuilder()
    b.ascii("FLV")
    b.u8(1)
    b.u8(5)
    b.u32be(9)
    b.u32be(0)
    b.u8(18)
    b.u24be(UInt32(script.count))
    b.u24be(0)
    b.u8(0)
    b.u24be(0)
    b.append(script.bytes)
    b.u32be(UInt32(11 + script.count))
    // One video tag at `lastTimestamp`.
    b.u8(9)
    b.u24be(1)
    b.u24be((lastTimestamp ?? 0) & 0xFF_FFFF)
    b.u8(UInt8((lastTimestamp ?? 0) >> 24))
    b.u24be(0)
    b.u8(0x17)
    b.u32be(12)
    return b.bytes
  }

  @Test func flvMetadataGivesDurationSizeAndRate() {
    let bytes = Self.flv(metadata: [
      ("duration", 3.089), ("width", 320), ("height", 240), ("framerate", 15),
    ])
    let record = F.classify(bytes, name: "a.flv")
    #expect(record.format == .flv)
    #expect(F.close(record.duration, 3.089))
    #expect(record.pixelWidth == 320 && record.pixelHeight == 240)
    #expect(record.frameRate == 15)
  }

  @Test func flvWithoutADurationUsesTheLastTagTimestamp() {
    let bytes = Self.flv(metadata: [("width", 170)], lastTimestamp: 1167)
    let facts = F.probe(FLVProbe(), bytes, format: .flv)
    #expect(F.close(facts.duration, 1.167))
    #expect(facts.pixelWidth == nil)  // no height: no size
  }

  @Test func amfReaderRejectsBrokenData() {
    #expect(AMF0Reader.metadata([2, 0, 10] + Array("onMeta".utf8), maxEntries: 10) == nil)
    let deep =
      [2, 0, 1, 0x61, 3] + [UInt8](repeating: 0, count: 0)
      + Array(repeating: [0, 1, 0x62, 3] as [UInt8], count: 40).flatMap { $0 }
    let result = AMF0Reader.metadata(deep, maxEntries: 10)
    #expect(result?.properties.isEmpty == true)
  }

  // MARK: DV

  @Test func dvFrameSizeFromTheDSFBit() {
    var pal = [UInt8](repeating: 0, count: 144_000 * 2)
    pal.replaceSubrange(0..<5, with: [0x1F, 0x07, 0x00, 0xBF, 0x68])
    let record = F.classify(pal, name: "a.dv")
    #expect(record.format == .dv)
    #expect(record.pixelWidth == 720 && record.pixelHeight == 576)
    #expect(F.close(record.duration, 2 / 25.0))
    var ntsc = [UInt8](repeating: 0, count: 120_000)
    ntsc.replaceSubrange(0..<5, with: [0x1F, 0x07, 0x00, 0x3F, 0x68])
    let facts = F.probe(DVProbe(), ntsc, format: .dv)
    #expect(facts.pixelHeight == 480)
    #expect(F.close(facts.frameRate, 30000 / 1001.0))
  }
}
