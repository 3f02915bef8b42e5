/// `{"kind":…,"message":…}`: the members the writer, the `Codable` conformance and the
/// schema of a record's `error` read.
extension InputFailure: JSONBufferEncodable, RecordReadableObject {
  /// The placeholders reading starts from (`init(from:)`, `JSONByteReader`).
  package static var readingStart: InputFailure { InputFailure(kind: .readFailed, message: "") }

  /// The failure's members.
  package static let recordMembers: RecordMemberTable<InputFailure> = [
    RecordMember(
      "kind", required: true, .string(description: "Error kind", values: Kind.allCases.map(\.rawValue)),
      { $0.kind }, read: .required(\.kind)),
    RecordMember("message", required: true, .string(description: "Readable reason"), { $0.message }, read: .required(\.message)),
  ]

  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }
}

/// The record's coding of the value: through its member table.
extension InputFailure: Codable {
  /// Decodes the value from the members of `recordMembers`.
  public init(from decoder: any Decoder) throws {
    self = Self.readingStart
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of `recordMembers`.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
