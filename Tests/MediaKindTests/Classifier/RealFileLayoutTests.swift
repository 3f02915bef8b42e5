import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Layouts of real files that were misread (issue 26), each built byte by byte: the rules of
/// Docs/AddingAFormat.md, "Rules the probes share".
@Suite("Real-file layouts: audio or video, tags in front, garbage boxes, stream durations")
struct RealFileLayoutTests {
  typealias F = AVFixtures

  // MARK: Class 1 (a): an ASF Header Object larger than the head

  /// An ASF file whose Header Object holds File Properties (`seconds` of play, no preroll),
  /// an object of `padding` bytes of unknown type (cover art, as far as a reader knows), then
  /// one Stream Properties Object of the audio or video media type.
  static func asfWithLargeHeader(padding: Int, video: Bool, seconds: UInt64 = 3) -> [UInt8] {
    var file = ByteBuilder()
    file.zeros(16)
    file.u64le(0)
    file.u64le(0)
    file.u64le(1)
    file.u64le(seconds * 10_000_000)
    file.u64le(seconds * 10_000_000)
    file.u64le(0)
    file.u32le(2)
    file.u32le(3200)
    file.u32le(3200)
    file.u32le(128_000)
    var children = F.asfObject(ASFObject.filePropertiesGUID, file.bytes)
    children += F.asfObject([UInt8](repeating: 0x11, count: 16), [UInt8](repeating: 0, count: padding))
    var stream = ByteBuilder()
    stream.append(video ? F.asfVideoGUID : F.asfAudioGUID)
    stream.zeros(16 + 8 + 4 + 4 + 2 + 4)
    children += F.asfObject(ASFObject.streamPropertiesGUID, stream.bytes)
    var b = ByteBuilder()
    b.append(F.asfHeaderGUID)
    b.u64le(UInt64(30 + children.count))
    b.u32le(3)
    b.u8(1)
    b.u8(2)
    b.append(children)
    return b.bytes
  }

  @Test func wmaWhoseStreamsLiePastTheHeadIsAudio() {
    let bytes = Self.asfWithLargeHeader(padding: 70_000, video: false)
    let thorough = F.classify(bytes, name: "cover.wma")
    #expect(thorough.format == .wma)
    #expect(thorough.mediaType == .audio)
    #expect(F.close(thorough.duration, 3))
    // The fast path sees no stream: the name decides, never video.
    let fast = F.classify(bytes, name: "cover.wma", fast: true)
    #expect(fast.format == .wma)
    #expect(fast.mediaType == .audio)
    #expect(fast.formatReason?.reason == .refinedFormat)
  }

  @Test func videoStreamPastTheHeadMakesWMVOnlyWhenSeen() {
    let bytes = Self.asfWithLargeHeader(padding: 70_000, video: true)
    #expect(F.classify(bytes, name: "clip.wmv").format == .wmv)
    // Fast: nothing seen, not named .wma: the generic ASF type stays.
    #expect(F.classify(bytes, name: "clip.wmv", fast: true).format == .asf)
    // A file named .asf stays ASF, as its signature says.
    #expect(F.classify(bytes, name: "clip.asf").format == .asf)
  }

  // MARK: Class 1 (b): brands and tracks

  @Test func nulPaddedBrandsReadAsSpacePadded() {
    var b = ByteBuilder()
    b.u32be(20)
    b.ascii("ftyp")
    b.append(Array("M4A".utf8) + [0])
    b.u32be(0)
    b.append(Array("qt".utf8) + [0, 0])
    let ftyp = FileTypeBox(head: b.bytes)
    #expect(ftyp?.majorBrand == "M4A ")
    #expect(ftyp?.compatibleBrands == ["qt  "])
    let sniff = SniffInput(head: b.bytes, fileExtension: "m4b", fileSize: 20)
    #expect(FormatRegistry.standard.identify(sniff)?.id == .m4a)
  }

  @Test func aCompatible3GPPBrandYieldsToTheMajorBrand() {
    func identify(major: String, compatible: [String]) -> FormatID? {
      var b = ByteBuilder()
      ISOBMFFFixtures.ftyp(&b, major: major, compatible: compatible)
      let sniff = SniffInput(head: b.bytes, fileExtension: "m4b", fileSize: b.count)
      return FormatRegistry.standard.identify(sniff)?.id
    }
    #expect(identify(major: "M4A ", compatible: ["3gp5"]) == .m4a)
    #expect(identify(major: "mp42", compatible: ["isom", "3gp5"]) == .mp4)
    #expect(identify(major: "3gp5", compatible: ["isom"]) == .threeGP)
    // An unknown major brand leaves the compatible brands to decide.
    #expect(identify(major: "XYZW", compatible: ["3gp5"]) == .threeGP)
  }

  // MARK: Class 2: a top-level box of garbage type

  static func box(_ type: [UInt8], payload: Int, declared: UInt32? = nil) -> [UInt8] {
    var b = ByteBuilder()
    b.u32be(declared ?? UInt32(8 + payload))
    b.append(type)
    b.zeros(payload)
    return b.bytes
  }

