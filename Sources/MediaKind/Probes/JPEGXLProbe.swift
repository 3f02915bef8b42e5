/// JPEG XL in the ISO BMFF-style container: the metadata boxes (capture date, camera,
/// location). The pixel size comes from the codestream (``ImageHeaderProbe``).
///
/// ```
/// "JXL " signature box, "ftyp" "jxl ", then boxes in any order:
/// "Exif"   u32be offset of the TIFF header from the payload's start + 4, then the EXIF
///          data (the offset skips an optional "Exif\0\0" prefix)
/// "xml "   XMP packet
/// "brob"   a Brotli-compressed box: the first 4 payload bytes name the original type
///          ("Exif", "xml "), the rest is Brotli data (not decoded here: a diagnostic)
/// "jxlc"/"jxlp"  the codestream
/// ```
/// Spec: ISO/IEC 18181-2 §9.1 (Exif box), §9.2 (XML box), §9.3 (brob box); ExifTool `Jpeg2000.pm`
/// (JXL boxes).
struct JPEGXLProbe: Probe {
  let id = "jpegxl"

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .jpegXL }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    guard source.head.matches(ascii: "JXL ", at: 4) else { return }  // bare codestream
    var walker = BoxWalker(budget: input.budget)
    for header in walker.topLevelBoxes(of: source) {
      switch header.type {
      case "Exif":
        guard let box = walker.load(header, from: source) else { continue }
        let payload = Array(box.payload)
        guard let offset = payload.u32be(at: 0), Int(offset) <= payload.count - 4 - 8 else {
          facts.diagnose("JPEG XL: Exif box without a TIFF header offset")
          continue
        }
        let tiffStart = 4 + Int(offset)
        guard ExifBlock.isTIFFHeader(payload, at: tiffStart) else {
          facts.diagnose("JPEG XL: Exif box offset \(offset) does not reach a TIFF header")
          continue
        }
        ExifPayload.decode(payload, tiffStart: tiffStart, location: "JXL Exif box", mode: input.mode, into: &facts)
      case "xml ":
        guard let box = walker.load(header, from: source) else { continue }
        XMPPacket.decode(Array(box.payload), location: "JXL xml box", into: &facts)
      case "brob":
        let inner = source.read(at: header.payloadStart, count: 4)
        if inner.matches(ascii: "Exif", at: 0) || inner.matches(ascii: "xml ", at: 0) {
          facts.diagnose(
            "JPEG XL: Brotli-compressed \(String(decoding: inner, as: UTF8.self)) box not decoded")
        }
      default:
        break
      }
    }
  }
}
