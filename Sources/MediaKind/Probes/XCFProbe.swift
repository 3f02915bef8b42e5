/// GIMP XCF images: the metadata parasites of the image properties (capture date, camera,
/// location). The pixel size comes from the header (``ImageHeaderProbe``).
///
/// ```
/// 0 "gimp xcf " + version ("file" | "v001" ...) + NUL   14 u32 width  18 u32 height
/// 22 u32 base type   [26 u32 precision, version 4 and later]
/// image properties: u32 type, u32 size, data ... until type 0 (PROP_END)
/// type 21 PROP_PARASITES: parasites, each u32 name length (with NUL), name, u32 flags,
///                         u32 size, data
/// parasites read: "exif-data" / "jpeg-exif-data" (EXIF, APP1 form "Exif\0\0" + TIFF),
///                 "gimp-metadata" ("GIMP_XMP_1" + XMP packet),
///                 "gimp-image-metadata" (GIMP 2.10: XML <tag name="Exif.Photo...">value</tag>)
/// ```
/// All values big-endian. Spec: GIMP `devel-docs/xcf.txt` §2 (image structure), §3
/// (PROP_PARASITES), "parasites.txt"; ExifTool `GIMP.pm`.
struct XCFProbe: Probe {
  let id = "xcf"

  static let parasitesProperty: UInt32 = 21

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .xcf }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let head = source.head
    guard head.matches(ascii: "gimp xcf ", at: 0), head.count >= 26 else { return }
    var position = 26
    // "v004" and later add a u32 precision after the base type.
    if head.matches(ascii: "v", at: 9),
      let version = Int(String(decoding: head[10..<13], as: UTF8.self)), version >= 4
    {
      position += 4
    }
    for _ in 0..<min(input.budget.maxEntries, 1024) {
      let header = source.read(at: position, count: 8)
      guard let type = header.integer(at: 0, as: UInt32.self),
        let size = header.integer(at: 4, as: UInt32.self), type != 0
      else { return }
      let dataStart = position + 8
      guard Int(size) <= source.size - dataStart else {
        if !source.limitedToHead { facts.diagnose(.truncated, at: "XCF", "property \(type) overruns the file") }
        return
      }
      if type == Self.parasitesProperty, Int(size) <= input.budget.maxPayload {
        let data = source.read(at: dataStart, count: Int(size))
        if data.count == Int(size) { readParasites(data, input: input, into: &facts) }
      }
      position = dataStart + Int(size)
    }
  }

  private func readParasites(_ data: [UInt8], input: ProbeInput, into facts: inout MediaFacts) {
    var position = 0
    while position + 4 <= data.count {
      guard let nameLength = data.integer(at: position, as: UInt32.self),
        Int(nameLength) <= data.count - position - 12
      else { return }
      let nameBytes = data[(position + 4)..<(position + 4 + Int(nameLength))]
      let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
      let sizeAt = position + 4 + Int(nameLength) + 4
      guard let size = data.integer(at: sizeAt, as: UInt32.self),
        Int(size) <= data.count - sizeAt - 4
      else { return }
      let payload = Array(data[(sizeAt + 4)..<(sizeAt + 4 + Int(size))])
      switch name {
      case "exif-data", "jpeg-exif-data":
        ExifBlock.decode(payload, location: "XCF parasite \(name)", mode: input.mode, into: &facts)
      case "gimp-metadata":
        let start = payload.matches(ascii: "GIMP_XMP_1", at: 0) ? 10 : 0
        XMPPacket.decode(Array(payload[start...]), location: "XCF parasite gimp-metadata", into: &facts)
      case "gimp-image-metadata":
        GIMPMetadataXML.decode(payload, location: "XCF parasite gimp-image-metadata", into: &facts)
      default:
        break
      }
      position = sizeAt + 4 + Int(size)
    }
  }
}
