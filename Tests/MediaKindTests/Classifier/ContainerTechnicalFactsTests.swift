import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// The technical facts of the containers whose stream descriptions MediaKind reads without a
/// decoder (Docs/CLI.md, "Technical facts"): ASF, AVI, FLV, MPEG-TS and program streams, MXF,
/// DV, RealMedia, Musepack, DSF, DSDIFF and AC-3. The values expected are ffprobe's on the
/// same Samples (mediainfo's for a DSD rate, which FFmpeg reports divided by 8), in both modes:
/// every sample fits in the fast path's head, so fast states the same facts.
@Suite("Classifier: technical facts of ASF, AVI, FLV, MPEG-TS/PS, MXF, DV, RealMedia, Musepack, DSD, AC-3")
struct ContainerTechnicalFactsTests {
  /// A sample and the facts its record must carry (nil: must be absent).
  struct Expectation: Sendable, CustomTestStringConvertible {
    let path: String
    var video: String? = nil
    var profile: String? = nil
    let audio: String
    let channels: Int
    let rate: Int
    var depth: Int? = nil
    var testDescription: String { path }
  }

  static let expectations: [Expectation] = [
    Expectation(
      path: "video/wmv/wmv3-main-wmav2-stereo-2s.wmv", video: "wmv3", profile: "Main", audio: "wmav2",
      channels: 2, rate: 44_100),
    Expectation(
      path: "video/avi/h264-pcm-s16le-stereo-1s.avi", video: "h264", audio: "pcm_s16le", channels: 2,
      rate: 44_100, depth: 16),
    Expectation(
      path: "video/flv/avc-high-aac-stereo-2s.flv", video: "h264", profile: "High", audio: "aac", channels: 2,
      rate: 44_100),
    Expectation(
      path: "video/mpegts/h264-main-ac3-stereo.ts", video: "h264", profile: "Main", audio: "ac3", channels: 2,
      rate: 48_000),
    Expectation(
      path: "video/mpeg/mpeg2-main-mp2-stereo-1s.mpg", video: "mpeg2video", profile: "Main", audio: "mp2",
      channels: 2, rate: 48_000),
    Expectation(
      path: "video/mxf/mpeg2-wave-24bit-stereo-1s.mxf", video: "mpeg2video", audio: "pcm_s24le", channels: 2,
      rate: 48_000, depth: 24),
    Expectation(
      path: "video/dv/dif-sequence-pal-48k-16bit.dv", video: "dvvideo", audio: "pcm_s16le", channels: 2,
      rate: 48_000, depth: 16),
    Expectation(
      path: "video/rm/rv40-cook-stereo-3s.rm", video: "rv40", audio: "cook", channels: 2, rate: 44_100),
    Expectation(path: "audio/ra/realaudio4-dnet-mono.ra", audio: "ac3", channels: 1, rate: 22_050),
    Expectation(path: "audio/mpc/sv8-44k-stereo.mpc", audio: "musepack8", channels: 2, rate: 44_100),
    Expectation(
      path: "audio/dsf/dsd64-stereo.dsf", audio: "dsd_lsbf_planar", channels: 2, rate: 2_822_400, depth: 1),
    Expectation(path: "audio/dff/dsd64-stereo.dff", audio: "dsd_msbf", channels: 2, rate: 2_822_400, depth: 1),
    Expectation(path: "audio/ac3/ac3-5.1-48k-192k.ac3", audio: "ac3", channels: 6, rate: 48_000),
  ]

  @Test("each container's sample states its codecs and audio layout", arguments: expectations, [false, true])
  func sample(_ e: Expectation, fast: Bool) throws {
    let r = try TechnicalFactsTests.sample(e.path, fast: fast)
    let t = r.technical
    #expect(t.videoCodec == e.video)
    #expect(t.videoProfile == e.profile)
    #expect(t.audioCodec == e.audio)
    #expect(t.audioChannels == e.channels)
    #expect(t.sampleRate == e.rate)
    #expect(t.bitDepth == e.depth)
    #expect(r.diagnostics == nil)
  }

