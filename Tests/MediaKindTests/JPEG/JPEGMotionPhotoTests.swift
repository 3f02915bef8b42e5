import Testing
@testable import MediaKind
import MediaKindTestSupport

@Suite("JPEG trailers: Google Motion Photo and Samsung SEF")
struct JPEGMotionPhotoTests {
  typealias F = JPEGFixtures

  /// A Motion Photo 1.0 JPEG: XMP GCamera:MotionPhoto=1 with a Container directory whose
  /// video item has `statedLength`, then the MP4 appended.
  static func motionPhoto(
    statedLength: Int? = nil, video: [UInt8] = F.mp4(), padding: Int = 0,
    extraSegments: [F.Segment] = []
  ) -> [UInt8] {
    let xmp = F.xmp(
      attributes: ["GCamera:MotionPhoto": "1", "GCamera:MotionPhotoVersion": "1"],
      elements: F.containerDirectory([
        ("Primary", "image/jpeg", 0, padding), ("MotionPhoto", "video/mp4", statedLength ?? video.count, 0),
      ]))
    return F.jpeg(segments: [F.xmpSegment(xmp)] + extraSegments)
      + [UInt8](repeating: 0, count: padding) + video
  }

  @Test func containerLengthLandingOnFtypIsAMotionPhoto() {
    let bytes = Self.motionPhoto()
    let record = F.classify(bytes, name: "PXL_20231101_141117049.MP.jpg")
    #expect(record.subtypes.contains(.motionPhoto))
    let offset = bytes.count - F.mp4().count
    #expect(record.evidence?.first { $0.subtype == "motionPhoto" }?.value == "Google Motion Photo at offset \(offset)")
  }

  @Test func primaryPaddingDoesNotMoveTheVideoOffset() {
    let bytes = Self.motionPhoto(padding: 8)
    #expect(F.classify(bytes).subtypes.contains(.motionPhoto))
  }

  @Test func wrongLengthWithoutAnyVideoIsNotAMotionPhoto() {
    // The XMP says 122562 bytes of video; the file holds none (tika testJPEG_MotionPhoto.jpg).
    let xmp = F.xmp(
      attributes: ["GCamera:MotionPhoto": "1"],
      elements: F.containerDirectory([("Primary", "image/jpeg", nil, nil), ("MotionPhoto", "video/mp4", 122_562, nil)]))
    let record = F.classify(F.jpeg(segments: [F.xmpSegment(xmp)]))
    #expect(!record.subtypes.contains(.motionPhoto))
    #expect(record.diagnostics?.contains { $0.contains("no ftyp box") } == true)
  }

  @Test func wrongLengthWithAVideoAfterTheImageIsFoundByTheScan() {
    let bytes = Self.motionPhoto(statedLength: 50)
    let record = F.classify(bytes)
    #expect(record.subtypes.contains(.motionPhoto))
    #expect(record.evidence?.first { $0.subtype == "motionPhoto" }?.value.contains("found by scan") == true)
  }

  @Test func legacyMicroVideoOffsetFromTheEnd() {
    let video = F.mp4(payload: 200)
    let xmp = F.xmp(attributes: ["GCamera:MicroVideo": "1", "GCamera:MicroVideoOffset": "\(video.count)"])
    let bytes = F.jpeg(segments: [F.xmpSegment(xmp)]) + video
    let record = F.classify(bytes, name: "MVIMG_20190101_123456.jpg")
    #expect(record.subtypes.contains(.motionPhoto))
    #expect(record.evidence?.first { $0.subtype == "motionPhoto" }?.source == "XMP GCamera:MicroVideoOffset")
  }

  @Test func wrongMicroVideoOffsetWithoutVideoIsNotAMotionPhoto() {
    let xmp = F.xmp(attributes: ["GCamera:MicroVideo": "1", "GCamera:MicroVideoOffset": "40"])
    let bytes = F.jpeg(segments: [F.xmpSegment(xmp)]) + [UInt8](repeating: 7, count: 40)
    let record = F.classify(bytes)
    #expect(!record.subtypes.contains(.motionPhoto))
  }

  @Test func ftypInsideTheScanDataIsNotBelieved() {
    // "ftyp" bytes in the entropy-coded data before the EOI are not a video: the scan starts
    // after the scan header and checks the box, but no XMP claim means no scan at all.
    var bytes = F.jpeg(scanBytes: 0)
    bytes.removeLast(2)
    bytes += F.mp4() + [0xFF, 0xD9]
    #expect(!F.classify(bytes).subtypes.contains(.motionPhoto))
  }

