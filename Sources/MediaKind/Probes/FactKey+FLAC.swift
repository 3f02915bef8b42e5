// Fact keys recorded from FLAC streams (`FLACProbe`).
extension FactKey {
  /// `FLAC.SampleRate`, read at `fLaC/STREAMINFO`.
  public static let flacSampleRate = FactKey(rawValue: "FLAC.SampleRate")
  /// `FLAC.TotalSamples`, read at `fLaC/STREAMINFO`.
  public static let flacTotalSamples = FactKey(rawValue: "FLAC.TotalSamples")
}
