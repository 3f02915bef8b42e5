/// The JSON Schema of the file record (`classify` output, schema version 1), built from the
/// Swift types in this one place: enumerations list their cases from the types themselves
/// (`MediaType.allCases`, `InputFailure.Kind.allCases`, the subtype names), so the schema
/// cannot name a value the record cannot have.
///
/// `Docs/Schemas/record.schema.json` is generated from it (`make docs`; a test fails when it is
/// stale), and another test validates every record of `Samples/` (both modes, with evidence,
/// and error records) against it, so a key the record gains without the schema fails there.
/// Consumers derive their types from the JSON file (`Integrations/spark` builds its Spark
/// schema from it).
public indirect enum RecordSchema: Sendable, Equatable {
  case string(description: String, values: [String]? = nil)
  case integer(description: String)
  case number(description: String)
  case boolean(description: String)
  case array(description: String, items: RecordSchema)
  /// Properties in key order; `required` keys are always present.
  case object(description: String, properties: [(String, RecordSchema)], required: [String])

  public static func == (a: RecordSchema, b: RecordSchema) -> Bool { a.json() == b.json() }

  /// The file record's schema.
  public static var record: RecordSchema {
    let subtypeNames = MediaSubtypes.named.map(\.name).sorted()
    return .object(
      description: "One file (or archive member) as classify prints it (Docs/CLI.md, record schema version \(Classification.schemaVersion)).",
      properties: [
        ("burst", .object(
          description: "Burst membership", properties: [
            ("identifier", .string(description: "Burst identifier (Apple BurstUUID, ...)")),
            ("representsBurst", .boolean(description: "Whether this frame represents its burst")),
            ("selectionTypes", .array(description: "autoPick, userPick", items: .string(description: "selection type"))),
          ], required: ["identifier"])),
        ("creationDate", .string(description: "ISO 8601 capture time")),
        ("diagnostics", .array(description: "Damage, oddities, dropped values", items: .string(description: "one diagnostic"))),
        ("duration", .number(description: "Seconds (6 decimals)")),
        ("error", .object(
          description: "Why the input could not be read (status error)", properties: [
            ("kind", .string(description: "Error kind", values: InputFailure.Kind.allCases.map(\.rawValue))),
            ("message", .string(description: "Readable reason")),
          ], required: ["kind", "message"])),
        ("evidence", .array(
          description: "With --explain: why each subtype is set",
          items: .object(
            description: "One piece of evidence", properties: [
              ("heuristic", .boolean(description: "Whether the rule is a heuristic")),
              ("rule", .string(description: "Rule identifier")),
              ("source", .string(description: "Where the value was read")),
              ("subtype", .string(description: "Subtype name")),
              ("value", .string(description: "The value read")),
            ], required: ["rule", "source", "subtype", "value"]))),
        ("extensionMatchesContent", .boolean(description: "False when the extension names another format")),
        ("fileSize", .integer(description: "Bytes")),
        ("format", .string(description: "Content format id")),
        ("formatReason", .object(
          description: "Why format is not what the extension or the signature said", properties: [
            ("detail", .string(description: "The reason in words")),
            ("guess", .string(description: "The format the extension or the signature gave")),
            ("reason", .string(description: "What overrode the guess", values: FormatReason.Reason.allCases.map(\.rawValue))),
            ("verdict", .string(description: "The record's format")),
          ], required: ["detail", "guess", "reason", "verdict"])),
        ("frameCount", .integer(description: "Frames of an animated image")),
        ("frameRate", .number(description: "Nominal frames per second (3 decimals)")),
        ("lensModel", .string(description: "Lens model")),
        ("livePhoto", .object(
          description: "Live Photo content identifier and partner", properties: [
            ("contentIdentifier", .string(description: "Apple content identifier")),
            ("pairedPath", .string(description: "The partner's path, when paired in the same run")),
          ], required: ["contentIdentifier"])),
        ("location", .object(
          description: "Where it was taken", properties: [
            ("altitude", .number(description: "Metres (2 decimals)")),
            ("latitude", .number(description: "Degrees (7 decimals)")),
            ("longitude", .number(description: "Degrees (7 decimals)")),
          ], required: ["latitude", "longitude"])),
        ("make", .string(description: "Camera make")),
        ("mediaSubtypes", .integer(description: "PhotoKit's PHAssetMediaSubtype raw value")),
        ("mediaType", .string(description: "PhotoKit media type", values: MediaType.allCases.map(\.name))),
        ("mimeType", .string(description: "MIME type")),
        ("mode", .string(description: "The path that produced the record", values: ClassificationMode.allCases.map(\.rawValue))),
        ("model", .string(description: "Camera model")),
        ("orientation", .integer(description: "EXIF orientation 1-8")),
        ("path", .string(description: "As given, as found under a folder, or ARCHIVE//MEMBER")),
        ("pixelHeight", .integer(description: "Display height")),
        ("pixelWidth", .integer(description: "Display width")),
        ("schemaVersion", .integer(description: "Record schema version")),
        ("status", .string(description: "ok or error", values: ["error", "ok"])),
        ("subtypes", .array(description: "Subtype names, sorted", items: .string(description: "subtype", values: subtypeNames))),
        ("uti", .string(description: "Uniform Type Identifier")),
      ],
      required: ["mediaType", "mode", "path", "schemaVersion", "status"])
  }

  /// The schema as a JSON Schema document (draft 2020-12), keys sorted, two-space indented.
  public static func recordDocument() -> String {
    "{\n  \"$id\": \"https://mediakind.invalid/schemas/record-v\(Classification.schemaVersion).json\",\n"
      + "  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"
      + "  \"title\": \"MediaKind file record\",\n"
      + String(record.json(indent: 0).dropFirst(2)) + "\n"
  }

  /// This node as JSON text.
  func json(indent: Int = 0) -> String {
    let pad = String(repeating: "  ", count: indent)
    let inner = String(repeating: "  ", count: indent + 1)
    func quoted(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    var members: [(String, String)] = []
    switch self {
    case .string(let description, let values):
      members = [("description", quoted(description)), ("type", quoted("string"))]
      if let values { members.append(("enum", "[" + values.map(quoted).joined(separator: ", ") + "]")) }
    case .integer(let description):
      members = [("description", quoted(description)), ("type", quoted("integer"))]
    case .number(let description):
      members = [("description", quoted(description)), ("type", quoted("number"))]
    case .boolean(let description):
      members = [("description", quoted(description)), ("type", quoted("boolean"))]
    case .array(let description, let items):
      members = [
        ("description", quoted(description)), ("items", items.json(indent: indent + 1)),
        ("type", quoted("array")),
      ]
    case .object(let description, let properties, let required):
      let props = properties.map { "\(inner)  \(quoted($0.0)): \($0.1.json(indent: indent + 2))" }
      members = [
        ("additionalProperties", "false"), ("description", quoted(description)),
        ("properties", "{\n" + props.joined(separator: ",\n") + "\n\(inner)}"),
        ("required", "[" + required.map(quoted).joined(separator: ", ") + "]"),
        ("type", quoted("object")),
      ]
    }
    members.sort { $0.0 < $1.0 }
    return "{\n" + members.map { "\(inner)\(quoted($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n\(pad)}"
  }
}
