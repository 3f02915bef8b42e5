import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Every rule of the table, set and not set, from facts alone (the probes that produce the
/// facts have their own tests). A rule without both a positive and a negative case fails the
/// coverage test.
@Suite("Subtype rules")
struct SubtypeRuleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let rule: String
    let expectSet: Bool
    let format: FormatID
    let fileName: String
    let facts: @Sendable () -> MediaFacts
    let note: String
    var testDescription: String { "\(rule) \(expectSet ? "sets" : "does not set"): \(note)" }
  }

  static func facts(_ build: @escaping @Sendable (inout MediaFacts) -> Void) -> @Sendable () -> MediaFacts {
    { var f = MediaFacts(); build(&f); return f }
  }

  static func c(_ rule: String, _ set: Bool, _ format: FormatID, _ note: String, file: String = "x",
                _ build: @escaping @Sendable (inout MediaFacts) -> Void = { _ in }) -> Case {
    Case(rule: rule, expectSet: set, format: format, fileName: file, facts: facts(build), note: note)
  }

  static let cases: [Case] = [
    c("camera-raw-format", true, .dng, "a DNG"),
    c("camera-raw-format", false, .tiff, "a plain TIFF"),
    c("animated-image-frames", true, .gif, "three frames") { $0.frameCount = 3 },
    c("animated-image-frames", false, .gif, "one frame with a loop extension") {
      $0.frameCount = 1
      $0.record(.gifLoopCount, .int(0), at: "GIF NETSCAPE2.0")
    },
    c("webp-animation-frames-seen", true, .webp, "fast path: 20 ANMF frames seen in the head, count unknown") {
      $0.record(.webPFrameCount, .int(20), at: "t")
    },
    c("webp-animation-frames-seen", false, .webp, "one ANMF frame seen") {
      $0.record(.webPFrameCount, .int(1), at: "t")
    },
    c("gif-image-descriptors-seen", true, .gif, "two image descriptors seen, the count not known (the fast path's head)") {
      $0.record(.gifImageCount, .int(2), at: "GIF image descriptors")
    },
    c("gif-image-descriptors-seen", false, .gif, "one image descriptor seen") {
      $0.record(.gifImageCount, .int(1), at: "GIF image descriptors")
    },
    c("exif-custom-rendered-panorama", true, .jpeg, "CustomRendered 6") { $0.record(.exifCustomRendered, .int(6), at: "t") },
    c("exif-custom-rendered-panorama", false, .jpeg, "CustomRendered 0") { $0.record(.exifCustomRendered, .int(0), at: "t") },
    c("apple-processing-flags-panorama", true, .heic, "flags 0x100") { $0.record(.appleImageProcessingFlags, .int(0x100), at: "t") },
    c("apple-processing-flags-panorama", false, .heic, "flags 0x20") { $0.record(.appleImageProcessingFlags, .int(0x20), at: "t") },
    c("gpano-projection", true, .jpeg, "GPano projection") { $0.record(.xmpGPanoProjectionType, .string("equirectangular"), at: "t") },
    c("gpano-projection", false, .jpeg, "a wide photo without panorama metadata") {
      $0.pixelWidth = 8000
      $0.pixelHeight = 2000
    },
    c("gcamera-special-type-panorama", true, .jpeg, "Pixel PHOTOSPHERE") {
      $0.record(.xmpGCameraSpecialTypeID, .string("com.google.android.apps.camera.gallery.specialtype.SpecialType-PHOTOSPHERE"), at: "t")
    },
    c("gcamera-special-type-panorama", false, .jpeg, "Pixel PORTRAIT") {
      $0.record(.xmpGCameraSpecialTypeID, .string("com.google.android.apps.camera.gallery.specialtype.SpecialType-PORTRAIT"), at: "t")
    },
    c("samsung-sef-panorama", true, .jpeg, "SEF 0x08e0") { $0.record(.samsungSEFTypes, .strings(["0x0a01", "0x08e0"]), at: "t") },
    c("samsung-sef-panorama", false, .jpeg, "SEF without panorama blocks") { $0.record(.samsungSEFTypes, .strings(["0x0a01"]), at: "t") },
    c("exif-custom-rendered-hdr", true, .jpeg, "CustomRendered 3") { $0.record(.exifCustomRendered, .int(3), at: "t") },
    c("exif-custom-rendered-hdr", false, .jpeg, "CustomRendered 4 (the original of an HDR pair)") { $0.record(.exifCustomRendered, .int(4), at: "t") },
    c("apple-hdr-image-type", true, .jpeg, "HDRImageType 3") { $0.record(.appleHDRImageType, .int(3), at: "t") },
    c("apple-hdr-image-type", false, .jpeg, "HDRImageType 4") { $0.record(.appleHDRImageType, .int(4), at: "t") },
    c("hdr-transfer-function", true, .avif, "PQ nclx") { $0.record(.colorTransferCharacteristics, .int(16), at: "t") },
    c("hdr-transfer-function", false, .avif, "sRGB nclx") { $0.record(.colorTransferCharacteristics, .int(13), at: "t") },
    c("hdr-transfer-function", false, .jpeg, "an Ultra HDR gain map is not photoHDR") {
      $0.record(.jpegMPFGainMap, .string("hdrgm"), at: "t")
    },
    c("user-comment-screenshot", true, .jpeg, "UserComment Screenshot") { $0.record(.exifUserComment, .string("Screenshot"), at: "t") },
    c("user-comment-screenshot", false, .jpeg, "another comment") { $0.record(.exifUserComment, .string("Holiday"), at: "t") },
    c("png-device-screen-size", true, .png, "PNG 640x1136") {
      $0.pixelWidth = 640
      $0.pixelHeight = 1136
    },
    c("png-device-screen-size", false, .png, "PNG 1170x2532 (newer sizes need the comment)") {
      $0.pixelWidth = 1170
      $0.pixelHeight = 2532
    },
    c("png-device-screen-size", false, .jpeg, "a JPEG of a device size") {
      $0.pixelWidth = 640
      $0.pixelHeight = 1136
    },
    c("screenshot-file-name", true, .png, "Android name", file: "Screenshot_20230101-123456.png"),
    c("screenshot-file-name", false, .png, "ordinary name", file: "IMG_0001.png"),
    c("apple-content-identifier-still", true, .heic, "ContentIdentifier") {
      $0.record(.appleContentIdentifier, .string("4E1A1B89-CE70-4FF8-873B-E4470B839314"), at: "t")
    },
    c("apple-content-identifier-still", false, .heic, "no identifier"),
    c("quicktime-live-photo-video", true, .mov, "identifier, still-image-time and a video track") {
      $0.pixelWidth = 1440
      $0.pixelHeight = 1920
      $0.record(.quickTimeContentIdentifier, .string("ID"), at: "t")
      $0.record(.quickTimeMetadataKeys, .strings(["com.apple.quicktime.still-image-time"]), at: "t")
    },
    c("quicktime-live-photo-video", false, .mov, "a 3-second clip without an identifier") {
      $0.pixelWidth = 1440
      $0.pixelHeight = 1920
      $0.duration = 3
      $0.record(.quickTimeMetadataKeys, .strings(["com.apple.quicktime.still-image-time"]), at: "t")
    },
    c("exif-custom-rendered-portrait", true, .jpeg, "CustomRendered 8") { $0.record(.exifCustomRendered, .int(8), at: "t") },
    c("exif-custom-rendered-portrait", false, .jpeg, "CustomRendered 1") { $0.record(.exifCustomRendered, .int(1), at: "t") },
    c("apple-processing-flags-portrait", true, .heic, "flags 0x40") { $0.record(.appleImageProcessingFlags, .int(0x40), at: "t") },
    c("apple-processing-flags-portrait", false, .heic, "flags 0x100") { $0.record(.appleImageProcessingFlags, .int(0x100), at: "t") },
    c("apple-capture-type-portrait", true, .heic, "ImageCaptureType 2 in MakerNote 14") {
      $0.record(.appleImageCaptureType, .int(2), at: "t")
      $0.record(.appleMakerNoteVersion, .int(14), at: "t")
    },
    c("apple-capture-type-portrait", false, .jpeg, "ImageCaptureType 2 in an old MakerNote") {
      $0.record(.appleImageCaptureType, .int(2), at: "t")
      $0.record(.appleMakerNoteVersion, .int(5), at: "t")
    },
    c("gcamera-special-type-portrait-with-depth", true, .jpeg, "Pixel PORTRAIT with a GDepth map") {
      $0.record(.xmpGCameraSpecialTypeID, .string("x.SpecialType-PORTRAIT"), at: "t")
      $0.record(.xmpGDepthMime, .string("image/jpeg"), at: "t")
    },
    c("gcamera-special-type-portrait-with-depth", true, .jpeg, "Pixel PORTRAIT with an MPF depth image") {
      $0.record(.xmpGCameraSpecialTypeID, .string("x.SpecialType-PORTRAIT"), at: "t")
      $0.record(.jpegMPFDepth, .string("depth"), at: "t")
    },
    c("gcamera-special-type-portrait-with-depth", false, .jpeg, "Pixel PORTRAIT alone: the camera mode, no depth map (a Google export)") {
      $0.record(.xmpGCameraSpecialTypeID, .string("x.SpecialType-PORTRAIT"), at: "t")
    },
    c("gcamera-special-type-portrait-with-depth", false, .jpeg, "depth data without the portrait effect") {
      $0.record(.xmpGDepthFormat, .string("RangeInverse"), at: "t")
    },
    c("heif-stereo-pair-with-cameras", true, .heic, "ster with cmin+cmex") { $0.record(.heifStereoPair, .int(1), at: "t") },
    c("heif-stereo-pair-with-cameras", false, .heic, "no stereo group"),
    c("heif-stereo-group-with-spatial-xmp", true, .heic, "ster group of two images and SpatialMedia XMP (visionOS 1)") {
      $0.record(.heifStereoGroup, .int(2), at: "t")
      $0.record(.xmpSpatialMediaVersion, .string("1.0"), at: "t")
    },
    c("heif-stereo-group-with-spatial-xmp", false, .heic, "ster group with Apple uuid properties only (iPhone 15 Pro)") {
      $0.record(.heifStereoGroup, .int(2), at: "t")
      $0.record(.heifStereoAppleProperties, .int(1), at: "t")
    },
    c("heif-stereo-group-with-spatial-xmp", false, .heic, "SpatialMedia XMP without a stereo group") {
      $0.record(.xmpSpatialMediaVersion, .string("1.0"), at: "t")
    },
    c("mv-hevc-spatial-video", true, .mov, "MV-HEVC spatial") { $0.record(.quickTimeSpatialVideo, .int(1), at: "t") },
    c("mv-hevc-spatial-video", false, .mov, "spherical, not spatial") { $0.record(.quickTimeSpherical, .bool(true), at: "t") },
    c("hdr-video-transfer", true, .mov, "PQ colr") { $0.record(.quickTimeVideoTransferCharacteristics, .int(16), at: "t") },
    c("hdr-video-transfer", true, .mkv, "HLG Colour") { $0.record(.matroskaTransferCharacteristics, .int(18), at: "t") },
    c("hdr-video-transfer", false, .mov, "BT.709 colr") { $0.record(.quickTimeVideoTransferCharacteristics, .int(1), at: "t") },
    c("hdr-video-transfer", false, .heic, "a PQ still is photoHDR, not hdrVideo") {
      $0.record(.quickTimeVideoTransferCharacteristics, .int(16), at: "t")
    },
    c("dolby-vision-configuration", true, .mp4, "dvvC profile 8") { $0.record(.quickTimeDolbyVisionProfile, .int(8), at: "t") },
    c("dolby-vision-configuration", true, .mkv, "BlockAdditionMapping dvcC") { $0.record(.matroskaDolbyVisionProfile, .int(5), at: "t") },
    c("dolby-vision-configuration", false, .mp4, "no configuration") { _ in },
    c("nominal-frame-rate-slomo", true, .mov, "240 fps") { $0.frameRate = 240 },
    c("nominal-frame-rate-slomo", false, .mov, "120 fps with full-frame-rate playback intent") {
      $0.frameRate = 120
      $0.record(.quickTimeFullFrameRatePlaybackIntent, .int(1), at: "t")
    },
    c("nominal-frame-rate-slomo", false, .mov, "60 fps") { $0.frameRate = 60 },
    c("android-capture-fps-slomo", true, .mp4, "captured at 240, played at 30") {
      $0.frameRate = 30
      $0.record(.quickTimeAndroidCaptureFPS, .double(240), at: "t")
    },
    c("android-capture-fps-slomo", false, .mp4, "captured at 30, played at 30") {
      $0.frameRate = 30
      $0.record(.quickTimeAndroidCaptureFPS, .double(30), at: "t")
    },
    c("android-capture-fps-slomo", true, .mp4, "captured at 120, track rate unknown (re-timed file)") {
      $0.record(.quickTimeAndroidCaptureFPS, .double(120), at: "t")
    },
    c("samsung-sef-slow-motion", true, .mp4, "SEF Super_SlowMotion_Data on a video") {
      $0.record(.samsungSEFNames, .strings(["Super_SlowMotion_Data", "Super_SlowMotion_BGM"]), at: "t")
    },
    c("samsung-sef-slow-motion", false, .mp4, "SEF with other blocks only") {
      $0.record(.samsungSEFNames, .strings(["Image_UTC_Data"]), at: "t")
    },
    c("samsung-sef-slow-motion", false, .jpeg, "slow-motion block names on a still") {
      $0.record(.samsungSEFNames, .strings(["SlowMotion_Data"]), at: "t")
    },
    c("apple-capture-mode-timelapse", true, .mov, "captureMode Time-lapse") {
      $0.record(.quickTimeTrackCaptureMode, .string("Time-lapse"), at: "t")
    },
    c("apple-capture-mode-timelapse", false, .mov, "captureMode Video") {
      $0.record(.quickTimeTrackCaptureMode, .string("Video"), at: "t")
    },
    c("android-capture-fps-timelapse", true, .mp4, "captured at 2, played at 30") {
      $0.frameRate = 30
      $0.record(.quickTimeAndroidCaptureFPS, .double(2), at: "t")
    },
    c("android-capture-fps-timelapse", false, .mp4, "captured at 24, played at 30") {
      $0.frameRate = 30
      $0.record(.quickTimeAndroidCaptureFPS, .double(24), at: "t")
    },
    c("screen-recording-file-name", true, .mov, "ReplayKit name", file: "RPReplay_Final1700000000.MP4"),
    c("screen-recording-file-name", false, .mov, "camera name", file: "IMG_0001.MOV"),
    c("apple-cinematic-metadata", true, .mov, "rendering + cinematography keys") {
      $0.record(.quickTimeMetadataKeys, .strings(["com.apple.quicktime.cinematic-video.rendering", "com.apple.quicktime.cinematic-video.cinematography"]), at: "t")
    },
    c("apple-cinematic-metadata", false, .mov, "intent 0 turns the effect off") {
      $0.record(.quickTimeMetadataKeys, .strings(["com.apple.quicktime.cinematic-video.rendering", "com.apple.quicktime.cinematic-video.cinematography"]), at: "t")
      $0.record(.quickTimeCinematicVideoIntent, .int(0), at: "t")
    },
    c("burst-identifier", true, .jpeg, "BurstUUID") { $0.record(.appleBurstUUID, .string("D4E4B3D1"), at: "t") },
    c("burst-identifier", false, .jpeg, "no burst id"),
    c("apple-camera-type-front", true, .heic, "CameraType 6") { $0.record(.appleCameraType, .int(6), at: "t") },
    c("apple-camera-type-front", false, .heic, "CameraType 0") { $0.record(.appleCameraType, .int(0), at: "t") },
    c("lens-model-front-camera", true, .jpeg, "front lens") {
      $0.record(.exifLensModel, .string("iPhone 8 front camera 2.87mm f/2.2"), at: "t")
    },
    c("lens-model-front-camera", false, .jpeg, "back lens") {
      $0.record(.exifLensModel, .string("iPhone 8 back camera 3.99mm f/1.8"), at: "t")
    },
    c("apple-facetime-size", true, .jpeg, "Apple 640x480 without lens tags") {
      $0.make = "Apple"
      $0.pixelWidth = 640
      $0.pixelHeight = 480
    },
    c("apple-facetime-size", false, .jpeg, "Canon 640x480") {
      $0.make = "Canon"
      $0.pixelWidth = 640
      $0.pixelHeight = 480
    },
    c("samsung-sef-front-camera", true, .jpeg, "SEF 0x0910") { $0.record(.samsungSEFTypes, .strings(["0x0910"]), at: "t") },
    c("samsung-sef-front-camera", false, .jpeg, "SEF 0x0a30") { $0.record(.samsungSEFTypes, .strings(["0x0a30"]), at: "t") },
    c("embedded-motion-video", true, .jpeg, "verified motion photo video") {
      $0.record(.motionPhotoVideo, .string("Google Motion Photo at offset 1000"), at: "t")
    },
    c("embedded-motion-video", false, .jpeg, "XMP MotionPhoto=1 with a wrong offset (unverified)") {
      $0.record(.xmpGCameraMotionPhoto, .string("1"), at: "t")
    },
    c("hdr-gain-map-image", true, .heic, "Apple aux gain map") {
      $0.record(.heifAuxiliaryTypes, .strings(["urn:com:apple:photo:2020:aux:hdrgainmap"]), at: "t")
    },
    c("hdr-gain-map-image", true, .heic, "tmap item") { $0.record(.heifItemTypes, .strings(["hvc1", "tmap"]), at: "t") },
    c("hdr-gain-map-image", false, .heic, "HDRHeadroom alone (re-saved without the map)") {
      $0.record(.appleHDRHeadroom, .double(1.2), at: "t")
    },
    c("depth-image", true, .heic, "auxid:2") { $0.record(.heifAuxiliaryTypes, .strings(["urn:mpeg:hevc:2015:auxid:2"]), at: "t") },
    c("depth-image", false, .heic, "alpha auxid:1") { $0.record(.heifAuxiliaryTypes, .strings(["urn:mpeg:hevc:2015:auxid:1"]), at: "t") },
  ]

  @Test("rule decides as expected", arguments: cases)
  func decides(_ testCase: Case) throws {
    let rule = try #require(SubtypeRules.table.first { $0.name == testCase.rule }, "no rule \(testCase.rule)")
    let format = try #require(FormatRegistry.standard.descriptor(testCase.format))
    let context = RuleContext(
      facts: testCase.facts(), format: format, fileName: testCase.fileName, mode: .thorough,
      mediaType: format.mediaType)
    let match = rule.decide(context)
    #expect((match != nil) == testCase.expectSet)
    if testCase.expectSet {
      let (subtypes, evidence) = SubtypeRules.evaluate(context)
      #expect(subtypes.contains(rule.subtype))
      #expect(evidence.contains { $0.rule == rule.name || $0.subtype == rule.subtype.names.first })
    }
  }

  @Test("every rule has a positive and a negative case")
  func coverage() {
    for rule in SubtypeRules.table {
      let mine = Self.cases.filter { $0.rule == rule.name }
      #expect(mine.contains { $0.expectSet }, "\(rule.name) has no positive case")
      #expect(mine.contains { !$0.expectSet }, "\(rule.name) has no negative case")
    }
  }

  @Test("videoStreamed is never set from a file")
  func videoStreamed() {
    #expect(!SubtypeRules.table.contains { $0.subtype == .videoStreamed })
  }

  @Test("rule names are unique and cite a source")
  func namesAndReferences() {
    let names = SubtypeRules.table.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(SubtypeRules.table.allSatisfy { !$0.references.isEmpty && !$0.summary.isEmpty })
  }

  @Test("every rule cites a section of Docs/DetectionRules.md")
  func citesDetectionRules() throws {
    let doc = try String(
      contentsOf: SampleCorpus.repositoryRoot().appendingPathComponent("Docs/DetectionRules.md"), encoding: .utf8)
    let headings = DocCitationTests.headings(ofMarkdown: doc)
    let prefix = "Docs/DetectionRules.md \""
    for rule in SubtypeRules.table {
      let sections = rule.references.filter { $0.hasPrefix(prefix) }.map {
        String($0.dropFirst(prefix.count).prefix { $0 != "\"" })
      }
      #expect(!sections.isEmpty, "\(rule.name) cites no section of Docs/DetectionRules.md")
      for section in sections {
        #expect(headings.contains(section), "\(rule.name) cites \"\(section)\", not a heading of Docs/DetectionRules.md")
      }
    }
  }
}
