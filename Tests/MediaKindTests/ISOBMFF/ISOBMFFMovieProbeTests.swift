import Testing
@testable import MediaKind
import MediaKindTestSupport

@Suite("ISOBMFF movies")
struct ISOBMFFMovieProbeTests {
  typealias F = ISOBMFFFixtures

  static func movie(fps: UInt32, seconds: UInt32 = 2, keys: [(String, F.Value)] = []) -> F.Movie {
    var movie = F.Movie()
    movie.duration = 600 * seconds
    movie.keys = keys
    var track = F.Track()
    track.timescale = 600
    track.duration = 600 * seconds
    track.sampleCount = fps * seconds
    movie.tracks = [track]
    return movie
  }

  @Test func durationSizeAndFrameRateOfAPlainMovie() {
    let (facts, _) = F.probe(Self.movie(fps: 30).build(), format: .mov)
    #expect(facts.duration == 2)
    #expect(facts.pixelWidth == 1920 && facts.pixelHeight == 1080)
    #expect(facts.frameRate == 30)
    #expect(facts[.quickTimeVideoFrameRate]?.value == .double(30))
    #expect(facts.containerQuarterTurns == 0)
  }

  @Test func twoHundredFortyFramesPerSecondIsSlowMotionThirtyIsNot() {
    let slow = F.classify(Self.movie(fps: 240).build(), name: "IMG_0001.MOV")
    #expect(slow.frameRate == 240)
    #expect(slow.subtypes.contains(.videoHighFrameRate))
    let normal = F.classify(Self.movie(fps: 30).build(), name: "IMG_0002.MOV")
    #expect(normal.frameRate == 30)
    #expect(!normal.subtypes.contains(.videoHighFrameRate))
  }

  @Test func fullFrameRatePlaybackIntentCancelsSlowMotion() {
    let movie = Self.movie(
      fps: 120, keys: [("com.apple.quicktime.full-frame-rate-playback-intent", .int(1))])
    let record = F.classify(movie.build(), name: "IMG_0003.MOV")
    #expect(record.frameRate == 120)
    #expect(!record.subtypes.contains(.videoHighFrameRate))
  }

  @Test func matrixRotationSwapsTheDisplaySize() {
    var movie = Self.movie(fps: 30)
    movie.tracks[0].matrix = (0, 0x10000, -0x10000, 0)
    let (facts, _) = F.probe(movie.build(), format: .mov)
    #expect(facts.containerQuarterTurns == 1)
    let record = F.classify(movie.build(), name: "portrait.mov")
    #expect(record.pixelWidth == 1080 && record.pixelHeight == 1920)
    movie.tracks[0].matrix = (0, -0x10000, 0x10000, 0)
    #expect(F.probe(movie.build(), format: .mov).facts.containerQuarterTurns == 3)
  }

  @Test func movieKeysAreDecodedWithTheirTypes() {
    let movie = Self.movie(
      fps: 30,
      keys: [
        ("com.apple.quicktime.creationdate", .utf8("2025-08-17T19:33:48-0400")),
        ("com.apple.quicktime.location.ISO6709", .utf8("+41.6989-086.2376+224.103/")),
        ("com.apple.quicktime.make", .utf8("Apple")),
        ("com.apple.quicktime.model", .utf8("iPhone 15 Pro")),
        ("com.apple.quicktime.content.identifier", .utf8("4E1A1B89-CE70-4FF8-873B-E4470B839314")),
        ("com.apple.quicktime.live-photo.auto", .int(1)),
        ("com.apple.quicktime.live-photo.vitality-score", .float32(0.5)),
        ("com.apple.photos.variation-identifier", .int32(-2)),
        ("com.android.capture.fps", .float64(240)),
      ])
    let (facts, _) = F.probe(movie.build(), format: .mov)
    #expect(facts[.quickTimeKey("com.apple.quicktime.make")]?.value == .string("Apple"))
    #expect(facts[.quickTimeKey("com.apple.quicktime.live-photo.auto")]?.value == .int(1))
    #expect(facts[.quickTimeKey("com.apple.quicktime.live-photo.vitality-score")]?.value == .double(0.5))
    #expect(facts[.quickTimeVariationIdentifier]?.value == .int(-2))
    #expect(facts[.quickTimeAndroidCaptureFPS]?.value == .double(240))
    #expect(facts.creationDate == "2025-08-17T19:33:48-04:00")
    #expect(facts.make == "Apple")
    #expect(facts.model == "iPhone 15 Pro")
    #expect(facts.contentIdentifier == "4E1A1B89-CE70-4FF8-873B-E4470B839314")
    #expect(facts.location?.latitude == 41.6989)
    #expect(facts.location?.longitude == -86.2376)
    #expect(facts.location?.altitude == 224.103)
  }

