import Testing
@testable import MediaKind
import MediaKindTestSupport

@Suite("EXIF payloads: libexif and the Swift walker")
struct ExifPayloadTests {
  /// A payload with what the rules read: camera, orientation, dates with sub-seconds and
  /// offset, CustomRendered, UserComment, lens, pixel size, GPS and an Apple MakerNote.
  static let rich: [UInt8] = {
    let makerNote = JPEGFixtures.appleMakerNote([
      .slong(0x0001, 15), .slong(0x000A, 3), .ascii(0x000B, "BURST-1"),
      .ascii(0x0011, "8F1D0C6A-0000-4000-8000-000000000001"), .slong(0x0019, 0x60),
      .slong(0x002E, 6),
    ])
    return TIFFBuilder.build(
      ifd0: [
        .ascii(0x010F, "Apple"), .ascii(0x0110, "iPhone 15 Pro"), .short(0x0112, 6),
        .ascii(0x0131, "17.1"), .ascii(0x0132, "2024:05:01 10:11:13"),
      ],
      exif: [
        .rationals(0x829A, [(1, 120)]), .ascii(0x9003, "2024:05:01 10:11:12"),
        .ascii(0x9011, "+02:00"), .ascii(0x9291, "600"),
        .undefined(0x9286, Array("ASCII\0\0\0Screenshot".utf8)), .short(0xA401, 8),
        .long(0xA002, 4032), .long(0xA003, 3024), .ascii(0xA433, "Apple"),
        .ascii(0xA434, "iPhone 15 Pro front camera 2.69mm f/1.9"), .undefined(0x927C, makerNote),
      ],
      gps: [
        .ascii(0x0001, "N"), .rationals(0x0002, [(37, 1), (20, 1), (6, 1)]),
        .ascii(0x0003, "W"), .rationals(0x0004, [(122, 1), (0, 1), (36, 1)]),
        .rationals(0x0006, [(10, 1)]), .rationals(0x0007, [(8, 1), (11, 1), (12, 1)]),
        .ascii(0x001D, "2024:05:01"),
      ])
  }()

  static func decode(_ payload: [UInt8], tiffStart: Int = 0, mode: ClassificationMode)
    -> MediaFacts
  {
    var facts = MediaFacts()
    ExifPayload.decode(payload, tiffStart: tiffStart, location: "T", mode: mode, into: &facts)
    return facts
  }

  @Test func libexifLoadsTheSameEntriesAsTheWalker() throws {
    let loaded = try #require(LibExifDirectories.load(Self.rich, tiffStart: 0))
    let walked = try #require(TIFFWalker(bytes: Self.rich)?.walk(maxChain: 2))
    func comparable(_ d: TIFFDirectory?) -> [UInt16: [UInt8]] {
      var result: [UInt16: [UInt8]] = [:]
      for tag in d?.order ?? [] where !LibExifDirectories.structuralTags.contains(tag) {
        result[tag] = d?[tag]?.bytes
      }
      return result
    }
    #expect(comparable(loaded.ifd0) == comparable(walked.ifd0))
    #expect(comparable(loaded.exif) == comparable(walked.exif))
    #expect(comparable(loaded.gps) == comparable(walked.gps))
    #expect(loaded.exif?[0x927C]?.bytes.count == walked.exif?[0x927C]?.bytes.count)
    #expect(loaded.exif?[0x9003]?.type == 2)
    #expect(loaded.gps?[0x0002]?.count == 3)
  }

