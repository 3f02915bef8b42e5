/// `{"fileSize":…,"path":…,"type":…,"uti":…}` (no `uti` when it is `nil`): the members the
/// writer, the `Codable` conformance and the schema of an asset's `resources` read.
extension AssetResource: JSONBufferEncodable, RecordObject {
  /// The resource's members.
  package static let recordMembers: RecordMemberTable<AssetResource> = [
    RecordMember(
      "type", required: true, .string(description: "The resource's role", values: Kind.allCases.map(\.rawValue)),
      { $0.type }, read: .required(\.type)),
    RecordMember("path", required: true, .string(description: "The file's path"), { $0.path }, read: .required(\.path)),
    RecordMember("uti", .string(description: "Uniform Type Identifier"), { $0.uti }, read: .optional(\.uti)),
    RecordMember("fileSize", required: true, .fileSize, { $0.fileSize }, read: .required(\.fileSize)),
  ]

  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }
}

/// The record's coding of the value: through its member table.
extension AssetResource: Codable {
  /// Decodes the value from the members of `recordMembers`.
  public init(from decoder: any Decoder) throws {
    self.init(type: .photo, path: "", uti: nil, fileSize: 0)
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of `recordMembers`.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
