// Fact keys recorded from embedded motion-photo videos (JPEG, HEIF, Samsung SEF).
extension FactKey {
  /// `MotionPhoto.Video`, read at `mpvd at offset`.
  public static let motionPhotoVideo = FactKey(rawValue: "MotionPhoto.Video")
}
