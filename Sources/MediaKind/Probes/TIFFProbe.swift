/// TIFF and the TIFF-based RAW formats (DNG, CR2, NEF, NRW, ARW, SR2, PEF, SRW, ORF, RW2, 3FR,
/// IIQ, ERF, DCR): pixel size, orientation, and the EXIF/GPS/MakerNote/XMP facts of IFD0.
///
/// ```
/// 0 "II"/"MM"  2 u16 42 (TIFF), 43 (BigTIFF), 0x55 (RW2), 0x4F52/0x5352 (ORF)
/// 4 u32 IFD0 offset; IFD0 → next IFDs (chain), 0x014A SubIFDs (RAW full-size images),
/// 0x8769 EXIF IFD (→ 0x927C MakerNote), 0x8825 GPS IFD, 0x02BC XMP packet (BYTE/UNDEFINED)
/// ```
/// Spec: TIFF 6.0 §2 and §8; Adobe DNG Specification 1.7; Adobe XMP Part 3 §1.1.4 (TIFF
/// tag 700); ExifTool `%magicNumber`; `Docs/DetectionRules.md` "Pixel size" and "RAW".
///
/// The fast path walks what the head holds; the thorough path reads the first
/// ``thoroughWindow`` bytes, where every TIFF-based RAW keeps its IFDs (image data follows
/// them, or sits at offsets the walker never dereferences).
struct TIFFProbe: Probe {
  let id = "tiff"

  /// Bytes read from the start of the file in the thorough path.
  static let thoroughWindow = 4 << 20

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .tiff }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let bytes =
      source.limitedToHead
      ? source.head : source.read(at: 0, count: min(source.size, Self.thoroughWindow))
    guard let walker = TIFFWalker.anyHeader(bytes, budget: input.budget) else {
      facts.diagnose(.missing, at: "TIFF", "no TIFF header")
      return
    }
    let directories = walker.walk(maxChain: 8)
    for message in directories.diagnostics { facts.diagnose(message) }
    ExifPayload.apply(directories, location: "TIFF", into: &facts)
    ExifPayload.decodeMakerNote(directories, location: "TIFF/ExifIFD", into: &facts)
    if let xmp = directories.ifd0?[0x02BC], xmp.byteCount > 0 {
      XMPPacket.decode(xmp.bytes, location: "TIFF/IFD0 0x02BC", into: &facts)
    }
    // ExifTool Exif.pm (tag 0x0201 condition): a NEF whose IFD0 holds a JPEG-compressed
    // (Compression 6) thumbnail is a Coolpix NRW.
    if input.format.id == .nef, let ifd0 = directories.ifd0, ifd0[0x0103]?.integer() == 6,
      ifd0[0x0201] != nil
    {
      facts.refine(to: .nrw, because: "a NEF whose IFD0 holds a JPEG-compressed thumbnail is a Coolpix NRW")
      facts.record(.tiffNRW, .bool(true), at: "IFD0 0x0103 Compression 6")
    }
    let choice = TIFFImageSize.choose(
      directories, isRaw: input.format.isRaw, sensorBorders: input.format.id == .rw2)
    if let choice {
      facts.pixelWidth = choice.width
      facts.pixelHeight = choice.height
      facts.record(.tiffImageSize, .string("\(choice.width)x\(choice.height)"), at: choice.source)
    } else if !source.limitedToHead || source.headIsWholeFile {
      facts.diagnose(.missing, at: "TIFF", "no image size in IFD0")
    }
  }
}
