import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Issue 14: capture dates (and sizes) of the RAW formats that are not TIFF-based: Fuji RAF
/// (the embedded JPEG's EXIF), Minolta MRW (PRD and TTW blocks), Sigma X3F (header, PROP TIME,
/// JpgFromRaw), built from the layouts in the probes' comments.
@Suite("RAF, MRW and X3F metadata")
struct RawHeaderMetadataTests {
  static func classify(_ bytes: [UInt8], name: String, fast: Bool = false) -> Classification {
    MediaClassifier(options: ClassifyOptions(mode: fast ? .fast : .thorough))
      .classify(bytes: bytes, name: name)
  }

  static func exif(_ date: String, orientation: UInt16? = nil) -> [UInt8] {
    var ifd0: [TIFFField] = [.ascii(0x010F, "Maker"), .ascii(0x0110, "Model")]
    if let orientation { ifd0.append(.short(0x0112, orientation)) }
    return TIFFBuilder.build(ifd0: ifd0, exif: [.ascii(0x9003, date), .ascii(0x9011, "+09:00")])
  }

  /// SOI, APP1 Exif, SOF0 (160x120), SOS, EOI.
  static func jpeg(exif tiff: [UInt8]) -> [UInt8] {
    var b = ByteBuilder([0xFF, 0xD8])
    b.jpegSegment(0xE1, Array("Exif\0\0".utf8) + tiff)
    b.jpegSegment(0xC0, [8, 0, 120, 0, 160, 1, 1, 0x11, 0])
    b.jpegSegment(0xDA, [1, 1, 0, 0, 63, 0])
    b.append([0x00, 0xFF, 0xD9])
    return b.bytes
  }

  static func raf(jpeg: [UInt8], jpegOffset: UInt32 = 148) -> [UInt8] {
    var b = ByteBuilder()
    b.ascii("FUJIFILMCCD-RAW 0201FF383501")
    b.ascii("X-T3"); b.zeros(60 - b.count)
    b.ascii("0100"); b.zeros(84 - b.count)
    b.u32be(jpegOffset); b.u32be(UInt32(jpeg.count))
    b.zeros(Int(jpegOffset) - b.count)
    b.append(jpeg)
    b.zeros(64)  // CFA data
    return b.bytes
  }

  @Test func rafDateComesFromTheEmbeddedJPEG() {
    let file = Self.raf(jpeg: Self.jpeg(exif: Self.exif("2019:06:01 12:34:56")))
    for fast in [false, true] {
      let record = Self.classify(file, name: "DSCF0001.RAF", fast: fast)
      #expect(record.format == .raf)
      #expect(record.creationDate == "2019-06-01T12:34:56+09:00", "fast=\(fast) \(record.diagnostics ?? [])")
      #expect(record.make == "Maker")
      // The preview's 160x120 is not the RAW's size.
      #expect(record.pixelWidth == nil)
    }
    // No JPEG where the header points: a diagnostic, no date.
    var broken = file
    broken[148] = 0
    let record = Self.classify(broken, name: "a.raf")
    #expect(record.status == .ok)
    #expect(record.creationDate == nil)
    #expect(record.diagnostics?.contains { $0.contains("no JPEG at offset 148") } == true)
    // ExifTool's rule: an offset with bit 15 set is not a JPEG offset.
    let flagged = Self.classify(Self.raf(jpeg: [], jpegOffset: 0x8000), name: "b.raf")
    #expect(flagged.creationDate == nil)
  }

  static func mrw(blocks: [(String, [UInt8])]) -> [UInt8] {
    var area = ByteBuilder()
    for (tag, data) in blocks {
      area.u8(0); area.ascii(tag); area.u32be(UInt32(data.count)); area.append(data)
    }
    var b = ByteBuilder([0x00, 0x4D, 0x52, 0x4D])
    b.u32be(UInt32(area.count))
    b.append(area.bytes)
    b.zeros(32)  // image data
    return b.bytes
  }

  static func prd(width: UInt16, height: UInt16) -> [UInt8] {
    var b = ByteBuilder()
    b.ascii("21860002"); b.u16be(height + 8); b.u16be(width + 8); b.u16be(height); b.u16be(width)
    b.append([12, 12, 0x59, 0, 0, 0, 0, 1])
    return b.bytes
  }

  @Test func mrwSizeFromPRDAndDateFromTTW() {
    let file = Self.mrw(blocks: [
      ("PRD", Self.prd(width: 3008, height: 2000)),
      ("TTW", Self.exif("2004:10:09 08:07:06")),
      ("WBG", [0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]),
    ])
    for fast in [false, true] {
      let record = Self.classify(file, name: "PICT0001.MRW", fast: fast)
      #expect(record.format == .mrw)
      #expect(record.pixelWidth == 3008)
      #expect(record.pixelHeight == 2000)
      #expect(record.creationDate == "2004-10-09T08:07:06+09:00", "fast=\(fast) \(record.diagnostics ?? [])")
      #expect(record.model == "Model")
    }
    // EXIF orientation 6 in TTW: the oriented size, as for TIFF-based RAWs.
    let portrait = Self.mrw(blocks: [
      ("PRD", Self.prd(width: 3008, height: 2000)), ("TTW", Self.exif("2004:10:09 08:07:06", orientation: 6)),
    ])
    let record = Self.classify(portrait, name: "b.mrw")
    #expect(record.pixelWidth == 2000)
    #expect(record.pixelHeight == 3008)
    // A block that claims more than the block area: a diagnostic, no crash.
    var overrun = file
    overrun[12] = 0x7F
    let broken = Self.classify(overrun, name: "c.mrw")
    #expect(broken.status == .ok)
    #expect(broken.diagnostics?.contains { $0.contains("overruns") } == true)
  }

