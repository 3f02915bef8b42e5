public import MediaKind

/// The JSON Schema documents (draft 2020-12) of what `classify` prints, one a file in
/// `Docs/schema/` (`make docs` writes them; `RecordSchemaTests` fails when one is stale) and
/// printed by `classify schema [record|asset|album|finding]`.
public enum SchemaDocument: String, CaseIterable, Sendable {
  /// The file record (`classify`, `classify files`).
  case record
  /// An asset (`classify assets --format jsonl`).
  case asset
  /// A collection or smart album line (`classify albums`, `classify moments`).
  case album
  /// A check finding or summary line (`classify check --format jsonl`).
  case finding

  /// The file's path in the repository (`Docs/schema/record.schema.json`).
  public var path: String { "Docs/schema/\(rawValue).schema.json" }

  /// The schema.
  public var schema: RecordSchema {
    switch self {
    case .record:
      .object(
        description: "One file (or archive member) as classify prints it (Docs/CLI.md, record schema version \(Classification.schemaVersion)).",
        members: Classification.recordMembers)
    case .asset:
      .object(
        description: "One asset as classify assets prints it (Docs/Library.md, asset schema version \(Asset.schemaVersion)).",
        members: Asset.recordMembers)
    case .album: .album
    case .finding: .finding
    }
  }

  /// The document's version in its `$id` (the printed object's `schemaVersion`).
  var version: Int {
    switch self {
    case .record: Classification.schemaVersion
    case .asset: Asset.schemaVersion
    case .album: MediaCollection.schemaVersion
    case .finding: 1
    }
  }

  /// The document's title.
  var title: String {
    switch self {
    case .record: "MediaKind file record"
    case .asset: "MediaKind asset"
    case .album: "MediaKind collection or smart album line"
    case .finding: "MediaKind check finding or summary line"
    }
  }

  /// The JSON Schema document, keys sorted, two-space indented, ending in a line break.
  public var text: String {
    "{\n  \"$id\": \"https://mediakind.invalid/schemas/\(rawValue)-v\(version).json\",\n"
      + "  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"
      + "  \"title\": \"\(title)\",\n"
      + String(schema.json(indent: 0).dropFirst(2)) + "\n"
  }
}
