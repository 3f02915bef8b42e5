// Fact keys recorded from the Samsung SEF trailer (`SamsungSEF`).
extension FactKey {
  /// `Samsung.SEF.BurstShotInfo`.
  public static let samsungSEFBurstShotInfo = FactKey(rawValue: "Samsung.SEF.BurstShotInfo")
  /// `Samsung.SEF.Names`.
  public static let samsungSEFNames = FactKey(rawValue: "Samsung.SEF.Names")
  /// `Samsung.SEF.Types`.
  public static let samsungSEFTypes = FactKey(rawValue: "Samsung.SEF.Types")
}
