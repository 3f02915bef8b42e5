/// The one vocabulary of `colorProfile`: the common profiles by one name each, whatever
/// their ICC description says (`sRGB IEC61966-2.1` and `sRGB built-in` are `sRGB`); any other
/// description is kept as written (trimmed). Docs/CLI.md, "Technical facts".
public enum ColorProfileName {
  /// IEC 61966-2-1 sRGB.
  public static let sRGB = "sRGB"
  /// Apple's Display P3 (DCI-P3 primaries, D65, sRGB transfer).
  public static let displayP3 = "Display P3"
  /// Adobe RGB (1998).
  public static let adobeRGB = "Adobe RGB (1998)"

  /// The name of the profile an ICC description names.
  public static func normalized(_ description: String) -> String {
    let text = description.trimmingSpaces
    let lower = text.lowercased()
    if lower.hasPrefix("srgb") { return sRGB }
    if lower == "display p3" || lower.hasPrefix("display p3 ") && !lower.contains(";") { return displayP3 }
    if lower.contains("adobe rgb") || lower.hasPrefix("compatible with adobe rgb") { return adobeRGB }
    if lower.hasPrefix("prophoto") { return "ProPhoto RGB" }
    return text
  }
}
