import MediaKindTestSupport
import Testing

@testable import MediaKind

/// The file record's star rating (Docs/Library.md, "Assets"): the order of
/// its sources, the Windows percent mapping, fast mode's partial head, and its evidence.
@Suite("Star rating in the file record")
struct StarRatingTests {
  func facts(_ values: [(FactKey, FactValue)]) -> MediaFacts {
    var facts = MediaFacts()
    for (key, value) in values { facts.record(key, value, at: "\(key.rawValue) place") }
    return facts
  }

  @Test("XMP wins over EXIF, EXIF over the Microsoft percent; values are clamped to -1...5")
  func order() throws {
    let all = facts([(.xmpRating, .string("2")), (.exifRating, .int(4)), (.xmpMicrosoftPhotoRating, .string("99"))])
    let read = try #require(StarRating.read(from: all))
    #expect(read.rating == 2)
    #expect(read.evidence == FieldEvidence(field: "rating", rule: "xmpRating", source: "XMP.xmp.Rating place", value: "2"))
    #expect(StarRating.read(from: facts([(.exifRating, .int(4)), (.xmpMicrosoftPhotoRating, .string("1"))]))?.rating == 4)
    #expect(StarRating.read(from: facts([(.xmpRating, .string("9"))]))?.rating == 5)
    #expect(StarRating.read(from: facts([(.xmpRating, .string("-7"))]))?.rating == -1)
    // Text that is no number is no rating; the next source is read.
    #expect(StarRating.read(from: facts([(.xmpRating, .string("five")), (.exifRating, .int(3))]))?.rating == 3)
    #expect(StarRating.read(from: facts([])) == nil)
  }

  @Test("Windows percents 1, 25, 50, 75, 99 are 1...5 stars; 0 is none")
  func percents() {
    let stars = [0, 1, 25, 50, 75, 99, 100].map {
      StarRating.read(from: facts([(.xmpMicrosoftPhotoRating, .int($0))]))?.rating
    }
    #expect(stars == [0, 1, 1, 3, 4, 5, 5])
  }

  @Test("a head that is not the whole file: no EXIF rating, which an XMP packet past it would override")
  func partialHead() {
    let exifOnly = facts([(.exifRating, .int(4))])
    #expect(StarRating.read(from: exifOnly, partial: true) == nil)
    #expect(StarRating.read(from: exifOnly, partial: false)?.rating == 4)
    #expect(StarRating.read(from: facts([(.xmpRating, .int(1)), (.exifRating, .int(4))]), partial: true)?.rating == 1)
  }

  @Test("a JPEG's XMP rating reaches the record in both modes, with its evidence under --explain")
  func record() throws {
    let jpeg = LibraryFixtures.appleJPEG(xmpRating: 4)
    for mode in [ClassificationMode.fast, .thorough] {
      let plain = MediaClassifier(options: ClassifyOptions(mode: mode)).classify(bytes: jpeg, name: "a.jpg")
      #expect(plain.rating == 4)
      #expect(plain.fieldEvidence == nil)
      let explained = MediaClassifier(options: ClassifyOptions(mode: mode, explain: true))
        .classify(bytes: jpeg, name: "a.jpg")
      let evidence = try #require(explained.fieldEvidence?.first)
      #expect(evidence.field == "rating" && evidence.rule == "xmpRating" && evidence.source == "APP1/XMP")
    }
    #expect(MediaClassifier().classify(bytes: LibraryFixtures.appleJPEG(), name: "b.jpg").rating == nil)
  }
}