  @Test func libexifPathAndSwiftWalkerGiveTheSameFacts() {
    let viaLibexif = Self.decode(Self.rich, mode: .thorough)
    let viaWalker = Self.decode(Self.rich, mode: .fast)
    #expect(viaLibexif.facts == viaWalker.facts)
    #expect(viaLibexif.diagnostics == viaWalker.diagnostics)
    #expect(viaLibexif.orientation == 6 && viaWalker.orientation == 6)
    #expect(viaLibexif.make == viaWalker.make)
    #expect(viaLibexif.lensModel == viaWalker.lensModel)
    #expect(viaLibexif.location == viaWalker.location)
    #expect(viaLibexif.contentIdentifier == viaWalker.contentIdentifier)
    #expect(viaLibexif.burstIdentifier == "BURST-1")
    // And the facts are the expected ones, not merely equal.
    #expect(viaLibexif[.exifDateTimeOriginal]?.value == .string("2024-05-01T10:11:12.600+02:00"))
    #expect(viaLibexif[.exifUserComment]?.value == .string("Screenshot"))
    #expect(viaLibexif[.exifCustomRendered]?.value == .int(8))
    #expect(viaLibexif[.appleMakerNoteVersion]?.value == .int(15))
    #expect(viaLibexif[.appleCameraType]?.value == .int(6))
    let location = viaLibexif.location
    #expect(location.map { abs($0.latitude - 37.335) < 1e-9 && abs($0.longitude + 122.01) < 1e-9 } == true)
  }

  @Test func sameFactsThroughAJPEGEndToEnd() {
    let bytes = JPEGFixtures.jpeg(width: 4032, height: 3024, segments: [JPEGFixtures.exif(Self.rich)])
    let thorough = JPEGFixtures.classify(bytes)
    let fast = JPEGFixtures.classify(bytes, fast: true)
    #expect(thorough.creationDate == "2024-05-01T10:11:12.600+02:00")
    #expect(thorough.pixelWidth == 3024 && thorough.pixelHeight == 4032)
    #expect(thorough.subtypes == fast.subtypes)
    #expect(thorough.subtypes.contains(.photoHDR))
    #expect(thorough.subtypes.contains(.photoDepthEffect))
    #expect(thorough.subtypes.contains(.photoScreenshot))
    #expect(thorough.subtypes.contains(.photoLive))
    #expect(thorough.subtypes.contains(.selfie))
    #expect(thorough.subtypes.contains(.burst))
    #expect(thorough.burst?.identifier == "BURST-1")
  }

  @Test func libexifSkippedDirectoryIsCompletedByTheWalker() throws {
    // IFD0 JPEGInterchangeFormatLength 0xFFFFFFFF makes libexif abandon IFD0 before the EXIF
    // pointer (Pillow exif_gps.jpg); the walker still reads the EXIF IFD.
    let payload = TIFFBuilder.build(
      ifd0: [.ascii(0x010F, "Make"), .long(0x0202, 0xFFFF_FFFF)],
      exif: [.ascii(0x9003, "2099:09:29 10:10:10")])
    let loaded = try #require(LibExifDirectories.load(payload, tiffStart: 0))
    #expect(loaded.exif == nil, "libexif stops at the bad length")
    let facts = Self.decode(payload, mode: .thorough)
    #expect(facts[.exifDateTimeOriginal]?.value == .string("2099-09-29T10:10:10"))
    #expect(facts.diagnosticTexts.contains { $0.contains("libexif skipped 1 ExifIFD entry") })
    #expect(Self.decode(payload, mode: .fast).diagnostics.isEmpty)
  }

  @Test func oversizedPayloadGoesToTheWalker() {
    // libexif caps a payload at 0xFFFE bytes; a longer PNG eXIf / HEIF Exif item is walked.
    var ifd0: [TIFFField] = [.ascii(0x010F, "Big")]
    ifd0.append(.undefined(0xC4A5, [UInt8](repeating: 1, count: 70_000)))
    let payload = TIFFBuilder.build(ifd0: ifd0, exif: [.ascii(0x9003, "2020:01:02 03:04:05")])
    #expect(payload.count > LibExifDirectories.maximumTIFFLength)
    #expect(LibExifDirectories.load(payload, tiffStart: 0) == nil)
    let facts = Self.decode(payload, mode: .thorough)
    #expect(facts.make == "Big")
    #expect(facts[.exifDateTimeOriginal]?.value == .string("2020-01-02T03:04:05"))
  }

