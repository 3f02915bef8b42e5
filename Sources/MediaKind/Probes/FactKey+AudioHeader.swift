// Fact keys recorded from audio headers (`AudioHeaderProbe`).
extension FactKey {
  /// `APE.SampleRate`, read at `MAC header`.
  public static let apeSampleRate = FactKey(rawValue: "APE.SampleRate")
}
