import Testing
@testable import MediaKind
import MediaKindTestSupport

@Suite("JPEG segments, EXIF and Extended XMP")
struct JPEGProbeTests {
  typealias F = JPEGFixtures

  @Test func sofGivesTheSizeAndExifOrientationTheDisplaySize() {
    let tiff = TIFFBuilder.build(ifd0: [.short(0x0112, 8), .ascii(0x010F, "Canon")])
    let bytes = F.jpeg(width: 640, height: 480, segments: [F.exif(tiff)])
    let record = F.classify(bytes)
    #expect(record.pixelWidth == 480)
    #expect(record.pixelHeight == 640)
    #expect(record.orientation == 8)
    #expect(record.make == "Canon")
  }

  @Test func aBadSegmentLengthIsSkippedToTheNextMarker() {
    // An APP1 whose declared length is 3 bytes short leaves "?>" where a marker belongs
    // (metadata-extractor "Issue 308.jpg"); the SOF after it must still be found.
    var bytes = F.jpeg(width: 2048, height: 1536, segments: [F.xmpSegment(F.xmp())])
    let lengthAt = 4  // FF D8 FF E1 [len]
    let length = Int(bytes[lengthAt]) << 8 | Int(bytes[lengthAt + 1])
    bytes[lengthAt] = UInt8((length - 3) >> 8)
    bytes[lengthAt + 1] = UInt8((length - 3) & 0xFF)
    let facts = F.probe(bytes)
    #expect(facts.pixelWidth == 2048)
    #expect(facts.pixelHeight == 1536)
    #expect(facts.diagnosticTexts.contains { $0.contains("skipped 3 bytes") })
  }

  @Test func aCorruptedMarkerCodeIsSkipped() {
    // FF D8 FF FF FF 00 10 "JFIF": the APP0 code was overwritten (ImageTestSuite 5c67195f).
    let body = F.jpeg(width: 251, height: 5).dropFirst(2)
    let bytes: [UInt8] =
      [0xFF, 0xD8, 0xFF, 0xFF, 0xFF, 0x00, 0x10] + Array("JFIF\0".utf8)
      + [1, 1, 0, 0, 1, 0, 1, 0, 0] + body
    let facts = F.probe(bytes)
    #expect(facts.pixelWidth == 251)
    #expect(facts.pixelHeight == 5)
  }

  @Test func damageWithoutAnyLaterMarkerEndsWithADiagnostic() {
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += [UInt8](repeating: 0x41, count: 100)
    let facts = F.probe(bytes)
    #expect(facts.pixelWidth == nil)
    #expect(facts.diagnosticTexts.contains { $0.contains("expected a marker") })
  }

  @Test func extendedXMPIsReassembledInAnyChunkOrder() {
    let guid = "0123456789ABCDEF0123456789ABCDEF"
    let extended = Array(F.xmp(attributes: ["GDepth:Format": "RangeInverse", "GDepth:Mime": "image/png"]).utf8)
    let main = F.xmpSegment(F.xmp(attributes: ["xmpNote:HasExtendedXMP": guid]))
    let chunks = F.extendedXMP(extended, guid: guid, chunkSize: 100, order: nil)
    let shuffled = chunks.reversed()
    let bytes = F.jpeg(segments: [main] + shuffled)
    let record = F.classify(bytes, name: "Android Depth Map.jpg")
    #expect(record.subtypes.contains(.depthData))
    #expect(!record.subtypes.contains(.photoDepthEffect), "depth without portrait is depthData only")
    #expect(record.evidence?.first { $0.subtype == "depthData" }?.source == "APP1/ExtendedXMP")
  }

  @Test func extendedXMPWithAnotherGUIDIsIgnored() {
    let extended = Array(F.xmp(attributes: ["GDepth:Format": "RangeInverse"]).utf8)
    let main = F.xmpSegment(F.xmp(attributes: ["xmpNote:HasExtendedXMP": "11111111111111111111111111111111"]))
    let bytes = F.jpeg(
      segments: [main] + F.extendedXMP(extended, guid: "22222222222222222222222222222222", chunkSize: 64))
    let facts = F.probe(bytes)
    #expect(facts[.xmpGDepthFormat] == nil)
    #expect(facts.diagnosticTexts.contains { $0.contains("incomplete or missing") })
  }

  @Test func incompleteExtendedXMPIsNotDecoded() {
    let guid = "0123456789ABCDEF0123456789ABCDEF"
    let extended = Array(F.xmp(attributes: ["GDepth:Format": "RangeInverse"]).utf8)
    var chunks = F.extendedXMP(extended, guid: guid, chunkSize: 50)
    chunks.remove(at: 1)
    let main = F.xmpSegment(F.xmp(attributes: ["xmpNote:HasExtendedXMP": guid]))
    let facts = F.probe(F.jpeg(segments: [main] + chunks))
    #expect(facts[.xmpGDepthFormat] == nil)
  }

  @Test func fastPathReadsNothingPastTheHead() {
    // The SOF sits after a 70 KB comment: the fast path (64 KiB head) cannot see it.
    let comment: F.Segment = (0xFE, [UInt8](repeating: 0x20, count: 35_000))
    let bytes = F.jpeg(width: 100, height: 50, segments: [comment, comment])
    #expect(F.probe(bytes, fast: true).pixelWidth == nil)
    #expect(F.probe(bytes, fast: false).pixelWidth == 100)
  }

  @Test func hostileSegmentsEndWithoutCrashing() {
    // Zero lengths, lengths past the end, a thousand empty APP segments.
    var b = ByteBuilder([0xFF, 0xD8])
    for _ in 0..<1000 { b.jpegSegment(0xE3, []) }
    b.append([0xFF, 0xE1, 0xFF, 0xFF, 0x45, 0x78])
    let facts = F.probe(b.bytes)
    #expect(facts.pixelWidth == nil)
    let zero: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x00, 0xFF, 0xD9]
    #expect(F.probe(zero).diagnosticTexts.contains { $0.contains("length 0") })
  }
}
