import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind
@testable import MediaKindCheck

/// The technical facts of Docs/CLI.md ("Technical facts"): each read from the structure that
/// states it, in both modes, bounded, and usable by predicates, policies and the HDR Videos
/// smart album. The values expected here are ffprobe's and ExifTool's on the same Samples.
@Suite("Classifier: technical facts (codecs, colour, HDR, audio, exposure, colour profile)")
struct TechnicalFactsTests {
  static func sample(_ path: String, fast: Bool = false) throws -> Classification {
    let url = SampleCorpus.samplesDirectory.appendingPathComponent(path)
    let bytes = [UInt8](try Data(contentsOf: url))
    return MediaClassifier(options: ClassifyOptions(mode: fast ? .fast : .thorough))
      .classify(bytes: bytes, name: url.lastPathComponent)
  }

  @Test("HDR10 + Dolby Vision HEVC MP4 with stereo AAC", arguments: [false, true])
  func hdr10DolbyVision(fast: Bool) throws {
    let r = try Self.sample("video/mp4/hdr10-dolby-vision-8-hevc-main10-aac-1s.mp4", fast: fast)
    let t = r.technical
    #expect(t.videoCodec == "hevc")
    #expect(t.videoProfile == "Main 10")
    #expect(t.colorPrimaries == "bt2020")
    #expect(t.transferCharacteristics == "smpte2084")
    #expect(t.matrixCoefficients == "bt2020nc")
    #expect(t.dolbyVisionProfile == 8)
    #expect(t.audioCodec == "aac")
    #expect(t.audioChannels == 2)
    #expect(t.sampleRate == 48000)
    #expect(t.bitDepth == nil)  // a lossy codec has none
    #expect(t.bitRate == FieldBounds.bitRate(fileSize: r.fileSize, duration: 1.0))
    #expect(t.rotation == nil)
    #expect(r.subtypes.contains(.hdrVideo))
  }

  @Test("HLG: MP4 turned 90° and Matroska with Opus", arguments: [false, true])
  func hlg(fast: Bool) throws {
    let mp4 = try Self.sample("video/mp4/hlg-hevc-rotated-90-1s.mp4", fast: fast)
    #expect(mp4.technical.transferCharacteristics == "arib-std-b67")
    #expect(mp4.technical.rotation == 90)
    #expect(mp4.technical.dolbyVisionProfile == nil)
    #expect(mp4.technical.audioCodec == nil)
    #expect(mp4.subtypes.contains(.hdrVideo))
    let mkv = try Self.sample("video/mkv/hlg-hevc-opus-2s.mkv", fast: fast)
    #expect(mkv.technical.videoCodec == "hevc")
    #expect(mkv.technical.videoProfile == "Main 10")
    #expect(mkv.technical.colorPrimaries == "bt2020")
    #expect(mkv.technical.transferCharacteristics == "arib-std-b67")
    #expect(mkv.technical.matrixCoefficients == "bt2020nc")
    #expect(mkv.technical.audioCodec == "opus")
    #expect(mkv.technical.audioChannels == 2)
    #expect(mkv.technical.sampleRate == 48000)
    #expect(mkv.subtypes.contains(.hdrVideo))
  }

  @Test("an SDR H.264 video is no HDR video; its profile and AAC are read")
  func sdr() throws {
    let r = try Self.sample("video/mp4/garbage-box-type-before-moov.mp4")
    #expect(r.technical.videoCodec == "h264")
    #expect(r.technical.videoProfile == "High")
    #expect(!r.subtypes.contains(.hdrVideo))
  }

  @Test("exposure and a Display P3 ICC profile of a JPEG", arguments: [false, true])
  func photo(fast: Bool) throws {
    let r = try Self.sample("image/jpeg/exposure-display-p3-icc.jpg", fast: fast)
    #expect(r.technical.iso == 64)
    #expect(r.technical.fNumber == 1.8)
    #expect(r.technical.exposureTime == FieldBounds.rounded(1 / 120.0, places: FieldBounds.exposurePlaces))
    #expect(r.technical.focalLength == 4.26)
    #expect(r.technical.colorProfile == "Display P3")
    #expect(r.technical.bitRate == nil)  // a still has no bit rate
  }

