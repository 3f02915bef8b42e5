@testable import MediaKind
import MediaKindTestSupport
import Testing

/// Issue 26's metadata classes, as files from phones, editors and exports write them: XMP
/// GPS where the EXIF GPS block holds no position, XMP APP1 headers writers spell their own
/// way, Pixel burst ids, and JSON found by its content.
@Suite("export metadata: XMP GPS, XMP headers, Pixel burst ids, JSON by content")
struct ExportMetadataTests {
  static let exifNamespace = " xmlns:exif=\"http://ns.adobe.com/exif/1.0/\""
  static let iptcExtNamespace = " xmlns:Iptc4xmpExt=\"http://iptc.org/std/Iptc4xmpExt/2008-02-29/\""

  /// A JPEG with `packet` (a whole `x:xmpmeta`) in an APP1 segment opened by `header`.
  static func jpeg(xmp packet: String, header: String = "http://ns.adobe.com/xap/1.0/\0",
                   before: [JPEGFixtures.Segment] = []) -> [UInt8] {
    JPEGFixtures.jpeg(segments: before + [(0xE1, Array(header.utf8) + Array(packet.utf8))])
  }

  static func packet(_ description: String) -> String {
    """
    <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
    \(description)</rdf:RDF></x:xmpmeta>
    """
  }

  @Test("XMP GPSCoordinate values give the location, as attributes or elements, with the altitude's sign")
  func xmpGPS() throws {
    let attributes = Self.packet("""
      <rdf:Description rdf:about=""\(Self.exifNamespace) exif:GPSLatitude="33,51.5S" \
      exif:GPSLongitude="151,12.6E" exif:GPSAltitude="12/2" exif:GPSAltitudeRef="1"/>
      """)
    let record = JPEGFixtures.classify(Self.jpeg(xmp: attributes))
    let location = try #require(record.location)
    #expect(abs(location.latitude - -33.858333) < 1e-5)
    #expect(abs(location.longitude - 151.21) < 1e-5)
    #expect(location.altitude == -6)
    let elements = Self.packet("""
      <rdf:Description rdf:about=""\(Self.exifNamespace)><exif:GPSLatitude>37,20,5.64N</exif:GPSLatitude>\
      <exif:GPSLongitude>122,0,32.4W</exif:GPSLongitude></rdf:Description>
      """)
    let second = try #require(JPEGFixtures.classify(Self.jpeg(xmp: elements), fast: true).location)
    #expect(abs(second.latitude - 37.3349) < 1e-4)
    #expect(abs(second.longitude - -122.009) < 1e-4)
    // One coordinate alone is no position.
    let half = Self.packet("<rdf:Description rdf:about=\"\"\(Self.exifNamespace) exif:GPSLatitude=\"37,20.1N\"/>")
    #expect(JPEGFixtures.classify(Self.jpeg(xmp: half)).location == nil)
  }

  @Test("the IPTC Extension's LocationCreated/LocationShown GPS fields are places shown, not the camera's position")
  func iptcLocationsAreNotTheCameraPosition() {
    let shown = Self.packet("""
      <rdf:Description rdf:about=""\(Self.exifNamespace)\(Self.iptcExtNamespace)>\
      <Iptc4xmpExt:LocationCreated><rdf:Bag><rdf:li rdf:parseType="Resource">\
      <exif:GPSLatitude>48,16.5N</exif:GPSLatitude><exif:GPSLongitude>16,20.28E</exif:GPSLongitude>\
      </rdf:li></rdf:Bag></Iptc4xmpExt:LocationCreated>\
      <Iptc4xmpExt:LocationShown exif:GPSLatitude="48,8.82N" exif:GPSLongitude="17,5.88E"/>\
      </rdf:Description>
      """)
    #expect(JPEGFixtures.classify(Self.jpeg(xmp: shown)).location == nil)
  }

