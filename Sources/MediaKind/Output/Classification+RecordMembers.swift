/// The file record's members, in the record's documented order: the one table the record's
/// ``JSONBuffer`` writer (in sorted key order), its `Encodable` and `Decodable` conformances,
/// its CSV columns (`classify --format csv`), the fields `classify check --expect` compares
/// and its JSON Schema (``SchemaDocument/record``, `Docs/schema/record.schema.json`) read.
///
/// Each entry names the key, the schema, the value printed and how it is read back: absent
/// facts omitted; `subtypes` and `mediaSubtypes` only when `status` is `ok`; `diagnostics`
/// only when not empty; `duration` and `frameRate` rounded to 6 and 3 places. A record read
/// back takes `ok`, `fast`, `unknown` and no subtypes for a missing `status`, `mode`,
/// `mediaType` and `subtypes`, and refuses another `schemaVersion`. Objects name the CSV
/// columns their fields fill (`error` gives `errorKind` and `errorMessage`); `evidence` is
/// the column `--explain` adds.
extension Classification: JSONBufferEncodable, RecordReadableObject {
  /// The placeholders reading starts from (`init(from:)`, `JSONByteReader`).
  package static var readingStart: Classification { Classification(path: "", mode: .fast) }

  /// The record's members (the JSON writer sorts them by key, as `JSONEncoder`'s
  /// `.sortedKeys` does).
  public static let recordMembers = RecordMemberTable<Classification>(
    fileMembers + TechnicalMetadata.classificationMembers + linkMembers)

