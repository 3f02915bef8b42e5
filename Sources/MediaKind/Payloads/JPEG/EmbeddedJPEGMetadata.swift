/// The EXIF and XMP of a JPEG stored inside another format (the preview of a Fuji RAF, the
/// JpgFromRaw of a Sigma X3F): its marker segments are walked in place in the file, from the
/// SOI at `offset` up to the first SOS, and its APP1 `Exif\0\0` and XMP payloads are decoded
/// as the JPEG probe decodes them. No pixel size is taken: a preview's size is not the RAW's.
///
/// ```
/// offset: FF D8 (SOI), then segments FF mm u16be length payload ... FF DA (SOS)
/// APP1 "Exif\0\0" + TIFF header     APP1 "http://ns.adobe.com/xap/1.0/\0" + packet
/// ```
/// Spec: ITU-T T.81 §B.1.1; CIPA DC-008-2023 (Exif 3.0) §4.5.4 (APP1); ExifTool
/// `FujiFilm.pm` `ProcessRAF`, `SigmaRaw.pm` `ProcessX3FDirectory` (both process the
/// embedded JPEG's metadata as the file's own).
enum EmbeddedJPEGMetadata {
  /// Decodes what the JPEG at `offset` states; false when there is no SOI there.
  @discardableResult
  static func decode(
    _ source: ByteSource, at offset: Int, location: String, budget: ReadBudget,
    mode: ClassificationMode, into facts: inout MediaFacts
  ) -> Bool {
    guard offset >= 0, source.read(at: offset, count: 3) == [0xFF, 0xD8, 0xFF] else { return false }
    var reader = JPEGSegmentReader(
      source: source, start: offset + 2, maxSegments: min(budget.maxEntries, 64))
    while let segment = reader.next() {
      guard segment.marker == 0xE1, let payload = reader.payload(of: segment) else { continue }
      if payload.matches(ascii: "Exif\0\0", at: 0) {
        ExifPayload.decode(payload, tiffStart: 6, location: "\(location) APP1/Exif", mode: mode, into: &facts)
      } else if payload.matches(ascii: "http://ns.adobe.com/xap/1.0/\0", at: 0) {
        XMPPacket.decode(payload[29...], location: "\(location) APP1/XMP", into: &facts)
      }
    }
    return true
  }
}
