// Fact keys recorded from HEIF and AVIF items (`ISOBMFFProbe+HEIF`).
extension FactKey {
  /// `HEIF.AuxiliaryTypes`, read at `meta/iprp auxC of auxl items`.
  public static let heifAuxiliaryTypes = FactKey(rawValue: "HEIF.AuxiliaryTypes")
  /// `HEIF.ImageSize`, read at `meta/iprp ispe of item`.
  public static let heifImageSize = FactKey(rawValue: "HEIF.ImageSize")
  /// `HEIF.ItemTypes`, read at `meta/iinf`.
  public static let heifItemTypes = FactKey(rawValue: "HEIF.ItemTypes")
  /// `HEIF.PrimaryItemType`, read at `meta/pitm`.
  public static let heifPrimaryItemType = FactKey(rawValue: "HEIF.PrimaryItemType")
  /// `HEIF.Rotation`, read at `meta/iprp irot of item`.
  public static let heifRotation = FactKey(rawValue: "HEIF.Rotation")
  /// `HEIF.Sequence.FrameCount`, read at `moov/trak(pict) stsz`.
  public static let heifSequenceFrameCount = FactKey(rawValue: "HEIF.Sequence.FrameCount")
  /// `HEIF.StereoAppleProperties`.
  public static let heifStereoAppleProperties = FactKey(rawValue: "HEIF.StereoAppleProperties")
  /// `HEIF.StereoGroup`.
  public static let heifStereoGroup = FactKey(rawValue: "HEIF.StereoGroup")
  /// `HEIF.StereoPair`.
  public static let heifStereoPair = FactKey(rawValue: "HEIF.StereoPair")
}