  @Test("24-bit stereo PCM WAVE and FLAC STREAMINFO")
  func audio() throws {
    let wav = try Self.sample("audio/wav/pcm-24bit-stereo-48k-0.05s.wav")
    #expect(wav.technical.audioCodec == "pcm_s24le")
    #expect(wav.technical.audioChannels == 2)
    #expect(wav.technical.sampleRate == 48000)
    #expect(wav.technical.bitDepth == 24)
    let flac = try Self.sample("audio/flac/apev2-prefixed-1s.flac")
    #expect(flac.technical.audioCodec == "flac")
    #expect(flac.technical.sampleRate == 8000)
    #expect(flac.technical.bitDepth != nil)
  }

  @Test("the record prints the members, reads them back, and the schema names them")
  func recordRoundTrip() throws {
    let r = try Self.sample("video/mp4/hdr10-dolby-vision-8-hevc-main10-aac-1s.mp4")
    let data = try JSONEncoder().encode(r)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["videoCodec"] as? String == "hevc")
    #expect(object["transferCharacteristics"] as? String == "smpte2084")
    #expect(object["dolbyVisionProfile"] as? Int == 8)
    #expect((object["subtypes"] as? [String])?.contains("hdrVideo") == true)
    let back = try JSONDecoder().decode(Classification.self, from: data)
    #expect(back.technical == r.technical)
    let schema = RecordSchema.object(description: "record", members: Classification.recordMembers).json()
    for key in ["videoCodec", "bitRate", "colorPrimaries", "audioChannels", "iso", "colorProfile", "projection"] {
      #expect(schema.contains("\"\(key)\""), "\(key)")
    }
  }

  @Test("implausible values are dropped with a diagnostic; EXIF's 0 (unknown) silently")
  func bounds() {
    var facts = MediaFacts()
    facts.technical.iso = 0
    facts.technical.exposureTime = 4_294_967_295
    facts.technical.audioChannels = 4000
    facts.technical.fNumber = 2.8
    facts.technical.videoCodec = "  hevc  "
    facts.technical.colorProfile = "bad\u{1}name"
    FieldBounds.apply(to: &facts, fileSize: 1000, format: .jpeg)
    #expect(facts.technical.iso == nil)
    #expect(facts.technical.exposureTime == nil)
    #expect(facts.technical.audioChannels == nil)
    #expect(facts.technical.fNumber == 2.8)
    #expect(facts.technical.videoCodec == "hevc")
    #expect(facts.technical.colorProfile == nil)
    let texts = facts.diagnosticTexts
    #expect(texts.contains { $0.contains("exposureTime 4294967295") })
    #expect(texts.contains { $0.contains("audioChannels 4000") })
    #expect(!texts.contains { $0.contains("iso") })
    #expect(FieldBounds.bitRate(fileSize: 1_000_000, duration: 8) == 1_000_000)
    #expect(FieldBounds.bitRate(fileSize: 0, duration: 8) == nil)
  }

  @Test("ICC descriptions: v2 desc and v4 mluc (en-US first), names normalised")
  func icc() {
    func profile(tag: [UInt8]) -> [UInt8] {
      var header = [UInt8](repeating: 0, count: 128)
      header.replaceSubrange(36..<40, with: Array("acsp".utf8))
      var table = ByteBuilder()
      table.u32be(1)
      table.ascii("desc")
      table.u32be(144)
      table.u32be(UInt32(tag.count))
      return header + table.bytes + tag
    }
    var desc = ByteBuilder()
    desc.ascii("desc")
    desc.u32be(0)
    desc.u32be(18)
    desc.ascii("sRGB IEC61966-2.1\0")
    #expect(ICCProfile.description(profile(tag: desc.bytes)[...]) == "sRGB IEC61966-2.1")
    var mluc = ByteBuilder()
    mluc.ascii("mluc")
    mluc.u32be(0)
    mluc.u32be(2)
    mluc.u32be(12)
    let de = Array("Adobe RGB".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let en = Array("Adobe RGB (1998)".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    mluc.ascii("deDE")
    mluc.u32be(UInt32(de.count))
    mluc.u32be(40)
    mluc.ascii("enUS")
    mluc.u32be(UInt32(en.count))
    mluc.u32be(UInt32(40 + de.count))
    mluc.append(de + en)
    #expect(ICCProfile.description(profile(tag: mluc.bytes)[...]) == "Adobe RGB (1998)")
    #expect(ColorProfileName.normalized("sRGB IEC61966-2.1") == "sRGB")
    #expect(ColorProfileName.normalized("Compatible with Adobe RGB (1998)") == "Adobe RGB (1998)")
    #expect(ColorProfileName.normalized(" Generic RGB Profile ") == "Generic RGB Profile")
    // A tag whose offset runs past the bytes is not read.
    var cut = profile(tag: desc.bytes)
    cut.removeLast(4)
    #expect(ICCProfile.description(cut[...]) == nil)
  }

  @Test("one codec vocabulary across containers")
  func codecNames() {
    #expect(CodecName.sampleEntry("avc1") == "h264")
    #expect(CodecName.sampleEntry("dvh1") == "hevc")
    #expect(CodecName.matroska("V_MPEGH/ISO/HEVC") == "hevc")
    #expect(CodecName.matroska("A_AAC/MPEG4/LC") == "aac")
    #expect(CodecName.matroska("A_PCM/INT/LIT", bitDepth: 16) == "pcm_s16le")
    #expect(CodecName.waveFormat(1, bits: 8) == "pcm_u8")
    #expect(CodecName.waveFormat(0x55, bits: 0) == "mp3")
    #expect(CodecName.objectType(0x6B) == "mp3")
    #expect(ColorCodePoints.transfer(16) == ColorCodePoints.pq)
    #expect(ColorCodePoints.primaries(2) == nil)  // unspecified
    #expect(CodecProfile.avc(66, constraints: 0x40) == "Constrained Baseline")
  }

  @Test("predicates compare the technical facts; the HDR Videos album holds the HDR videos")
  func predicatesAndAlbum() throws {
    let hdr = try Self.sample("video/mp4/hdr10-dolby-vision-8-hevc-main10-aac-1s.mp4")
    let sdr = try Self.sample("video/mp4/garbage-box-type-before-moov.mp4")
    let photo = try Self.sample("image/jpeg/exposure-display-p3-icc.jpg")
    let builder = AssetBuilder(hierarchy: FormatRegistry.standard.hierarchy, workingDirectory: "/")
    let assets = [hdr, sdr, photo].map {
      builder.makeAsset(primary: LibraryFile(record: $0), pairedVideo: nil, alternate: nil)
    }
    func matching(_ expression: String) throws -> [String] {
      let predicate = try AssetPredicate(format: expression)
      return assets.filter { predicate.evaluate($0, hierarchy: FormatRegistry.standard.hierarchy) }
        .map { PathParts($0.path).fileName }
    }
    #expect(try matching("videoCodec == 'hevc'") == ["hdr10-dolby-vision-8-hevc-main10-aac-1s.mp4"])
    #expect(try matching("videoCodec IN {'hevc', 'h264'}").count == 2)
    #expect(try matching("(mediaSubtypes & hdrVideo) != 0") == ["hdr10-dolby-vision-8-hevc-main10-aac-1s.mp4"])
    #expect(try matching("iso <= 100 AND fNumber < 2") == ["exposure-display-p3-icc.jpg"])
    #expect(try matching("colorProfile == 'Display P3'") == ["exposure-display-p3-icc.jpg"])
    #expect(try matching("sampleRate == 48000 AND audioChannels == 2") == ["hdr10-dolby-vision-8-hevc-main10-aac-1s.mp4"])
    #expect(try matching("bitRate != nil").count == 2)
    #expect(throws: PredicateSyntaxError.self) { try AssetPredicate(format: "iso == 'high'") }
    let album = SmartAlbum.hdrVideos
    #expect(SmartAlbum(name: "HDR Videos") == album)
    #expect(album.rawValue > 1_000_000)
    #expect(assets.filter { album.predicate.evaluate($0, hierarchy: FormatRegistry.standard.hierarchy) }.count == 1)
  }
}
