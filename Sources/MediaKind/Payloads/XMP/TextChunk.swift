/// PNG text chunks that carry metadata: iTXt `XML:com.adobe.xmp` (XMP) and the legacy
/// ImageMagick `Raw profile type exif`/`xmp` tEXt/zTXt hex dumps (uncompressed tEXt only).
/// Spec: PNG §11.3.4; ExifTool `PNG.pm` (TextualData, "Raw profile type").
enum TextChunk {
  static func decode(
    _ data: [UInt8], type: FourCC, mode: ClassificationMode, into facts: inout MediaFacts
  ) {
    guard let nul = data.firstIndex(of: 0) else { return }
    let keyword = String(decoding: data[..<nul], as: UTF8.self)
    switch type {
    case "iTXt":
      // keyword\0 compression-flag compression-method language\0 translated\0 text
      guard nul + 2 < data.count, data[nul + 1] == 0 else { return }
      var i = nul + 3
      for _ in 0..<2 {
        guard let end = data[i...].firstIndex(of: 0) else { return }
        i = end + 1
      }
      let text = Array(data[min(i, data.count)...])
      if keyword == "XML:com.adobe.xmp" {
        XMPPacket.decode(text, location: "PNG iTXt XML:com.adobe.xmp", into: &facts)
      }
    case "tEXt":
      let text = Array(data[(nul + 1)...])
      if keyword == "Raw profile type exif" || keyword == "Raw profile type APP1",
        let payload = rawProfile(text)
      {
        let start = payload.matches(ascii: "Exif\0\0", at: 0) ? 6 : 0
        ExifPayload.decode(
          payload, tiffStart: start, location: "PNG tEXt \(keyword)", mode: mode, into: &facts)
      } else if keyword == "Raw profile type xmp", let payload = rawProfile(text) {
        XMPPacket.decode(payload, location: "PNG tEXt \(keyword)", into: &facts)
      } else if keyword == "XML:com.adobe.xmp" {
        XMPPacket.decode(text, location: "PNG tEXt XML:com.adobe.xmp", into: &facts)
      }
    default:
      break
    }
  }

  /// ImageMagick's raw profile: `\nname\n   length\nhex digits...`.
  static func rawProfile(_ text: [UInt8]) -> [UInt8]? {
    let lines = text.split(separator: 0x0A, maxSplits: 3, omittingEmptySubsequences: true)
    guard lines.count >= 3,
      let length = Int(String(decoding: lines[1], as: UTF8.self).trimmingSpaces),
      length > 0, length < 16 << 20
    else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(length)
    var high: UInt8?
    for c in lines[2...].joined() {
      let v: UInt8
      switch c {
      case 0x30...0x39: v = c - 0x30
      case 0x61...0x66: v = c - 0x61 + 10
      case 0x41...0x46: v = c - 0x41 + 10
      default: continue
      }
      if let h = high {
        out.append(h << 4 | v)
        high = nil
        if out.count == length { break }
      } else {
        high = v
      }
    }
    return out.count == length ? out : nil
  }
}