  @Test func aBoxOfGarbageTypeIsSkippedBySaneSize() {
    var b = ByteBuilder()
    ISOBMFFFixtures.ftyp(&b, major: "isom", compatible: ["isom"])
    b.append(Self.box([0x8F, 0x00, 0x13, 0xC2], payload: 24))
    b.append(Self.box(Array("free".utf8), payload: 8))
    b.append(Self.box(Array("moov".utf8), payload: 0))
    let source = ByteSource(bytes: b.bytes, headSize: 64 * 1024, limitedToHead: false)
    var walker = BoxWalker(budget: .standard)
    let types = walker.topLevelBoxes(of: source).map(\.type)
    #expect(types == ["ftyp", "free", "moov"])
    #expect(walker.diagnostics.contains { $0.description.contains("skipped by its size 32") })
  }

  @Test func aGarbageBoxRunningPastTheEndStillStopsTheWalk() {
    var b = ByteBuilder()
    ISOBMFFFixtures.ftyp(&b, major: "isom", compatible: ["isom"])
    b.append(Self.box([0x8F, 0x00, 0x13, 0xC2], payload: 24, declared: 1_000_000))
    b.append(Self.box(Array("moov".utf8), payload: 0))
    let source = ByteSource(bytes: b.bytes, headSize: 64 * 1024, limitedToHead: false)
    var walker = BoxWalker(budget: .standard)
    #expect(walker.topLevelBoxes(of: source).map(\.type) == ["ftyp"])
    #expect(walker.diagnostics.contains { $0.description.contains("walk stopped") })
  }

  // MARK: Class 3: tags in front of the stream

  /// An APEv2 tag with a header, holding one item.
  static var apeTag: [UInt8] {
    var item = ByteBuilder()
    item.u32le(5)
    item.u32le(0)
    item.ascii("Title")
    item.u8(0)
    item.ascii("hello")
    func frame(_ flags: UInt32) -> [UInt8] {
      var b = ByteBuilder()
      b.ascii("APETAGEX")
      b.u32le(2000)
      b.u32le(UInt32(item.count + 32))
      b.u32le(1)
      b.u32le(flags)
      b.zeros(8)
      return b.bytes
    }
    return frame(0xA000_0000) + item.bytes + frame(0x8000_0000)
  }

  @Test func flacBehindAnID3TagLargerThanTheHead() {
    let bytes = F.id3(padding: 70_000) + F.flac(rate: 44_100, samples: 3 * 44_100)
    let thorough = F.classify(bytes, name: "song.flac")
    #expect(thorough.format == .flac)
    #expect(F.close(thorough.duration, 3))
    let fast = F.classify(bytes, name: "song.flac", fast: true)
    #expect(fast.format == .flac)
    #expect(fast.duration == nil)
    #expect(fast.formatReason?.reason == .refinedFormat)
    // Without an audio name the fast path stays with MP3, as ExifTool does.
    #expect(F.classify(bytes, name: "song", fast: true).format == .mp3)
  }

  @Test func waveAndFLACBehindTagsAreReadFromTheirStart() {
    let wave = F.id3(padding: 100) + F.wave(channels: 1, rate: 8000, bits: 8, dataBytes: 4000)
    for fast in [false, true] {
      let record = F.classify(wave, name: "speech.wav", fast: fast)
      #expect(record.format == .wav)
      #expect(F.close(record.duration, 0.5))
    }
    let flac = Self.apeTag + F.flac(rate: 8000, samples: 16_000)
    let record = F.classify(flac, name: "tagged.flac")
    #expect(record.format == .flac)
    #expect(F.close(record.duration, 2))
  }

  @Test func mp3KeepsItsTagsAndItsProbe() {
    let bytes = F.id3(padding: 100) + F.mp3Frames(20)
    let record = F.classify(bytes, name: "a.mp3")
    #expect(record.format == .mp3)
    #expect(record.duration != nil)
  }

  // MARK: Class 4: MPEG program streams and MXF

  /// A 5-byte PTS (or MPEG-1 SCR) field with `prefix` in its top four bits.
  static func timestamp(_ value: UInt64, prefix: UInt64 = 0b0010) -> [UInt8] {
    let v =
      prefix << 36 | (value >> 30 & 7) << 33 | 1 << 32 | (value >> 15 & 0x7FFF) << 17 | 1 << 16
      | (value & 0x7FFF) << 1 | 1
    return (0..<5).map { UInt8(truncatingIfNeeded: v >> (32 - 8 * $0)) }
  }

  /// An MPEG-1 pack header (SCR) and a video PES packet with a PTS and `payload`.
  static func packAndPES(pts: UInt64, payload: [UInt8] = []) -> [UInt8] {
    var b = ByteBuilder()
    b.append([0, 0, 1, 0xBA])
    b.append(timestamp(pts &- 9000, prefix: 0b0010))
    b.append([0x80, 0x1F, 0x41])  // mux rate
    b.append([0, 0, 1, 0xE0])
    b.u16be(UInt16(5 + payload.count))
    b.append(timestamp(pts))
    b.append(payload)
    return b.bytes
  }