  @Test func mvhdCreationTimeIsTheFallbackDate() {
    var movie = Self.movie(fps: 30)
    movie.creationTime = 3_213_302_400  // 2005-10-28T00:00:00Z
    #expect(F.probe(movie.build(), format: .mov).facts.creationDate == "2005-10-28T00:00:00Z")
    movie.keys = [("com.apple.quicktime.creationdate", .utf8("2020-01-05T14:13:13-0800"))]
    #expect(F.probe(movie.build(), format: .mov).facts.creationDate == "2020-01-05T14:13:13-08:00")
  }

  @Test func trackKeysOfTheVideoTrackMarkATimeLapse() {
    var movie = Self.movie(fps: 30)
    movie.tracks[0].keys = [
      ("com.apple.photos.captureMode", .utf8("Time-lapse")),
      ("com.apple.quicktime.camera.lens_model", .utf8("iPhone 15 Pro back camera 2.22mm f/2.2")),
    ]
    let (facts, _) = F.probe(movie.build(), format: .mov)
    #expect(facts[.quickTimeTrackCaptureMode]?.value == .string("Time-lapse"))
    #expect(facts.lensModel == "iPhone 15 Pro back camera 2.22mm f/2.2")
    #expect(F.classify(movie.build(), name: "IMG_1.MOV").subtypes.contains(.videoTimelapse))
    #expect(!F.classify(Self.movie(fps: 30).build(), name: "IMG_2.MOV").subtypes.contains(.videoTimelapse))
  }

