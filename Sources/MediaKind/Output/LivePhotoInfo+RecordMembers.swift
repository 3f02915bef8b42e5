/// `{"contentIdentifier":…,"pairedPath":…}` (no `pairedPath` when it is `nil`): the members
/// the writer, the `Codable` conformance and the schema (``RecordSchema/livePhoto``) read.
extension LivePhotoInfo: JSONBufferEncodable, RecordReadableObject {
  /// The placeholders reading starts from (`init(from:)`, `JSONByteReader`).
  package static var readingStart: LivePhotoInfo { LivePhotoInfo(contentIdentifier: "") }

  /// The Live Photo link's members.
  package static let recordMembers: RecordMemberTable<LivePhotoInfo> = [
    RecordMember(
      "contentIdentifier", required: true, .string(description: "Apple content identifier"),
      { $0.contentIdentifier }, read: .required(\.contentIdentifier)),
    RecordMember(
      "pairedPath", .string(description: "The partner's path, when paired in the same run"),
      { $0.pairedPath }, read: .optional(\.pairedPath)),
  ]

  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }

  /// The CSV columns of a Live Photo member: `livePhotoContentIdentifier`,
  /// `livePhotoPairedPath`.
  package static func columns<Root>(_ livePhoto: @escaping @Sendable (Root) -> LivePhotoInfo?) -> [RecordColumn<Root>] {
    [
      RecordColumn("livePhotoContentIdentifier") { livePhoto($0)?.contentIdentifier },
      RecordColumn("livePhotoPairedPath") { livePhoto($0)?.pairedPath },
    ]
  }
}

/// The record's coding of the value: through its member table.
extension LivePhotoInfo: Codable {
  /// Decodes the value from the members of `recordMembers`.
  public init(from decoder: any Decoder) throws {
    self = Self.readingStart
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of `recordMembers`.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
