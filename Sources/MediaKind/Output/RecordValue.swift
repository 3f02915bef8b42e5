/// A value a ``RecordMember`` holds: written into a ``JSONBuffer`` byte for byte as
/// `JSONEncoder` (`.sortedKeys`, `.withoutEscapingSlashes`) writes its `Encodable` form, so
/// the member's writer and its `Encodable` encoding print the same.
///
/// The record's objects (``Location``, ``BurstInfo``, ...) are ``RecordObject``s, written from
/// their member tables; arrays write their elements; the scalars are ``RecordScalar``.
package protocol RecordValue: Encodable, Sendable {
  /// Appends this value's JSON to `json`.
  ///
  /// - Throws: `EncodingError.invalidValue` for a number JSON cannot hold, as `JSONEncoder`.
  func appendRecordValue(to json: inout JSONBuffer) throws
}

extension Array: RecordValue where Element: RecordValue {
  /// `[` the elements `]`.
  package func appendRecordValue(to json: inout JSONBuffer) throws {
    json.beginArray()
    for element in self {
      json.beginElement()
      try element.appendRecordValue(to: &json)
    }
    json.endArray()
  }
}
