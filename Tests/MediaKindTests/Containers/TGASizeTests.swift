import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// TGA's pixel size (`TGAProbe`, `TGAHeader`): given only when the header can describe the
/// file, the same in both modes; the footer is checked where the file's end can be read.
@Suite("TGA pixel size")
struct TGASizeTests {
  typealias F = AVFixtures

  /// A TGA header (18 bytes) and what follows it.
  static func tga(
    idLength: Int = 0, mapType: Int = 0, type: Int, mapLength: Int = 0, mapBits: Int = 0, width: Int, height: Int,
    bits: Int, descriptor: Int = 0x20, rest: [UInt8] = []
  ) -> [UInt8] {
    func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    return [UInt8(idLength), UInt8(mapType), UInt8(type)] + le16(0) + le16(mapLength) + [UInt8(mapBits)] + le16(0)
      + le16(0) + le16(width) + le16(height) + [UInt8(bits), UInt8(descriptor)] + rest
  }

  static func both(_ bytes: [UInt8], name: String = "image.tga") -> [Classification] {
    [F.classify(bytes, name: name), F.classify(bytes, name: name, fast: true)]
  }

  @Test("Samples: the RLE and the TGA 2.0 files give their size in both modes, the absurd header none")
  func samples() throws {
    let root = SampleCorpus.samplesDirectory
    for (path, width, height) in [("image/tga/rle-truecolor-10x5.tga", 10, 5), ("image/tga/v2-footer-grey-8x4.tga", 8, 4)] {
      for mode in [ClassificationMode.thorough, .fast] {
        let record = MediaClassifier(options: ClassifyOptions(mode: mode)).classify(path: root.appendingPathComponent(path).path)
        #expect(record.format == .tga, "\(path)")
        #expect(record.pixelWidth == width && record.pixelHeight == height, "\(path) \(mode)")
        #expect(record.diagnostics == nil, "\(path) \(mode): \(record.diagnostics ?? [])")
      }
    }
    for mode in [ClassificationMode.thorough, .fast] {
      let path = root.appendingPathComponent("broken/tga/header-65535x65535-no-pixels.tga").path
      let record = MediaClassifier(options: ClassifyOptions(mode: mode)).classify(path: path)
      #expect(record.format == .tga && record.mediaType == .image)
      #expect(record.pixelWidth == nil && record.pixelHeight == nil)
      #expect(
        record.diagnostics
          == ["TGA: header states 65535×65535 at 24 bits, which needs 12884508675 bytes of pixels from offset 18; the file has 0: no pixel size reported"],
        "\(record.diagnostics ?? [])")
    }
  }

  @Test("headers whose fields disagree or whose pixels the file cannot hold give no size")
  func inconsistentHeaders() {
    let cases: [(String, [UInt8], String)] = [
      ("grey at 24 bits", Self.tga(type: 3, width: 2, height: 2, bits: 24, rest: [UInt8](repeating: 0, count: 12)), "pixel depth 24 does not fit image type 3"),
      ("colour-mapped without a map", Self.tga(type: 1, width: 2, height: 2, bits: 8, rest: [0, 0, 0, 0]), "declares no colour map"),
      ("map entries of 7 bits", Self.tga(mapType: 1, type: 1, mapLength: 2, mapBits: 7, width: 2, height: 2, bits: 8, rest: [UInt8](repeating: 0, count: 6)), "colour map entries of 7 bits"),
      ("descriptor bits 6-7", Self.tga(type: 2, width: 1, height: 1, bits: 24, descriptor: 0x60, rest: [0, 0, 0]), "bits 6-7 must be zero"),
      ("zero width", Self.tga(type: 2, width: 0, height: 4, bits: 24, rest: [0, 0, 0]), "header states 0×4"),
      ("one raw byte short", Self.tga(type: 2, width: 4, height: 2, bits: 24, rest: [UInt8](repeating: 0, count: 23)), "needs 24 bytes of pixels from offset 18; the file has 23"),
      ("RLE packets that cannot cover the image", Self.tga(type: 10, width: 300, height: 1, bits: 24, rest: [0x80, 0, 0, 0, 0xFF, 1, 1, 1]), "needs at least 12 bytes of RLE packets"),
      ("image type 32 without data", Self.tga(type: 32, width: 2, height: 2, bits: 8), "no compressed pixel data from offset 18"),
      ("image type 33 with bits 6-7 set", Self.tga(type: 33, width: 2, height: 2, bits: 8, descriptor: 0xC0, rest: [1]), "bits 6-7 must be zero"),
    ]
    for (name, bytes, words) in cases {
      for record in Self.both(bytes) {
        #expect(record.format == .tga, "\(name)")
        #expect(record.pixelWidth == nil && record.pixelHeight == nil, "\(name)")
        #expect(record.diagnostics?.contains { $0.hasPrefix("TGA: ") && $0.contains(words) } == true, "\(name): \(record.diagnostics ?? [])")
      }
    }
  }

  @Test("consistent headers give their size: exact raw pixels, the fewest RLE packets, a colour map")
  func consistentHeaders() {
    let cases: [(String, [UInt8], Int, Int)] = [
      ("raw, exactly the pixels", Self.tga(type: 2, width: 4, height: 2, bits: 24, rest: [UInt8](repeating: 7, count: 24)), 4, 2),
      ("RLE, one run packet of 128 pixels", Self.tga(type: 10, width: 128, height: 1, bits: 24, rest: [0xFF, 1, 2, 3]), 128, 1),
      ("mapped, 8-bit indices, 2 entries of 24 bits", Self.tga(mapType: 1, type: 1, mapLength: 2, mapBits: 24, width: 2, height: 1, bits: 8, rest: [0, 0, 0, 255, 255, 255, 0, 1]), 2, 1),
      ("grey with an image ID", Self.tga(idLength: 3, type: 3, width: 3, height: 1, bits: 8, rest: [65, 66, 67, 1, 2, 3]), 3, 1),
    ]
    for (name, bytes, width, height) in cases {
      for record in Self.both(bytes) {
        #expect(record.pixelWidth == width && record.pixelHeight == height, "\(name): \(record.diagnostics ?? [])")
      }
    }
  }

  @Test("image types 32 and 33 (historic compression) are unsupported, not damage: the coding named, no size")
  func historicCompressedTypes() {
    for (type, coding) in [(32, "Huffman, delta and run-length compressed colour-mapped data"), (33, "in a four-pass quadtree")] {
      let bytes = Self.tga(mapType: 1, type: type, mapLength: 2, mapBits: 24, width: 2, height: 2, bits: 8, rest: [UInt8](repeating: 3, count: 10))
      #expect(TGAHeader(bytes)?.historicCompression?.contains(coding) == true)
      #expect(TGAHeader(bytes)?.inconsistency(fileSize: bytes.count) == nil)
      for fast in [false, true] {
        let facts = F.probe(TGAProbe(), bytes, format: .tga, fast: fast)
        #expect(facts.diagnostics.map(\.code) == [.unsupported], "type \(type): \(facts.diagnosticTexts)")
        #expect(facts.diagnosticTexts.first?.hasPrefix("TGA: image type \(type) (") == true)
        #expect(facts.diagnosticTexts.first?.contains(coding) == true)
        #expect(facts.pixelWidth == nil && facts.pixelHeight == nil)
      }
      for record in Self.both(bytes) {
        #expect(record.format == .tga && record.mediaType == .image)
        #expect(record.diagnostics == ["TGA: image type \(type) (\(TGAHeader(bytes)?.historicCompression ?? ""), a historic type) is not decoded: no pixel size reported"])
      }
    }
    // Every other type stays plain: no historic compression. A type outside the specification's
    // list is no TGA the registry knows (SignatureChecks.tga); its header says so all the same.
    for type in [1, 2, 3, 9, 10, 11, 12] {
      #expect(TGAHeader(Self.tga(type: type, width: 1, height: 1, bits: 8))?.historicCompression == nil)
    }
    let twelve = Self.tga(type: 12, width: 2, height: 2, bits: 8, rest: [UInt8](repeating: 0, count: 16))
    #expect(TGAHeader(twelve)?.inconsistency(fileSize: twelve.count) == "image type 12 is not one of 1, 2, 3, 9, 10, 11, 32, 33")
  }

  @Test("the footer is read where the file's end can be: checked in thorough mode, never needed for the size")
  func footer() {
    // 64x64 grey, raw (4,096 bytes), then a footer whose extension area offset points past the file.
    let pixels = [UInt8](repeating: 9, count: 64 * 64)
    let footer: [UInt8] = [0xFF, 0xFF, 0, 0, 0, 0, 0, 0] + Array("TRUEVISION-XFILE.\0".utf8)
    let bytes = Self.tga(type: 3, width: 64, height: 64, bits: 8, rest: pixels + footer)
    let probe = { (fast: Bool) in F.probe(TGAProbe(), bytes, format: .tga, fast: fast, headSize: 1024) }
    let thorough = probe(false)
    #expect(thorough.pixelWidth == 64 && thorough.pixelHeight == 64)
    #expect(thorough.diagnostics.map(\.description) == ["TGA: the footer's extension area offset 65535 is outside 18..<4114"])
    // The fast path's head (1 KiB here) does not reach the footer: the same size, no footer check.
    let fast = probe(true)
    #expect(fast.pixelWidth == 64 && fast.pixelHeight == 64)
    #expect(fast.diagnostics.isEmpty)
    // A whole file in the head is checked in the fast path too.
    #expect(F.probe(TGAProbe(), bytes, format: .tga, fast: true).diagnostics.count == 1)
    #expect(TGAHeader.footer(Array(bytes.suffix(26)))?.extensionArea == 65535)
    #expect(TGAHeader.footer(Array(bytes.suffix(25))) == nil)
  }

  /// Second witness: libmagic (`file -b`: "Targa image data - RGB 1 x 1 x 24", "Targa image data -
  /// RGB - RLE 128 x 128 x 32 - top"). ExifTool reads no TGA (it calls the first file CUR).
  @Test("the corpus's TGA files give the sizes libmagic reads", .enabled(if: SampleCorpus.sharedCorpus != nil, "the shared corpus is absent"))
  func corpus() throws {
    let files = try #require(SampleCorpus.sharedCorpus).appendingPathComponent("files")
    for (path, width, height) in [("small/targa.tga", 1, 1), ("metadata-extractor-images/tga/simple_b_rock1_0.tga", 128, 128)] {
      for mode in [ClassificationMode.thorough, .fast] {
        let record = MediaClassifier(options: ClassifyOptions(mode: mode)).classify(path: files.appendingPathComponent(path).path)
        #expect(record.pixelWidth == width && record.pixelHeight == height, "\(path) \(mode): \(record.diagnostics ?? [])")
      }
    }
  }
}
