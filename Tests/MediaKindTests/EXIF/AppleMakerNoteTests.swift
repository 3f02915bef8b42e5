import Testing
@testable import MediaKind
import MediaKindTestSupport

@Suite("Apple MakerNote facts and the rules that read them")
struct AppleMakerNoteTests {
  /// A JPEG whose EXIF IFD holds an Apple MakerNote with `fields` (and `exif` extras).
  static func iPhoneJPEG(_ fields: [TIFFField], exif: [TIFFField] = []) -> [UInt8] {
    let tiff = TIFFBuilder.build(
      ifd0: [.ascii(0x010F, "Apple"), .ascii(0x0110, "iPhone")],
      exif: exif + [.undefined(0x927C, JPEGFixtures.appleMakerNote(fields))])
    return JPEGFixtures.jpeg(segments: [JPEGFixtures.exif(tiff)])
  }

  static func subtypes(_ fields: [TIFFField], exif: [TIFFField] = []) -> MediaSubtypes {
    JPEGFixtures.classify(iPhoneJPEG(fields, exif: exif)).subtypes
  }

  @Test func makerNoteOffsetsAreRelativeToTheMakerNote() {
    var facts = MediaFacts()
    let note = JPEGFixtures.appleMakerNote([.slong(0x0001, 14), .ascii(0x000B, "A-LONG-BURST-UUID-VALUE")])
    AppleMakerNote.decode(note, location: "MN", into: &facts)
    #expect(facts[.appleMakerNoteVersion]?.value == .int(14))
    #expect(facts[.appleBurstUUID]?.value == .string("A-LONG-BURST-UUID-VALUE"))
    #expect(facts.burstIdentifier == "A-LONG-BURST-UUID-VALUE")
  }

  @Test func processingFlagsPortraitBitIsDepthEffect() {
    #expect(Self.subtypes([.slong(0x0001, 15), .slong(0x0019, 0x22022)]).contains(.photoDepthEffect))
    #expect(!Self.subtypes([.slong(0x0001, 15), .slong(0x0019, 0x22002)]).contains(.photoDepthEffect))
  }

  @Test func captureTypeTwoIsPortraitOnlyInModernMakerNotes() {
    // iPhone 5 (MakerNoteVersion 5) writes 2 for a plain photo (osxphotos C2BBC7A4...jpeg).
    #expect(!Self.subtypes([.slong(0x0001, 5), .slong(0x0014, 2)]).contains(.photoDepthEffect))
    #expect(Self.subtypes([.slong(0x0001, 15), .slong(0x0014, 2)]).contains(.photoDepthEffect))
  }

  @Test func hdrImageTypeThreeIsPhotoHDRAndFourIsNot() {
    #expect(Self.subtypes([.slong(0x000A, 3)]).contains(.photoHDR))
    #expect(!Self.subtypes([.slong(0x000A, 4)]).contains(.photoHDR))
  }

  @Test func frontCameraIsSelfieAndLiveIdentifierIsLive() {
    let subtypes = Self.subtypes([.slong(0x002E, 6), .ascii(0x0011, "602FEBB7-6B59-4799-96E6-9C8484D873C7")])
    #expect(subtypes.contains(.selfie))
    #expect(subtypes.contains(.photoLive))
    #expect(!Self.subtypes([.slong(0x002E, 1)]).contains(.selfie))
  }

  @Test func notAnAppleMakerNoteIsIgnored() {
    var facts = MediaFacts()
    AppleMakerNote.decode(Array("Nikon\0\u{2}\u{10}\0\0MM\0*".utf8), location: "MN", into: &facts)
    #expect(facts.facts.isEmpty)
  }
}
