// Fact keys recorded from TIFF and TIFF-based RAW files (`TIFFProbe`).
extension FactKey {
  /// `TIFF.ImageSize`.
  public static let tiffImageSize = FactKey(rawValue: "TIFF.ImageSize")
  /// `TIFF.NRW`, read at `IFD0 0x0103 Compression 6`.
  public static let tiffNRW = FactKey(rawValue: "TIFF.NRW")
}