  @Test func unreadableExifIFDSuppressesFallbackDates() {
    // IFD0 points at an EXIF IFD past the data (the fast path's head cut the segment): the
    // ModifyDate and GPS time must not stand in for a capture date that is merely unseen.
    var payload = TIFFBuilder.build(
      ifd0: [.ascii(0x0132, "2020:01:01 00:00:00")], exif: [.ascii(0x9003, "2019:01:01 00:00:00")])
    payload.removeLast(40)
    let facts = Self.decode(payload, mode: .fast)
    #expect(facts[.exifDateTimeOriginal] == nil)
    #expect(facts[.exifModifyDate] == nil)
    let complete = Self.decode(TIFFBuilder.build(ifd0: [.ascii(0x0132, "2020:01:01 00:00:00")]), mode: .fast)
    #expect(complete[.exifModifyDate]?.value == .string("2020:01:01 00:00:00"))
  }

  @Test func hostilePayloadsNeverCrash() {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    for length in [0, 1, 7, 8, 9, 14, 64, 300] {
      var bytes: [UInt8] = Array("MM\0*\0\0\0\u{8}".utf8)
      for _ in 0..<length {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes.append(UInt8(truncatingIfNeeded: seed >> 33))
      }
      for mode in ClassificationMode.allCases {
        _ = Self.decode(bytes, mode: mode)
        _ = Self.decode(Array("Exif\0\0".utf8) + bytes, tiffStart: 6, mode: mode)
      }
    }
    // A self-referencing EXIF pointer and an IFD claiming 65535 entries.
    let loop = TIFFBuilder.build(ifd0: [.long(0x8769, 8)])
    #expect(Self.decode(loop, mode: .thorough).facts.isEmpty)
    var huge = TIFFBuilder.build(ifd0: [.ascii(0x010F, "X")])
    huge[8] = 0xFF
    huge[9] = 0xFF
    _ = Self.decode(huge, mode: .thorough)
  }

  /// The fast path walks a JPEG's EXIF payload in place in the head (`TIFFWalker` `end` and
  /// `origin`) rather than a copy of it: the facts and the diagnostics, offsets included, must
  /// be those of the copy, for whole, truncated and damaged payloads, in both modes.
  @Test func inPlaceDecodingMatchesACopy() {
    var payloads: [[UInt8]] = [Self.rich]
    for cut in stride(from: 0, through: Self.rich.count, by: 7) {
      payloads.append(Array(Self.rich.prefix(cut)))
    }
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<200 {
      var mutant = Self.rich
      for _ in 0..<4 {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let at = Int(seed >> 33) % mutant.count
        mutant[at] = UInt8(truncatingIfNeeded: seed >> 17)
      }
      payloads.append(mutant)
    }
    let before: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x12, 0x34]  // SOI, APP1 marker and length
    let after = [UInt8](repeating: 0x4D, count: 64)  // what follows the segment in the head
    for payload in payloads {
      let segment = Array("Exif\0\0".utf8) + payload
      let buffer: [UInt8] = before + segment + after
      let origin = before.count
      for mode in ClassificationMode.allCases {
        var copied = MediaFacts()
        ExifPayload.decode(segment, tiffStart: 6, location: "T", mode: mode, into: &copied)
        var inPlace = MediaFacts()
        ExifPayload.decode(
          buffer, tiffStart: origin + 6, end: origin + segment.count, origin: origin,
          location: "T", mode: mode, into: &inPlace)
        #expect(inPlace.facts == copied.facts, "\(mode) \(payload.count) bytes")
        #expect(inPlace.diagnosticTexts == copied.diagnosticTexts, "\(mode) \(payload.count) bytes")
      }
    }
  }
}
