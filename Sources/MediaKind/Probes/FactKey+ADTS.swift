// Fact keys recorded from ADTS AAC streams (`ADTSProbe`).
extension FactKey {
  /// `AAC.DurationSource`, read at `ADTS frames`.
  public static let aacDurationSource = FactKey(rawValue: "AAC.DurationSource")
  /// `AAC.SampleRate`, read at `ADTS header`.
  public static let aacSampleRate = FactKey(rawValue: "AAC.SampleRate")
}
