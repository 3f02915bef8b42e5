// Fact keys recorded from Sigma X3F files (`X3FProbe`).
extension FactKey {
  /// `X3F.PROP.TIME`, read at `X3F PROP TIME`.
  public static let x3fPropTime = FactKey(rawValue: "X3F.PROP.TIME")
  /// `X3F.Rotation`, read at `X3F header`.
  public static let x3fRotation = FactKey(rawValue: "X3F.Rotation")
}
