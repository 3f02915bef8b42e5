/// Parses ISO 6709 point strings, as QuickTime writes them in
/// `com.apple.quicktime.location.ISO6709` and `©xyz`: `+37.3349-122.0090+010.000/`.
///
/// ```
/// ±DD.DDD | ±DDMM.MMM | ±DDMMSS.SSS          latitude  (2-digit degrees)
/// ±DDD.DDD | ±DDDMM.MMM | ±DDDMMSS.SSS       longitude (3-digit degrees)
/// [±AAA.AAA]                                  altitude in metres (optional)
/// [CRSxxxx] [/]                               coordinate reference system, terminator
/// ```
/// Spec: ISO 6709:2008 Annex H (text string representation); ExifTool `QuickTime.pm`
/// `ConvertISO6709`; `Docs/DetectionRules.md` "Location". (0, 0) and out-of-range points are rejected.
enum ISO6709 {
  /// The location of `text`, or nil when it is not a plausible ISO 6709 point.
  static func parse(_ text: String) -> Location? {
    var components: [(sign: Double, digits: String)] = []
    var current: (sign: Double, digits: String)?
    for c in text {
      if c == "+" || c == "-" {
        if let current { components.append(current) }
        current = (c == "-" ? -1 : 1, "")
      } else if c.isASCII && (c.isNumber || c == ".") {
        guard current != nil else { return nil }
        current?.digits.append(c)
      } else {
        break  // '/', "CRS…", or anything else ends the numbers
      }
      if components.count > 3 { break }
    }
    if let current { components.append(current) }
    guard components.count >= 2,
      let latitude = angle(components[0].digits, degreeDigits: 2),
      let longitude = angle(components[1].digits, degreeDigits: 3)
    else { return nil }
    var altitude: Double?
    if components.count >= 3, let value = Double(components[2].digits), value.isFinite {
      altitude = components[2].sign * value
    }
    let location = Location(
      latitude: components[0].sign * latitude, longitude: components[1].sign * longitude,
      altitude: altitude)
    return location.isPlausible ? location : nil
  }

  /// Degrees from `DD.D`, `DDMM.M` or `DDMMSS.S` (one more D for longitude).
  private static func angle(_ digits: String, degreeDigits: Int) -> Double? {
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, whole.allSatisfy(\.isNumber) else {
      return nil
    }
    let fraction = parts.count == 2 ? "." + parts[1] : ""
    guard fraction.dropFirst().allSatisfy(\.isNumber) else { return nil }
    let chars = Array(whole)
    func number(_ range: Range<Int>, withFraction: Bool) -> Double? {
      Double(String(chars[range]) + (withFraction ? fraction : ""))
    }
    switch chars.count - degreeDigits {
    case 0:
      return number(0..<chars.count, withFraction: true)
    case 2:
      guard let d = number(0..<degreeDigits, withFraction: false),
        let m = number(degreeDigits..<chars.count, withFraction: true)
      else { return nil }
      return d + m / 60
    case 4:
      guard let d = number(0..<degreeDigits, withFraction: false),
        let m = number(degreeDigits..<(degreeDigits + 2), withFraction: false),
        let s = number((degreeDigits + 2)..<chars.count, withFraction: true)
      else { return nil }
      return d + m / 60 + s / 3600
    default:
      return nil
    }
  }
}
