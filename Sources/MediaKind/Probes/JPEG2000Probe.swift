/// JPEG 2000 (JP2/JPX): the metadata boxes (capture date, camera, location). The pixel size
/// comes from `jp2h/ihdr` (``ImageHeaderProbe``).
///
/// ```
/// top-level boxes (ISO BMFF box syntax): "jP  " "ftyp" "jp2h" ... "jp2c"
/// uuid "JpgTiffExif->JP2"                                EXIF, a TIFF structure (Digikam
///                                                        keeps the APP1 "Exif\0\0" prefix)
/// uuid 05 37 CD AB 9D 0C 44 31 A7 2A FA 56 1F 2A 11 3E   EXIF as Photoshop's JPEG 2000
///                                                        plug-in writes it
/// uuid BE 7A CF CB 97 A9 42 E8 9C 71 99 94 91 E3 AF AC   XMP packet
/// "xml "                                                 XML; an XMP packet when it is one
/// ```
/// Spec: ISO/IEC 15444-1 Annex I.7 (uuid and xml boxes); Adobe XMP Specification Part 3
/// §1.1.4; ExifTool `Jpeg2000.pm` (the EXIF UUID).
struct JPEG2000Probe: Probe {
  let id = "jpeg2000"

  /// "JpgTiffExif->JP2" as a UUID (ExifTool `Jpeg2000.pm`, `UUID-EXIF`, `UUID-EXIF_bad`).
  static let exifUUID: [UInt8] = Array("JpgTiffExif->JP2".utf8)
  /// The EXIF UUID of Photoshop 7.01 with Adobe's JPEG 2000 plug-in (`UUID-EXIF2`).
  static let exifUUIDAdobe: [UInt8] = [
    0x05, 0x37, 0xCD, 0xAB, 0x9D, 0x0C, 0x44, 0x31, 0xA7, 0x2A, 0xFA, 0x56, 0x1F, 0x2A, 0x11, 0x3E,
  ]

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .jpeg2000 }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    guard !source.head.matches([0xFF, 0x4F, 0xFF, 0x51], at: 0) else { return }  // bare codestream
    var walker = BoxWalker(budget: input.budget)
    for header in walker.topLevelBoxes(of: source) {
      switch header.type {
      case "uuid":
        guard let user = header.userType,
          user == Self.exifUUID || user == Self.exifUUIDAdobe || user == ISOBMFFProbe.xmpUUID,
          let box = walker.load(header, from: source)
        else { continue }
        if user == ISOBMFFProbe.xmpUUID {
          XMPPacket.decode(Array(box.payload), location: "JP2 uuid XMP", into: &facts)
        } else {
          ExifBlock.decode(Array(box.payload), location: "JP2 uuid EXIF", mode: input.mode, into: &facts)
        }
      case "xml ":
        guard let box = walker.load(header, from: source) else { continue }
        let payload = Array(box.payload)
        if payload.firstIndex(of: Array("<x:xmpmeta".utf8), in: 0..<min(payload.count, 4096)) != nil {
          XMPPacket.decode(payload, location: "JP2 xml box", into: &facts)
        }
      default:
        break
      }
    }
  }
}
