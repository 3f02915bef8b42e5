import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Issue 14: capture dates from the metadata blocks each format carries, built as synthetic
/// bytes (layouts as in the probes' comments), in both modes.
@Suite("Capture dates from embedded metadata blocks")
struct EmbeddedDateTests {
  static func classify(_ bytes: [UInt8], name: String, fast: Bool = false) -> Classification {
    MediaClassifier(options: ClassifyOptions(mode: fast ? .fast : .thorough))
      .classify(bytes: bytes, name: name)
  }

  /// A TIFF structure whose EXIF IFD states DateTimeOriginal.
  static func exif(_ date: String = "2021:09:27 07:13:34") -> [UInt8] {
    TIFFBuilder.build(ifd0: [.ascii(0x010F, "Maker")], exif: [.ascii(0x9003, date)])
  }

  static let xmp = Array("""
    <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
    <rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreateDate="2014-09-18T14:29:04+03:00"/>\
    </rdf:RDF></x:xmpmeta>
    """.utf8)

  static func expectDate(_ bytes: [UInt8], name: String, _ expected: String) {
    for fast in [false, true] {
      let record = classify(bytes, name: name, fast: fast)
      #expect(record.creationDate == expected, "\(name) fast=\(fast): \(record.diagnostics ?? [])")
    }
  }

  @Test func psdImageResources() {
    func resource(_ id: UInt16, _ data: [UInt8]) -> [UInt8] {
      var b = ByteBuilder()
      b.ascii("8BIM"); b.u16be(id); b.u16be(0)  // empty Pascal name, padded to 2
      b.u32be(UInt32(data.count)); b.append(data)
      if data.count % 2 == 1 { b.u8(0) }
      return b.bytes
    }
    func psd(_ resources: [UInt8]) -> [UInt8] {
      var b = ByteBuilder()
      b.ascii("8BPS"); b.u16be(1); b.zeros(6); b.u16be(3); b.u32be(8); b.u32be(16); b.u16be(8); b.u16be(3)
      b.u32be(0)  // no colour mode data
      b.u32be(UInt32(resources.count)); b.append(resources)
      b.u32be(0); b.u16be(0)
      return b.bytes
    }
    Self.expectDate(psd(resource(0x0424, Self.xmp)), name: "a.psd", "2014-09-18T14:29:04+03:00")
    // The EXIF DateTimeOriginal comes before XMP xmp:CreateDate (Docs/DetectionRules.md "Capture date").
    Self.expectDate(
      psd(resource(0x0422, Self.exif()) + resource(0x0424, Self.xmp)), name: "b.psd", "2021-09-27T07:13:34")
    // A block that overruns its section is damage, not a crash.
    var broken = psd(resource(0x0422, Self.exif()))
    broken[41] = 0xFF
    #expect(Self.classify(broken, name: "c.psd").status == .ok)
  }

  @Test func xcfParasites() {
    func parasite(_ name: String, _ data: [UInt8]) -> [UInt8] {
      var b = ByteBuilder()
      b.u32be(UInt32(name.utf8.count + 1)); b.ascii(name); b.u8(0)
      b.u32be(1); b.u32be(UInt32(data.count)); b.append(data)
      return b.bytes
    }
    func xcf(version: String, _ parasites: [UInt8]) -> [UInt8] {
      var b = ByteBuilder()
      b.ascii("gimp xcf \(version)"); b.u8(0); b.u32be(8); b.u32be(8); b.u32be(0)
      if version != "file" { b.u32be(150) }  // precision (v004 and later)
      b.u32be(21); b.u32be(UInt32(parasites.count)); b.append(parasites)
      b.u32be(0); b.u32be(0)
      return b.bytes
    }
    Self.expectDate(
      xcf(version: "file", parasite("exif-data", Array("Exif\0\0".utf8) + Self.exif())), name: "a.xcf",
      "2021-09-27T07:13:34")
    Self.expectDate(
      xcf(version: "v011", parasite("gimp-metadata", Array("GIMP_XMP_1".utf8) + Self.xmp)), name: "b.xcf",
      "2014-09-18T14:29:04+03:00")
    let gimpXML = Array(
      "<?xml version='1.0'?><metadata><tag name=\"Exif.Photo.DateTimeOriginal\">2019:01:02 03:04:05</tag></metadata>".utf8)
    Self.expectDate(
      xcf(version: "v011", parasite("gimp-image-metadata", gimpXML)), name: "c.xcf", "2019-01-02T03:04:05")
  }

  @Test func miffProfiles() {
    let app1 = Array("Exif\0\0".utf8) + Self.exif()
    var b = ByteBuilder()
    b.ascii("id=ImageMagick\nclass=DirectClass {a comment with profile-x=9}\ncolumns=8  rows=8\n")
    b.ascii("profile-icc=4\nprofile-APP1=\(app1.count)\n\u{0C}\n:\u{1A}")
    b.append([1, 2, 3, 4]); b.append(app1); b.zeros(8 * 8 * 3)
    Self.expectDate(b.bytes, name: "a.miff", "2021-09-27T07:13:34")
    #expect(MIFFProbe.profiles(in: Array("profile-a=1 {profile-b=2} profile-c=x profile-d=3".utf8)[...]).map(\.0) == ["a"])
  }