  /// PROP section with the given properties (UTF-16LE, format 0).
  static func prop(_ properties: [(String, String)]) -> [UInt8] {
    var characters: [UInt16] = []
    var entries = ByteBuilder()
    for (name, value) in properties {
      entries.u32le(UInt32(characters.count)); characters += Array(name.utf16) + [0]
      entries.u32le(UInt32(characters.count)); characters += Array(value.utf16) + [0]
    }
    var b = ByteBuilder()
    b.ascii("SECp"); b.u32le(0x0002_0000); b.u32le(UInt32(properties.count)); b.u32le(0); b.u32le(0)
    b.u32le(UInt32(characters.count))
    b.append(entries.bytes)
    for unit in characters { b.u16le(unit) }
    return b.bytes
  }

  static func x3f(version: UInt32 = 0x0002_0002, rotation: UInt32, sections: [(String, [UInt8])]) -> [UInt8] {
    var b = ByteBuilder()
    b.ascii("FOVb"); b.u32le(version); b.zeros(16); b.u32le(0)
    if version >> 16 >= 4 { b.zeros(12) }
    b.u32le(2268); b.u32le(1512); b.u32le(rotation)
    b.zeros(256 - b.count)
    var directory: [(UInt32, UInt32, String)] = []
    for (type, data) in sections {
      directory.append((UInt32(b.count), UInt32(data.count), type))
      b.append(data)
    }
    let pointer = UInt32(b.count)
    b.ascii("SECd"); b.u32le(0x0002_0000); b.u32le(UInt32(directory.count))
    for (offset, length, type) in directory { b.u32le(offset); b.u32le(length); b.ascii(type) }
    b.u32le(pointer)
    return b.bytes
  }

  @Test func x3fSizeRotationAndPropertyTime() {
    let file = Self.x3f(rotation: 90, sections: [("PROP", Self.prop([("CAMMODEL", "SIGMA SD10"), ("TIME", "978309395")]))])
    let record = Self.classify(file, name: "IMG.X3F")
    #expect(record.format == .x3f)
    // Rotation 90 (clockwise): the displayed image is portrait.
    #expect(record.pixelWidth == 1512)
    #expect(record.pixelHeight == 2268)
    #expect(record.creationDate == "2001-01-01T00:36:35")
    let upright = Self.classify(Self.x3f(rotation: 0, sections: []), name: "b.x3f")
    #expect(upright.pixelWidth == 2268)
    #expect(upright.creationDate == nil)
    // Version 4 (Quattro) keeps the size 12 bytes further on.
    let quattro = Self.classify(Self.x3f(version: 0x0004_0001, rotation: 180, sections: []), name: "c.x3f")
    #expect(quattro.pixelWidth == 2268)
    #expect(quattro.pixelHeight == 1512)
  }

  @Test func x3fJpgFromRawEXIF() {
    var image = ByteBuilder()
    image.ascii("SECi"); image.u32le(0x0002_0000); image.u32le(2); image.u32le(18)
    image.u32le(160); image.u32le(120); image.u32le(0)
    image.append(Self.jpeg(exif: Self.exif("2013:05:06 07:08:09")))
    let record = Self.classify(Self.x3f(rotation: 0, sections: [("IMA2", image.bytes)]), name: "d.x3f")
    #expect(record.creationDate == "2013-05-06T07:08:09+09:00")
    #expect(record.pixelWidth == 2268)
  }

  @Test func x3fDamageIsDiagnosed() {
    // TIME that is no number, a property table that overruns its section, a bad pointer.
    let bad = Self.classify(Self.x3f(rotation: 0, sections: [("PROP", Self.prop([("TIME", "yesterday")]))]), name: "e.x3f")
    #expect(bad.creationDate == nil)
    #expect(bad.diagnostics?.contains { $0.contains("not a Unix time") } == true)
    var overrun = Self.prop([("TIME", "978309395")])
    overrun[8] = 0xFF
    #expect(X3FProbe.property("TIME", in: overrun) == nil)
    var pointer = Self.x3f(rotation: 0, sections: [])
    pointer[pointer.count - 4] = 0xF0
    let lost = Self.classify(pointer, name: "f.x3f")
    #expect(lost.status == .ok)
    #expect(lost.diagnostics?.contains { $0.contains("no SECd directory") } == true)
  }
}
