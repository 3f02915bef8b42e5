/// TGA: pixel size from the header, only when the header can describe the file
/// (``TGAHeader/inconsistency(fileSize:)``: TGA has no magic number, so a header whose fields
/// disagree or whose size the file cannot hold gives a diagnostic and no size). The historic
/// compressed types 32 and 33 (``TGAHeader/historicCompression``) give an `unsupported`
/// diagnostic naming their coding, and no size.
///
/// The size needs the first 18 bytes and the file's size, so the fast path reports what the
/// thorough path does. The TGA 2.0 footer (the file's last 26 bytes) is read where the file's
/// end can be: in the thorough path, and in the fast path when the head is the whole file; its
/// offsets are checked (a diagnostic when they point outside the file), and it never changes the
/// size. Spec: Truevision TGA File Format Specification 2.0.
struct TGAProbe: Probe {
  let id = "tga"

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .tga }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    guard let header = TGAHeader(source.head) else {
      facts.diagnose(.truncated, at: "TGA", "the file ends inside the 18-byte header")
      return
    }
    if let reason = header.inconsistency(fileSize: source.size) {
      facts.diagnose(.inconsistent, at: "TGA", "\(reason): no pixel size reported")
      return
    }
    if let compression = header.historicCompression {
      // Valid TGA that nothing here decodes: unsupported, not damage. Its size is not reported
      // either: the file's size cannot confirm the pixels it declares.
      facts.diagnose(
        .unsupported, at: "TGA",
        "image type \(header.imageType) (\(compression), a historic type) is not decoded: no pixel size reported")
      return
    }
    facts.pixelWidth = header.width
    facts.pixelHeight = header.height
    guard !source.limitedToHead || source.headIsWholeFile,
      let footer = TGAHeader.footer(source.tail(TGAHeader.footerSize))
    else { return }
    // The extension area (495 bytes) and the developer directory (a u16 count, then entries)
    // lie after the pixel data and before the footer; 0 means absent.
    let footerStart = source.size - TGAHeader.footerSize
    let areas = [("extension area", footer.extensionArea, 495), ("developer directory", footer.developerDirectory, 2)]
    for (name, offset, length) in areas where offset != 0 && (offset < header.pixelDataOffset || offset + length > footerStart) {
      facts.diagnose(.malformed, at: "TGA", "the footer's \(name) offset \(offset) is outside \(header.pixelDataOffset)..<\(footerStart)")
    }
  }
}
