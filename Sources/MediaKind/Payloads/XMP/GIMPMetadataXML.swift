/// GIMP's own metadata document (the `gimp-image-metadata` parasite of GIMP 2.10 XCF files):
/// Exiv2 key names and their values as text.
///
/// ```
/// <?xml version='1.0' encoding='UTF-8'?>
/// <metadata>
///   <tag name="Exif.Photo.DateTimeOriginal">2019:01:02 03:04:05</tag>
///   <tag name="Xmp.xmp.CreateDate">2019-01-02T03:04:05+01:00</tag> ...
/// </metadata>
/// ```
/// Only the date keys of the capture-date chain are read (`Docs/DetectionRules.md` "Capture date"); they
/// become the same facts as the EXIF and XMP decoders record.
/// Spec: GIMP `libgimpbase/gimpmetadata.c` (gimp_metadata_serialize); Exiv2 key names.
enum GIMPMetadataXML {
  /// Exiv2 key → fact key, and whether the value is EXIF text (else an XMP/ISO date).
  static let keys: [(name: String, fact: FactKey, exif: Bool)] = [
    ("Exif.Photo.DateTimeOriginal", .exifDateTimeOriginal, true),
    ("Exif.Photo.DateTimeDigitized", .exifCreateDate, true),
    ("Exif.Image.DateTime", .exifModifyDate, true),
    ("Xmp.exif.DateTimeOriginal", .xmpExifDateTimeOriginal, false),
    ("Xmp.photoshop.DateCreated", .xmpPhotoshopDateCreated, false),
    ("Xmp.xmp.CreateDate", .xmpCreateDate, false),
  ]

  static func decode(_ bytes: [UInt8], location: String, into facts: inout MediaFacts) {
    let text = String(decoding: bytes.prefix(1 << 20), as: UTF8.self)
    for (name, fact, isEXIF) in keys {
      guard let open = text.firstRange(of: "<tag name=\"\(name)\">") else { continue }
      let rest = text[open.upperBound...]
      guard let close = rest.firstRange(of: "</tag>") else { continue }
      let value = String(rest[..<close.lowerBound]).trimmingSpaces
      guard !value.isEmpty else { continue }
      if isEXIF {
        // EXIF.ModifyDate keeps EXIF text (the pipeline parses it); the capture dates are
        // recorded in ISO form, as ExifPayload records them.
        if fact == .exifModifyDate {
          facts.record(fact, .string(value), at: "\(location) \(name)")
        } else if let date = CaptureDate.exif(value) {
          facts.record(fact, .string(date), at: "\(location) \(name)")
        }
      } else {
        facts.record(fact, .string(value), at: "\(location) \(name)")
      }
    }
  }
}
