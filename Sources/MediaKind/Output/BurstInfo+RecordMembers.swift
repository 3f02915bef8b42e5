/// `{"identifier":…,"representsBurst":…,"selectionTypes":[…]}` (absent fields omitted): the
/// members the writer, the `Codable` conformance and the schema (``RecordSchema/burst``) read.
extension BurstInfo: JSONBufferEncodable, RecordReadableObject {
  /// The placeholders reading starts from (`init(from:)`, `JSONByteReader`).
  package static var readingStart: BurstInfo { BurstInfo(identifier: "") }

  /// The burst's members.
  package static let recordMembers: RecordMemberTable<BurstInfo> = [
    RecordMember(
      "identifier", required: true, .string(description: "Burst identifier (Apple BurstUUID, ...)"),
      { $0.identifier }, read: .required(\.identifier)),
    RecordMember(
      "representsBurst", .boolean(description: "Whether this frame represents its burst"),
      { $0.representsBurst }, read: .optional(\.representsBurst)),
    RecordMember(
      "selectionTypes", .array(description: "autoPick, userPick", items: .string(description: "selection type")),
      { $0.selectionTypes }, read: .optional(\.selectionTypes)),
  ]

  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }

  /// The CSV columns of a burst member: `burstIdentifier`, `representsBurst`,
  /// `burstSelectionTypes`.
  package static func columns<Root>(_ burst: @escaping @Sendable (Root) -> BurstInfo?) -> [RecordColumn<Root>] {
    [
      RecordColumn("burstIdentifier") { burst($0)?.identifier },
      RecordColumn("representsBurst") { burst($0)?.representsBurst },
      RecordColumn("burstSelectionTypes") { burst($0)?.selectionTypes },
    ]
  }
}

/// The record's coding of the value: through its member table.
extension BurstInfo: Codable {
  /// Decodes the value from the members of `recordMembers`.
  public init(from decoder: any Decoder) throws {
    self = Self.readingStart
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of `recordMembers`.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
