/// JPEG: walks the marker segments up to the first scan (SOS): SOFn for size, APP1 EXIF and
/// XMP, APP2 MPF. Entropy-coded data is never read.
///
/// ```
/// FF D8 (SOI), then segments: FF mm u16be length (includes itself) payload
/// SOFn (C0-CF except C4 DHT, C8 JPG, CC DAC): precision, u16 height, u16 width
/// APP1 "Exif\0\0" + TIFF   APP1 "http://ns.adobe.com/xap/1.0/\0" + XMP
/// APP1 "http://ns.adobe.com/xmp/extension/\0" + GUID(32) + u32 full length + u32 offset
/// APP2 "MPF\0" + TIFF-style MP index IFD
/// ```
/// Spec: ITU-T T.81 §B.1.1; EXIF 2.32 §4.5.4; XMP Part 3 §1.1.3; CIPA DC-007.
struct JPEGProbe: Probe {
  let id = "jpeg"

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .jpeg }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    var position = 2
    var segments = 0
    var sawSOF = false
    while segments < input.budget.maxEntries {
      segments += 1
      let header = source.read(at: position, count: 4)
      guard header.count == 4 else { break }
      guard header[0] == 0xFF else {
        facts.diagnose("JPEG: expected a marker at offset \(position)")
        break
      }
      let marker = header[1]
      if marker == 0xFF {
        position += 1  // fill byte
        continue
      }
      if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
        position += 2
        continue
      }
      if marker == 0xD9 { break }
      let length = Int(header.u16be(at: 2) ?? 0)
      guard length >= 2 else {
        facts.diagnose("JPEG: segment FF\(String(marker, radix: 16, uppercase: true)) with length \(length)")
        break
      }
      let payloadStart = position + 4
      let payloadLength = length - 2
      switch marker {
      case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
        if !sawSOF {
          let sof = source.read(at: payloadStart, count: 5)
          if let h = sof.u16be(at: 1), let w = sof.u16be(at: 3) {
            facts.pixelWidth = Int(w)
            facts.pixelHeight = Int(h)
            sawSOF = true
          }
        }
      case 0xE1:
        let payload = source.read(at: payloadStart, count: payloadLength)
        if payload.matches(ascii: "Exif\0\0", at: 0) {
          ExifPayload.decode(payload, tiffStart: 6, location: "APP1/Exif", into: &facts)
        } else if payload.matches(ascii: "http://ns.adobe.com/xap/1.0/\0", at: 0) {
          XMPPacket.decode(Array(payload[29...]), location: "APP1/XMP", into: &facts)
        }
      case 0xE2:
        let prefix = source.read(at: payloadStart, count: 4)
        if prefix.matches(ascii: "MPF\0", at: 0) {
          facts.record("JPEG.MPF.Present", .bool(true), at: "APP2/MPF")
        }
      case 0xDA:
        // Start of scan: the metadata segments are behind us.
        return
      default:
        break
      }
      position = payloadStart + payloadLength
      if source.limitedToHead && position >= source.head.count { break }
    }
    if !sawSOF && !source.limitedToHead {
      facts.diagnose("JPEG: no SOF segment before the scan data")
    }
  }
}
