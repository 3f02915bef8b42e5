import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Issue 14: JPEG XL `brob` boxes (ISO/IEC 18181-2 §9.3), decoded by libbrotli behind
/// BrotliBridge, with the output capped.
@Suite("JPEG XL Brotli-compressed metadata boxes")
struct JPEGXLBrotliTests {
  static func jxl(_ boxes: (inout ByteBuilder) -> Void) -> [UInt8] {
    var b = ByteBuilder()
    b.box("JXL ") { $0.append([0x0D, 0x0A, 0x87, 0x0A]) }
    b.box("ftyp") { $0.ascii("jxl "); $0.u32be(0); $0.ascii("jxl ") }
    boxes(&b)
    b.box("jxlc") { $0.append([0xFF, 0x0A, 0x00, 0x00]) }
    return b.bytes
  }

  static func exifPayload(_ date: String) -> [UInt8] {
    var b = ByteBuilder()
    b.u32be(0)
    b.append(TIFFBuilder.build(ifd0: [.ascii(0x010F, "Maker")], exif: [.ascii(0x9003, date)]))
    return b.bytes
  }

  static func classify(_ bytes: [UInt8], fast: Bool = false) -> Classification {
    MediaClassifier(options: ClassifyOptions(mode: fast ? .fast : .thorough))
      .classify(bytes: bytes, name: "a.jxl")
  }

  @Test func brotliCompressedExifBoxGivesTheDate() {
    let file = Self.jxl { b in
      b.box("brob") { $0.ascii("Exif"); $0.append(BrotliStoredStream.encode(Self.exifPayload("2022:03:04 05:06:07"))) }
    }
    for fast in [false, true] {
      let record = Self.classify(file, fast: fast)
      #expect(record.creationDate == "2022-03-04T05:06:07", "fast=\(fast) \(record.diagnostics ?? [])")
      #expect(record.make == "Maker")
    }
  }

  @Test func brotliCompressedXMPBoxGivesTheDate() {
    let xmp = """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
      <rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreateDate="2014-09-18T14:29:04+03:00"/>\
      </rdf:RDF></x:xmpmeta>
      """
    let file = Self.jxl { b in
      b.box("brob") { $0.ascii("xml "); $0.append(BrotliStoredStream.encode(Array(xmp.utf8))) }
    }
    #expect(Self.classify(file).creationDate == "2014-09-18T14:29:04+03:00")
  }

  @Test func aRealCompressedStreamIsDecoded() {
    // libbrotlienc 1.0.9 (quality 11, window 22) made these 145 bytes from a 228-byte XMP
    // packet whose exif:DateTimeOriginal is 2019-04-24T22:24:00: real compressed meta-blocks,
    // not the stored ones of the builder.
    let hex =
      "1be3002064f21ae982a32869b7f3078b485b1e30f75d75cd4781cd16d0ee26329457dfe79cc3c30b53949e9ed6a7fbcc376f737de54f45adcfa3ed9a8661610c0577548dc9627212c5f4e810c79addee11362e9994041839ffe5ca3fb29c38c6999fc57aeaafc75a4e3ab41613c6ce04e50c016999985f75fdfca769d0da8d704da46e0a22b5e11cb1e0d86c8522b71100"
    var stream: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      stream.append(UInt8(hex[index..<next], radix: 16)!)
      index = next
    }
    let file = Self.jxl { b in b.box("brob") { $0.ascii("xml "); $0.append(stream) } }
    #expect(Self.classify(file).creationDate == "2019-04-24T22:24:00")
  }

  @Test func damagedOrExplodingStreamsAreDiagnosticsNotFacts() {
    // Truncated stream.
    let truncated = Self.jxl { b in
      b.box("brob") { $0.ascii("Exif"); $0.append(Array(BrotliStoredStream.encode(Self.exifPayload("2022:03:04 05:06:07")).dropLast(8))) }
    }
    let t = Self.classify(truncated)
    #expect(t.status == .ok)
    #expect(t.creationDate == nil)
    #expect(t.diagnostics?.contains { $0.contains("brob") || $0.contains("Brotli") } == true)
    // 14 bytes that decode to 4 MiB of zeros: over the fast path's 1 MiB cap.
    let bomb: [UInt8] = [0x9b, 0xff, 0xff, 0x3f, 0xf8, 0x27, 0x00, 0xe2, 0xb1, 0x40, 0x20, 0xf7, 0xfe, 0x07]
    let exploding = Self.jxl { b in b.box("brob") { $0.ascii("Exif"); $0.append(bomb) } }
    let fast = Self.classify(exploding, fast: true)
    #expect(fast.status == .ok)
    #expect(fast.diagnostics?.contains { $0.contains("more than 1048576 bytes") } == true)
    #expect(JPEGXLProbe.brotliLimit(mode: .thorough, budget: .standard) == 16 << 20)
    // Other inner types (jumb, or a nested brob) are not decoded.
    let other = Self.jxl { b in b.box("brob") { $0.ascii("jumb"); $0.append(bomb) } }
    #expect(Self.classify(other).diagnostics?.contains { $0.contains("Brotli") } != true)
  }
}
