// Fact keys recorded from RealMedia files (`RealMediaProbe`).
extension FactKey {
  /// `RealMedia.Streams`, read at `RealMedia MDPR`.
  public static let realMediaStreams = FactKey(rawValue: "RealMedia.Streams")
}
