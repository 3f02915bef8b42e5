/// `{"kind":…,"message":…}`: the members the writer, the `Codable` conformance and the
/// schema of a record's `error` read.
extension InputFailure: JSONBufferEncodable, RecordObject {
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
