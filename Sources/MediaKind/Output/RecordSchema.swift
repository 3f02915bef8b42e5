/// A JSON Schema node (draft 2020-12) of the objects `classify` prints, built from the Swift
/// types: every object's members come from the member table its writer and its decoder read
/// (``RecordMemberTable``: ``Classification/recordMembers``, ``Asset/recordMembers``, the
/// tables of the values they hold, of the collection records and smart album counts
/// (`RecordSchema+Album.swift`) and of the check findings (`MediaKindCheck`'s
/// `RecordSchema+Finding.swift`)), so the schema cannot miss a member the writer prints;
/// enumerations list their cases from the vocabulary types (`MediaType.allCases`,
/// `InputFailure.Kind.allCases`, the subtype names, the registry's format ids), so it cannot
/// name a value the output cannot have; numbers carry the bounds of ``FieldBounds``.
///
/// `SchemaDocument` (in `MediaKindCheck`, which knows the findings) turns the four schemas
/// (record, asset, album, finding) into the files of `Docs/schema/` (`make docs`; a test
/// fails when one is stale), and `Scripts/schema-check.py` validates every line `classify`
/// prints of `Samples/` against them with PyPI's `jsonschema`.
/// Consumers derive their types from the JSON files (`Integrations/spark` builds its Spark
/// schema from `classify schema`).
public indirect enum RecordSchema: Sendable, Equatable {
  /// A string; `values` lists every value it may take (an enumeration).
  case string(description: String, values: [String]? = nil)
  /// An integer within `minimum`...`maximum` when given.
  case integer(description: String, minimum: Int? = nil, maximum: Int? = nil)
  /// A number; `exclusiveMinimum` for a value that must be above a bound (a frame rate).
  case number(description: String, minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil)
  /// `true` or `false`.
  case boolean(description: String)
  /// An array whose every item fits `items`.
  case array(description: String, items: RecordSchema)
  /// Properties in key order; `required` keys are always present; no other member is allowed.
  case object(description: String, properties: [(String, RecordSchema)], required: [String])
  /// Exactly one of `choices` (a line that is one of several objects).
  case oneOf(description: String, choices: [RecordSchema])
  /// Any JSON value (a check finding's `expected` and `actual`).
  case any(description: String)

  public static func == (a: RecordSchema, b: RecordSchema) -> Bool { a.json() == b.json() }

  /// The object whose members are those of `members`, in sorted key order (the order JSON
  /// prints them); those marked required are.
  public static func object<Root>(description: String, members: RecordMemberTable<Root>) -> RecordSchema {
    .object(
      description: description, properties: members.sortedMembers.map { ($0.name, $0.schema) },
      required: members.sortedMembers.filter(\.isRequired).map(\.name))
  }

  /// This node as JSON text.
  package func json(indent: Int = 0) -> String {
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
    case .integer(let description, let minimum, let maximum):
      members = [("description", quoted(description)), ("type", quoted("integer"))]
      if let minimum { members.append(("minimum", String(minimum))) }
      if let maximum { members.append(("maximum", String(maximum))) }
    case .number(let description, let minimum, let maximum, let exclusiveMinimum):
      members = [("description", quoted(description)), ("type", quoted("number"))]
      if let minimum { members.append(("minimum", Self.number(minimum))) }
      if let maximum { members.append(("maximum", Self.number(maximum))) }
      if let exclusiveMinimum { members.append(("exclusiveMinimum", Self.number(exclusiveMinimum))) }
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
    case .oneOf(let description, let choices):
      let items = choices.map { "\(inner)  " + $0.json(indent: indent + 2) }
      members = [
        ("description", quoted(description)),
        ("oneOf", "[\n" + items.joined(separator: ",\n") + "\n\(inner)]"),
      ]
    case .any(let description):
      members = [("description", quoted(description))]
    }
    members.sort { $0.0 < $1.0 }
    return "{\n" + members.map { "\(inner)\(quoted($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n\(pad)}"
  }

  /// A bound as JSON: integral values without a fraction (`3155760000`, `-12000`).
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
