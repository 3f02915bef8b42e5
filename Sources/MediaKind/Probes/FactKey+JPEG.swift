// Fact keys recorded from JPEG segments and MPF images (`JPEGProbe`).
extension FactKey {
  /// `JPEG.ISOGainMap`, read at `APP2 urn:iso:std:iso:ts:21496:-1`.
  public static let jpegISOGainMap = FactKey(rawValue: "JPEG.ISOGainMap")
  /// `JPEG.MPF.Depth`, read at ``.
  public static let jpegMPFDepth = FactKey(rawValue: "JPEG.MPF.Depth")
  /// `JPEG.MPF.GainMap`, read at ``.
  public static let jpegMPFGainMap = FactKey(rawValue: "JPEG.MPF.GainMap")
  /// `JPEG.MPF.ImageCount`, read at `APP2/MPF 0xB002`.
  public static let jpegMPFImageCount = FactKey(rawValue: "JPEG.MPF.ImageCount")
  /// `JPEG.MPF.Present`, read at `APP2/MPF`.
  public static let jpegMPFPresent = FactKey(rawValue: "JPEG.MPF.Present")
}
