// Fact keys recorded from RIFF WAVE and AVI files (`RIFFProbe`).
extension FactKey {
  /// `RIFF.FormatTag`, read at `RIFF/fmt`.
  public static let riffFormatTag = FactKey(rawValue: "RIFF.FormatTag")
  /// `RIFF.SampleRate`, read at `RIFF/fmt`.
  public static let riffSampleRate = FactKey(rawValue: "RIFF.SampleRate")
}
