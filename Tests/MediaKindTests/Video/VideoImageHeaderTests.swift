import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Still-image header table (`ImageHeaderProbe`). Kept with the video tests because both are
/// the "pixel size from a container header" work; the suite name carries "Video" so the
/// `Audio|Video` test filter runs it.
@Suite("Video and image headers: pixel size from fixed header fields")
struct VideoImageHeaderTests {
  typealias F = AVFixtures

  static func size(_ bytes: [UInt8], _ format: FormatID, fast: Bool = false) -> (Int?, Int?) {
    let facts = F.probe(ImageHeaderProbe(), bytes, format: format, fast: fast)
    return (facts.pixelWidth, facts.pixelHeight)
  }

  @Test func photoshopHeader() {
    var b = ByteBuilder()
    b.ascii("8BPS")
    b.u16be(1)
    b.zeros(6)
    b.u16be(3)
    b.u32be(170)
    b.u32be(256)
    b.u16be(8)
    b.u16be(3)
    let record = F.classify(b.bytes, name: "a.psd")
    #expect(record.format == .psd)
    #expect(record.pixelWidth == 256 && record.pixelHeight == 170)
  }

  @Test func pcxInclusiveBounds() {
    var b = ByteBuilder()
    b.append([0x0A, 5, 1, 8])
    b.u16le(0)
    b.u16le(0)
    b.u16le(319)
    b.u16le(199)
    b.zeros(118)
    #expect(Self.size(b.bytes, .pcx) == (320, 200))
  }

  @Test func netpbmWithCommentsAndPAM() {
    #expect(Self.size(Array("P1\n# CREATOR: GIMP\n32 16\n0 1".utf8), .pnm) == (32, 16))
    #expect(Self.size(Array("P6 640\n480 255\n".utf8), .pnm) == (640, 480))
    #expect(Self.size(Array("P7\nWIDTH 4\nHEIGHT 2\nDEPTH 4\nENDHDR\n".utf8), .pnm) == (4, 2))
    #expect(Self.size(Array("P5\n# only a comment".utf8), .pnm) == (nil, nil))
  }

  @Test func qoiXcfAndDPX() {
    var qoi = ByteBuilder()
    qoi.ascii("qoif")
    qoi.u32be(800)
    qoi.u32be(600)
    qoi.append([4, 0])
    #expect(Self.size(qoi.bytes, .qoi) == (800, 600))

    var xcf = ByteBuilder()
    xcf.ascii("gimp xcf v011")
    xcf.u8(0)
    xcf.u32be(8)
    xcf.u32be(6)
    #expect(Self.size(xcf.bytes, .xcf) == (8, 6))

    for bigEndian in [true, false] {
      var dpx = ByteBuilder()
      dpx.ascii(bigEndian ? "SDPX" : "XPDS")
      dpx.zeros(768 - 4)
      bigEndian ? dpx.u16be(0) : dpx.u16le(0)
      bigEndian ? dpx.u16be(1) : dpx.u16le(1)
      bigEndian ? dpx.u32be(2048) : dpx.u32le(2048)
      bigEndian ? dpx.u32be(1556) : dpx.u32le(1556)
      #expect(Self.size(dpx.bytes, .dpx) == (2048, 1556))
    }
  }

  @Test func openEXRDataWindow() {
    var b = ByteBuilder()
    b.append([0x76, 0x2F, 0x31, 0x01, 2, 0, 0, 0])
    func attribute(_ name: String, _ type: String, _ value: [UInt8]) {
      b.ascii(name)
      b.u8(0)
      b.ascii(type)
      b.u8(0)
      b.u32le(UInt32(value.count))
      b.append(value)
    }
    attribute("compression", "compression", [0])
    var window = ByteBuilder()
    window.u32le(UInt32(bitPattern: -10))
    window.u32le(0)
    window.u32le(789)
    window.u32le(799)
    attribute("dataWindow", "box2i", window.bytes)
    b.u8(0)
    #expect(Self.size(b.bytes, .exr) == (800, 800))
  }

  @Test func radianceResolutionString() {
    let header = "#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n\n-Y 512 +X 768\n"
    #expect(Self.size(Array(header.utf8), .hdr) == (768, 512))
    let rotated = "#?RGBE\n\n+X 30 -Y 20\n"
    #expect(Self.size(Array(rotated.utf8), .hdr) == (30, 20))
  }

  @Test func bpgFlifAndBase128() {
    #expect(Self.size([0x42, 0x50, 0x47, 0xFB, 0x40, 0x08, 0x81, 0x00, 0x10], .bpg) == (128, 16))
    #expect(Self.size(Array("FLIF31".utf8) + [0x0F, 0x81, 0x7F], .flif) == (16, 256))
    var position = 0
    #expect(ImageHeaderProbe.base128([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01], &position) == nil)
  }

  @Test func miffAndPSP() {
    let miff = "id=ImageMagick\nclass=DirectClass  columns=8  rows=4 depth=8\n\u{0C}\n:\u{1A}"
    #expect(Self.size(Array(miff.utf8), .miff) == (8, 4))
    var psp = ByteBuilder()
    psp.ascii("Paint Shop Pro Image File\n\u{1A}")
    psp.zeros(32 - psp.count)
    psp.u16le(10)
    psp.u16le(0)
    psp.ascii("~BK")
    psp.u8(0)
    psp.u16le(0)
    psp.u32le(46)
    psp.u32le(46)
    psp.u32le(8)
    psp.u32le(7)
    #expect(Self.size(psp.bytes, .psp) == (8, 7))
  }

