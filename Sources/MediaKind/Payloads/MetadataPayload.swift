/// A metadata payload decoded on its own, outside any container: the narrow public entry to
/// the payload decoders, for the fuzz targets (`Fuzz/`, issue 7) and for tools that hold an
/// extracted payload (a `.exif` dump, an XMP sidecar).
///
/// ```swift
/// let facts = MetadataPayload.exif.decode(app1Body)      // "Exif\0\0" + TIFF, or bare TIFF
/// print(facts.orientation ?? 1, facts.facts.keys.map(\.rawValue))
/// ```
/// Decoding never throws and never traps: damage becomes ``MediaFacts/diagnostics``.
public enum MetadataPayload: String, Sendable, CaseIterable {
  /// An EXIF block: a TIFF structure, optionally preceded by the JPEG APP1 `Exif\0\0` prefix.
  /// The Apple MakerNote inside it is decoded too.
  case exif
  /// An Apple MakerNote on its own (`Apple iOS\0`, version, `MM`, IFD).
  case appleMakerNote
  /// An XMP packet, with its Google Container directory (Motion Photo, Ultra HDR items).
  case xmp
  /// A Samsung SEF trailer (the end of a Samsung JPEG: `SEFH` directory ... `SEFT`).
  case samsungTrailer

  /// The facts `bytes` prove. `mode` selects the EXIF reader as the classifier does
  /// (`.thorough`: libexif completed by the Swift walker; `.fast`: the Swift walker alone).
  public func decode(_ bytes: [UInt8], mode: ClassificationMode = .thorough) -> MediaFacts {
    var facts = MediaFacts()
    switch self {
    case .exif:
      let tiffStart = bytes.matches(ascii: "Exif\0\0", at: 0) ? 6 : 0
      ExifPayload.decode(bytes, tiffStart: tiffStart, location: "EXIF", mode: mode, into: &facts)
    case .appleMakerNote:
      AppleMakerNote.decode(bytes, location: "MakerNote", into: &facts)
    case .xmp:
      XMPPacket.decode(bytes, location: "XMP", into: &facts)
      if let directory = ContainerDirectory(xmp: bytes) {
        facts.record(
          .xmpContainerItemCount, .int(directory.items.count), at: "XMP Container:Directory")
      }
    case .samsungTrailer:
      let source = ByteSource(
        bytes: bytes, headSize: InputFile.headSize, limitedToHead: mode == .fast)
      SamsungSEF.decode(source, location: "Samsung SEF trailer", into: &facts)
    }
    return facts
  }
}
