import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Issue 14: XHTML, headerless PICT, MP3 after junk and with damaged frames between good
/// ones, 3GPP2 audio, and MP4s named .m4a whose moov the fast path cannot see.
@Suite("Damaged and legacy inputs")
struct DamagedAndLegacyInputTests {
  static func classify(_ bytes: [UInt8], name: String, fast: Bool = false) -> Classification {
    MediaClassifier(options: ClassifyOptions(mode: fast ? .fast : .thorough))
      .classify(bytes: bytes, name: name)
  }

  @Test func xhtmlIsHTML() {
    let page = "<?xml version=\"1.0\"?>\n<!-- c -->\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0//EN\" \"x\">\n<html><body>\u{E9}</body></html>"
    #expect(Self.classify(Array(page.utf8), name: "a.html").uti == "public.html")
    // ISO 8859-1 (not UTF-8) is still HTML.
    var latin1 = Array("<html><head><title>caf".utf8)
    latin1 += [0xE9] + Array("</title></head></html>".utf8)
    #expect(Self.classify(latin1, name: "b.htm").uti == "public.html")
    #expect(Self.classify(Array("<?xml version=\"1.0\"?><root/>".utf8), name: "c.xml").uti == "public.xml")
    #expect(SignatureChecks.isHTMLRoot("<?xml version='1.0'?>\n<html>"))
    #expect(!SignatureChecks.isHTMLRoot("<?xml version='1.0'?>\n<svg>"))
  }

  @Test func pictWithoutTheApplicationHeader() {
    var b = ByteBuilder()
    b.u16be(150); b.u16be(0); b.u16be(0); b.u16be(8); b.u16be(8)  // picFrame 8x8
    b.append([0x00, 0x11, 0x02, 0xFF, 0x0C, 0x00]); b.zeros(40)
    for fast in [false, true] {
      let record = Self.classify(b.bytes, name: "a.pict", fast: fast)
      #expect(record.uti == "com.apple.pict")
      #expect(record.pixelWidth == 8 && record.pixelHeight == 8)
    }
  }

  /// An MPEG-1 layer III frame of 128 kbit/s at 44.1 kHz (417 bytes, 1152 samples).
  static func frame() -> [UInt8] { [0xFF, 0xFB, 0x90, 0x64] + [UInt8](repeating: 0, count: 413) }

  @Test func mp3AfterJunkAndWithDamagedFramesBetween() {
    let junk = [UInt8](repeating: 0x55, count: 2000)
    let frames = (0..<10).flatMap { _ in Self.frame() }
    let damaged = junk + frames + [UInt8](repeating: 0x12, count: 300) + frames
    for fast in [false, true] {
      let record = Self.classify(damaged, name: "a.mp3", fast: fast)
      #expect(record.uti == "public.mp3")
      // 20 frames play; the 300 damaged bytes between them are skipped.
      #expect(abs((record.duration ?? 0) - 20 * 1152 / 44100.0) < 1e-6, "\(record.diagnostics ?? [])")
    }
    // Without the .mp3 name, junk first is not taken for MPEG audio.
    #expect(Self.classify(damaged, name: "a.bin").uti != "public.mp3")
    // Three chained frames are not enough after junk.
    #expect(Self.classify(junk + (0..<3).flatMap { _ in Self.frame() }, name: "b.mp3").uti != "public.mp3")
  }
}