  /// The members up to the camera (`lensModel`).
  private static let fileMembers: [RecordMember<Classification>] = [
    .schemaVersion(schemaVersion, description: "Record schema version"),
    RecordMember(
      "path", required: true, .string(description: "As given, as found under a folder, or ARCHIVE//MEMBER"),
      { $0.path }, read: .required(\.path)),
    RecordMember(
      "status", required: true, .string(description: "ok or error", values: RecordStatus.allCases.map(\.rawValue).sorted()),
      { $0.status }, read: .defaulted(\.status, .ok)),
    RecordMember(
      "error",
      .object(description: "Why the input could not be read (status error)", members: InputFailure.recordMembers),
      { $0.error }, read: .optional(\.error),
      columns: [RecordColumn("errorKind") { $0.error?.kind }, RecordColumn("errorMessage") { $0.error?.message }]),
    RecordMember(
      "mode", required: true,
      .string(description: "The path that produced the record", values: ClassificationMode.allCases.map(\.rawValue)),
      { $0.mode }, read: .defaulted(\.mode, .fast)),
    RecordMember("mediaType", required: true, .mediaType, { $0.mediaType }, read: .defaulted(\.mediaType, .unknown)),
    RecordMember("format", .format("Content format id"), { $0.format }, read: .optional(\.format)),
    RecordMember("uti", .string(description: "Uniform Type Identifier"), { $0.uti }, read: .optional(\.uti)),
    RecordMember("mimeType", .string(description: "MIME type"), { $0.mimeType }, read: .optional(\.mimeType)),
    RecordMember(
      "extensionMatchesContent", .boolean(description: "False when the extension names another format"),
      { $0.extensionMatchesContent }, read: .optional(\.extensionMatchesContent)),
    RecordMember(
      "formatReason",
      .object(
        description: "Why format is not what the extension or the signature said", members: FormatReason.recordMembers),
      { $0.formatReason }, read: .optional(\.formatReason),
      columns: [
        RecordColumn("formatGuess") { $0.formatReason?.guess }, RecordColumn("formatReason") { $0.formatReason?.reason },
        RecordColumn("formatReasonDetail") { $0.formatReason?.detail },
      ]),
    RecordMember("subtypes", .subtypes, { $0.status == .ok ? $0.subtypes : nil }, read: .defaulted(\.subtypes, [])),
    RecordMember("mediaSubtypes", .mediaSubtypes, { $0.status == .ok ? $0.mediaSubtypes : nil }, read: .derived),
    RecordMember("pixelWidth", .pixelSide("Display width"), { $0.pixelWidth }, read: .optional(\.pixelWidth)),
    RecordMember("pixelHeight", .pixelSide("Display height"), { $0.pixelHeight }, read: .optional(\.pixelHeight)),
    RecordMember(
      "orientation", .integer(description: "EXIF orientation 1-8", minimum: 1, maximum: 8),
      { $0.orientation }, read: .optional(\.orientation)),
    RecordMember(
      "duration", .duration, { $0.duration.map { FieldBounds.rounded($0, places: FieldBounds.durationPlaces) } },
      read: .optional(\.duration)),
    RecordMember(
      "frameRate",
      .number(
        description: "Nominal frames per second (\(FieldBounds.frameRatePlaces) decimals)",
        maximum: FieldBounds.maxFrameRate, exclusiveMinimum: 0),
      { $0.frameRate.map { FieldBounds.rounded($0, places: FieldBounds.frameRatePlaces) } }, read: .optional(\.frameRate)),
    RecordMember(
      "frameCount", .integer(description: "Frames of an animated image", minimum: 1),
      { $0.frameCount }, read: .optional(\.frameCount)),
    RecordMember("fileSize", .fileSize, { $0.fileSize }, read: .optional(\.fileSize)),
    RecordMember(
      "creationDate", .string(description: "ISO 8601 capture time"), { $0.creationDate }, read: .optional(\.creationDate)),
    RecordMember("location", .location, { $0.location }, read: .optional(\.location), columns: Location.columns { $0.location }),
    RecordMember("make", .string(description: "Camera make"), { $0.make }, read: .optional(\.make)),
    RecordMember("model", .string(description: "Camera model"), { $0.model }, read: .optional(\.model)),
    RecordMember("lensModel", .string(description: "Lens model"), { $0.lensModel }, read: .optional(\.lensModel)),
    RecordMember(
      "rating", .integer(description: "Star rating the file states (-1 rejected, 0 none, 1-5)", minimum: -1, maximum: 5),
      { $0.rating }, read: .optional(\.rating)),
    RecordMember(
      "integrity",
      .string(
        description: "Whether the file holds all of its media (left out when not known)",
        values: Integrity.allCases.map(\.rawValue)),
      { $0.integrity }, read: .optional(\.integrity)),
  ]

  /// The members after the technical ones: burst, Live Photo, evidence, diagnostics.
  private static let linkMembers: [RecordMember<Classification>] = [
    RecordMember("burst", .burst, { $0.burst }, read: .optional(\.burst), columns: BurstInfo.columns { $0.burst }),
    RecordMember(
      "livePhoto", .livePhoto, { $0.livePhoto }, read: .optional(\.livePhoto), columns: LivePhotoInfo.columns { $0.livePhoto }),
    RecordMember(
      "evidence",
      .array(
        description: "With --explain: why each subtype is set",
        items: .object(description: "One piece of evidence", members: SubtypeEvidence.recordMembers)),
      { $0.evidence }, read: .optional(\.evidence),
      columns: [
        RecordColumn("evidence", separator: " | ", onlyWithExplain: true) {
          $0.evidence?.map { "\($0.subtype) <- \($0.rule) <- \($0.source) = \($0.value)" }
        }
      ]),
    .fieldEvidence("With --explain: why fields other than the subtypes hold their values", { $0.fieldEvidence }, read: \.fieldEvidence),
    .sentences("diagnostics", "Damage, oddities, dropped values", item: "one diagnostic", { $0.diagnostics }, read: \.diagnostics),
  ]

  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }
}

/// The record's coding of the value: through its member table.
extension Classification: Codable {
  /// Decodes the value from the members of ``recordMembers``.
  public init(from decoder: any Decoder) throws {
    self = Self.readingStart
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of ``recordMembers``.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