  @Test("MPEG-TS: the H.264 SPS's VUI states the frame rate and colour", arguments: [false, true])
  func transportStreamVUI(fast: Bool) throws {
    let r = try TechnicalFactsTests.sample("video/mpegts/h264-main-ac3-stereo.ts", fast: fast)
    #expect(r.frameRate == 25)  // time_scale 50 / (2 × num_units_in_tick 1)
    #expect(r.technical.colorPrimaries == "bt709")
    #expect(r.technical.transferCharacteristics == "bt709")
    #expect(r.technical.matrixCoefficients == "bt709")
    // An SPS without VUI states neither.
    let plain = try TechnicalFactsTests.sample("video/m2ts/avchd-mdpm-1920x1080.mts", fast: fast)
    #expect(plain.frameRate == nil)
    #expect(plain.technical.colorPrimaries == nil)
    #expect(plain.technical.videoProfile == "Baseline")
  }

  @Test("DVD private stream 1: AC-3 from its first access unit, LPCM from its header")
  func dvdPrivateStream() throws {
    func pes(_ payload: [UInt8]) -> [UInt8] {
      // MPEG-2 PES header without timestamps: flags 81 00, header length 0.
      [0, 0, 1, 0xBD, 0, UInt8(3 + payload.count), 0x81, 0x00, 0x00] + payload
    }
    // Sub-stream 0x80, one frame, first access unit 8 bytes after the pointer: first 7 bytes
    // of the previous frame's tail that look like a sync word and a 44.1 kHz 5.1 header,
    // then the access unit's AC-3 header: 48 kHz, acmod 2 (stereo).
    let tail: [UInt8] = [0x0B, 0x77, 0, 0, 0x54, 0x40, 0xE1]
    let ac3 = pes([0x80, 0x01, 0x00, 0x08] + tail + [0x0B, 0x77, 0, 0, 0x14, 0x40, 0x40, 0])
    let scanner = ProgramStreamScanner(ac3, maxPackets: 4, syncToPack: false)
    let audio = try #require(scanner.audio)
    var t = TechnicalMetadata()
    MPEGProgramStreamProbe.readAudio(audio, into: &t)
    #expect(t.audioCodec == "ac3" && t.audioChannels == 2 && t.sampleRate == 48_000)
    // LPCM: 20 bits (quantisation 1), 96 kHz (1), 2 channels.
    let lpcm = pes([0xA0, 0x01, 0x00, 0x04, 0x00, 0b0101_0001, 0x80, 0, 0, 0, 0])
    t = TechnicalMetadata()
    MPEGProgramStreamProbe.readAudio(try #require(ProgramStreamScanner(lpcm, maxPackets: 4, syncToPack: false).audio), into: &t)
    #expect(t.audioCodec == "pcm_dvd" && t.bitDepth == 20 && t.sampleRate == 96_000 && t.audioChannels == 2)
    // A subtitle sub-stream (0x20) is no audio.
    #expect(ProgramStreamScanner(pes([0x20, 0, 0, 0, 0]), maxPackets: 4, syncToPack: false).audio == nil)
  }

  @Test("AC-3 and E-AC-3 headers: acmod, LFE, bsid, rates")
  func ac3() throws {
    // 48 kHz, bsid 8, acmod 7 (3/2): cmixlev and surmixlev precede lfeon, which is set.
    let surround = try #require(AC3Header([0x0B, 0x77, 0, 0, 0x14, 0x40, 0b1110_0001, 0]))
    #expect(surround.codec == "ac3")
    #expect(surround.channels == 6)
    #expect(surround.sampleRate == 48_000)
    // acmod 2 (stereo): dsurmod precedes lfeon; 44.1 kHz.
    let stereo = try #require(AC3Header([0x0B, 0x77, 0, 0, 0x54, 0x40, 0b0100_0100, 0]))
    #expect(stereo.channels == 3)
    #expect(stereo.sampleRate == 44_100)
    // acmod 1 (mono) has no mix levels: lfeon is the fourth bit.
    #expect(AC3Header([0x0B, 0x77, 0, 0, 0x14, 0x40, 0b0011_0000, 0])?.channels == 2)
    // E-AC-3 (bsid 16): acmod and lfeon in byte 4; fscod 3 takes fscod2's half rates.
    let enhanced = try #require(AC3Header([0x0B, 0x77, 0, 0, 0b0011_1111, 16 << 3, 0, 0]))
    #expect(enhanced.codec == "eac3")
    #expect(enhanced.channels == 6)
    #expect(enhanced.sampleRate == 48_000)
    #expect(AC3Header([0x0B, 0x77, 0, 0, 0b1101_0100, 16 << 3, 0, 0])?.sampleRate == 22_050)
    // A reserved fscod, a bsid beyond E-AC-3, no sync word: nothing.
    #expect(AC3Header([0x0B, 0x77, 0, 0, 0xD4, 0x40, 0, 0]) == nil)
    #expect(AC3Header([0x0B, 0x77, 0, 0, 0x14, 20 << 3, 0, 0]) == nil)
    #expect(AC3Header([0x0B, 0x78, 0, 0, 0x14, 0x40, 0, 0]) == nil)
  }

  @Test("MPEG-1 or MPEG-2: a sequence extension, after quantiser matrices and stuffing")
  func mpegSequence() throws {
    let header: [UInt8] = [0, 0, 1, 0xB3, 0x16, 0x01, 0x20, 0x13, 0xFF, 0xFF, 0xE0, 0x18]
    let extensionBytes: [UInt8] = [0, 0, 1, 0xB5, 0x14, 0x8A, 0x00, 0x01, 0x00, 0x00]
    let mpeg1 = try #require(MPEGVideoSequenceHeader(header + [0, 0, 1, 0xB8], at: 0))
    #expect(mpeg1.codec == "mpeg1video")
    #expect(mpeg1.profile == nil)
    #expect(mpeg1.width == 352 && mpeg1.height == 288)
    let mpeg2 = try #require(MPEGVideoSequenceHeader(header + extensionBytes, at: 0))
    #expect(mpeg2.codec == "mpeg2video")
    #expect(mpeg2.profile == "Main")
    // A loaded intra matrix (64 bytes) and zero stuffing move the extension.
    var withMatrix = header
    withMatrix[11] |= 2
    let matrix = [UInt8](repeating: 0x10, count: 63) + [0x10]  // its last bit: no non-intra matrix
    let moved = try #require(MPEGVideoSequenceHeader(withMatrix + matrix + [0, 0] + extensionBytes, at: 0))
    #expect(moved.codec == "mpeg2video")
    #expect(MPEGVideoSequenceHeader.profile(0x85) == "4:2:2")
    #expect(MPEGVideoSequenceHeader.profile(0x14) == "High")
    #expect(MPEGVideoSequenceHeader.profile(0x58) == "Simple")
  }

  @Test("container codec tables name codecs as FFmpeg does")
  func codecTables() {
    func fourCC(_ text: String) -> UInt32 {
      text.utf8.enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
    }
    #expect(CodecName.bitmapCompression(fourCC("XVID")) == "mpeg4")
    #expect(CodecName.bitmapCompression(fourCC("xvid")) == "mpeg4")
    #expect(CodecName.bitmapCompression(fourCC("MP42")) == "msmpeg4v2")
    #expect(CodecName.bitmapCompression(fourCC("WVC1")) == "vc1")
    #expect(CodecName.bitmapCompression(fourCC("dvsd")) == "dvvideo")
    #expect(CodecName.bitmapCompression(0) == "rawvideo")
    #expect(CodecName.bitmapCompression(fourCC("ZZZZ")) == nil)
    #expect(CodecName.bitmapCompression(0x0000_0001) == nil)  // BI_RLE8 is no FourCC
    #expect(CodecName.waveFormat(0x0161, bits: 16) == "wmav2")
    #expect(CodecName.waveFormat(0x0163, bits: 16) == "wmalossless")
    #expect(CodecName.waveFormat(0x000A, bits: 16) == "wmavoice")
    #expect(CodecName.flvVideo(2) == "flv1")
    #expect(CodecName.flvVideo(4) == "vp6f")
    #expect(CodecName.flvAudio(3, bits: 8) == "pcm_u8")
    #expect(CodecName.flvAudio(0, bits: 16) == nil)  // platform order: none stated
    #expect(CodecName.transportStream(0x24) == "hevc")
    #expect(CodecName.transportStream(0x06, descriptorTags: [0x0A, 0x7A]) == "eac3")
    #expect(CodecName.transportStream(0x06, registration: "Opus") == "opus")
    #expect(CodecName.transportStream(0x80) == nil)
    #expect(CodecName.transportStream(0x80, bluray: true) == "pcm_bluray")
    #expect(CodecName.transportStream(0x03) == nil)  // the layer is in the frame header
    let dv = [UInt8]([0x06, 0x0E, 0x2B, 0x34, 0x04, 0x01, 0x01, 0x01, 0x04, 0x01, 0x02, 0x02, 0x02, 0x01, 0x02, 0])
    #expect(CodecName.mxfPicture(dv) == "dvvideo")
    let mpegES = [UInt8]([0x06, 0x0E, 0x2B, 0x34, 0x04, 0x01, 0x01, 0x02, 0x0D, 0x01, 0x03, 0x01, 0x02, 0x04, 0x60, 1])
    #expect(CodecName.mxfPictureContainer(mpegES) == "mpeg2video")
    #expect(CodecName.mxfPicture(mpegES) == nil)  // a container is no coding
    #expect(CodecName.mxfSound(coding: nil, descriptor: 0x48, bits: 16) == "pcm_s16le")
    #expect(CodecName.mxfSound(coding: nil, descriptor: 0x42, bits: 16) == nil)
  }

  @Test("FLV tags: fixed-rate codecs, the AAC config, enhanced FourCCs, PCM depth")
  func flvTags() {
    var t = TechnicalMetadata()
    FLVProbe.readAudio([0x5E], into: &t)  // Nellymoser 8 kHz, flags say 44 kHz stereo
    #expect(t.audioCodec == "nellymoser" && t.sampleRate == 8000 && t.audioChannels == 1)
    t = TechnicalMetadata()
    FLVProbe.readAudio([0x3B], into: &t)  // PCM little-endian, 22 kHz, 16-bit, stereo
    #expect(t.audioCodec == "pcm_s16le" && t.sampleRate == 22_050 && t.audioChannels == 2 && t.bitDepth == 16)
    t = TechnicalMetadata()
    FLVProbe.readAudio([0xAF, 0x01, 0x21], into: &t)  // an AAC raw frame states no layout
    #expect(t.audioCodec == "aac" && t.sampleRate == nil && t.audioChannels == nil)
    t = TechnicalMetadata()
    FLVProbe.readVideo([0x90] + Array("hvc1".utf8) + [0x01, 0x02], into: &t)  // enhanced, HEVC Main 10
    #expect(t.videoCodec == "hevc" && t.videoProfile == "Main 10")
  }

  @Test("FLV: the tags are read even when the header's flags say there is no such stream")
  func flvFlagsNotTrusted() {
    // Header flags 0 (no audio, no video), then one audio tag: MP3, 44 kHz, 16-bit, mono.
    let bytes: [UInt8] =
      Array("FLV".utf8) + [1, 0, 0, 0, 0, 9, 0, 0, 0, 0] + [8, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0] + [0x2E]
      + [0, 0, 0, 12]
    let r = MediaClassifier(options: ClassifyOptions(mode: .thorough)).classify(bytes: bytes, name: "x.flv")
    #expect(r.technical.audioCodec == "mp3")
    #expect(r.technical.sampleRate == 44_100)
    #expect(r.technical.audioChannels == 1)
  }

  @Test("RealAudio headers: versions 3, 4 and 5")
  func realAudio() throws {
    let v3 = try #require(RealAudioHeader([0x2E, 0x72, 0x61, 0xFD, 0, 3][...]))
    #expect(v3.codec == "ra_144" && v3.sampleRate == 8000 && v3.channels == 1)
    var v5 = [UInt8](repeating: 0, count: 70)
    v5.replaceSubrange(0..<6, with: [0x2E, 0x72, 0x61, 0xFD, 0, 5])
    v5.replaceSubrange(54..<56, with: [0xAC, 0x44])  // 44 100
    v5.replaceSubrange(60..<62, with: [0, 2])
    v5.replaceSubrange(66..<70, with: Array("atrc".utf8))
    let header = try #require(RealAudioHeader(v5[...]))
    #expect(header.codec == "atrac3" && header.sampleRate == 44_100 && header.channels == 2)
    #expect(RealAudioHeader([0x2E, 0x72, 0x61, 0xFD, 0, 9][...]) == nil)
  }
}
