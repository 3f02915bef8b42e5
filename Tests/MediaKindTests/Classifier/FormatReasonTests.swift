import Foundation
import Testing

@testable import MediaKind
@testable import MediaKindCheck

/// The record says why its format is not the one the extension or the signature gave
/// (magika's `overwrite_reason`), and says nothing when nothing was overridden.
@Suite("Format reason")
struct FormatReasonTests {
  static let thorough = MediaClassifier(options: ClassifyOptions(mode: .thorough))
  static let fast = MediaClassifier(options: ClassifyOptions(mode: .fast))
  static let jpeg = JPEGFixtures.jpeg(width: 64, height: 48)

  @Test("a JPEG named .png: the content overrides the extension, in both modes")
  func contentOverridesExtension() {
    for classifier in [Self.thorough, Self.fast] {
      let record = classifier.classify(bytes: Self.jpeg, name: "photo.png")
      #expect(record.format == .jpeg)
      #expect(record.extensionMatchesContent == false)
      #expect(
        record.formatReason
          == FormatReason(
            guess: .png, verdict: .jpeg, reason: .contentOverridesExtension,
            detail: "the extension .png names png; the content's signature is jpeg's"))
    }
  }

  @Test("content no signature matches, named .jpg: the verdict is unknown")
  func noSignatureMatches() {
    let record = Self.thorough.classify(bytes: Array("just some text, no JPEG".utf8) + [0, 1, 2, 3], name: "a.jpg")
    #expect(record.format == .unknown)
    #expect(record.formatReason?.reason == .noSignatureMatches)
    #expect(record.formatReason?.guess == .jpeg)
    #expect(record.formatReason?.verdict == .unknown)
  }

  @Test("an MP4 with a sound track and no video track: the probe refined the signature's mp4")
  func refinedFormat() {
    var movie = ISOBMFFFixtures.Movie()
    movie.major = "isom"
    movie.compatible = ["isom", "mp42"]
    movie.tracks = [ISOBMFFFixtures.Track(handler: "soun", format: "mp4a")]
    let record = Self.thorough.classify(bytes: movie.build(), name: "song.mp4")
    #expect(record.format == .mp4Audio)
    #expect(record.formatReason?.reason == .refinedFormat)
    #expect(record.formatReason?.guess == .mp4)
    #expect(record.formatReason?.verdict == .mp4Audio)
    #expect(record.formatReason?.detail.contains("no video track") == true)
    // Named .png as well: the extension's disagreement is the reason; the refinement is told.
    let renamed = Self.thorough.classify(bytes: movie.build(), name: "song.png")
    #expect(renamed.formatReason?.reason == .contentOverridesExtension)
    #expect(renamed.formatReason?.guess == .png)
    #expect(renamed.formatReason?.detail.contains("refined: an MP4 with a sound track") == true)
  }

  @Test("nothing overridden, nothing said: a JPEG named .jpg, or with no extension")
  func noReason() {
    #expect(Self.thorough.classify(bytes: Self.jpeg, name: "photo.jpg").formatReason == nil)
    #expect(Self.thorough.classify(bytes: Self.jpeg, name: "photo").formatReason == nil)
    #expect(Self.thorough.classify(bytes: [], name: "empty.jpg").formatReason == nil)
  }

  @Test("expected files compare the guess and the reason, as one formatReason object")
  func expectedLines() throws {
    let record = Self.thorough.classify(bytes: Self.jpeg, name: "photo.png")
    let line = ExpectedRecord(recording: record).jsonLine
    #expect(line.contains(#""formatReason":{"guess":"png","reason":"contentOverridesExtension"}"#))
    #expect(!line.contains("detail"))
    let decoded = try JSONDecoder().decode(ExpectedRecord.self, from: Data(line.utf8))
    #expect(decoded.fields[.formatGuess] == .string("png"))
    #expect(decoded.fields[.formatReasonCode] == .string("contentOverridesExtension"))
    #expect(ExpectedRecord(recording: Self.thorough.classify(bytes: Self.jpeg, name: "a.jpg")).jsonLine.contains("formatReason") == false)
  }
}
