/// A Samsung SEF block type (the `u16 type` of a directory entry), with ExifTool's name for
/// it. ``SamsungSEF`` records the types of a trailer as ``hex`` text (`Samsung.SEF.Types`);
/// the rules and the library compare against these constants, never against spelled-out ids.
///
/// Source: ExifTool `Samsung.pm` `%Samsung::Trailer` (names, and the notes in brackets).
struct SamsungSEFBlockType: Sendable, Hashable {
  let code: UInt16
  /// ExifTool's name (its tag name in brackets where it differs).
  let name: String
  /// `0x08e0` style: how `Samsung.SEF.Types` lists the type.
  let hex: String

  init(_ code: UInt16, _ name: String) {
    self.code = code
    self.name = name
    self.hex = SamsungSEF.hex(code)
  }

  static let soundShot = Self(0x0100, "SoundShot_000 (EmbeddedAudioFile)")
  static let interactivePanorama = Self(0x0201, "Interactive_Panorama_000 (SurroundShotVideo)")
  /// A panorama (the `photoPanorama` rule).
  static let panoramaShotInfo = Self(0x08e0, "Panorama_Shot_Info")
  /// A motion panorama (the `photoPanorama` rule).
  static let motionPanoramaInfo = Self(0x08e1, "Motion_Panorama_Info")
  /// A front-camera selfie (the `selfie` rule).
  static let frontCamSelfieInfo = Self(0x0910, "Front_Cam_Selfie_Info")
  /// The burst id as text (`Samsung.SEF.BurstShotInfo`).
  static let burstShotInfo = Self(0x09e0, "Burst_Shot_Info")
  /// The best shot of a burst (the library's `isBurstBestShot`).
  static let burstShotBestPhotoInfo = Self(0x09e1, "BurstShot_Best_Photo_Info")
  static let imageUTCData = Self(0x0a01, "Image_UTC_Data (TimeStamp)")
  static let flipPhoto = Self(0x0a20, "FlipPhoto (DualCameraImage)")
  /// The motion photo's MP4, or an `mpv2` record pointing to it (`MotionPhoto.Video`).
  static let motionPhotoData = Self(0x0a30, "MotionPhoto_Data (EmbeddedVideoFile)")
  static let motionPhotoVersion = Self(0x0a31, "MotionPhoto_Version")
  static let motionPhotoAutoPlay = Self(0x0a33, "MotionPhoto_AutoPlay")
  static let dualShotDepthMap = Self(0x0ab1, "DualShot_DepthMap (DepthMapData)")
  static let singleShotMeta = Self(0x0b40, "SingleShot meta (SingleShotMeta)")
  static let singleShotDepthMap = Self(0x0b41, "SingeShot_DepthMap (SingleShotDepthMap)")
}