  @Test func jpeg2000HeaderBoxAndCodestream() {
    var jp2 = ByteBuilder()
    jp2.box("jP  ") { $0.append([0x0D, 0x0A, 0x87, 0x0A]) }
    jp2.box("ftyp") {
      $0.ascii("jp2 ")
      $0.u32be(0)
      $0.ascii("jp2 ")
    }
    jp2.box("jp2h") {
      $0.box("ihdr") { h in
        h.u32be(3701)
        h.u32be(2717)
        h.u16be(3)
        h.append([7, 7, 0, 0])
      }
    }
    let record = F.classify(jp2.bytes, name: "balloon.jp2")
    #expect(record.format == .jp2)
    #expect(record.pixelWidth == 2717 && record.pixelHeight == 3701)

    var j2c = ByteBuilder()
    j2c.append([0xFF, 0x4F, 0xFF, 0x51])
    j2c.u16be(41)
    j2c.u16be(0)
    j2c.u32be(108)
    j2c.u32be(88)
    j2c.u32be(100)
    j2c.u32be(80)
    #expect(Self.size(j2c.bytes, .jp2) == (8, 8))
  }

  /// JPEG XL SizeHeader bits, least significant first.
  static func jxlCodestream(_ fields: [(value: Int, bits: Int)]) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0x0A]
    var bitPosition = 0
    var current: UInt8 = 0
    for (value, count) in fields {
      for i in 0..<count {
        if (value >> i) & 1 == 1 { current |= 1 << UInt8(bitPosition) }
        bitPosition += 1
        if bitPosition == 8 {
          bytes.append(current)
          current = 0
          bitPosition = 0
        }
      }
    }
    bytes.append(current)
    return bytes + [0, 0, 0, 0]
  }

  @Test func jpegXLSmallAndRatioSizes() {
    // small: height (31+1)·8 = 256, ratio 1 (square).
    let small = Self.jxlCodestream([(1, 1), (31, 5), (1, 3), (1, 1)])
    #expect(Self.size(small, .jpegxl) == (256, 256))
    // not small: selector 1 (13 bits, +1): height 130; ratio 0; width selector 0 (9 bits) 200.
    let explicit = Self.jxlCodestream([(0, 1), (1, 2), (129, 13), (0, 3), (0, 2), (199, 9), (1, 1)])
    #expect(Self.size(explicit, .jpegxl) == (200, 130))
  }

  @Test func jpegXLOrientationSwapsTheDisplaySizeInsideAContainer() {
    // 4032 × 3024 stored, orientation 6 (extra_fields): displayed 3024 × 4032.
    let codestream = Self.jxlCodestream([
      (0, 1), (2, 2), (3023, 18), (0, 3), (2, 2), (4031, 18), (0, 1), (1, 1), (5, 3),
    ])
    var b = ByteBuilder()
    b.append([0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A])
    b.box("ftyp") {
      $0.ascii("jxl ")
      $0.u32be(0)
      $0.ascii("jxl ")
    }
    b.box("Exif") { $0.zeros(70_000) }  // pushes the codestream past the head
    b.box("jxlp") {
      $0.u32be(0x8000_0000)
      $0.append(codestream)
    }
    let record = F.classify(b.bytes, name: "photo.jxl")
    #expect(record.format == .jpegxl)
    #expect(record.pixelWidth == 3024 && record.pixelHeight == 4032)
    #expect(F.classify(b.bytes, name: "photo.jxl", fast: true).pixelWidth == nil)
  }

  @Test func iconReportsItsLargestImageAndReadsPNGEntries() {
    // Two entries: 16×16 BMP, and a PNG whose directory says 0 (256) but whose IHDR says 300×200.
    var png = ByteBuilder()
    png.append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    png.pngChunk("IHDR", [0, 0, 1, 0x2C, 0, 0, 0, 0xC8, 8, 6, 0, 0, 0])
    var b = ByteBuilder()
    b.u16le(0)
    b.u16le(1)
    b.u16le(2)
    b.append([16, 16, 0, 0])
    b.u16le(1)
    b.u16le(32)
    b.u32le(40)
    b.u32le(38)
    b.append([0, 0, 0, 0])
    b.u16le(1)
    b.u16le(32)
    b.u32le(UInt32(png.count))
    b.u32le(78)
    b.zeros(40)
    b.append(png.bytes)
    let record = F.classify(b.bytes, name: "favicon.ico")
    #expect(record.format == .ico)
    #expect(record.pixelWidth == 300 && record.pixelHeight == 200)
  }

  @Test func truncatedHeadersReportNothing() {
    for (format, bytes) in [
      ("psd", Array("8BPS".utf8) + [0, 1, 0]), ("qoi", Array("qoif".utf8) + [0, 0]),
      ("jpegxl", [0xFF, 0x0A]), ("exr", [0x76, 0x2F, 0x31, 0x01, 2, 0, 0, 0, 0x61]),
      ("jp2", [0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A, 0, 0, 0]),
    ] as [(String, [UInt8])] {
      let facts = F.probe(ImageHeaderProbe(), bytes, format: FormatID(rawValue: format))
      #expect(facts.pixelWidth == nil, "\(format)")
      #expect(!facts.diagnosticTexts.isEmpty, "\(format)")
    }
  }
}
