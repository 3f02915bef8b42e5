/// `{"detail":…,"guess":…,"reason":…,"verdict":…}`: the members the writer, the `Codable`
/// conformance and the schema of a record's `formatReason` read.
extension FormatReason: JSONBufferEncodable, RecordReadableObject {
  /// The placeholders reading starts from (`init(from:)`, `JSONByteReader`).
  package static var readingStart: FormatReason { FormatReason(guess: .unknown, verdict: .unknown, reason: .refinedFormat, detail: "") }

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

/// The record's coding of the value: through its member table.
extension FormatReason: Codable {
  /// Decodes the value from the members of `recordMembers`.
  public init(from decoder: any Decoder) throws {
    self = Self.readingStart
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of `recordMembers`.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
