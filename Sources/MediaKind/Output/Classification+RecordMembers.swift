/// The file record's members, in sorted key order: the one table the record's ``JSONBuffer``
/// writer (`Classification+JSONBuffer.swift`) and its JSON Schema (``SchemaDocument/record``,
/// `Docs/schema/record.schema.json`) read. Each entry names the key, the schema and how the
/// value is written: absent facts omitted; `subtypes` and `mediaSubtypes` only when `status`
/// is `ok`; `diagnostics` only when not empty; `duration` and `frameRate` rounded to 6 and 3
/// places.
///
/// `Classification.encode(to:)` (Codable) writes the same members; `RecordJSONTests` compares
/// the two byte for byte.
extension Classification {
  /// The record's members (sorted by key, as `JSONEncoder`'s `.sortedKeys` orders them).
  public static let recordMembers: [RecordMember<Classification>] = [
    RecordMember("burst", .burst) { try $2.appendMember($1, $0.burst) },
    RecordMember("creationDate", .string(description: "ISO 8601 capture time")) { $2.appendMember($1, $0.creationDate) },
    RecordMember(
      "diagnostics",
      .array(description: "Damage, oddities, dropped values", items: .string(description: "one diagnostic"))
    ) { record, key, json in
      guard let diagnostics = record.diagnostics, !diagnostics.isEmpty else { return }
      json.appendKey(key)
      json.appendStringArray(diagnostics)
    },
    RecordMember("duration", .duration) {
      try $2.appendMember($1, $0.duration.map { FieldBounds.rounded($0, places: FieldBounds.durationPlaces) })
    },
    RecordMember(
      "error",
      .object(
        description: "Why the input could not be read (status error)", properties: [
          ("kind", .string(description: "Error kind", values: InputFailure.Kind.allCases.map(\.rawValue))),
          ("message", .string(description: "Readable reason")),
        ], required: ["kind", "message"])
    ) { try $2.appendMember($1, $0.error) },
    RecordMember(
      "evidence",
      .array(
        description: "With --explain: why each subtype is set",
        items: .object(
          description: "One piece of evidence", properties: [
            ("heuristic", .boolean(description: "Whether the rule is a heuristic")),
            ("rule", .string(description: "Rule identifier")),
            ("source", .string(description: "Where the value was read")),
            ("subtype", .string(description: "Subtype name")),
            ("value", .string(description: "The value read")),
          ], required: ["rule", "source", "subtype", "value"]))
    ) { record, key, json in
      guard let evidence = record.evidence else { return }
      json.appendKey(key)
      json.beginArray()
      for item in evidence {
        json.beginElement()
        item.appendJSON(to: &json)
      }
      json.endArray()
    },
    RecordMember("extensionMatchesContent", .boolean(description: "False when the extension names another format")) {
      $2.appendMember($1, $0.extensionMatchesContent)
    },
    RecordMember("fileSize", .fileSize) { $2.appendMember($1, $0.fileSize) },
    RecordMember("format", .format("Content format id")) { $2.appendMember($1, $0.format?.rawValue) },
    RecordMember(
      "formatReason",
      .object(
        description: "Why format is not what the extension or the signature said", properties: [
          ("detail", .string(description: "Readable detail")),
          ("guess", .format("The format the extension or the signature named")),
          ("reason", .string(description: "Why the verdict differs", values: FormatReason.Reason.allCases.map(\.rawValue))),
          ("verdict", .format("The format the content is")),
        ], required: ["detail", "guess", "reason", "verdict"])
    ) { try $2.appendMember($1, $0.formatReason) },
    RecordMember("frameCount", .integer(description: "Frames of an animated image", minimum: 1)) {
      $2.appendMember($1, $0.frameCount)
    },
    RecordMember(
      "frameRate",
      .number(
        description: "Nominal frames per second (\(FieldBounds.frameRatePlaces) decimals)",
        maximum: FieldBounds.maxFrameRate, exclusiveMinimum: 0)
    ) { try $2.appendMember($1, $0.frameRate.map { FieldBounds.rounded($0, places: FieldBounds.frameRatePlaces) }) },
    RecordMember("lensModel", .string(description: "Lens model")) { $2.appendMember($1, $0.lensModel) },
    RecordMember("livePhoto", .livePhoto) { try $2.appendMember($1, $0.livePhoto) },
    RecordMember("location", .location) { try $2.appendMember($1, $0.location) },
    RecordMember("make", .string(description: "Camera make")) { $2.appendMember($1, $0.make) },
    RecordMember("mediaSubtypes", .mediaSubtypes) { record, key, json in
      guard record.status == .ok else { return }
      json.appendKey(key)
      json.appendUInt(record.mediaSubtypes)
    },
    RecordMember("mediaType", required: true, .mediaType) { record, key, json in
      json.appendKey(key)
      json.appendString(record.mediaType.name)
    },
    RecordMember("mimeType", .string(description: "MIME type")) { $2.appendMember($1, $0.mimeType) },
    RecordMember(
      "mode", required: true,
      .string(description: "The path that produced the record", values: ClassificationMode.allCases.map(\.rawValue))
    ) { record, key, json in
      json.appendKey(key)
      json.appendString(record.mode.rawValue)
    },
    RecordMember("model", .string(description: "Camera model")) { $2.appendMember($1, $0.model) },
    RecordMember("orientation", .integer(description: "EXIF orientation 1-8", minimum: 1, maximum: 8)) {
      $2.appendMember($1, $0.orientation)
    },
    RecordMember("path", required: true, .string(description: "As given, as found under a folder, or ARCHIVE//MEMBER")) {
      record, key, json in
      json.appendKey(key)
      json.appendString(record.path)
    },
    RecordMember("pixelHeight", .pixelSide("Display height")) { $2.appendMember($1, $0.pixelHeight) },
    RecordMember("pixelWidth", .pixelSide("Display width")) { $2.appendMember($1, $0.pixelWidth) },
    RecordMember(
      "schemaVersion", required: true,
      .integer(description: "Record schema version", minimum: schemaVersion, maximum: schemaVersion)
    ) { _, key, json in
      json.appendKey(key)
      json.appendInt(schemaVersion)
    },
    RecordMember(
      "status", required: true, .string(description: "ok or error", values: RecordStatus.allCases.map(\.rawValue).sorted())
    ) { record, key, json in
      json.appendKey(key)
      json.appendString(record.status.rawValue)
    },
    RecordMember("subtypes", .subtypes) { record, key, json in
      guard record.status == .ok else { return }
      json.appendKey(key)
      record.subtypes.appendJSON(to: &json)
    },
    RecordMember("uti", .string(description: "Uniform Type Identifier")) { $2.appendMember($1, $0.uti?.rawValue) },
  ]
}
