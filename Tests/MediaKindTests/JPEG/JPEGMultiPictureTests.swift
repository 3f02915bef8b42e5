import Testing
@testable import MediaKind
import MediaKindTestSupport

@Suite("JPEG MPF secondary images: gain maps and depth")
struct JPEGMultiPictureTests {
  typealias F = JPEGFixtures

  static func appleGainMap() -> [UInt8] {
    F.jpeg(segments: [F.xmpSegment(F.xmp(elements: """
      <apdi:AuxiliaryImageType>urn:com:apple:photo:2020:aux:hdrgainmap</apdi:AuxiliaryImageType>\
      <HDRGainMap:HDRGainMapVersion>131072</HDRGainMap:HDRGainMapVersion>
      """))])
  }

  @Test func mpIndexEntriesAreParsed() throws {
    let bytes = F.multiPicture(secondaries: [Self.appleGainMap(), F.jpeg()])
    let facts = F.probe(bytes)
    #expect(facts[.jpegMPFImageCount]?.value == .int(3))
    let header = try #require(bytes.firstIndex(of: Array("MPF\0".utf8), in: 0..<bytes.count))
    let payloadEnd = header + 200
    let index = try #require(MPFIndex(payload: Array(bytes[header..<payloadEnd]), payloadOffset: header))
    #expect(index.entries.count == 3)
    #expect(index.entries[0].offset == 0)
    #expect(index.entries[0].type == 0x03_0000)
    // The second image starts right after the primary.
    let second = index.fileOffset(of: index.entries[1])
    #expect(bytes[second] == 0xFF && bytes[second + 1] == 0xD8)
    #expect(index.endOfImages == bytes.count)
  }

  @Test func appleGainMapImageIsAGainMapNotPhotoHDR() {
    let record = F.classify(F.multiPicture(secondaries: [Self.appleGainMap()]))
    #expect(record.subtypes.contains(.hdrGainMap))
    #expect(!record.subtypes.contains(.photoHDR), "a gain map is not the classic HDR bit")
    let evidence = record.evidence?.first { $0.subtype == "hdrGainMap" }
    #expect(evidence?.value == "Apple HDRGainMap version 131072")
    #expect(evidence?.source.hasPrefix("MPF image 2 at offset") == true)
  }

  @Test func ultraHDRIsAGainMapNotPhotoHDR() {
    let primaryXMP = F.xmpSegment(
      F.xmp(
        attributes: ["hdrgm:Version": "1.0"],
        elements: F.containerDirectory([("Primary", "image/jpeg", nil, nil), ("GainMap", "image/jpeg", 9554, nil)])))
    let gainMap = F.jpeg(segments: [F.xmpSegment(F.xmp(attributes: ["hdrgm:Version": "1.0", "hdrgm:GainMapMax": "2.3"]))])
    let bytes = F.multiPicture(primarySegments: [primaryXMP], secondaries: [gainMap])
    let record = F.classify(bytes)
    #expect(record.subtypes.contains(.hdrGainMap))
    #expect(!record.subtypes.contains(.photoHDR))
    #expect(!record.subtypes.contains(.motionPhoto), "a Container directory without a MotionPhoto item")
    // Fast path: the primary's XMP alone (in the head) proves the Ultra HDR declaration.
    let fast = F.classify(bytes, fast: true)
    #expect(fast.subtypes.contains(.hdrGainMap))
  }

  @Test func hdrgmVersionWithoutAGainMapItemIsNotEnoughInThePrimary() {
    let bytes = F.jpeg(segments: [F.xmpSegment(F.xmp(attributes: ["hdrgm:Version": "1.0"]))])
    #expect(!F.classify(bytes).subtypes.contains(.hdrGainMap))
  }

  @Test func isoGainMapSegmentIsAGainMap() {
    let iso: F.Segment = (0xE2, Array("urn:iso:std:iso:ts:21496:-1\0".utf8) + [0, 0, 0, 0])
    let secondary = F.jpeg(segments: [iso])
    let record = F.classify(F.multiPicture(secondaries: [secondary]))
    #expect(record.subtypes.contains(.hdrGainMap))
    #expect(record.evidence?.first { $0.subtype == "hdrGainMap" }?.value == "ISO 21496-1 APP2 in MPF image 2")
  }

  @Test func disparityImageIsDepthDataNotDepthEffect() {
    let depth = F.jpeg(segments: [F.xmpSegment(F.xmp(elements: "<apdi:AuxiliaryImageType>urn:com:apple:photo:2018:aux:disparity</apdi:AuxiliaryImageType>"))])
    let record = F.classify(F.multiPicture(secondaries: [depth]))
    #expect(record.subtypes.contains(.depthData))
    #expect(!record.subtypes.contains(.photoDepthEffect), "depth without portrait is depthData")
    #expect(!record.subtypes.contains(.hdrGainMap))
  }

  @Test func appleDepthDataNamespaceIsDepth() {
    let depth = F.jpeg(segments: [F.xmpSegment(F.xmp(attributes: ["depthData:DepthDataVersion": "65541"]))])
    let facts = F.probe(F.multiPicture(secondaries: [depth]))
    #expect(facts[.jpegMPFDepth]?.value == .string("XMP depthData:DepthDataVersion"))
  }

  @Test func semanticMatteIsNeitherDepthNorGainMap() {
    let matte = F.jpeg(segments: [F.xmpSegment(F.xmp(elements: "<apdi:AuxiliaryImageType>urn:com:apple:photo:2019:aux:semanticskinmatte</apdi:AuxiliaryImageType>"))])
    let record = F.classify(F.multiPicture(secondaries: [matte]))
    #expect(!record.subtypes.contains(.depthData))
    #expect(!record.subtypes.contains(.hdrGainMap))
  }

  @Test func stereoMPOWithoutMetadataIsNothing() {
    // Fujifilm 3D: MP type 0x020002 "disparity" is a stereo view, not a depth map.
    let bytes = F.multiPicture(secondaries: [F.jpeg()], types: [0x02_0002])
    let record = F.classify(bytes, name: "DSCF0001.MPO")
    #expect(record.subtypes.isEmpty)
    #expect(record.diagnostics == nil)
  }

  @Test func secondaryImagesPastTheHeadAreNotReadInTheFastPath() {
    // A long primary scan (not segments before it, which fast mode's head grows to reach)
    // puts the secondary images past the head.
    let bytes = F.multiPicture(secondaries: [Self.appleGainMap()], scanBytes: 80_000)
    #expect(bytes.count > 64 * 1024)
    #expect(F.classify(bytes).subtypes.contains(.hdrGainMap))
    #expect(!F.classify(bytes, fast: true).subtypes.contains(.hdrGainMap))
  }

  @Test func mpfEntriesPointingOutsideTheFileAreSkipped() {
    var bytes = F.multiPicture(secondaries: [Self.appleGainMap()])
    // Cut the secondary off: its entry now points past the end.
    bytes.removeLast(Self.appleGainMap().count)
    let record = F.classify(bytes)
    #expect(!record.subtypes.contains(.hdrGainMap))
  }

  @Test func garbageWhereASecondaryShouldBeIsADiagnostic() {
    let bytes = F.multiPicture(secondaries: [[UInt8](repeating: 0x55, count: 40)])
    let facts = F.probe(bytes)
    #expect(facts.diagnosticTexts.contains { $0.contains("does not start with SOI") })
  }
}
