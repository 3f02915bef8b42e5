/// `{"heuristic":…,"rule":…,"source":…,"subtype":…,"value":…}` (no `heuristic` when it is
/// `nil`): the members the writer, the `Codable` conformance and the schema of a record's
/// `evidence` read.
extension SubtypeEvidence: JSONBufferEncodable, RecordReadableObject {
  /// The placeholders reading starts from (`init(from:)`, `JSONByteReader`).
  package static var readingStart: SubtypeEvidence { SubtypeEvidence(subtype: "", rule: "", source: "", value: "") }

  /// The evidence's members.
  package static let recordMembers: RecordMemberTable<SubtypeEvidence> = [
    RecordMember("subtype", required: true, .string(description: "Subtype name"), { $0.subtype }, read: .required(\.subtype)),
    RecordMember("rule", required: true, .string(description: "Rule identifier"), { $0.rule }, read: .required(\.rule)),
    RecordMember("source", required: true, .string(description: "Where the value was read"), { $0.source }, read: .required(\.source)),
    RecordMember("value", required: true, .string(description: "The value read"), { $0.value }, read: .required(\.value)),
    RecordMember(
      "heuristic", .boolean(description: "Whether the rule is a heuristic"), { $0.heuristic }, read: .optional(\.heuristic)),
  ]

  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }
}

/// The record's coding of the value: through its member table.
extension SubtypeEvidence: Codable {
  /// Decodes the value from the members of `recordMembers`.
  public init(from decoder: any Decoder) throws {
    self = Self.readingStart
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of `recordMembers`.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
