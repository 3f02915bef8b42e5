// Fact keys recorded from the Apple MakerNote (`AppleMakerNoteTag.table`).
extension FactKey {
  /// `Apple.MakerNote.BurstUUID`.
  public static let appleBurstUUID = FactKey(rawValue: "Apple.MakerNote.BurstUUID")
  /// `Apple.MakerNote.CameraType`.
  public static let appleCameraType = FactKey(rawValue: "Apple.MakerNote.CameraType")
  /// `Apple.MakerNote.CameraUsed`.
  public static let appleCameraUsed = FactKey(rawValue: "Apple.MakerNote.CameraUsed")
  /// `Apple.MakerNote.ContentIdentifier`.
  public static let appleContentIdentifier = FactKey(rawValue: "Apple.MakerNote.ContentIdentifier")
  /// `Apple.MakerNote.FrontFacing`.
  public static let appleFrontFacing = FactKey(rawValue: "Apple.MakerNote.FrontFacing")
  /// `Apple.MakerNote.HDRGain`.
  public static let appleHDRGain = FactKey(rawValue: "Apple.MakerNote.HDRGain")
  /// `Apple.MakerNote.HDRHeadroom`.
  public static let appleHDRHeadroom = FactKey(rawValue: "Apple.MakerNote.HDRHeadroom")
  /// `Apple.MakerNote.HDRImageType`.
  public static let appleHDRImageType = FactKey(rawValue: "Apple.MakerNote.HDRImageType")
  /// `Apple.MakerNote.ImageCaptureType`.
  public static let appleImageCaptureType = FactKey(rawValue: "Apple.MakerNote.ImageCaptureType")
  /// `Apple.MakerNote.ImageProcessingFlags`.
  public static let appleImageProcessingFlags = FactKey(rawValue: "Apple.MakerNote.ImageProcessingFlags")
  /// `Apple.MakerNote.ImageUniqueID`.
  public static let appleImageUniqueID = FactKey(rawValue: "Apple.MakerNote.ImageUniqueID")
  /// `Apple.MakerNote.LivePhotoVideoIndex`.
  public static let appleLivePhotoVideoIndex = FactKey(rawValue: "Apple.MakerNote.LivePhotoVideoIndex")
  /// `Apple.MakerNote.MakerNoteVersion`.
  public static let appleMakerNoteVersion = FactKey(rawValue: "Apple.MakerNote.MakerNoteVersion")
  /// `Apple.MakerNote.PhotosAppFeatureFlags`.
  public static let applePhotosAppFeatureFlags = FactKey(rawValue: "Apple.MakerNote.PhotosAppFeatureFlags")
  /// `Apple.MakerNote.Present`.
  public static let appleMakerNotePresent = FactKey(rawValue: "Apple.MakerNote.Present")
}
