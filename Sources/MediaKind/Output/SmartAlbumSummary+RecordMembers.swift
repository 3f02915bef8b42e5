/// A smart album count (`classify albums`): the members its writer, its `Codable` conformance,
/// its CSV columns and the album schema (``RecordSchema/album``) read.
extension SmartAlbumSummary: JSONBufferEncodable, RecordObject {
  /// The summary's members.
  package static let recordMembers: RecordMemberTable<SmartAlbumSummary> = [
    RecordMember("subtype", required: true, .integer(description: "PhotoKit's subtype number", minimum: 0), { $0.subtype }, read: .required(\.subtype)),
    RecordMember(
      "name", required: true, .string(description: "The album's name", values: SmartAlbum.allCases.map(\.name)),
      { $0.name }, read: .required(\.name)),
    RecordMember("title", required: true, .string(description: "The title Photos shows"), { $0.title }, read: .required(\.title)),
    RecordMember("count", required: true, .integer(description: "Assets in the album", minimum: 0), { $0.count }, read: .required(\.count)),
  ]

  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }
}

/// The record's coding of the value: through its member table.
extension SmartAlbumSummary: Codable {
  /// Decodes the summary from the members of `recordMembers`.
  public init(from decoder: any Decoder) throws {
    self.init(album: SmartAlbum.allCases[0], count: 0)
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of `recordMembers`.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