  /// A padding packet (stream id BE) of `count` bytes of data.
  static func padding(_ count: Int) -> [UInt8] {
    [0, 0, 1, 0xBE, UInt8(count >> 8), UInt8(count & 0xFF)] + [UInt8](repeating: 0xFF, count: count)
  }

  @Test func programStreamDurationSpansTheHeadAndTheTail() {
    // Sequence header: 720x576, frame rate code 3 (25 fps).
    let sequence: [UInt8] = [0, 0, 1, 0xB3, 0x2D, 0x02, 0x40, 0x13, 0xFF, 0xFF, 0xE0, 0x18]
    var b = ByteBuilder()
    b.append(Self.packAndPES(pts: 90_000, payload: sequence))
    // 800 KiB of padding between the first and the last packets.
    for _ in 0..<16 { b.append(Self.padding(51_200)) }
    // B-frame order at the end: 9.96 s presented after 10.00 s.
    b.append(Self.packAndPES(pts: 90_000 + 900_000))
    b.append(Self.packAndPES(pts: 90_000 + 896_400))
    b.append([0, 0, 1, 0xB9])
    let thorough = F.classify(b.bytes, name: "movie.mpg")
    #expect(thorough.format == .mpeg)
    #expect(thorough.pixelWidth == 720 && thorough.pixelHeight == 576)
    #expect(thorough.frameRate == 25)
    #expect(F.close(thorough.duration, 10.04))
    // The fast path cannot see the end.
    let fast = F.classify(b.bytes, name: "movie.mpg", fast: true)
    #expect(fast.duration == nil)
    #expect(fast.pixelWidth == 720)
  }

  @Test func timestampSpansWrapAt33Bits() {
    let top: UInt64 = 1 << 33
    #expect(MPEGProgramStreamProbe.span([top - 3600, top - 1800, 0, 3600]) == 7200)
    #expect(MPEGProgramStreamProbe.span([3600, 0, 7200]) == 7200)
    #expect(MPEGProgramStreamProbe.span([42]) == 0)
  }

  /// An MXF header partition whose Material Package has one timeline track of
  /// `units` edit units at `rate`.
  static func mxf(rate: (Int32, Int32), units: Int64) -> [UInt8] {
    func klv(_ key: [UInt8], _ value: [UInt8]) -> [UInt8] {
      key + [0x83, UInt8(value.count >> 16), UInt8(value.count >> 8 & 0xFF), UInt8(value.count & 0xFF)]
        + value
    }
    func localSet(_ kind: UInt8, _ tags: [(UInt16, [UInt8])]) -> [UInt8] {
      var value = ByteBuilder()
      for (tag, bytes) in tags {
        value.u16be(tag)
        value.u16be(UInt16(bytes.count))
        value.append(bytes)
      }
      let key: [UInt8] = [
        0x06, 0x0E, 0x2B, 0x34, 0x02, 0x53, 0x01, 0x01, 0x0D, 0x01, 0x01, 0x01, 0x01, 0x01, kind, 0,
      ]
      return klv(key, value.bytes)
    }
    func uid(_ n: UInt8) -> [UInt8] { [UInt8](repeating: 0x4D, count: 15) + [n] }
    func be<T: FixedWidthInteger>(_ v: T) -> [UInt8] {
      (0..<(T.bitWidth / 8)).map { UInt8(truncatingIfNeeded: v >> (T.bitWidth - 8 - 8 * $0)) }
    }
    let metadata =
      localSet(0x36, [(0x3C0A, uid(1)), (0x4403, be(UInt32(1)) + be(UInt32(16)) + uid(2))])
      + localSet(0x3B, [(0x3C0A, uid(2)), (0x4B01, be(rate.0) + be(rate.1)), (0x4803, uid(3))])
      + localSet(0x0F, [(0x3C0A, uid(3)), (0x0202, be(units))])
    var pack = ByteBuilder()
    pack.u16be(1)
    pack.u16be(3)
    pack.u32be(1)
    pack.u64be(0)
    pack.u64be(0)
    pack.u64be(0)
    pack.u64be(UInt64(metadata.count))
    pack.zeros(8 + 4 + 8 + 4 + 16 + 8)
    let key: [UInt8] = [
      0x06, 0x0E, 0x2B, 0x34, 0x02, 0x05, 0x01, 0x01, 0x0D, 0x01, 0x02, 0x01, 0x01, 0x02, 0x04, 0,
    ]
    return klv(key, pack.bytes) + metadata
  }

  @Test func mxfDurationIsTheMaterialTrackSequenceOverItsEditRate() {
    let record = F.classify(Self.mxf(rate: (30000, 1001), units: 300), name: "clip.mxf")
    #expect(record.format == .mxf)
    #expect(F.close(record.duration, 10.01))
    #expect(record.pixelWidth == nil)  // no picture descriptor in this header
    let pal = F.classify(Self.mxf(rate: (25, 1), units: 250), name: "clip.mxf", fast: true)
    #expect(F.close(pal.duration, 10))
  }
}
