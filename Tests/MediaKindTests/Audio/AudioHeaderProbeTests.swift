import MediaKindTestSupport
import Testing

@testable import MediaKind

@Suite("Audio: header-table formats (APE, WavPack, TTA, Musepack, DSF, DSDIFF, AU, AMR, AC-3)")
struct AudioHeaderProbeTests {
  typealias F = AVFixtures

  static func run(_ bytes: [UInt8], _ format: FormatID, fast: Bool = false) -> MediaFacts {
    F.probe(AudioHeaderProbe(), bytes, format: format, fast: fast)
  }

  @Test func monkeysAudioCurrentHeader() {
    // Version 3990: descriptor of 52 bytes, then the header.
    var b = ByteBuilder()
    b.ascii("MAC ")
    b.u16le(3990)
    b.u16le(0)
    b.u32le(52)
    b.u32le(24)
    b.zeros(52 - 16)
    b.u16le(2000)
    b.u16le(0)
    b.u32le(73728)  // blocks per frame
    b.u32le(42662)  // final frame blocks
    b.u32le(2)  // frames
    b.u16le(16)
    b.u16le(2)
    b.u32le(44100)
    let record = F.classify(b.bytes, name: "a.ape")
    #expect(record.format == .ape)
    #expect(F.close(record.duration, (73728.0 + 42662) / 44100))
  }

  @Test func monkeysAudioOldHeaderAfterID3() {
    var b = ByteBuilder()
    b.ascii("MAC ")
    b.u16le(3960)  // ≥ 3950: 294 912 blocks per frame
    b.u16le(2000)
    b.u16le(0)
    b.u16le(2)
    b.u32le(44100)
    b.u32le(44)
    b.u32le(0)
    b.u32le(1)  // frames
    b.u32le(44100)  // final frame blocks
    let facts = Self.run(F.id3(padding: 64) + b.bytes, .ape)
    #expect(F.close(facts.duration, 1))
  }

  @Test func monkeysAudioWithAZeroRateIsDiagnosed() {
    var b = ByteBuilder()
    b.ascii("MAC ")
    b.u16le(3990)
    b.u16le(0)
    b.u32le(52)
    b.zeros(52 - 12 + 24)
    let facts = Self.run(b.bytes, .ape)
    #expect(facts.duration == nil)
    #expect(facts.diagnosticTexts.contains { $0.contains("sample rate 0") })
  }

  @Test func wavPackTotalSamplesAndRateIndex() {
    var b = ByteBuilder()
    b.ascii("wvpk")
    b.u32le(100)
    b.u16le(0x410)
    b.u8(0)
    b.u8(0)
    b.u32le(88200)  // total samples
    b.u32le(0)
    b.u32le(88200)
    b.u32le(9 << 23)  // rate index 9: 44 100 Hz
    b.u32le(0)
    #expect(F.close(Self.run(b.bytes, .wv).duration, 2))
    // Unknown length (0xFFFFFFFF) gives nothing.
    var unknown = b.bytes
    unknown.replaceSubrange(12..<16, with: [0xFF, 0xFF, 0xFF, 0xFF])
    #expect(Self.run(unknown, .wv).duration == nil)
  }

  @Test func trueAudioHeader() {
    var b = ByteBuilder()
    b.ascii("TTA1")
    b.u16le(1)
    b.u16le(2)
    b.u16le(16)
    b.u32le(48000)
    b.u32le(72000)
    b.u32le(0)
    #expect(F.close(Self.run(b.bytes, .tta).duration, 1.5))
  }

  @Test func musepackSV7AndSV8() {
    var sv7 = ByteBuilder()
    sv7.ascii("MP+")
    sv7.u8(0x17)
    sv7.u32le(441)  // frames of 1152 samples
    sv7.u32le(0)  // rate index 0: 44 100
    sv7.zeros(16)
    #expect(F.close(Self.run(sv7.bytes, .mpc).duration, 441 * 1152 / 44100))

    var sv8 = ByteBuilder()
    sv8.ascii("MPCK")
    sv8.ascii("SH")
    sv8.u8(13)  // packet size: key 2, size 1, CRC 4, version 1, varints 3 + 1, rate 1
    sv8.u32be(0)
    sv8.u8(8)
    sv8.append([0x82, 0xEE, 0x00])  // samples, base-128 (decoded below)
    sv8.u8(0)  // leading silence
    sv8.u8(1 << 5)  // rate index 1: 48 000
    // 0x82 0xEE 0x00 decodes as (2 << 14) | (0x6E << 7) | 0 = 46848.
    #expect(F.close(Self.run(sv8.bytes, .mpc).duration, 46848.0 / 48000))
  }

