/// A capture position: WGS 84 degrees, metres above sea level.
///
/// JSON carries latitude and longitude to 7 decimals (about 1 cm) and altitude to 2
/// (centimetres), as ``FieldBounds`` says: binary fractions such as `37.334900000000005` are
/// noise of the rational or float they were read from, not precision.
public struct Location: Sendable, Hashable {
  /// Degrees north of the equator (negative: south), -90...90.
  public var latitude: Double
  /// Degrees east of Greenwich (negative: west), -180...180.
  public var longitude: Double
  /// Metres above sea level (negative: below), when the file gives it.
  public var altitude: Double?

  /// A position at `latitude`, `longitude` and, if known, `altitude`.
  public init(latitude: Double, longitude: Double, altitude: Double? = nil) {
    self.latitude = latitude
    self.longitude = longitude
    self.altitude = altitude
  }

  /// Whether the coordinate is usable: finite, in range, and not exactly (0, 0), which
  /// writers use for "no position" (`Docs/DetectionRules.md` "Location" pitfalls).
  public var isPlausible: Bool {
    latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
      && !(latitude == 0 && longitude == 0)
  }

  /// The position at the precision the record prints (a value that is not finite stays as
  /// it is, for the encoders to refuse: it is no position to round).
  public var rounded: Location {
    Location(
      latitude: Self.shown(latitude, places: FieldBounds.coordinatePlaces),
      longitude: Self.shown(longitude, places: FieldBounds.coordinatePlaces),
      altitude: altitude.map { Self.shown($0, places: FieldBounds.altitudePlaces) })
  }

  /// `value` rounded to `places` decimals, as printed; a value that is not finite stays as it is.
  static func shown(_ value: Double, places: Int) -> Double {
    value.isFinite ? FieldBounds.rounded(value, places: places) : value
  }
}
