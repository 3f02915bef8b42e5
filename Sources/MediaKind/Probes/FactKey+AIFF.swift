// Fact keys recorded from AIFF files (`AIFFProbe`).
extension FactKey {
  /// `AIFF.CompressionType`, read at `FORM/COMM`.
  public static let aiffCompressionType = FactKey(rawValue: "AIFF.CompressionType")
  /// `AIFF.SampleFrames`, read at `FORM/COMM`.
  public static let aiffSampleFrames = FactKey(rawValue: "AIFF.SampleFrames")
  /// `AIFF.SampleRate`, read at `FORM/COMM`.
  public static let aiffSampleRate = FactKey(rawValue: "AIFF.SampleRate")
}
