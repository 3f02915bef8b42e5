// Fact keys recorded from Windows TV files (`WTVProbe`).
extension FactKey {
  /// `WTV.Duration`, read at `WTV legacy_attrib Duration`.
  public static let wtvDuration = FactKey(rawValue: "WTV.Duration")
}
