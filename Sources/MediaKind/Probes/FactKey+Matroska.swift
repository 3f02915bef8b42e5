// Fact keys recorded from Matroska and WebM (`MatroskaProbe`).
extension FactKey {
  /// `Matroska.Colour.TransferCharacteristics`, read at `Tracks/TrackEntry/Video/Colour 55BA`.
  public static let matroskaTransferCharacteristics = FactKey(rawValue: "Matroska.Colour.TransferCharacteristics")
  /// `Matroska.DolbyVisionProfile`, read at `Tracks/TrackEntry/BlockAdditionMapping 41ED`.
  public static let matroskaDolbyVisionProfile = FactKey(rawValue: "Matroska.DolbyVisionProfile")
}
