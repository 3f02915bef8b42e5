/// The ordered subtype rule table. For each subtype the first matching rule decides and its
/// evidence is reported; `videoStreamed` has no rule (it is library state, never in a file;
/// `Docs/DetectionRules.md` "Streamed video"). Every rule cites its source section.
public enum SubtypeRules {
  /// Apple's list of device screen sizes for PNG screenshots ([RE] PFMetadataImage, as
  /// listed in `Docs/DetectionRules.md` "Screenshot"), either orientation.
  static let screenshotSizes: Set<[Int]> = [
    [320, 480], [640, 960], [768, 1024], [1536, 2048], [640, 1136], [2048, 640], [750, 1334],
    [1080, 1920], [1242, 2208], [1125, 2001], [312, 390], [272, 340], [2048, 2732],
    [1668, 2224], [1125, 2436], [324, 394], [368, 448], [1242, 2688], [828, 1792], [1668, 2388],
  ]

  /// FaceTime camera sizes for Apple files without lens tags (`Docs/DetectionRules.md` "Selfie", rule 3).
  static let faceTimeSizes: Set<[Int]> = [[640, 480], [480, 640], [1280, 960], [960, 1280]]

  /// Whether `name` starts with one of `prefixes` (lower-case ASCII), ignoring ASCII case.
  static func matchesName(_ name: String, prefixes: [String]) -> Bool {
    prefixes.contains { name.hasPrefixIgnoringASCIICase($0) }
  }

  // Keys several rules try in order; static, so evaluating a rule allocates nothing.
  static let userCommentKeys: [FactKey] = [.exifUserComment, .xmpExifUserComment]
  static let captureModeKeys: [FactKey] = [.quickTimeTrackCaptureMode, .quickTimeCaptureMode]
  static let burstKeys: [FactKey] = [.appleBurstUUID, .xmpGCameraBurstID, .xmpGCreationsCameraBurstID, .samsungSEFBurstShotInfo]
  static let lensModelKeys: [FactKey] = [.exifLensModel, .quickTimeTrackLensModel, .quickTimeLensModel]
  static let gainMapKeys: [FactKey] = [.jpegMPFGainMap, .jpegISOGainMap]
  static let videoTransferKeys: [FactKey] = [.quickTimeVideoTransferCharacteristics, .matroskaTransferCharacteristics]
  static let dolbyVisionKeys: [FactKey] = [.quickTimeDolbyVisionProfile, .matroskaDolbyVisionProfile]
  static let depthKeys: [FactKey] = [.xmpGDepthFormat, .xmpGDepthData, .xmpGDepthMime, .xmpDepthMapFormat]

