/// `{"method":…,"score":…,"evidence":[…]}` (absent fields omitted): the members the writer,
/// the `Codable` conformance and the schema (`RecordSchema.livePairing`) read.
extension LivePairing: JSONBufferEncodable, RecordObject {
  /// The pairing statement's members.
  package static let recordMembers: RecordMemberTable<LivePairing> = [
    RecordMember(
      "method", required: true,
      .string(
        description: "What joined the still and the video: a shared content identifier, probable evidence, or one .livp holding both",
        values: Method.allCases.map(\.rawValue)),
      { $0.method }, read: .required(\.method)),
    RecordMember(
      "score", .number(description: "A probable pair's score (0 to 1)", minimum: 0, maximum: 1),
      { $0.printedScore }, read: .optional(\.score)),
    RecordMember(
      "evidence", .array(description: "What agreed, for a probable pair", items: .string(description: "one fact")),
      { $0.evidence }, read: .optional(\.evidence)),
  ]

  /// The score as the record prints it: to two decimals.
  var printedScore: Double? { score.map { ($0 * 100).rounded() / 100 } }

  /// The CSV columns of an object's `livePairing`: `livePairingMethod`, `livePairingScore`
  /// and `livePairingEvidence` (its facts joined by ` | `).
  package static func columns<Root>(_ pairing: @escaping @Sendable (Root) -> LivePairing?) -> [RecordColumn<Root>] {
    [
      RecordColumn("livePairingMethod") { pairing($0)?.method },
      RecordColumn("livePairingScore") { pairing($0)?.printedScore },
      RecordColumn("livePairingEvidence", separator: " | ") { pairing($0)?.evidence },
    ]
  }

  /// Writes the members of `recordMembers`.
  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }
}

/// The record's coding of the value: through its member table.
extension LivePairing: Codable {
  /// Decodes the value from the members of `recordMembers`.
  public init(from decoder: any Decoder) throws {
    self.init(method: .contentIdentifier)
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of `recordMembers`.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
