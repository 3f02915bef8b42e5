/// A record object read back through its member table (``RecordMemberTable``): the members
/// present are read into `readingStart`, the absent ones take what the table says (`nil`,
/// their default, or a refusal for a required one). Its `init(from:)` starts from the same
/// value, so `JSONDecoder` and `JSONByteReader` make the same value of the same text.
package protocol RecordReadableObject: RecordObject, RecordByteReadable {
  /// The value reading starts from: each member's placeholder, overwritten or reset by the
  /// table.
  static var readingStart: Self { get }
}

extension RecordReadableObject {
  package static func read(from reader: inout JSONByteReader) throws -> Self {
    var value = readingStart
    try recordMembers.read(into: &value, from: &reader)
    return value
  }
}
