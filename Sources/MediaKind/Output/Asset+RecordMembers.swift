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
    RecordMember(
      "creationDateSource",
      .string(description: "Where creationDate came from: the file's own metadata or an export's sidecar", values: MetadataSource.allCases.map(\.rawValue)),
      { $0.creationDate == nil ? nil : $0.creationDateSource }, read: .optional(\.creationDateSource)),
    RecordMember(
      "modificationDate", .string(description: "PhotoKit's modificationDate: the primary file's modification time (ISO 8601, UTC, whole seconds)"),
      { $0.modificationDate },
      read: .custom { asset, container, key in
        asset.modificationTime = try container.decodeIfPresent(String.self, forKey: key)
          .flatMap(ISO8601Instant.init)?.secondsSince1970
      }),
    RecordMember("location", .location, { $0.location }, read: .optional(\.location), columns: Location.columns { $0.location }),
    RecordMember(
      "locationSource",
      .string(description: "Where location came from", values: MetadataSource.allCases.map(\.rawValue)),
      { $0.location == nil ? nil : $0.locationSource }, read: .optional(\.locationSource)),
    RecordMember("make", .string(description: "Camera make"), { $0.make }, read: .optional(\.make)),
    RecordMember("model", .string(description: "Camera model"), { $0.model }, read: .optional(\.model)),
    RecordMember("burst", .burst, { $0.burst }, read: .optional(\.burst), columns: BurstInfo.columns { $0.burst }),
    RecordMember(
      "rating", .integer(description: "Star rating", minimum: -1, maximum: 5), { $0.rating }, read: .optional(\.rating)),
    RecordMember(
      "isFavorite", required: true,
      .boolean(description: "PhotoKit's isFavorite: an export's favourite flag, else rated 5 stars"), { $0.isFavorite },
      read: .custom { asset, container, key in
        // Read back as stated when the rating does not say it (an export's flag).
        let favorite = try container.decodeIfPresent(Bool.self, forKey: key)
        if let favorite, favorite != ((asset.rating ?? 0) >= 5) { asset.statedFavorite = favorite }
      }),
    RecordMember(
      "favoriteSource",
      .string(description: "Where isFavorite came from (only for a favourite)", values: MetadataSource.allCases.map(\.rawValue)),
      { $0.isFavorite ? $0.favoriteSource : nil }, read: .optional(\.favoriteSource)),
    RecordMember(
      "isHidden", .boolean(description: "PhotoKit's isHidden (only when hidden)"), { $0.isHidden ? true : nil },
      read: .custom { asset, container, key in asset.isHidden = try container.decodeIfPresent(Bool.self, forKey: key) ?? false }),
    RecordMember(
      "hiddenSource",
      .string(description: "Where isHidden came from (only for a hidden asset)", values: MetadataSource.allCases.map(\.rawValue)),
      { $0.isHidden ? $0.hiddenSource : nil }, read: .optional(\.hiddenSource)),
    RecordMember(
      "caption", .string(description: "The caption an export states (Takeout description)"), { $0.caption },
      read: .optional(\.caption)),
    .sentences("people", "The people an export tags (Takeout people)", item: "one name", { $0.people }, read: \.people),
    RecordMember(
      "livePhoto", .livePhoto, { $0.livePhoto }, read: .optional(\.livePhoto), columns: LivePhotoInfo.columns { $0.livePhoto }),
    // JSON only: a CSV column would change the default output's header.
    RecordMember("livePairing", .livePairing, { $0.livePairing }, read: .optional(\.livePairing),
      columns: LivePairing.columns { $0.livePairing }),
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
      "copies", "Other files of the same photo, each making the asset a member of its folder's album (Google Takeout's copies, one per album folder)",
      item: "one path", { $0.copies }, read: \.copies),
    .sentences(
      "notes", "Plain-language remarks (a Live Photo without its video, ...)", item: "one note", { $0.notes }, read: \.notes),
    .fieldEvidence("With --explain: where each library-state value came from and why the files were grouped", { $0.fieldEvidence }, read: \.fieldEvidence),
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