  @Test func mebxKeysOfEveryMetadataTrackAreListed() {
    var movie = Self.movie(
      fps: 30, keys: [("com.apple.quicktime.content.identifier", .utf8("AAAA-BBBB"))])
    var still = F.Track()
    still.handler = "meta"
    still.mebxKeys = ["com.apple.quicktime.still-image-time"]
    var cinematic = F.Track()
    cinematic.handler = "meta"
    cinematic.mebxKeys = [
      "com.apple.quicktime.cinematic-video.rendering",
      "com.apple.quicktime.cinematic-video.cinematography",
    ]
    movie.tracks += [still, cinematic]
    let (facts, _) = F.probe(movie.build(), format: .mov)
    #expect(
      facts[.quickTimeMetadataKeys]?.value
        == .strings([
          "com.apple.quicktime.still-image-time", "com.apple.quicktime.cinematic-video.rendering",
          "com.apple.quicktime.cinematic-video.cinematography",
        ]))
    let record = F.classify(movie.build(), name: "IMG_3.MOV")
    #expect(record.subtypes.contains(.videoCinematic))
    #expect(record.subtypes.contains(.photoLive))
  }

  @Test func audioOnlyMP4IsRefinedToMPEG4Audio() {
    var movie = F.Movie()
    movie.major = "isom"
    movie.compatible = ["isom", "mp42"]
    var sound = F.Track()
    sound.handler = "soun"
    sound.format = "mp4a"
    sound.timescale = 44100
    sound.duration = 44100 * 3
    movie.duration = 1800
    movie.tracks = [sound]
    let record = F.classify(movie.build(), name: "song.mp4")
    #expect(record.format == .mp4Audio)
    #expect(record.mediaType == .audio)
    #expect(record.duration == 3)
    #expect(record.pixelWidth == nil)

    movie.tracks.append(F.Track())
    let video = F.classify(movie.build(), name: "clip.mp4")
    #expect(video.format == .mp4)
    #expect(video.mediaType == .video)
  }

  @Test func audioOnlyQuickTimeStaysAMovieAndM4AStaysM4A() {
    var movie = F.Movie()
    var sound = F.Track()
    sound.handler = "soun"
    sound.format = "mp4a"
    movie.tracks = [sound]
    #expect(F.classify(movie.build(), name: "a.mov").format == .mov)
    movie.major = "M4A "
    movie.compatible = ["M4A ", "mp42", "isom"]
    #expect(F.classify(movie.build(), name: "a.m4a").format == .m4a)
  }

  @Test func spatialVideoNeedsLayersBaselineAndFieldOfView() {
    func entryExtras(projection: String?, baseline: Bool = true) -> [UInt8] {
      var b = ByteBuilder()
      b.box("hvcC") { $0.zeros(23) }
      b.box("lhvC") { $0.zeros(8) }
      b.box("vexu") { v in
        v.box("eyes") { e in
          e.fullBox("stri") { $0.u8(3) }
          if baseline { e.box("cams") { $0.fullBox("blin") { $0.u32be(63_000) } } }
        }
        if let projection {
          v.box("proj") { $0.fullBox("prji") { $0.ascii(projection) } }
        }
      }
      b.box("hfov") { $0.u32be(63_400) }
      return b.bytes
    }
    func movie(_ extras: [UInt8]) -> [UInt8] {
      var movie = Self.movie(fps: 30)
      movie.tracks[0].format = "hvc1"
      movie.tracks[0].entryExtras = extras
      return movie.build()
    }
    #expect(F.probe(movie(entryExtras(projection: nil)), format: .mov).facts[.quickTimeSpatialVideo]?.value == .int(1))
    #expect(F.probe(movie(entryExtras(projection: "rect")), format: .mov).facts[.quickTimeSpatialVideo] != nil)
    #expect(F.probe(movie(entryExtras(projection: "hequ")), format: .mov).facts[.quickTimeSpatialVideo] == nil)
    #expect(F.probe(movie(entryExtras(projection: nil, baseline: false)), format: .mov).facts[.quickTimeSpatialVideo] == nil)
    #expect(F.classify(movie(entryExtras(projection: nil)), name: "spatial.mov").subtypes.contains(.spatialMedia))
  }

  @Test func sphericalBoxesAreReported() {
    var movie = Self.movie(fps: 30)
    var extras = ByteBuilder()
    extras.fullBox("st3d") { $0.u8(0) }
    movie.tracks[0].entryExtras = extras.bytes
    #expect(F.probe(movie.build(), format: .mp4).facts[.quickTimeSpherical]?.value == .bool(true))
    #expect(F.probe(Self.movie(fps: 30).build(), format: .mp4).facts[.quickTimeSpherical] == nil)
  }

  @Test func userDataLocationAndCameraAreRead() {
    var movie = Self.movie(fps: 30)
    var udta = ByteBuilder()
    F.userDataText(&udta, type: 0xA978_797A, "+51.4169-000.0806/")
    F.userDataText(&udta, type: 0xA96D_616B, "Google")
    F.userDataText(&udta, type: 0xA96D_6F64, "Pixel 8")
    movie.userData = udta.bytes
    let (facts, _) = F.probe(movie.build(), format: .mp4)
    #expect(facts.location?.latitude == 51.4169)
    #expect(facts.location?.longitude == -0.0806)
    #expect(facts.make == "Google")
    #expect(facts.model == "Pixel 8")
  }

  @Test func threeGPPLocationBoxIsRead() {
    var movie = Self.movie(fps: 15)
    var udta = ByteBuilder()
    udta.fullBox("loci") { l in
      l.u16be(0x55C4)
      l.u8(0)  // empty name
      l.u8(0)  // role: shooting
      l.u32be(UInt32(bitPattern: Int32(-118.2543 * 65536)))
      l.u32be(UInt32(bitPattern: Int32(34.07539 * 65536)))
      l.u32be(0)
      l.ascii("earth")
      l.u8(0)
      l.u8(0)
    }
    movie.userData = udta.bytes
    let (facts, _) = F.probe(movie.build(), format: .mp4)
    #expect(abs((facts.location?.latitude ?? 0) - 34.07539) < 1e-4)
    #expect(abs((facts.location?.longitude ?? 0) + 118.2543) < 1e-4)
  }

  @Test func fragmentedMovieDurationComesFromMehd() {
    var b = ByteBuilder()
    F.ftyp(&b, major: "iso6", compatible: ["iso6", "dash"])
    var moov = ByteBuilder(F.Movie(duration: 0, tracks: []).moov())
    // Append mvex/mehd inside moov and fix moov's size.
    var mvex = ByteBuilder()
    mvex.box("mvex") { $0.fullBox("mehd") { $0.u32be(4500) } }
    moov.append(mvex.bytes)
    var bytes = moov.bytes
    let size = UInt32(bytes.count)
    bytes[0] = UInt8(size >> 24)
    bytes[1] = UInt8((size >> 16) & 0xFF)
    bytes[2] = UInt8((size >> 8) & 0xFF)
    bytes[3] = UInt8(size & 0xFF)
    b.append(bytes)
    #expect(F.probe(b.bytes, format: .mp4).facts.duration == 7.5)
  }

  @Test func imageSequenceCountsFramesOfThePictTrack() {
    var movie = F.Movie()
    movie.major = "avis"
    movie.compatible = ["avis", "msf1", "miaf"]
    var track = F.Track()
    track.handler = "pict"
    track.format = "av01"
    track.width = 159
    track.height = 159
    track.timescale = 1000
    track.duration = 500
    track.sampleCount = 5
    movie.tracks = [track]
    movie.moovAtEnd = false
    let record = F.classify(movie.build(), name: "star.avifs")
    #expect(record.frameCount == 5)
    #expect(record.duration == 0.5)
    #expect(record.pixelWidth == 159)
    #expect(record.subtypes.contains(.photoAnimation))
  }

  @Test func fastModeWithMoovPastTheHeadReportsNothingFromMoov() {
    var movie = Self.movie(fps: 240)
    movie.mdatSize = 200_000
    let bytes = movie.build()
    let (fast, _) = F.probe(bytes, format: .mov, fast: true)
    #expect(fast.duration == nil)
    #expect(fast.frameRate == nil)
    #expect(fast.pixelWidth == nil)
    let record = F.classify(bytes, name: "slow.mov", fast: true)
    #expect(record.duration == nil)
    #expect(!record.subtypes.contains(.videoHighFrameRate))
    // The same movie with moov first is fully read in the fast path.
    movie.moovAtEnd = false
    let (early, _) = F.probe(movie.build(), format: .mov, fast: true)
    #expect(early.duration == 2)
    #expect(early.frameRate == 240)
  }

  @Test func fastModeWithMoovStraddlingTheHeadReportsNothingFromMoov() {
    // moov starts inside a 4 KiB head but ends past it: mvhd and the track are in the head,
    // yet nothing may be taken from a box that was not read whole.
    var movie = Self.movie(fps: 240)
    movie.moovAtEnd = false
    var padding = ByteBuilder()
    padding.box("free") { $0.zeros(8192) }
    movie.userData = padding.bytes
    let bytes = movie.build()
    let (fast, _) = F.probe(bytes, format: .mov, fast: true, headSize: 4096)
    #expect(fast.duration == nil)
    #expect(fast.frameRate == nil)
    #expect(fast.pixelWidth == nil)
    let (thorough, _) = F.probe(bytes, format: .mov, fast: false, headSize: 4096)
    #expect(thorough.duration == 2)
    #expect(thorough.frameRate == 240)
  }

  @Test func mvhdVersion1DurationIsRead() {
    var b = ByteBuilder()
    F.ftyp(&b, major: "qt  ", compatible: ["qt  "])
    b.box("moov") { m in
      m.fullBox("mvhd", version: 1) { h in
        h.u64be(0)
        h.u64be(0)
        h.u32be(1000)
        h.u64be(12_345)
        h.zeros(80)
      }
    }
    #expect(F.probe(b.bytes, format: .mov).facts.duration == 12.345)
  }

  @Test func quickTimeWithoutFileTypeIsRead() {
    var movie = Self.movie(fps: 25)
    movie.withFileType = false
    movie.moovAtEnd = false
    let record = F.classify(movie.build(), name: "old.mov")
    #expect(record.format == .mov)
    #expect(record.duration == 2)
    #expect(record.frameRate == 25)
  }

  @Test func mutatedMoviesNeverCrash() {
    // Deterministic byte flips over a full fixture: the probe must finish with any damage.
    var movie = Self.movie(fps: 30, keys: [("com.apple.quicktime.make", .utf8("Apple"))])
    movie.tracks[0].keys = [("com.apple.photos.captureMode", .utf8("Time-lapse"))]
    var meta = F.Track()
    meta.handler = "meta"
    meta.mebxKeys = ["com.apple.quicktime.still-image-time"]
    movie.tracks.append(meta)
    movie.moovAtEnd = false
    let original = movie.build()
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
    for _ in 0..<300 {
      var bytes = original
      for _ in 0..<4 {
        let index = Int(next() % UInt64(bytes.count))
        bytes[index] = UInt8(truncatingIfNeeded: next())
      }
      _ = F.probe(bytes, format: .mov)
    }
    var heif = ISOBMFFHEIFProbeTests.still(extra: [F.irot(1), F.auxC("urn:mpeg:hevc:2015:auxid:2")])
    heif.items.append(F.Item(id: 2, type: "Exif", data: F.exifItem(make: "Apple", model: "X")))
    let heic = heif.build()
    for _ in 0..<300 {
      var bytes = heic
      for _ in 0..<4 {
        let index = Int(next() % UInt64(bytes.count))
        bytes[index] = UInt8(truncatingIfNeeded: next())
      }
      _ = F.probe(bytes, format: .heic)
    }
  }
}