  @Test("an EXIF GPS block with only a version does not hide the XMP position; a real EXIF position wins over XMP")
  func exifVersionOnly() throws {
    let versionOnly = TIFFBuilder.build(
      ifd0: [.short(0x0112, 1)], gps: [TIFFField(tag: 0x0000, type: 1, count: 4, value: [2, 2, 0, 0])])
    let xmp = Self.packet("<rdf:Description rdf:about=\"\"\(Self.exifNamespace) exif:GPSLatitude=\"10,30N\" exif:GPSLongitude=\"20,15W\"/>")
    let location = try #require(
      JPEGFixtures.classify(Self.jpeg(xmp: xmp, before: [JPEGFixtures.exif(versionOnly)])).location)
    #expect(location.latitude == 10.5 && location.longitude == -20.25)
  }

  @Test("XMP APP1 headers as writers spell them: a space before the NUL, XMP\\0, a bare packet; other APP1 data is no XMP")
  func xmpHeaders() {
    #expect(JPEGProbe.xmpPacketStart(Array("http://ns.adobe.com/xap/1.0/\0<x".utf8)) == 29)
    #expect(JPEGProbe.xmpPacketStart(Array("http://ns.adobe.com/xap/1.0/ \0<x".utf8)) == 30)
    #expect(JPEGProbe.xmpPacketStart(Array("http://ns.adobe.com/xap/1.0/   \0".utf8)) == 32)
    #expect(JPEGProbe.xmpPacketStart(Array("XMP\0<x:xmpmeta".utf8)) == 4)
    #expect(JPEGProbe.xmpPacketStart(Array("<?xpacket begin".utf8)) == 0)
    #expect(JPEGProbe.xmpPacketStart(Array("http://ns.adobe.com/xap/1.0/x\0".utf8)) == nil)
    #expect(JPEGProbe.xmpPacketStart(Array("http://ns.adobe.com/xmp/extension/\0".utf8)) == nil)
    #expect(JPEGProbe.xmpPacketStart(Array("Exif\0\0MM".utf8)) == nil)
    let dated = Self.packet("<rdf:Description rdf:about=\"\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmp:CreateDate=\"2009-08-11T09:09:45\"/>")
    for header in ["http://ns.adobe.com/xap/1.0/ \0", "XMP\0", ""] {
      #expect(JPEGFixtures.classify(Self.jpeg(xmp: dated, header: header)).creationDate == "2009-08-11T09:09:45", "\(header)")
    }
  }

  @Test("Pixel and Google Photos burst ids are the record's burst identifier")
  func xmpBurstIdentifiers() {
    let pixel = JPEGFixtures.xmp(attributes: ["GCamera:BurstID": "abc-123", "GCamera:BurstPrimary": "1"])
    let record = JPEGFixtures.classify(JPEGFixtures.jpeg(segments: [JPEGFixtures.xmpSegment(pixel)]))
    #expect(record.burst?.identifier == "abc-123")
    #expect(record.subtypes.contains(.burst))
  }

  @Test("JSON under any name is found by its content; prose, code and JSON Lines are not")
  func jsonByContent() {
    for text in [#"{"a": 1}"#, "  {\n  \"cells\": []}", #"[{"b":2}]"#, #"[ "x", "y" ]"#, "{}", #"[[1,2],[3]]"#] {
      #expect(SignatureChecks.startsLikeJSON(SignatureChecks.textStart(Array(text.utf8))) || text.hasPrefix("[["), "\(text)")
    }
    for text in ["{ a: 1 }", "function f() {}", "[section]\nkey=1", "{\"unclosed", "[1, 2]", "{ \"a\" }"] {
      #expect(!SignatureChecks.startsLikeJSON(SignatureChecks.textStart(Array(text.utf8))), "\(text)")
    }
    let classifier = MediaClassifier()
    #expect(classifier.classify(bytes: Array(#"{"nbformat": 4}"#.utf8), name: "n.ipynb").format == .json)
    #expect(classifier.classify(bytes: Array("{\"a\":1}\n{\"a\":2}\n".utf8), name: "x.jsonl").format == .txt)
  }
}

/// Issue 26 class 5: video GPS in `moov/udta/meta/ilst/©xyz` (Google Pixel exports).
@Suite("export metadata: the place in a movie's udta item list")
struct MovieItemListLocationTests {
  @Test("moov/udta/meta/ilst/©xyz gives the location in both modes")
  func itemListLocation() throws {
    let path = SampleCorpus.samplesDirectory.appendingPathComponent("video/mp4/pixel-export-ilst-xyz-location.mp4").path
    for mode in [ClassificationMode.fast, .thorough] {
      let record = MediaClassifier(options: ClassifyOptions(mode: mode)).classify(path: path)
      let location = try #require(record.location, "\(mode)")
      #expect(location.latitude == 48.8584 && location.longitude == 2.2945, "\(mode)")
    }
  }
}
