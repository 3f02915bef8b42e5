/// The asset's members (`classify assets --format jsonl`), in sorted key order: the one table
/// the asset's ``JSONBuffer`` writer (`Asset+JSONBuffer.swift`) and its JSON Schema
/// (`Docs/schema/asset.schema.json`) read. Absent facts are omitted, `notes` only when not
/// empty, `duration` rounded to 6 places.
///
/// `Asset.encode(to:)` (Codable) writes the same members; `RecordJSONTests` compares the two.
extension Asset {
  /// The asset's members (sorted by key, as `JSONEncoder`'s `.sortedKeys` orders them).
  public static let recordMembers: [RecordMember<Asset>] = [
    RecordMember("burst", .burst) { try $2.appendMember($1, $0.burst) },
    RecordMember("creationDate", .string(description: "ISO 8601 capture time")) { $2.appendMember($1, $0.creationDate) },
    RecordMember("duration", .duration) {
      try $2.appendMember($1, $0.duration.map { FieldBounds.rounded($0, places: FieldBounds.durationPlaces) })
    },
    RecordMember("fileSize", required: true, .integer(description: "Bytes of all resources", minimum: 0)) {
      asset, key, json in
      json.appendKey(key)
      json.appendInt(asset.fileSize)
    },
    RecordMember("isFavorite", required: true, .boolean(description: "PhotoKit's isFavorite: rated 5 stars")) {
      asset, key, json in
      json.appendKey(key)
      json.appendBool(asset.isFavorite)
    },
    RecordMember("livePhoto", .livePhoto) { try $2.appendMember($1, $0.livePhoto) },
    RecordMember("localIdentifier", required: true, .string(description: "Stable identifier (PhotoKit's localIdentifier form)")) {
      asset, key, json in
      json.appendKey(key)
      json.appendString(asset.localIdentifier)
    },
    RecordMember("location", .location) { try $2.appendMember($1, $0.location) },
    RecordMember("make", .string(description: "Camera make")) { $2.appendMember($1, $0.make) },
    RecordMember("mediaSubtypes", required: true, .mediaSubtypes) { asset, key, json in
      json.appendKey(key)
      json.appendUInt(asset.mediaSubtypes)
    },
    RecordMember("mediaType", required: true, .mediaType) { asset, key, json in
      json.appendKey(key)
      json.appendString(asset.mediaType.name)
    },
    RecordMember("model", .string(description: "Camera model")) { $2.appendMember($1, $0.model) },
    RecordMember(
      "notes", .array(description: "Plain-language remarks (a Live Photo without its video, ...)", items: .string(description: "one note"))
    ) { asset, key, json in
      guard let notes = asset.notes, !notes.isEmpty else { return }
      json.appendKey(key)
      json.appendStringArray(notes)
    },
    RecordMember("pixelHeight", .pixelSide("Display height")) { $2.appendMember($1, $0.pixelHeight) },
    RecordMember("pixelWidth", .pixelSide("Display width")) { $2.appendMember($1, $0.pixelWidth) },
    RecordMember("playbackVariation", .integer(description: "Apple's playback variation (3 = long exposure)")) {
      $2.appendMember($1, $0.playbackVariation)
    },
    RecordMember("rating", .integer(description: "Star rating", minimum: -1, maximum: 5)) { $2.appendMember($1, $0.rating) },
    RecordMember(
      "resources", required: true,
      .array(
        description: "The asset's files, primary first",
        items: .object(
          description: "One resource (PHAssetResource)", properties: [
            ("fileSize", .fileSize),
            ("path", .string(description: "The file's path")),
            ("type", .string(description: "The resource's role", values: AssetResource.Kind.allCases.map(\.rawValue))),
            ("uti", .string(description: "Uniform Type Identifier")),
          ], required: ["fileSize", "path", "type"]))
    ) { asset, key, json in
      json.appendKey(key)
      json.beginArray()
      for resource in asset.resources {
        json.beginElement()
        resource.appendJSON(to: &json)
      }
      json.endArray()
    },
    RecordMember(
      "schemaVersion", required: true,
      .integer(description: "Asset schema version", minimum: schemaVersion, maximum: schemaVersion)
    ) { _, key, json in
      json.appendKey(key)
      json.appendInt(schemaVersion)
    },
    RecordMember("subtypes", required: true, .subtypes) { asset, key, json in
      json.appendKey(key)
      asset.subtypes.appendJSON(to: &json)
    },
    RecordMember("uti", .string(description: "The primary resource's Uniform Type Identifier")) {
      $2.appendMember($1, $0.uti?.rawValue)
    },
  ]
}
