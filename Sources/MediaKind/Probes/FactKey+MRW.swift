// Fact keys recorded from Minolta MRW files (`MRWProbe`).
extension FactKey {
  /// `MRW.PRD.ImageSize`, read at `MRW PRD 12/14`.
  public static let mrwPRDImageSize = FactKey(rawValue: "MRW.PRD.ImageSize")
}
