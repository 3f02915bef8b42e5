/// The GPS position of an XMP packet's EXIF schema (`exif:GPSLatitude`, `exif:GPSLongitude`,
/// `exif:GPSAltitude`, `exif:GPSAltitudeRef`), as editors, Google Photos and phone apps write
/// it when a file has no EXIF GPS block, or an empty one (Docs/Library.md, "Where a location
/// comes from").
///
/// XMP's GPSCoordinate type (XMP Specification Part 2, EXIF schema) is `DDD,MM,SSk` or
/// `DDD,MM.mmk`, `k` one of `N S E W`; writers also put plain decimal degrees with a sign or
/// a trailing letter (`37.3349`, `-122.009`, `122.009W`), which ExifTool reads too. The
/// altitude is a rational in metres (`10/1`), below sea level when the reference is `1`.
enum XMPGPSCoordinate {
  /// The location the four values state, or nil when either coordinate is missing or not
  /// a coordinate; ranges are checked by `FieldBounds` afterwards.
  static func location(latitude: String?, longitude: String?, altitude: String?, altitudeRef: String?)
    -> Location?
  {
    guard let latitude = latitude.flatMap({ angle($0, positive: "N", negative: "S") }),
      let longitude = longitude.flatMap({ angle($0, positive: "E", negative: "W") })
    else { return nil }
    var metres = altitude.flatMap(rational)
    if let value = metres, altitudeRef?.trimmingSpaces == "1" { metres = -value }
    return Location(latitude: latitude, longitude: longitude, altitude: metres)
  }

  /// Degrees from `DDD,MM,SSk`, `DDD,MM.mmk` or decimal degrees (with a sign or a letter).
  static func angle(_ text: String, positive: Character, negative: Character) -> Double? {
    var body = Substring(text.trimmingSpaces)
    var sign = 1.0
    if let last = body.last?.uppercased().first, last == positive || last == negative {
      if last == negative { sign = -1 }
      body = body.dropLast()
    } else if let last = body.last, last.isLetter {
      return nil
    }
    if body.first == "-" {
      sign = -sign
      body = body.dropFirst()
    } else if body.first == "+" {
      body = body.dropFirst()
    }
    let parts = body.split(separator: ",", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var value = 0.0
    for (index, part) in parts.enumerated() {
      guard let number = Double(part), number.isFinite, number >= 0 else { return nil }
      value += number / [1.0, 60.0, 3600.0][index]
    }
    return sign * value
  }

  /// `num/den` or a plain number.
  static func rational(_ text: String) -> Double? {
    let parts = text.trimmingSpaces.split(separator: "/")
    guard let numerator = parts.first.flatMap({ Double($0) }), numerator.isFinite else { return nil }
    guard parts.count == 2 else { return parts.count == 1 ? numerator : nil }
    guard let denominator = Double(parts[1]), denominator != 0, denominator.isFinite else { return nil }
    return numerator / denominator
  }
}
