/// A type whose JSON object is described by a member table: its writer, its `Codable`
/// conformance, its CSV columns and its schema all read ``recordMembers``.
package protocol RecordObject: RecordValue {
  /// The object's members.
  static var recordMembers: RecordMemberTable<Self> { get }
}

extension RecordObject {
  /// The object of ``recordMembers``.
  package func appendRecordValue(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }
}
