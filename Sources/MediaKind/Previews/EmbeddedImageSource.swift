/// Where in a file an embedded image was found.
///
/// | source | container | found by |
/// |---|---|---|
/// | `exifThumbnail` | JPEG APP1, TIFF, RAW, HEIF Exif item, JPEG XL `Exif` box, WebP `EXIF`, PNG `eXIf` | IFD1 `JPEGInterchangeFormat` (0x0201) + `Length` (0x0202) |
/// | `jfifThumbnail` | JPEG APP0 `JFXX` | a JFIF extension of code 0x10 (a JPEG-coded thumbnail) |
/// | `mpfPreview` | JPEG APP2 `MPF` | an MP entry of type large thumbnail (0x010001 VGA, 0x010002 full HD) |
/// | `heifThumbnail` | HEIF/AVIF `meta` | an item referring to the primary by `iref` `thmb` |
/// | `rawPreview` | TIFF-based RAW | a JPEG in IFD0/IFD2…, a SubIFD (`Compression` 6/7 strip, or `JPEGInterchangeFormat`), Panasonic `JpgFromRaw` (0x002E) |
/// | `cr3Thumbnail` | Canon CR3 | `moov/uuid(85c0b687…)/THMB` |
/// | `cr3Preview` | Canon CR3 | `uuid(eaf42b5e…)/PRVW` |
///
/// Spec: EXIF 2.32 §4.5.8 (IFD1 thumbnail); JFIF 1.02 §"JFIF extension APP0" (JFXX); CIPA DC-007 §5.2.3.3 (MP types); ISO/IEC
/// 23008-12 §6.4.6 (`thmb`); TIFF 6.0 §22 and TIFF Technical Note 2 (JPEG in TIFF); DNG 1.6
/// §"SubIFD trees"; ExifTool `Panasonic.pm` (JpgFromRaw), `Canon.pm` (CR3 THMB, PRVW) and
/// lclevy/canon_cr3 (their layouts).
public enum EmbeddedImageSource: String, Sendable, Hashable, Codable, CaseIterable {
  /// The EXIF thumbnail of IFD1.
  case exifThumbnail
  /// A Multi-Picture Format large thumbnail (APP2 `MPF`).
  case mpfPreview
  /// A HEIF/AVIF thumbnail item (`iref` `thmb`).
  case heifThumbnail
  /// A JPEG preview inside a TIFF-based RAW.
  case rawPreview
  /// Canon CR3's small thumbnail (`THMB`).
  case cr3Thumbnail
  /// Canon CR3's large preview (`PRVW`).
  case cr3Preview
  /// A JFIF extension thumbnail (APP0 `JFXX`).
  case jfifThumbnail
}
