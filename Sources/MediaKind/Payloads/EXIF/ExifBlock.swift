/// An EXIF block embedded by a container that does not say exactly where its TIFF header
/// starts: bare TIFF (PSD resource 0x0422, JPEG 2000 and JPEG XL boxes after their offset),
/// the JPEG APP1 form with `Exif\0\0` (GIMP and MIFF profiles), or libbpg's copy with the
/// APP1 padding byte left in front (ExifTool `BPG.pm`: "Ignored extra byte at start of EXIF
/// extension").
enum ExifBlock {
  /// Where the TIFF header (`II*\0` or `MM\0*`) of `bytes` starts, or nil when none of the
  /// known prefixes leads to one.
  static func tiffStart(_ bytes: [UInt8]) -> Int? {
    for start in [0, 6, 1, 7] where isTIFFHeader(bytes, at: start) {
      if start >= 6, !bytes.matches(ascii: "Exif", at: 0) { continue }
      return start
    }
    return nil
  }

  static func isTIFFHeader(_ bytes: [UInt8], at offset: Int) -> Bool {
    bytes.matches([0x49, 0x49, 0x2A, 0x00], at: offset)
      || bytes.matches([0x4D, 0x4D, 0x00, 0x2A], at: offset)
  }

  /// Decodes `bytes` as an EXIF block and records its facts; a block with no TIFF header
  /// becomes a diagnostic.
  static func decode(
    _ bytes: [UInt8], location: String, mode: ClassificationMode, into facts: inout MediaFacts
  ) {
    guard let start = tiffStart(bytes) else {
      facts.diagnose(.missing, at: location, "no TIFF header")
      return
    }
    ExifPayload.decode(bytes, tiffStart: start, location: location, mode: mode, into: &facts)
  }
}
