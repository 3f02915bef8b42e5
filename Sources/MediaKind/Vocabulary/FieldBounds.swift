/// The one table of what a record's numbers may be, and how precisely they are printed.
///
/// **Plausibility.** A value a damaged or hostile header states but no real file can have is
/// dropped with a diagnostic that names the field, the value and the format, never printed as a
/// fact (a CAF whose sample rate is 7e-304 states a duration of 5e306 s:
/// `Samples/broken/caf/sample-rate-7e-304-huge-duration.caf`). The bounds:
///
/// | field | kept when |
/// |---|---|
/// | `pixelWidth`, `pixelHeight` | 1 … 2^20 per side (both dropped together) |
/// | `duration` | 0 … 100 years, and at least 1 bit of file per second of duration |
/// | `frameRate` | above 0, at most 10,000 frames per second |
/// | `frameCount` | 1 … one frame per bit of the file |
/// | `orientation` | 1 … 8 (EXIF) |
/// | `creationDate` | years 1826 (the oldest surviving photograph) … next year |
/// | `location` | WGS 84 ranges, not (0, 0); altitude −12 km … 100 km |
/// | technical members | the table of `Classifier/FieldBounds+Technical.swift` |
///
/// **Precision.** Numbers are kept at the precision the record prints (`duration` 6 decimals,
/// `frameRate` 3, latitude and longitude 7 (about 1 cm), altitude 2 (centimetres)), so a value
/// read back from JSON (the index, an expected file) equals a fresh one: a `touch` is no change.
public enum FieldBounds {
  /// The largest pixel count per side (2^20: no sensor, scan or panorama comes near).
  public static let maxPixelSide = 1 << 20
  /// The longest duration, in seconds (100 years).
  public static let maxDuration = 100 * 365.25 * 86_400
  /// The fewest bits of file a second of duration can take.
  public static let minBitsPerSecond = 1.0
  /// The highest frame rate.
  public static let maxFrameRate = 10_000.0
  /// The earliest capture year (Niépce's view from the window at Le Gras, 1826/27).
  public static let earliestYear = 1826
  /// The lowest and highest altitude, in metres.
  public static let altitudeRange = -12_000.0...100_000.0

  /// The most audio channels kept (probes also use it to refuse a stream's header).
  public static let maxAudioChannels = 255
  /// The highest sample rate kept, in Hz (probes also use it to refuse a stream's header).
  public static let maxSampleRate = 50_000_000

  /// Decimal places kept for each rounded field.
  public static let durationPlaces = 6
  /// Decimal places of `frameRate` in the record (milliframes per second).
  public static let frameRatePlaces = 3
  /// Decimal places of latitude and longitude (about 1 cm).
  public static let coordinatePlaces = 7
  /// Decimal places of altitude (centimetres).
  public static let altitudePlaces = 2

  /// The year of `YYYY-…` (four digits), or `nil`.
  static func year(of date: String) -> Int? {
    var year = 0
    var digits = 0
    for byte in date.utf8 {
      guard byte >= 0x30, byte <= 0x39 else { break }
      year = year * 10 + Int(byte - 0x30)
      digits += 1
      if digits > 4 { return nil }
    }
    return digits == 4 ? year : nil
  }

  /// `location` rounded to the printed precision, its altitude dropped when out of range;
  /// `nil` when the position itself is unusable.
  public static func plausible(_ location: Location) -> Location? {
    guard location.isPlausible else { return nil }
    var altitude = location.altitude
    if let value = altitude {
      altitude = value.isFinite && altitudeRange.contains(value) ? value : nil
    }
    var plausible = location
    plausible.altitude = altitude
    return plausible.rounded
  }

  /// `value` rounded to `places` decimals (half away from zero). Values too large to have
  /// fractional digits at that scale are returned unchanged; non-finite ones become 0
  /// (JSON has no infinity).
  public static func rounded(_ value: Double, places: Int) -> Double {
    guard value.isFinite else { return 0 }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = value * scale
    guard abs(scaled) < 0x1p52 else { return value }
    return scaled.rounded() / scale
  }
}
