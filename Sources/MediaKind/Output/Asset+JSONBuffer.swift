/// The asset's JSON, byte for byte what `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]` writes for ``Asset/encode(to:)``: the members of
/// ``Asset/recordMembers`` (the table the JSON Schema is generated from), in its sorted key
/// order, under its conditions.
///
/// A change to `encode(to:)` must be made in the table too; `RecordJSONTests` compares the two.
extension Asset: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }
}
