/// `{"detail":…,"guess":…,"reason":…,"verdict":…}`: the members the writer, the `Codable`
/// conformance and the schema of a record's `formatReason` read.
extension FormatReason: JSONBufferEncodable, RecordObject {
  /// The reason's members.
  package static let recordMembers: RecordMemberTable<FormatReason> = [
    RecordMember("guess", required: true, .format("The format the extension or the signature named"), { $0.guess }, read: .required(\.guess)),
    RecordMember("verdict", required: true, .format("The format the content is"), { $0.verdict }, read: .required(\.verdict)),
    RecordMember(
      "reason", required: true, .string(description: "Why the verdict differs", values: Reason.allCases.map(\.rawValue)),
      { $0.reason }, read: .required(\.reason)),
    RecordMember("detail", required: true, .string(description: "Readable detail"), { $0.detail }, read: .required(\.detail)),
  ]

  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }
}