  /// Every subtype rule, in the order they run (`Docs/SubtypeRules.md` is generated from it).
  public static let table: [SubtypeRule] = [
    // MARK: raw ("RAW")
    SubtypeRule(
      .raw, "camera-raw-format",
      summary: "The content is a camera RAW format (DNG, CR2, CR3, NEF, ARW, ...), Apple ProRAW included.",
      references: ["Docs/DetectionRules.md \"RAW\"", "ExifTool %magicNumber"],
      requires: []
    ) { c in
      c.format.isRaw ? RuleMatch(source: "format registry", value: c.format.id.rawValue) : nil
    },

    // MARK: photoAnimation ("Animated images")
    SubtypeRule(
      .photoAnimation, "animated-image-frames",
      summary: "An image format (GIF, APNG, animated WebP, HEIF/AVIF sequence) with two frames or more.",
      references: ["Docs/DetectionRules.md \"Animated images\"", "PhotosTypes.h PHAssetMediaSubtypePhotoAnimation"],
      requires: []
    ) { c in
      guard c.mediaType == .image, let frames = c.facts.frameCount, frames >= 2 else { return nil }
      return RuleMatch(source: "\(c.format.id) frames", value: "\(frames) frames")
    },
    SubtypeRule(
      .photoAnimation, "gif-image-descriptors-seen",
      summary: "A GIF whose block walk passed two image descriptors or more where its frame count is not known (the fast path's head ends before the trailer).",
      references: ["Docs/DetectionRules.md \"Animated images\"", "GIF89a §20 Image Descriptor"],
      requires: [.gifImageCount]
    ) { c in
      guard c.mediaType == .image else { return nil }
      return c[.gifImageCount].flatMap { ($0.value.int ?? 0) >= 2 ? RuleMatch($0) : nil }
    },
    SubtypeRule(
      .photoAnimation, "webp-animation-frames-seen",
      summary: "A WebP whose chunk walk passed two ANMF frames or more where its frame count is not known (the fast path's head ends before the last frame).",
      references: ["Docs/DetectionRules.md \"Animated images\"", "WebP Container Specification, Animation (ANMF)"],
      requires: [.webPFrameCount]
    ) { c in
      guard c.mediaType == .image else { return nil }
      return c[.webPFrameCount].flatMap { ($0.value.int ?? 0) >= 2 ? RuleMatch($0) : nil }
    },

    // MARK: photoPanorama ("Panorama")
    SubtypeRule(
      .photoPanorama, "exif-custom-rendered-panorama",
      summary: "EXIF CustomRendered (0xA401) is 6, Panorama.",
      references: ["Docs/DetectionRules.md \"Panorama\"", "ExifTool Exif.pm 0xA401", "osxphotos PR #58"],
      requires: [.exifCustomRendered]
    ) { c in
      c[.exifCustomRendered].flatMap { $0.value.int == 6 ? RuleMatch($0) : nil }
    },
    SubtypeRule(
      .photoPanorama, "apple-processing-flags-panorama",
      summary: "Apple MakerNote ImageProcessingFlags (0x0019) has the panorama bit 0x100.",
      references: ["Docs/DetectionRules.md \"Panorama\" [RE] PFMetadataImage isPanorama"],
      requires: [.appleImageProcessingFlags]
    ) { c in
      c[.appleImageProcessingFlags].flatMap { ($0.value.int ?? 0) & 0x100 != 0 ? RuleMatch($0) : nil }
    },
    SubtypeRule(
      .photoPanorama, "gpano-projection",
      summary: "XMP GPano says panorama: UsePanoramaViewer is True, or a ProjectionType is set.",
      references: ["Docs/DetectionRules.md \"Panorama\"", "Google Photo Sphere XMP metadata"],
      requires: [.xmpGPanoUsePanoramaViewer, .xmpGPanoProjectionType]
    ) { c in
      if let f = c.any(.xmpGPanoUsePanoramaViewer, { $0.lowercased() == "true" }) { return RuleMatch(f) }
      return c[.xmpGPanoProjectionType].map(RuleMatch.init)
    },
    SubtypeRule(
      .photoPanorama, "gcamera-special-type-panorama",
      summary: "XMP GCamera:SpecialTypeID names PANORAMA or PHOTOSPHERE (Pixel).",
      references: ["Docs/DetectionRules.md \"Panorama\"", "immich #28970"],
      requires: [.xmpGCameraSpecialTypeID]
    ) { c in
      c.any(.xmpGCameraSpecialTypeID, { $0.contains("PANORAMA") || $0.contains("PHOTOSPHERE") }).map(RuleMatch.init)
    },
    SubtypeRule(
      .photoPanorama, "samsung-sef-panorama",
      summary: "A Samsung SEF trailer holds Panorama_Shot_Info (0x08e0) or Motion_Panorama_Info (0x08e1).",
      references: ["Docs/DetectionRules.md \"Motion photos\" and \"Panorama\"", "ExifTool Samsung.pm %Samsung::Trailer"],
      requires: [.samsungSEFTypes]
    ) { c in
      c.any(.samsungSEFTypes, {
        $0 == SamsungSEFBlockType.panoramaShotInfo.hex || $0 == SamsungSEFBlockType.motionPanoramaInfo.hex
      }).map(RuleMatch.init)
    },

    // MARK: photoHDR ("HDR and gain maps")
    SubtypeRule(
      .photoHDR, "exif-custom-rendered-hdr",
      summary: "EXIF CustomRendered (0xA401) is 2 or 3 (HDR, with or without the original saved).",
      references: ["Docs/DetectionRules.md \"HDR and gain maps\"", "ExifTool Exif.pm 0xA401"],
      requires: [.exifCustomRendered]
    ) { c in
      c[.exifCustomRendered].flatMap { [2, 3].contains($0.value.int ?? -1) ? RuleMatch($0) : nil }
    },
    SubtypeRule(
      .photoHDR, "apple-hdr-image-type",
      summary: "Apple MakerNote HDRImageType (0x000A) is 3, HDR image.",
      references: ["Docs/DetectionRules.md \"HDR and gain maps\"", "ExifTool Apple.pm 0x000a"],
      requires: [.appleHDRImageType]
    ) { c in
      c[.appleHDRImageType].flatMap { $0.value.int == 3 ? RuleMatch($0) : nil }
    },
    SubtypeRule(
      .photoHDR, "hdr-transfer-function",
      summary: "An image whose colour information (HEIF/AVIF nclx colr, PNG cICP) uses the PQ (16) or HLG (18) transfer.",
      references: ["Docs/DetectionRules.md \"HDR and gain maps\" [RE] PFMetadataImage isHDR", "ITU-T H.273 Table 3"],
      requires: [.colorTransferCharacteristics]
    ) { c in
      guard c.mediaType == .image else { return nil }
      return c[.colorTransferCharacteristics].flatMap { [16, 18].contains($0.value.int ?? -1) ? RuleMatch($0) : nil }
    },

    // MARK: photoScreenshot ("Screenshot")
    SubtypeRule(
      .photoScreenshot, "user-comment-screenshot",
      summary: "EXIF or XMP UserComment is \"Screenshot\" (iOS and macOS write it).",
      references: ["Docs/DetectionRules.md \"Screenshot\" [RE] PFMetadataImage isScreenshot"],
      requires: userCommentKeys
    ) { c in
      for key in userCommentKeys {
        if let f = c.any(key, { $0.trimmingSpaces.hasPrefix("Screenshot") }) { return RuleMatch(f) }
      }
      return nil
    },
    SubtypeRule(
      .photoScreenshot, "png-device-screen-size",
      summary: "A PNG whose EXIF pixel size (or, without one, its IHDR size) is an Apple device screen size.",
      references: ["Docs/DetectionRules.md \"Screenshot\" [RE] PFMetadataImage isScreenshot"],
      requires: [.exifPixelXDimension, .exifPixelYDimension, .xmpExifPixelXDimension, .xmpExifPixelYDimension]
    ) { c in
      guard c.format.family == .png else { return nil }
      var size: [Int]?
      var source = "PNG IHDR"
      if let w = c[.exifPixelXDimension]?.value.int, let h = c[.exifPixelYDimension]?.value.int {
        size = [w, h]
        source = c[.exifPixelXDimension]?.source ?? source
      } else if let w = c[.xmpExifPixelXDimension]?.value.int, let h = c[.xmpExifPixelYDimension]?.value.int {
        size = [w, h]
        source = c[.xmpExifPixelXDimension]?.source ?? source
      } else if let w = c.facts.pixelWidth, let h = c.facts.pixelHeight {
        size = [w, h]
      }
      guard let size, screenshotSizes.contains(size) || screenshotSizes.contains([size[1], size[0]])
      else { return nil }
      return RuleMatch(source: source, value: "\(size[0])x\(size[1])")
    },
    SubtypeRule(
      .photoScreenshot, "screenshot-file-name", 
      summary: "The file name follows a screenshot pattern (Android Screenshot_, macOS \"Screenshot \"/\"Screen Shot \").",
      references: ["Docs/DetectionRules.md \"Screenshot\" (Android and macOS names)"], heuristic: true,
      requires: []
    ) { c in
      guard c.mediaType == .image,
        matchesName(c.fileName, prefixes: ["screenshot_", "screenshot ", "screen shot ", "screenshot-"])
      else { return nil }
      return RuleMatch(source: "file name", value: c.fileName)
    },

    // MARK: photoLive ("Live Photo")
    SubtypeRule(
      .photoLive, "apple-content-identifier-still",
      summary: "A JPEG or HEIC still carries an Apple MakerNote ContentIdentifier (0x0011): captured as a Live Photo.",
      references: ["Docs/DetectionRules.md \"Live Photo\"", "ExifTool Apple.pm 0x0011"],
      requires: [.appleContentIdentifier]
    ) { c in
      guard c.mediaType == .image else { return nil }
      return c[.appleContentIdentifier].map(RuleMatch.init)
    },
    SubtypeRule(
      .photoLive, "quicktime-live-photo-video",
      summary: "A movie with a video track, com.apple.quicktime.content.identifier and a still-image-time metadata track: the video of a Live Photo.",
      references: ["Docs/DetectionRules.md \"Live Photo\"", "ExifTool QuickTime.pm Keys"],
      requires: [.quickTimeContentIdentifier, .quickTimeMetadataKeys]
    ) { c in
      // The still-image-time sample marks a frame of the video track: no video track, no
      // Live Photo (a metadata-only movie with the keys is not one).
      guard c.mediaType == .video, c.facts.pixelWidth != nil,
        let id = c[.quickTimeContentIdentifier],
        c.any(.quickTimeMetadataKeys, { $0 == "com.apple.quicktime.still-image-time" }) != nil
      else { return nil }
      return RuleMatch(id)
    },

    // MARK: photoDepthEffect ("Depth effect")
    SubtypeRule(
      .photoDepthEffect, "exif-custom-rendered-portrait",
      summary: "EXIF CustomRendered (0xA401) is 7 (Portrait HDR) or 8 (Portrait).",
      references: ["Docs/DetectionRules.md \"Depth effect\"", "ExifTool Exif.pm 0xA401"],
      requires: [.exifCustomRendered]
    ) { c in
      c[.exifCustomRendered].flatMap { [7, 8].contains($0.value.int ?? -1) ? RuleMatch($0) : nil }
    },
    SubtypeRule(
      .photoDepthEffect, "apple-processing-flags-portrait",
      summary: "Apple MakerNote ImageProcessingFlags (0x0019) has a portrait bit (mask 0x60).",
      references: ["Docs/DetectionRules.md \"Depth effect\" [RE] PFMetadataImage isPortrait", "ExifTool Apple.pm 0x0019"],
      requires: [.appleImageProcessingFlags]
    ) { c in
      c[.appleImageProcessingFlags].flatMap { ($0.value.int ?? 0) & 0x60 != 0 ? RuleMatch($0) : nil }
    },
    SubtypeRule(
      .photoDepthEffect, "apple-capture-type-portrait",
      summary: "Apple MakerNote ImageCaptureType (0x0014) is 2, Portrait, in a MakerNote of version 10 or later.",
      references: [
        "Docs/DetectionRules.md \"Depth effect\"", "ExifTool Apple.pm 0x0014",
        "older MakerNotes use other values: 2 on an iPhone 5 plain photo (MakerNoteVersion 5, corpus osxphotos C2BBC7A4)",
      ],
      requires: [.appleMakerNoteVersion, .appleImageCaptureType]
    ) { c in
      guard (c[.appleMakerNoteVersion]?.value.int ?? 0) >= 10 else { return nil }
      return c[.appleImageCaptureType].flatMap { $0.value.int == 2 ? RuleMatch($0) : nil }
    },
    SubtypeRule(
      .photoDepthEffect, "gcamera-special-type-portrait-with-depth",
      summary: "XMP GCamera:SpecialTypeID names PORTRAIT (Pixel) and the file carries a depth map (GDepth or Dynamic Depth XMP, an MPF depth image).",
      references: [
        "Docs/DetectionRules.md \"Depth effect\"",
        "a PORTRAIT special type alone marks the camera mode, not a depth effect: Pixel exports without a depth map are plain photos to Photos (Docs/SubtypeRules.md)",
      ],
      requires: [.xmpGCameraSpecialTypeID, .jpegMPFDepth] + depthKeys
    ) { c in
      guard let portrait = c.any(.xmpGCameraSpecialTypeID, { $0.contains("PORTRAIT") }) else { return nil }
      guard c[.jpegMPFDepth] != nil || depthKeys.contains(where: { c[$0] != nil }) else { return nil }
      return RuleMatch(portrait)
    },

    // MARK: spatialMedia ("Spatial media")
    SubtypeRule(
      .spatialMedia, "heif-stereo-pair-with-cameras",
      summary: "A HEIF ster entity group of two images, each with camera intrinsics (cmin) and extrinsics (cmex).",
      references: ["Docs/DetectionRules.md \"Spatial media\"", "libheif Box_cmin/Box_cmex"],
      requires: [.heifStereoPair]
    ) { c in
      c[.heifStereoPair].flatMap { $0.value.int == 1 ? RuleMatch($0) : nil }
    },
    SubtypeRule(
      .spatialMedia, "heif-stereo-group-with-spatial-xmp",
      summary: "A HEIF ster entity group of two images and XMP in Apple's SpatialMedia namespace (visionOS 1 spatial photos).",
      references: ["Docs/DetectionRules.md \"Spatial media\" (correction: SpatialMedia XMP)"],
      requires: [.heifStereoGroup, .xmpSpatialMediaVersion]
    ) { c in
      guard c[.heifStereoGroup]?.value.int == 2 else { return nil }
      return c[.xmpSpatialMediaVersion].map(RuleMatch.init)
    },
    SubtypeRule(
      .spatialMedia, "mv-hevc-spatial-video",
      summary: "An MV-HEVC video track (lhvC) with vexu baseline and hfov, projection absent or rectilinear.",
      references: ["Docs/DetectionRules.md \"Spatial media\"", "Apple Stereo Video ISOBMFF/QTFF extensions"],
      requires: [.quickTimeSpatialVideo]
    ) { c in
      c[.quickTimeSpatialVideo].flatMap { $0.value.int == 1 ? RuleMatch($0) : nil }
    },

    // MARK: videoHighFrameRate ("Slow motion")
    SubtypeRule(
      .videoHighFrameRate, "nominal-frame-rate-slomo",
      summary: "The first video track's nominal frame rate is 85 fps or more, unless full-frame-rate-playback-intent is 1.",
      references: ["Docs/DetectionRules.md \"Slow motion\" [RE] PFMetadataMovie isSloMo"],
      requires: [.quickTimeFullFrameRatePlaybackIntent, .quickTimeVideoFrameRate]
    ) { c in
      guard c.mediaType == .video, let fps = c.facts.frameRate, fps >= 85 else { return nil }
      if c[.quickTimeFullFrameRatePlaybackIntent]?.value.int == 1 {
        return nil
      }
      return RuleMatch(source: c[.quickTimeVideoFrameRate]?.source ?? "video track", value: "\(fps) fps")
    },
    SubtypeRule(
      .videoHighFrameRate, "android-capture-fps-slomo",
      summary: "Android com.android.capture.fps is 85 fps or more, or above 1.5 times the track's frame rate (slow motion, also when re-timed to 30 fps).",
      references: ["Docs/DetectionRules.md \"Slow motion\"", "AOSP MPEG4Writer.cpp"],
      requires: [.quickTimeAndroidCaptureFPS]
    ) { c in
      guard c.mediaType == .video, let f = c[.quickTimeAndroidCaptureFPS],
        let capture = f.value.double, capture.isFinite
      else { return nil }
      // A high capture rate is slow motion whatever the track plays at: Samsung and others
      // re-time 120/240/960 fps captures to 30 fps files (`Docs/DetectionRules.md` "Slow motion"). A lower capture rate
      // counts when it is well above the playback rate.
      if capture >= 85 { return RuleMatch(f) }
      guard let fps = c.facts.frameRate, fps > 0, capture > fps * 1.5 else { return nil }
      return RuleMatch(f)
    },
    SubtypeRule(
      .videoHighFrameRate, "samsung-sef-slow-motion",
      summary: "A Samsung SEF trailer on a video holds slow-motion blocks (SlowMotion_Data, Super_SlowMotion_*).",
      references: ["Docs/DetectionRules.md \"Motion photos\" (SEF layout) and \"Slow motion\"", "ExifTool Samsung.pm (trailer)"],
      requires: [.samsungSEFNames]
    ) { c in
      guard c.mediaType == .video else { return nil }
      return c.any(.samsungSEFNames, { $0.hasPrefix("SlowMotion_") || $0.hasPrefix("Super_SlowMotion_") })
        .map(RuleMatch.init)
    },

    // MARK: videoTimelapse ("Time-lapse")
    SubtypeRule(
      .videoTimelapse, "apple-capture-mode-timelapse",
      summary: "The video track's metadata key com.apple.photos.captureMode is \"Time-lapse\".",
      references: ["Docs/DetectionRules.md \"Time-lapse\" [RE] PFMetadataMovie isTimelapse", "ExifTool QuickTime.pm VideoKeys"],
      requires: captureModeKeys
    ) { c in
      for key in captureModeKeys {
        if let f = c.any(key, { $0 == "Time-lapse" }) { return RuleMatch(f) }
      }
      return nil
    },
    SubtypeRule(
      .videoTimelapse, "android-capture-fps-timelapse",
      summary: "Android com.android.capture.fps is below half the track's frame rate (time-lapse).",
      references: ["Docs/DetectionRules.md \"Time-lapse\"", "AOSP MPEG4Writer.cpp"],
      requires: [.quickTimeAndroidCaptureFPS]
    ) { c in
      guard c.mediaType == .video, let f = c[.quickTimeAndroidCaptureFPS],
        let capture = f.value.double, capture > 0, let fps = c.facts.frameRate, capture < fps * 0.5
      else { return nil }
      return RuleMatch(f)
    },

    // MARK: videoScreenRecording ("Screen recording")
    SubtypeRule(
      .videoScreenRecording, "screen-recording-file-name",
      summary: "The file name follows a screen-recording pattern (iOS RPReplay_Final, macOS \"Screen Recording \", Android Screen_Recording_/screen-).",
      references: ["Docs/DetectionRules.md \"Screen recording\""], heuristic: true,
      requires: []
    ) { c in
      guard c.mediaType == .video,
        matchesName(c.fileName, prefixes: ["rpreplay_final", "screen recording ", "screen_recording_", "screenrecording_", "screen-20"])
      else { return nil }
      return RuleMatch(source: "file name", value: c.fileName)
    },

    // MARK: videoCinematic ("Cinematic video")
    SubtypeRule(
      .videoCinematic, "apple-cinematic-metadata",
      summary: "A timed-metadata track lists cinematic-video.rendering and cinematic-video.cinematography, and cinematic-video-intent is absent or 1.",
      references: ["Docs/DetectionRules.md \"Cinematic video\" [RE] PFMetadataMovie isCinematicVideo"],
      requires: [.quickTimeMetadataKeys, .quickTimeCinematicVideoIntent]
    ) { c in
      guard c.mediaType == .video,
        let f = c.any(.quickTimeMetadataKeys, { $0 == "com.apple.quicktime.cinematic-video.rendering" }),
        c.any(.quickTimeMetadataKeys, { $0 == "com.apple.quicktime.cinematic-video.cinematography" }) != nil
      else { return nil }
      if let intent = c[.quickTimeCinematicVideoIntent]?.value.int, intent != 1 {
        return nil
      }
      return RuleMatch(source: f.source, value: "cinematic-video.rendering + cinematography")
    },

    // MARK: hdrVideo (Docs/CLI.md, "Technical facts")
    SubtypeRule(
      .hdrVideo, "hdr-video-transfer",
      summary: "A video track whose colour information (ISO BMFF colr nclx/nclc, Matroska Colour) uses the PQ (16) or HLG (18) transfer.",
      references: ["Docs/DetectionRules.md \"HDR and gain maps\"", "Docs/CLI.md \"Technical facts\"", "ITU-T H.273 Table 3", "ISO/IEC 14496-12 §12.1.5", "RFC 9559 §5.1.4.1.28.16"],
      requires: videoTransferKeys
    ) { c in
      guard c.mediaType == .video else { return nil }
      for key in videoTransferKeys {
        if let f = c[key], [16, 18].contains(f.value.int ?? -1) { return RuleMatch(f) }
      }
      return nil
    },
    SubtypeRule(
      .hdrVideo, "dolby-vision-configuration",
      summary: "A video track with a Dolby Vision configuration (dvcC, dvvC or dvwC in ISO BMFF; a Matroska BlockAdditionMapping of that type).",
      references: ["Docs/DetectionRules.md \"HDR and gain maps\"", "Docs/CLI.md \"Technical facts\"", "Dolby Vision Streams within the ISO Base Media File Format v2.5 §3.2", "RFC 9559 §5.1.4.1.17"],
      requires: dolbyVisionKeys
    ) { c in
      guard c.mediaType == .video else { return nil }
      for key in dolbyVisionKeys {
        if let f = c[key] { return RuleMatch(f) }
      }
      return nil
    },

    // MARK: burst ("Burst")
    SubtypeRule(
      .burst, "burst-identifier",
      summary: "A burst identifier: Apple MakerNote BurstUUID (0x000B), XMP GCamera:BurstID or GCreations:CameraBurstID, Samsung SEF Burst_Shot_Info.",
      references: ["Docs/DetectionRules.md \"Burst\"", "ExifTool Apple.pm 0x000b, Google.pm, Samsung.pm"],
      requires: burstKeys
    ) { c in
      for key in burstKeys {
        if let f = c[key] { return RuleMatch(f) }
      }
      return nil
    },

    // MARK: selfie ("Selfie")
    SubtypeRule(
      .selfie, "apple-camera-type-front",
      summary: "Apple MakerNote CameraType (0x002E) is 6, or 0x004A is 5: the front camera.",
      references: ["Docs/DetectionRules.md \"Selfie\" [RE] PFMetadataImage isFrontFacingCamera", "ExifTool Apple.pm"],
      requires: [.appleCameraType, .appleCameraUsed]
    ) { c in
      if let f = c[.appleCameraType], f.value.int == 6 { return RuleMatch(f) }
      if let f = c[.appleCameraUsed], f.value.int == 5 { return RuleMatch(f) }
      return nil
    },
    SubtypeRule(
      .selfie, "lens-model-front-camera",
      summary: "LensModel (EXIF 0xA434, or the video's camera.lens_model key) names the front camera.",
      references: ["Docs/DetectionRules.md \"Selfie\" rule 2"],
      requires: lensModelKeys + [.appleCameraType]
    ) { c in
      // An Apple back camera recorded in the MakerNote overrides the lens text.
      if let type = c[.appleCameraType]?.value.int, type != 0, type != 6 { return nil }
      for key in lensModelKeys {
        if let f = c.any(key, {
          $0.containsBytes("front", ignoringASCIICase: true)
            && $0.containsBytes("camera", ignoringASCIICase: true)
        }) {
          return RuleMatch(f)
        }
      }
      return nil
    },
    SubtypeRule(
      .selfie, "apple-facetime-size",
      summary: "An Apple photo without lens tags whose size is a FaceTime camera size (640x480, 1280x960).",
      references: ["Docs/DetectionRules.md \"Selfie\" rule 3"], heuristic: true,
      requires: [.exifLensModel, .appleCameraType]
    ) { c in
      guard c.mediaType == .image, c.facts.make == "Apple", c[.exifLensModel] == nil,
        c[.appleCameraType] == nil,
        let w = c.facts.pixelWidth, let h = c.facts.pixelHeight, faceTimeSizes.contains([w, h])
      else { return nil }
      return RuleMatch(source: "EXIF Make + pixel size", value: "Apple \(w)x\(h)")
    },
    SubtypeRule(
      .selfie, "samsung-sef-front-camera",
      summary: "A Samsung SEF trailer holds Front_Cam_Selfie_Info (0x0910).",
      references: ["Docs/DetectionRules.md \"Selfie\"", "ExifTool Samsung.pm"],
      requires: [.samsungSEFTypes]
    ) { c in
      c.any(.samsungSEFTypes, { $0 == SamsungSEFBlockType.frontCamSelfieInfo.hex }).map(RuleMatch.init)
    },

    // MARK: motionPhoto ("Motion photos")
    SubtypeRule(
      .motionPhoto, "embedded-motion-video",
      summary: "An embedded video was found and verified: Google Motion Photo / MicroVideo offset landing on an ftyp box, Samsung SEF MotionPhoto_Data (0x0a30), or a HEIF mpvd box.",
      references: ["Docs/DetectionRules.md \"Motion photos\"", "developer.android.com motion-photo-format", "ExifTool Samsung.pm, QuickTime.pm mpvd"],
      requires: [.motionPhotoVideo]
    ) { c in
      c[.motionPhotoVideo].map(RuleMatch.init)
    },

    // MARK: hdrGainMap ("HDR and gain maps")
    SubtypeRule(
      .hdrGainMap, "hdr-gain-map-image",
      summary: "A gain-map image: HEIF auxiliary urn:com:apple:photo:2020:aux:hdrgainmap, a HEIF tmap item, an MPF image with Apple HDRGainMap or Adobe hdrgm XMP, or an ISO 21496-1 APP2 segment.",
      references: ["Docs/DetectionRules.md \"HDR and gain maps\"", "ExifTool XMP2.pl, JPEG.pm", "google/libultrahdr"],
      requires: gainMapKeys + [.heifAuxiliaryTypes, .heifItemTypes]
    ) { c in
      if let f = c.any(.heifAuxiliaryTypes, { $0.hasSuffix(":aux:hdrgainmap") }) { return RuleMatch(f) }
      if let f = c.any(.heifItemTypes, { $0 == "tmap" }) { return RuleMatch(source: f.source, value: "tmap item") }
      for key in gainMapKeys {
        if let f = c[key] { return RuleMatch(f) }
      }
      return nil
    },

    // MARK: depthData ("Depth effect")
    SubtypeRule(
      .depthData, "depth-image",
      summary: "A depth or disparity map: HEIF auxiliary urn:mpeg:hevc:2015:auxid:2 or Apple portrait matte, an MPF depth image, or Google GDepth / Dynamic Depth XMP.",
      references: ["Docs/DetectionRules.md \"Depth effect\"", "ExifTool apdi table, Google Depth Map XMP"],
      requires: depthKeys + [.heifAuxiliaryTypes, .jpegMPFDepth]
    ) { c in
      if let f = c.any(.heifAuxiliaryTypes, { $0.hasSuffix("auxid:2") || $0.hasSuffix(":aux:depth") || $0.hasSuffix(":aux:disparity") || $0.contains("portraiteffectsmatte") }) {
        return RuleMatch(f)
      }
      if let f = c[.jpegMPFDepth] { return RuleMatch(f) }
      for key in depthKeys {
        if let f = c[key] { return RuleMatch(f) }
      }
      return nil
    },
  ]

  /// Applies the table: the subtypes set and, for each, the first rule's evidence.
  public static func evaluate(_ context: RuleContext) -> (MediaSubtypes, [SubtypeEvidence]) {
    var subtypes = MediaSubtypes()
    var evidence: [SubtypeEvidence] = []
    // By index: a rule is read in place, not copied (with its strings) for every file.
    #if DEBUG
      var context = context
    #endif
    for index in table.indices where !subtypes.contains(table[index].subtype) {
      #if DEBUG
        context.declared = table[index].requires
      #endif
      guard let match = table[index].decide(context) else { continue }
      let rule = table[index]
      subtypes.insert(rule.subtype)
      evidence.append(
        SubtypeEvidence(
          subtype: rule.subtype.names.first ?? "", rule: rule.name, source: match.source,
          value: match.value, heuristic: rule.heuristic ? true : nil))
    }
    return (subtypes, evidence)
  }
}