  @Test func bpgExifExtension() {
    // libbpg leaves the APP1 padding byte in front of the TIFF header.
    let exif = [0] + Self.exif()
    var ext = ByteBuilder()
    ext.u8(1)
    var length = [UInt8]()
    var n = exif.count
    repeat { length.insert(UInt8(n & 0x7F) | (length.isEmpty ? 0 : 0x80), at: 0); n >>= 7 } while n > 0
    ext.append(length); ext.append(exif)
    var b = ByteBuilder()
    b.append([0x42, 0x50, 0x47, 0xFB, 0x40, 0x08, 16, 16, 0])
    var total = [UInt8]()
    n = ext.count
    repeat { total.insert(UInt8(n & 0x7F) | (total.isEmpty ? 0 : 0x80), at: 0); n >>= 7 } while n > 0
    b.append(total); b.append(ext.bytes); b.zeros(16)
    Self.expectDate(b.bytes, name: "a.bpg", "2021-09-27T07:13:34")
  }

  @Test func jpeg2000AndJPEGXLBoxes() {
    var jp2 = ByteBuilder()
    jp2.box("jP  ") { $0.append([0x0D, 0x0A, 0x87, 0x0A]) }
    jp2.box("ftyp") { $0.ascii("jp2 "); $0.u32be(0); $0.ascii("jp2 ") }
    jp2.box("jp2h") { h in h.box("ihdr") { $0.u32be(75); $0.u32be(100); $0.u16be(3); $0.u8(7); $0.u8(7); $0.u16be(0) } }
    jp2.box("uuid") { $0.append(JPEG2000Probe.exifUUIDAdobe); $0.append(Self.exif()) }
    jp2.box("jp2c") { $0.append([0xFF, 0x4F, 0xFF, 0x51]) }
    Self.expectDate(jp2.bytes, name: "a.jp2", "2021-09-27T07:13:34")

    var jxl = ByteBuilder()
    jxl.box("JXL ") { $0.append([0x0D, 0x0A, 0x87, 0x0A]) }
    jxl.box("ftyp") { $0.ascii("jxl "); $0.u32be(0); $0.ascii("jxl ") }
    jxl.box("Exif") { $0.u32be(6); $0.ascii("Exif\0\0"); $0.append(Self.exif("2021:09:27 07:13:34")) }
    jxl.box("jxlc") { $0.append([0xFF, 0x0A, 0x00, 0x00]) }
    Self.expectDate(jxl.bytes, name: "a.jxl", "2021-09-27T07:13:34")
    // A TIFF offset past the box is a diagnostic.
    var bad = ByteBuilder()
    bad.box("JXL ") { $0.append([0x0D, 0x0A, 0x87, 0x0A]) }
    bad.box("ftyp") { $0.ascii("jxl "); $0.u32be(0); $0.ascii("jxl ") }
    bad.box("Exif") { $0.u32be(0xFFFF_FFF0); $0.zeros(8) }
    let record = Self.classify(bad.bytes, name: "b.jxl")
    #expect(record.creationDate == nil)
    #expect(record.diagnostics?.contains { $0.contains("Exif box") } == true)
  }

  @Test func dvRecordingDatePacks() {
    var frame = [UInt8](repeating: 0xFF, count: 480)
    frame.replaceSubrange(0..<5, with: [0x1F, 0x07, 0x00, 0xBF, 0x68])
    // Block 3 (a VAUX block): packs from byte 3; 0x62 date then 0x63 time (BCD).
    let vaux = 3 * 80
    frame.replaceSubrange(vaux..<(vaux + 3), with: [0x50, 0x07, 0x00])
    frame.replaceSubrange((vaux + 3)..<(vaux + 13), with: [0x62, 0xFF, 0xD6, 0xE2, 0x10, 0x63, 0xFF, 0xA8, 0xB6, 0xE1])
    Self.expectDate(frame, name: "a.dv", "2010-02-16T21:36:28")
    #expect(DVProbe.recordingDate(frame) == "2010-02-16T21:36:28")
    // A time pack not right after the date pack is not used.
    var apart = frame
    apart.replaceSubrange((vaux + 8)..<(vaux + 13), with: [0x61, 0, 0, 0, 0])
    #expect(DVProbe.recordingDate(apart) == nil)
  }

  @Test func aviDates() {
    func avi(_ extra: (inout ByteBuilder) -> Void) -> [UInt8] {
      var body = ByteBuilder()
      body.ascii("AVI ")
      var hdrl = ByteBuilder()
      hdrl.ascii("hdrl")
      var avih = ByteBuilder()
      avih.u32le(40000); avih.zeros(12); avih.u32le(10); avih.zeros(12); avih.u32le(320); avih.u32le(240); avih.zeros(16)
      hdrl.riffChunk("avih", avih.bytes)
      body.riffChunk("LIST", hdrl.bytes)
      extra(&body)
      body.riffChunk("LIST", Array("movi".utf8))
      var b = ByteBuilder()
      b.ascii("RIFF"); b.u32le(UInt32(body.count)); b.append(body.bytes)
      return b.bytes
    }
    Self.expectDate(avi { $0.riffChunk("IDIT", Array("Mon Mar 10 15:04:43 2003\n\0".utf8)) }, name: "a.avi", "2003-03-10T15:04:43")
    var info = ByteBuilder()
    info.ascii("INFO"); info.riffChunk("ICRD", Array("2002-12-16  15:35:01\0".utf8))
    Self.expectDate(avi { $0.riffChunk("LIST", info.bytes) }, name: "b.avi", "2002-12-16T15:35:01")
    #expect(RIFFProbe.riffDate(Array("2001/ 1/27  1:42PM".utf8)) == "2001-01-27T13:42:00")
    #expect(RIFFProbe.riffDate(Array("2003-03-10".utf8)) == nil)
  }
}
