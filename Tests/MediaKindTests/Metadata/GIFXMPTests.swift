import MediaKindTestSupport
import Testing

@testable import MediaKind

/// GIF keeps XMP in an `XMP DataXMP` application extension (Docs/AddingAFormat.md, "Metadata
/// headers writers vary"): the packet's bytes as they are, then a 258-byte magic trailer.
@Suite("GIF XMP application extension")
struct GIFXMPTests {
  static let packet = """
    <?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">\
    <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" \
    xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreateDate="2019-06-01T10:20:30+02:00" \
    xmp:Rating="3"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>
    """

  /// A one-frame 1x1 GIF with the XMP extension before the image.
  static func gif() -> [UInt8] {
    var b = ByteBuilder()
    b.ascii("GIF89a")
    b.u16le(1)
    b.u16le(1)
    b.append([0x80, 0, 0])
    b.zeros(6)
    b.append([0x21, 0xFF, 11])
    b.ascii("XMP DataXMP")
    b.ascii(packet)
    b.append([0x01] + (0...255).reversed().map(UInt8.init))
    b.u8(0)
    b.append([0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3B])
    return b.bytes
  }

  @Test("the packet before the magic trailer gives the capture date and rating")
  func packet() {
    for mode in [ClassificationMode.fast, .thorough] {
      let r = MediaClassifier(options: ClassifyOptions(mode: mode)).classify(bytes: Self.gif(), name: "x.gif")
      #expect(r.creationDate == "2019-06-01T10:20:30+02:00")
      #expect(r.rating == 3)
      #expect(r.frameCount == 1)
      #expect(r.diagnostics == nil, "\(r.diagnostics ?? [])")
    }
  }

  @Test("an extension with another name is not read as XMP")
  func otherApplication() {
    var bytes = Self.gif()
    #expect(bytes[22] == UInt8(ascii: "X"))
    bytes[22] = UInt8(ascii: "Q")  // "XMP DataXMP" → "QMP DataXMP"
    let r = MediaClassifier().classify(bytes: bytes, name: "x.gif")
    #expect(r.creationDate == nil && r.rating == nil)
    #expect(r.frameCount == 1)
  }
}
