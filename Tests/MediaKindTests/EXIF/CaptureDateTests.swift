import Testing
@testable import MediaKind

@Suite("Capture dates")
struct CaptureDateTests {
  @Test func exifWithSubsecondsAndOffset() {
    #expect(CaptureDate.exif("2025:08:17 19:33:48", subseconds: "6", offset: "-04:00") == "2025-08-17T19:33:48.600-04:00")
    #expect(CaptureDate.exif("0000:00:00 00:00:00") == nil)
    #expect(CaptureDate.exif("    ") == nil)
  }

  @Test func exifWithInlineFractionAndZone() {
    #expect(CaptureDate.exif("2019:04:30 12:06:00.25+02:00") == "2019-04-30T12:06:00.250+02:00")
    #expect(CaptureDate.exif("2019:04:30 12:06:00Z") == "2019-04-30T12:06:00Z")
  }

  @Test func trailingTextMakesADateInvalid() {
    // Exiv2 wrote photoshop:DateCreated "2009-09-09T17:00:00, 2009-09-09"
    // (metadata-extractor "Issue 600 (2).jpg"): not a date, and not a prefix to keep.
    #expect(CaptureDate.iso("2009-09-09T17:00:00, 2009-09-09") == nil)
    #expect(CaptureDate.exif("2009-09-09T17:00:00, 2009-09-09") == nil)
  }

  @Test func xmpDateWithoutSeconds() {
    // XMP allows hh:mm (photoprism turtle_brown_blue.jpg: xmp:CreateDate 2019-04-30T12:06+02:00).
    #expect(CaptureDate.iso("2019-04-30T12:06+02:00") == "2019-04-30T12:06:00+02:00")
    #expect(CaptureDate.iso("2019-04-30T12:06") == "2019-04-30T12:06:00")
  }

  @Test func isoForms() {
    #expect(CaptureDate.iso("2023-05-01T10:11:12+0200") == "2023-05-01T10:11:12+02:00")
    #expect(CaptureDate.iso("2023-05-01 10:11:12.123456Z") == "2023-05-01T10:11:12.123Z")
    #expect(CaptureDate.iso("2023-05-01") == nil)
    #expect(CaptureDate.iso("0000-00-00T00:00:00") == nil)
    #expect(CaptureDate.iso("2023-13-01T10:11:12") == nil)
  }

  /// One instant prints one way whichever source gave it: XMP's `51.00` and EXIF's
  /// `SubSecTimeOriginal` `00` are both `.000` (a DNG whose EXIF block lies past the fast
  /// head printed `.00` in fast mode and `.000` in thorough mode).
  @Test func fractionsHaveThreeDigitsFromEverySource() {
    #expect(CaptureDate.iso("2019-06-06T07:29:51.00") == "2019-06-06T07:29:51.000")
    #expect(CaptureDate.exif("2019:06:06 07:29:51", subseconds: "00") == "2019-06-06T07:29:51.000")
    #expect(CaptureDate.iso("2022-01-10T15:15:44.31") == "2022-01-10T15:15:44.310")
    #expect(CaptureDate.iso("2023-05-01T10:11:12.5-07:00") == "2023-05-01T10:11:12.500-07:00")
    #expect(CaptureDate.exif("2025:06:01 16:59:26", subseconds: "023460") == "2025-06-01T16:59:26.023")
    #expect(CaptureDate.exif("2025:06:01 16:59:26", subseconds: "12a") == "2025-06-01T16:59:26")
  }
}
