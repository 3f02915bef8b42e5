/// The asset's members (`classify assets`), in the asset's documented order: the one table
/// the asset's ``JSONBuffer`` writer (in sorted key order), its `Encodable` and `Decodable`
/// conformances, its CSV columns and its JSON Schema (`Docs/schema/asset.schema.json`) read.
///
/// Absent facts are omitted, `notes` only when not empty, `duration` rounded to 6 places;
/// `mediaSubtypes` and `isFavorite` are derived (from `subtypes` and `rating`), not read back;
/// an asset read back without `fileSize` sums its resources'. The CSV gives the primary
/// resource's `path` beside the identifier derived from it, and `resources` as `type:path`
/// joined by `;`.
extension Asset: JSONBufferEncodable, RecordObject {
  /// The asset's members (the JSON writer sorts them by key, as `JSONEncoder`'s
  /// `.sortedKeys` does).
  public static let recordMembers: RecordMemberTable<Asset> = [
    .schemaVersion(schemaVersion, description: "Asset schema version"),
    RecordMember(
      "localIdentifier", required: true, .string(description: "Stable identifier (PhotoKit's localIdentifier form)"),
      { $0.localIdentifier }, read: .required(\.localIdentifier),
      columns: [RecordColumn("localIdentifier") { $0.localIdentifier }, RecordColumn("path") { $0.path }]),
    RecordMember("mediaType", required: true, .mediaType, { $0.mediaType }, read: .required(\.mediaType)),
    RecordMember(
      "uti", .string(description: "The primary resource's Uniform Type Identifier"), { $0.uti }, read: .optional(\.uti)),
    RecordMember("subtypes", required: true, .subtypes, { $0.subtypes }, read: .defaulted(\.subtypes, [])),
    RecordMember("mediaSubtypes", required: true, .mediaSubtypes, { $0.mediaSubtypes }, read: .derived),
    RecordMember(
      "fileSize", required: true, .integer(description: "Bytes of all resources", minimum: 0), { $0.fileSize },
      read: .custom { asset, container, key in
        asset.fileSize =
          try container.decodeIfPresent(Int.self, forKey: key)
          ?? (try container.decodeIfPresent([AssetResource].self, forKey: .init("resources")) ?? []).reduce(0) { $0 + $1.fileSize }
      }),
    RecordMember("pixelWidth", .pixelSide("Display width"), { $0.pixelWidth }, read: .optional(\.pixelWidth)),
    RecordMember("pixelHeight", .pixelSide("Display height"), { $0.pixelHeight }, read: .optional(\.pixelHeight)),
    RecordMember(
      "duration", .duration, { $0.duration.map { FieldBounds.rounded($0, places: FieldBounds.durationPlaces) } },
      read: .optional(\.duration)),
    RecordMember(
      "creationDate", .string(description: "ISO 8601 capture time"), { $0.creationDate }, read: .optional(\.creationDate)),
    RecordMember("location", .location, { $0.location }, read: .optional(\.location), columns: Location.columns { $0.location }),
    RecordMember("make", .string(description: "Camera make"), { $0.make }, read: .optional(\.make)),
    RecordMember("model", .string(description: "Camera model"), { $0.model }, read: .optional(\.model)),
    RecordMember("burst", .burst, { $0.burst }, read: .optional(\.burst), columns: BurstInfo.columns { $0.burst }),
    RecordMember(
      "rating", .integer(description: "Star rating", minimum: -1, maximum: 5), { $0.rating }, read: .optional(\.rating)),
    RecordMember(
      "isFavorite", required: true, .boolean(description: "PhotoKit's isFavorite: rated 5 stars"), { $0.isFavorite },
      read: .derived),
    RecordMember(
      "livePhoto", .livePhoto, { $0.livePhoto }, read: .optional(\.livePhoto), columns: LivePhotoInfo.columns { $0.livePhoto }),
    RecordMember(
      "playbackVariation", .integer(description: "Apple's playback variation (3 = long exposure)"),
      { $0.playbackVariation }, read: .optional(\.playbackVariation)),
    RecordMember(
      "resources", required: true,
      .array(
        description: "The asset's files, primary first",
        items: .object(description: "One resource (PHAssetResource)", members: AssetResource.recordMembers)),
      { $0.resources }, read: .defaulted(\.resources, []),
      columns: [RecordColumn("resources", separator: ";") { $0.resources.map { "\($0.type.rawValue):\($0.path)" } }]),
    .sentences(
      "notes", "Plain-language remarks (a Live Photo without its video, ...)", item: "one note", { $0.notes }, read: \.notes),
  ]

  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }
}

/// The record's coding of the value: through its member table.
extension Asset: Codable {
  /// Decodes the value from the members of ``recordMembers``.
  public init(from decoder: any Decoder) throws {
    self.init(localIdentifier: "", mediaType: .unknown, resources: [])
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of ``recordMembers``.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