@Suite("ISOBMFF QuickTime payloads")
struct ISOBMFFQuickTimePayloadTests {
  @Test func iso6709FormsAreParsed() {
    let decimal = ISO6709.parse("+37.3349-122.0090+010.000/")
    #expect(decimal?.latitude == 37.3349)
    #expect(decimal?.longitude == -122.009)
    #expect(decimal?.altitude == 10)
    let minutes = ISO6709.parse("+3720.094-12200.540/")
    #expect(abs((minutes?.latitude ?? 0) - 37.33490) < 1e-4)
    #expect(abs((minutes?.longitude ?? 0) + 122.009) < 1e-4)
    let seconds = ISO6709.parse("+372005.64-1220032.4CRSWGS_84/")
    #expect(abs((seconds?.latitude ?? 0) - 37.33490) < 1e-4)
    #expect(ISO6709.parse("+00.0000+000.0000/") == nil)
    #expect(ISO6709.parse("+91.0-10.0/") == nil)
    #expect(ISO6709.parse("hello") == nil)
    #expect(ISO6709.parse("") == nil)
  }

  @Test func dataAtomTypesDecode() {
    #expect(QuickTimeDataAtom.decode(type: 1, Array("abc\0".utf8)) == .string("abc"))
    #expect(QuickTimeDataAtom.decode(type: 2, [0x00, 0x41, 0x00, 0x42]) == .string("AB"))
    #expect(QuickTimeDataAtom.decode(type: 21, [0xFF]) == .int(-1))
    #expect(QuickTimeDataAtom.decode(type: 21, [0xFF, 0xFE]) == .int(-2))
    #expect(QuickTimeDataAtom.decode(type: 22, [0xFF, 0xFE]) == .int(65534))
    #expect(QuickTimeDataAtom.decode(type: 21, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]) == .int(-1))
    #expect(QuickTimeDataAtom.decode(type: 22, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]) == .int(Int.max))
    #expect(QuickTimeDataAtom.decode(type: 21, [1, 2, 3, 4, 5]) == nil)
    #expect(QuickTimeDataAtom.decode(type: 23, [0x3F, 0x80, 0x00, 0x00]) == .double(1))
    #expect(QuickTimeDataAtom.decode(type: 13, [0xFF, 0xD8]) == nil)
  }
}
