/// One named place of a ``Gazetteer``: a GeoNames city.
public struct GazetteerPlace: Sendable, Hashable {
  /// The city's name as GeoNames spells it (`Zürich`, `New York City`).
  public var name: String
  /// WGS 84 degrees.
  public var latitude: Double
  /// WGS 84 degrees.
  public var longitude: Double
  /// ISO 3166-1 alpha-2 country code (`CH`), as GeoNames gives it.
  public var countryCode: String
  /// The country's English name (`Switzerland`), when the gazetteer has it.
  public var countryName: String?
  /// The number of inhabitants GeoNames states (0 when unknown).
  public var population: Int

  /// A place from its parts.
  public init(
    name: String, latitude: Double, longitude: Double, countryCode: String, countryName: String? = nil,
    population: Int = 0
  ) {
    self.name = name
    self.latitude = latitude
    self.longitude = longitude
    self.countryCode = countryCode
    self.countryName = countryName
    self.population = population
  }

  /// The place's position.
  public var location: Location { Location(latitude: latitude, longitude: longitude) }
}
