/// ImageMagick MIFF images: the metadata profiles after the text header (capture date,
/// camera, location). The pixel size comes from the header keys (``ImageHeaderProbe``).
///
/// ```
/// id=ImageMagick  class=DirectClass  columns=8  rows=8 ...   key=value pairs, white space
///   {comments in braces}  values in braces may hold spaces
/// profile-<name>=<length>   one per profile, in the order their data follows the header
/// ":" 0x1A                  end of the header; the profiles' data follows at once,
///                           back to back, then the pixels
/// profiles read: "APP1" / "exif" / "xmp" (a JPEG APP1 body: "Exif\0\0" + TIFF, or the XMP
///                namespace header + packet), "iptc" (Photoshop resources, skipped)
/// ```
/// Spec: ImageMagick "MIFF Image File Format" (imagemagick.org/script/miff.php);
/// ExifTool `MIFF.pm` (which reads the profiles the same way).
struct MIFFProbe: Probe {
  let id = "miff"

  /// The XMP APP1 namespace header (Adobe XMP Specification Part 3 §1.1.3).
  static let xmpHeader = Array("http://ns.adobe.com/xap/1.0/\0".utf8)

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .miff }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let head = source.head
    guard let end = head.firstIndex(of: [0x3A, 0x1A], in: 0..<min(head.count, 65536)) else {
      return
    }
    var position = end + 2
    for (name, length) in Self.profiles(in: head[0..<end]) {
      guard length <= source.size - position else {
        if !source.limitedToHead { facts.diagnose(.truncated, at: "MIFF", "profile-\(name) overruns the file") }
        return
      }
      defer { position += length }
      guard ["APP1", "exif", "xmp"].contains(name), length <= input.budget.maxPayload else {
        continue
      }
      let data = source.read(at: position, count: length)
      guard data.count == length else { continue }
      if data.matches(ascii: "Exif\0", at: 0) {
        ExifBlock.decode(data, location: "MIFF profile-\(name)", mode: input.mode, into: &facts)
      } else if data.starts(with: Self.xmpHeader) {
        XMPPacket.decode(
          Array(data[Self.xmpHeader.count...]), location: "MIFF profile-\(name)", into: &facts)
      } else if data.matches(ascii: "<?xpacket", at: 0) || data.matches(ascii: "<x:xmpmeta", at: 0) {
        XMPPacket.decode(data, location: "MIFF profile-\(name)", into: &facts)
      }
    }
  }

  /// The `profile-<name>=<length>` keys of a header, in order (comments and brace-quoted
  /// values skipped). A length that is not a number ends the list, as in ExifTool: the data
  /// of later profiles cannot be found without it.
  static func profiles(in header: ArraySlice<UInt8>) -> [(String, Int)] {
    var result: [(String, Int)] = []
    var index = header.startIndex
    while index < header.endIndex {
      let byte = header[index]
      if byte == UInt8(ascii: "{") {
        // A comment: skip to the closing brace.
        index = header[index...].firstIndex(of: UInt8(ascii: "}")).map { $0 + 1 } ?? header.endIndex
        continue
      }
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
        index += 1
        continue
      }
      var end = index
      while end < header.endIndex, ![0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(header[end]) {
        if header[end] == UInt8(ascii: "{") {
          end = header[end...].firstIndex(of: UInt8(ascii: "}")) ?? header.endIndex
        }
        if end < header.endIndex { end += 1 }
      }
      let token = String(decoding: header[index..<end], as: UTF8.self)
      index = end
      guard token.hasPrefix("profile-"), let equals = token.firstIndex(of: "=") else { continue }
      let name = String(token[token.index(token.startIndex, offsetBy: 8)..<equals])
      guard let length = Int(token[token.index(after: equals)...]), length >= 0 else { break }
      result.append((name, length))
      if result.count >= 64 { break }
    }
    return result
  }
}
