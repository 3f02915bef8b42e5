/// `{"altitude":…,"latitude":…,"longitude":…}` (no `altitude` when it is `nil`), at the
/// precision ``FieldBounds`` gives (``Location/rounded``): the members the writer, the
/// `Codable` conformance and the schema (``RecordSchema/location``) read.
extension Location: JSONBufferEncodable, RecordReadableObject {
  /// The placeholders reading starts from (`init(from:)`, `JSONByteReader`).
  package static var readingStart: Location { Location(latitude: 0, longitude: 0) }

  /// The position's members (latitude, longitude, altitude).
  package static let recordMembers: RecordMemberTable<Location> = [
    RecordMember(
      "latitude", required: true,
      .number(description: "Degrees (\(FieldBounds.coordinatePlaces) decimals)", minimum: -90, maximum: 90),
      { shown($0.latitude, places: FieldBounds.coordinatePlaces) }, read: .required(\.latitude)),
    RecordMember(
      "longitude", required: true,
      .number(description: "Degrees (\(FieldBounds.coordinatePlaces) decimals)", minimum: -180, maximum: 180),
      { shown($0.longitude, places: FieldBounds.coordinatePlaces) }, read: .required(\.longitude)),
    RecordMember(
      "altitude",
      .number(
        description: "Metres (\(FieldBounds.altitudePlaces) decimals)",
        minimum: FieldBounds.altitudeRange.lowerBound, maximum: FieldBounds.altitudeRange.upperBound),
      { $0.altitude.map { shown($0, places: FieldBounds.altitudePlaces) } }, read: .optional(\.altitude)),
  ]

  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }

  /// The CSV columns of a position member: `latitude`, `longitude`, `altitude`, as printed.
  package static func columns<Root>(_ location: @escaping @Sendable (Root) -> Location?) -> [RecordColumn<Root>] {
    [
      RecordColumn("latitude") { location($0).map { shown($0.latitude, places: FieldBounds.coordinatePlaces) } },
      RecordColumn("longitude") { location($0).map { shown($0.longitude, places: FieldBounds.coordinatePlaces) } },
      RecordColumn("altitude") { location($0)?.altitude.map { shown($0, places: FieldBounds.altitudePlaces) } },
    ]
  }
}

/// The record's coding of the value: through its member table.
extension Location: Codable {
  /// Decodes the value from the members of `recordMembers`.
  public init(from decoder: any Decoder) throws {
    self = Self.readingStart
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of `recordMembers`.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