  @Test func fastPathDoesNotAssumeAVideoPastTheHead() {
    // Padding after the primary image (not segments before its scan, which fast mode's head
    // grows to reach) puts the video past the head.
    let bytes = Self.motionPhoto(padding: 80_000)
    #expect(bytes.count - F.mp4().count > 64 * 1024, "the video starts past the head")
    #expect(F.classify(bytes).subtypes.contains(.motionPhoto))
    let fast = F.classify(bytes, fast: true)
    #expect(!fast.subtypes.contains(.motionPhoto))
    #expect(fast.diagnostics == nil, "the fast path cannot verify, so it says nothing")
    // A small file lies wholly in the head: there the fast path proves the video too.
    #expect(F.classify(Self.motionPhoto(), fast: true).subtypes.contains(.motionPhoto))
  }

  // MARK: - Samsung SEF

  @Test func samsungMotionPhotoDataIsAMotionPhoto() {
    let video = F.mp4()
    let trailer = F.sefTrailer([(0x0a01, "Image_UTC_Data", Array("1678258865058".utf8)), (0x0a30, "MotionPhoto_Data", video)])
    let image = F.jpeg()
    let record = F.classify(image + trailer, name: "20230308_100105.jpg")
    #expect(record.subtypes.contains(.motionPhoto))
    let facts = F.probe(image + trailer)
    #expect(facts[.samsungSEFTypes]?.value == .strings(["0x0a01", "0x0a30"]))
    #expect(facts[.samsungSEFNames]?.value == .strings(["Image_UTC_Data", "MotionPhoto_Data"]))
    #expect(facts[.motionPhotoVideo]?.value == .string("Samsung MotionPhoto_Data at offset \(image.count + 8 + 14 + 13 + 8 + 16)"))
  }

  @Test func samsungMotionPhotoDataWithoutAnMP4IsOnlyADiagnostic() {
    let trailer = F.sefTrailer([(0x0a30, "MotionPhoto_Data", [UInt8](repeating: 1, count: 32))])
    let record = F.classify(F.jpeg() + trailer)
    #expect(!record.subtypes.contains(.motionPhoto))
    #expect(record.diagnostics?.contains { $0.contains("MotionPhoto_Data") } == true)
  }

  @Test func samsungMpv2RecordPointingAtTheVideo() {
    let image = F.jpeg()
    let video = F.mp4()
    var record = ByteBuilder()
    record.ascii("mpv2")
    record.u32be(UInt32(image.count))
    record.u32be(UInt32(video.count))
    let bytes = image + video + F.sefTrailer([(0x0a30, "MotionPhoto_Data", record.bytes)])
    #expect(F.probe(bytes)[.motionPhotoVideo]?.value == .string("Samsung MotionPhoto_Data at offset \(image.count)"))
  }

  @Test func samsungBurstSelfieAndPanoramaBlocks() {
    let trailer = F.sefTrailer([
      (0x09e0, "Burst_Shot_Info", Array("489489125".utf8)),
      (0x0910, "Front_Cam_Selfie_Info", Array("Front_Cam_Selfie_Info".utf8)),
      (0x08e0, "Panorama_Shot_Info", Array("PanoramaShot".utf8)),
    ], qdio: true)
    let record = F.classify(F.jpeg() + trailer)
    #expect(record.subtypes.contains(.burst))
    #expect(record.burst?.identifier == "489489125")
    #expect(record.subtypes.contains(.selfie))
    #expect(record.subtypes.contains(.photoPanorama))
    #expect(F.probe(F.jpeg() + trailer)[.samsungSEFBurstShotInfo]?.value == .string("489489125"))
  }

  @Test func sefTrailerIsNotReadInTheFastPathPastTheHead() {
    // The scan data (not segments: fast mode's head grows to reach the scan) pushes the
    // trailer past the head.
    let trailer = F.sefTrailer([(0x0910, "Front_Cam_Selfie_Info", [1])])
    let bytes = F.jpeg(scanBytes: 80_000) + trailer
    #expect(F.classify(bytes).subtypes.contains(.selfie))
    #expect(!F.classify(bytes, fast: true).subtypes.contains(.selfie))
  }

  @Test func hostileSEFDirectoriesAreRejected() {
    var b = ByteBuilder(F.jpeg())
    // A directory claiming 1000 entries in 20 bytes, and one whose block lies before the file.
    b.ascii("SEFH")
    b.u32le(106)
    b.u32le(1000)
    b.zeros(8)
    b.u32le(20)
    b.ascii("SEFT")
    #expect(F.probe(b.bytes)[.samsungSEFTypes] == nil)

    var c = ByteBuilder(F.jpeg())
    c.ascii("SEFH")
    c.u32le(106)
    c.u32le(1)
    c.u16le(0)
    c.u16le(0x0a30)
    c.u32le(0xFFFF_FF00)  // far before the start of the file
    c.u32le(64)
    c.u32le(24)
    c.ascii("SEFT")
    #expect(F.probe(c.bytes)[.samsungSEFTypes] == nil)
    #expect(SamsungSEF.entries(ByteSource(bytes: [0, 0, 0x53, 0x45, 0x46, 0x54], headSize: 6, limitedToHead: false)) == nil)
  }
}
