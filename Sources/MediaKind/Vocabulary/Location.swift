/// A capture position: WGS 84 degrees, metres above sea level.
public struct Location: Sendable, Hashable, Codable {
  public var latitude: Double
  public var longitude: Double
  public var altitude: Double?

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
}
