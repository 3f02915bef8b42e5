import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Issue 14: pixel sizes of Apple CgBI PNG, SVG and PGF, and RealMedia audio-only files.
@Suite("CgBI, SVG, PGF sizes and RealMedia stream kinds")
struct SizesAndStreamKindTests {
  static func classify(_ bytes: [UInt8], name: String, fast: Bool = false) -> Classification {
    MediaClassifier(options: ClassifyOptions(mode: fast ? .fast : .thorough))
      .classify(bytes: bytes, name: name)
  }

  @Test func cgbiPNGTakesTheIHDRAfterTheCgBIChunk() {
    var b = ByteBuilder([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    b.pngChunk("CgBI", [0x50, 0x00, 0x20, 0x06])
    var ihdr = ByteBuilder()
    ihdr.u32be(120); ihdr.u32be(180); ihdr.append([8, 6, 0, 0, 0])
    b.pngChunk("IHDR", ihdr.bytes)
    b.pngChunk("IDAT", [0x63, 0x00])
    b.pngChunk("IEND", [])
    for fast in [false, true] {
      let record = Self.classify(b.bytes, name: "Icon@2x.png", fast: fast)
      #expect(record.format == .png)
      #expect(record.pixelWidth == 120)
      #expect(record.pixelHeight == 180)
      #expect(record.diagnostics == nil)
    }
  }

  static func svg(_ attributes: String) -> [UInt8] {
    Array("<?xml version=\"1.0\"?>\n<!-- drawn -->\n<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)><rect/></svg>\n".utf8)
  }

  @Test(arguments: [
    ("width=\"4in\" height=\"3in\"", 384, 288),
    ("width='300' height='150.4'", 300, 150),
    ("width=\"10cm\" height=\"50mm\"", 378, 189),
    ("width=\"72pt\" height=\"6pc\"", 96, 96),
    ("width=\"100%\" height=\"100%\" viewBox=\"0 0 640 480\"", 640, 480),
    ("viewBox=\"-10,-10 1024.6,768\"", 1025, 768),
    ("width=\"200px\" viewBox=\"0 0 400 100\"", 200, 50),
    ("height=\"2em\" viewBox=\"0 0 24 12\"", 24, 12),
    ("width = \"1e2\" height = \"5E1\"", 100, 50),
  ])
  func svgIntrinsicSize(attributes: String, width: Int, height: Int) {
    let record = Self.classify(Self.svg(attributes), name: "a.svg")
    #expect(record.format == .svg)
    #expect(record.pixelWidth == width, "\(attributes)")
    #expect(record.pixelHeight == height, "\(attributes)")
  }

  @Test func svgWithoutAnAbsoluteSizeOrViewBoxHasNone() {
    for attributes in ["", "width=\"100%\" height=\"50%\"", "width=\"auto\" height=\"-3\"", "viewBox=\"0 0 0 10\""] {
      let record = Self.classify(Self.svg(attributes), name: "b.svg")
      #expect(record.pixelWidth == nil, "\(attributes)")
    }
    // A prefixed root element and single quotes.
    let prefixed = Array("<svg:svg xmlns:svg='http://www.w3.org/2000/svg' width='16' height='8'/>".utf8)
    #expect(Self.classify(prefixed, name: "c.svg").pixelWidth == 16)
    #expect(SVGLength("12.5mm")?.pixels.map { ($0 * 100).rounded() } == 4724)
    #expect(SVGLength("3furlongs") == nil)
  }

  @Test func pgfHeaderSize() {
    var b = ByteBuilder()
    b.ascii("PGF6"); b.u32le(24); b.u32le(1024); b.u32le(768)
    b.append([6, 0, 24, 3, 3, 8, 0, 0])
    b.zeros(32)
    for fast in [false, true] {
      let record = Self.classify(b.bytes, name: "a.pgf", fast: fast)
      #expect(record.format == .pgf)
      #expect(record.mediaType == .image)
      #expect(record.uti == "org.libpgf.pgf")
      #expect(record.pixelWidth == 1024)
      #expect(record.pixelHeight == 768)
    }
    // Text that happens to start with "PGF" is not PGF.
    #expect(Self.classify(Array("PGF notes: nothing to see here, really.\n".utf8), name: "notes.txt").format != .pgf)
  }

  /// A RealMedia file with the given MDPR MIME types (video ones with a VIDO block).
  static func realMedia(_ mimes: [String], durationMS: UInt32 = 12_345, data: Bool = true) -> [UInt8] {
    func chunk(_ id: String, _ body: [UInt8]) -> [UInt8] {
      var c = ByteBuilder()
      c.ascii(id); c.u32be(UInt32(10 + body.count)); c.u16be(0); c.append(body)
      return c.bytes
    }
    var b = ByteBuilder()
    b.ascii(".RMF"); b.u32be(18); b.u16be(0); b.u32be(0); b.u32be(UInt32(2 + mimes.count))
    var prop = ByteBuilder()
    for _ in 0..<5 { prop.u32be(1000) }
    prop.u32be(durationMS); prop.u32be(0); prop.u32be(0); prop.u32be(0); prop.u16be(UInt16(mimes.count)); prop.u16be(0)
    b.append(chunk("PROP", prop.bytes))
    for (index, mime) in mimes.enumerated() {
      var mdpr = ByteBuilder()
      mdpr.u16be(UInt16(index))
      for _ in 0..<7 { mdpr.u32be(0) }
      mdpr.u8(6); mdpr.ascii("stream")
      mdpr.u8(UInt8(mime.utf8.count)); mdpr.ascii(mime)
      if mime.contains("video") {
        var vido = ByteBuilder()
        vido.u32be(34); vido.ascii("VIDORV40"); vido.u16be(320); vido.u16be(240); vido.u16be(12); vido.zeros(16)
        mdpr.u32be(UInt32(vido.count)); mdpr.append(vido.bytes)
      } else {
        mdpr.u32be(4); mdpr.ascii(".ra\u{FD}")
      }
      b.append(chunk("MDPR", mdpr.bytes))
    }
    if data { b.append(chunk("DATA", [0, 0, 0, 0, 0, 0, 0, 0])) }
    return b.bytes
  }

  @Test func realMediaWithOnlyAudioIsAudio() {
    for fast in [false, true] {
      let record = Self.classify(Self.realMedia(["audio/x-pn-realaudio"]), name: "song.rm", fast: fast)
      #expect(record.format == .rmAudio)
      #expect(record.mediaType == .audio)
      #expect(record.uti == "com.real.realaudio")
      #expect(record.duration == 12.345)
      #expect(record.extensionMatchesContent == true)
    }
    let multirate = Self.classify(
      Self.realMedia(["logical-fileinfo", "logical-audio/x-pn-multirate-realaudio", "audio/x-pn-realaudio"]),
      name: "b.rm")
    #expect(multirate.mediaType == .audio)
  }

  @Test func realMediaWithVideoStaysVideo() {
    let record = Self.classify(Self.realMedia(["audio/x-pn-realaudio", "video/x-pn-realvideo"]), name: "c.rmvb")
    #expect(record.format == .rm)
    #expect(record.mediaType == .video)
    #expect(record.pixelWidth == 320)
    #expect(record.pixelHeight == 240)
    // A header that ends before DATA proves nothing about video: the signature's type stays.
    let cut = Self.classify(Self.realMedia(["audio/x-pn-realaudio"], data: false), name: "d.rm")
    #expect(cut.mediaType == .video)
    // No stream at all.
    #expect(Self.classify(Self.realMedia([]), name: "e.rm").mediaType == .video)
  }
}
