/// A capture position: WGS 84 degrees, metres above sea level.
///
/// JSON carries latitude and longitude to 7 decimals (about 1 cm) and altitude to 2
/// (centimetres), as ``FieldBounds`` says: binary fractions such as `37.334900000000005` are
/// noise of the rational or float they were read from, not precision.
public struct Location: Sendable, Hashable, Codable {
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
  /// writers use for "no position" (`detection-rules.md` §6 pitfalls).
  public var isPlausible: Bool {
    latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
      && !(latitude == 0 && longitude == 0)
  }

  /// The position at the precision the record prints (a value that is not finite stays as
  /// it is, for the encoders to refuse: it is no position to round).
  public var rounded: Location {
    func round(_ value: Double, _ places: Int) -> Double {
      value.isFinite ? FieldBounds.rounded(value, places: places) : value
    }
    return Location(
      latitude: round(latitude, FieldBounds.coordinatePlaces),
      longitude: round(longitude, FieldBounds.coordinatePlaces),
      altitude: altitude.map { round($0, FieldBounds.altitudePlaces) })
  }

  enum CodingKeys: String, CodingKey {
    case latitude, longitude, altitude
  }

  public func encode(to encoder: any Encoder) throws {
    let shown = rounded
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(shown.latitude, forKey: .latitude)
    try c.encode(shown.longitude, forKey: .longitude)
    try c.encodeIfPresent(shown.altitude, forKey: .altitude)
  }
}
