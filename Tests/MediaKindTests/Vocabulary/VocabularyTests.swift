import Foundation
import Testing

@testable import MediaKind

@Suite("Vocabulary")
struct VocabularyTests {
  @Test("subtype bits keep PhotoKit's raw values")
  func photoKitBits() {
    #expect(MediaSubtypes.photoPanorama.rawValue == 1)
    #expect(MediaSubtypes.photoHDR.rawValue == 2)
    #expect(MediaSubtypes.photoScreenshot.rawValue == 4)
    #expect(MediaSubtypes.photoLive.rawValue == 8)
    #expect(MediaSubtypes.photoDepthEffect.rawValue == 16)
    #expect(MediaSubtypes.photoAnimation.rawValue == 64)
    #expect(MediaSubtypes.spatialMedia.rawValue == 1024)
    #expect(MediaSubtypes.videoStreamed.rawValue == 65536)
    #expect(MediaSubtypes.videoHighFrameRate.rawValue == 131072)
    #expect(MediaSubtypes.videoTimelapse.rawValue == 262144)
    #expect(MediaSubtypes.videoScreenRecording.rawValue == 524288)
    #expect(MediaSubtypes.videoCinematic.rawValue == 2097152)
    #expect(MediaSubtypes.burst.rawValue == 1 << 32)
    #expect(MediaSubtypes.depthData.rawValue == 1 << 37)
  }

  @Test("mediaSubtypes carries only the PhotoKit bits")
  func photoKitRawValue() {
    let subtypes: MediaSubtypes = [.photoLive, .hdrGainMap, .burst]
    #expect(subtypes.photoKitRawValue == 8)
  }

  @Test("media type raw values are PhotoKit's")
  func mediaTypes() {
    #expect(MediaType.unknown.rawValue == 0)
    #expect(MediaType.image.rawValue == 1)
    #expect(MediaType.video.rawValue == 2)
    #expect(MediaType.audio.rawValue == 3)
  }

  @Test("a record encodes to the schema: sorted keys, names, derived mediaSubtypes")
  func recordEncoding() throws {
    var record = Classification(path: "a/IMG_1.HEIC", mode: .thorough, mediaType: .image)
    record.subtypes = [.photoLive, .hdrGainMap]
    record.uti = .heic
    record.format = .heic
    record.duration = 1.0 / 3.0
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let text = String(decoding: try encoder.encode(record), as: UTF8.self)
    #expect(text.contains(#""subtypes":["hdrGainMap","photoLive"]"#))
    #expect(text.contains(#""mediaSubtypes":8"#))
    #expect(text.contains(#""mediaType":"image""#))
    #expect(text.contains(#""schemaVersion":1"#))
    #expect(text.contains(#""duration":0.333333"#))
    let decoded = try JSONDecoder().decode(Classification.self, from: Data(text.utf8))
    #expect(decoded.subtypes == record.subtypes)
    #expect(decoded.uti == record.uti)
  }

  @Test("an error record has status, error and no subtypes")
  func errorRecord() throws {
    let record = Classification.failure(
      path: "x", mode: .fast, InputFailure(kind: .notFound, message: "No such file or directory"))
    let text = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
    #expect(text.contains(#""status":"error""#))
    #expect(text.contains(#""kind":"notFound""#))
    #expect(!text.contains("subtypes"))
  }

  @Test("EXIF and QuickTime dates become ISO 8601")
  func captureDates() {
    #expect(CaptureDate.exif("2025:08:17 19:33:48", subseconds: "6", offset: "-04:00") == "2025-08-17T19:33:48.600-04:00")
    #expect(CaptureDate.exif("0000:00:00 00:00:00") == nil)
    #expect(CaptureDate.iso("2023-05-01T10:11:12+0200") == "2023-05-01T10:11:12+02:00")
    #expect(CaptureDate.quickTime(secondsSince1904: 2_082_844_800 + 86_400) == "1970-01-02T00:00:00Z")
  }
}
