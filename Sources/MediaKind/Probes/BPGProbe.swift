/// BPG images: the EXIF and XMP extensions (capture date, camera, location). The pixel size
/// comes from the header (``ImageHeaderProbe``).
///
/// ```
/// 0 "BPG" FB  4 pixel format(3) alpha1(1) bit depth − 8(4)
/// 5 colour space(4) extension present(1) alpha2(1) limited range(1) animation(1)
/// 6 ue7 width, ue7 height, ue7 picture data length
///   [extension present: ue7 extension data length, then extensions:
///    tag (ue7; 1 EXIF, 2 ICC profile, 3 XMP, 4 thumbnail, 5 animation control),
///    ue7 length, data]
/// ue7: big-endian base-128, high bit = more bytes, at most 5 bytes
/// ```
/// libbpg copies the padding byte after the APP1 `Exif\0` header in front of the TIFF data;
/// ``ExifBlock`` skips it as ExifTool does. Spec: BPG Image Format Specification 0.9.5
/// §3.1-§3.3 (heic_file, extension_data); ExifTool `BPG.pm`.
struct BPGProbe: Probe {
  let id = "bpg"

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .bpg }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let head = source.head
    guard head.matches([0x42, 0x50, 0x47, 0xFB], at: 0),
      let flags = head.integer(at: 5, as: UInt8.self),
      flags & 0x08 != 0
    else { return }
    var position = 6
    for _ in 0..<3 {
      guard ImageHeaderProbe.base128(head, &position) != nil else { return }
    }
    guard let length = ImageHeaderProbe.base128(head, &position), length > 0,
      length <= min(input.budget.maxPayload, source.size - position)
    else { return }
    let data = source.read(at: position, count: length)
    guard data.count == length else { return }
    var cursor = 0
    for _ in 0..<64 {
      guard cursor < data.count, let tag = ImageHeaderProbe.base128(data, &cursor),
        let size = ImageHeaderProbe.base128(data, &cursor), size <= data.count - cursor
      else { return }
      let payload = Array(data[cursor..<(cursor + size)])
      switch tag {
      case 1: ExifBlock.decode(payload, location: "BPG EXIF extension", mode: input.mode, into: &facts)
      case 3: XMPPacket.decode(payload, location: "BPG XMP extension", into: &facts)
      default: break
      }
      cursor += size
    }
  }
}