  @Test func dsfSampleCountOverRate() {
    var b = ByteBuilder()
    b.ascii("DSD ")
    b.u64le(28)
    b.u64le(0)
    b.u64le(0)
    b.ascii("fmt ")
    b.u64le(52)
    b.u32le(1)
    b.u32le(0)
    b.u32le(2)
    b.u32le(2)
    b.u32le(2_822_400)
    b.u32le(1)
    b.u64le(2_822_400 * 3)
    b.u32le(4096)
    b.u32le(0)
    #expect(F.close(Self.run(b.bytes, .dsf).duration, 3))
  }

  @Test func dsdiffSoundDataAndDSTFrames() {
    func chunk(_ id: String, _ data: [UInt8]) -> [UInt8] {
      var b = ByteBuilder()
      b.ascii(id)
      b.u64be(UInt64(data.count))
      b.append(data)
      if data.count % 2 == 1 { b.u8(0) }
      return b.bytes
    }
    var fs = ByteBuilder()
    fs.u32be(2_822_400)
    var chnl = ByteBuilder()
    chnl.u16be(2)
    chnl.ascii("SLFTSRGT")
    let prop = chunk(
      "PROP", Array("SND ".utf8) + chunk("FS  ", fs.bytes) + chunk("CHNL", chnl.bytes))
    // 0.01 s of 2-channel DSD64: 28 224 samples × 2 channels / 8 bits = 7056 bytes.
    let body =
      Array("DSD ".utf8) + chunk("FVER", [1, 5, 0, 0]) + prop
      + chunk("DSD ", [UInt8](repeating: 0x69, count: 7056))
    var b = ByteBuilder()
    b.ascii("FRM8")
    b.u64be(UInt64(body.count))
    b.append(body)
    #expect(F.close(Self.run(b.bytes, .dff).duration, 0.01))

    var frte = ByteBuilder()
    frte.u32be(150)
    frte.u16be(75)
    let dstBody = Array("DSD ".utf8) + prop + chunk("DST ", chunk("FRTE", frte.bytes))
    var dst = ByteBuilder()
    dst.ascii("FRM8")
    dst.u64be(UInt64(dstBody.count))
    dst.append(dstBody)
    #expect(F.close(Self.run(dst.bytes, .dff).duration, 2))
  }

  @Test func sunAudioUsesTheEncodingSampleSize() {
    var b = ByteBuilder()
    b.ascii(".snd")
    b.u32be(24)
    b.u32be(16000)  // 16-bit mono 8 kHz: 1 s
    b.u32be(3)
    b.u32be(8000)
    b.u32be(1)
    b.zeros(16000)
    #expect(F.close(Self.run(b.bytes, .au).duration, 1))
    var unknown = b.bytes
    unknown.replaceSubrange(8..<12, with: [0xFF, 0xFF, 0xFF, 0xFF])  // to end of file
    #expect(F.close(Self.run(unknown, .au).duration, 1))
  }

  @Test func amrFramesAreTwentyMilliseconds() {
    // 12.2 kbit/s frames: TOC 0x3C (type 7), 31 bytes of speech.
    var b = ByteBuilder()
    b.ascii("#!AMR\n")
    for _ in 0..<50 {
      b.u8(0x3C)
      b.zeros(31)
    }
    #expect(F.close(Self.run(b.bytes, .amr).duration, 1))
    // The fast path walks only when the head is the whole file.
    #expect(F.close(Self.run(b.bytes, .amr, fast: true).duration, 1))
  }

  @Test func ac3IsTimedByItsBitRate() {
    // fscod 0 (48 kHz), frmsizecod 0x14 → 192 kbit/s; 24 000 bytes = 1 s.
    var b = ByteBuilder()
    b.append([0x0B, 0x77, 0, 0, 0x14, 0x40])
    b.zeros(24000 - 6)
    #expect(F.close(Self.run(b.bytes, .ac3).duration, 1))
  }

  @Test func truncatedHeadersGiveNothing() {
    for (format, magic) in [
      ("ape", "MAC "), ("wv", "wvpk"), ("tta", "TTA1"), ("mpc", "MPCK"), ("dsf", "DSD "),
      ("au", ".snd"),
    ] {
      let facts = Self.run(Array(magic.utf8) + [0x01], FormatID(rawValue: format))
      #expect(facts.duration == nil, "\(format)")
    }
  }
}
