/// A ``RecordValue`` that is one CSV field: text, a number, a flag or a list of names. A
/// member holding one has a CSV column of its own, named as its key.
///
/// The scalar types of the records conform here: the standard library's, and the vocabulary
/// types that print as text (a format id, a UTI, a media type name, ...).
package protocol RecordScalar: RecordValue {
  /// The value as a column holds it.
  var columnValue: ColumnValue { get }
}

extension String: RecordScalar {
  package func appendRecordValue(to json: inout JSONBuffer) { json.appendString(self) }
  package var columnValue: ColumnValue { .string(self) }
}

extension Int: RecordScalar {
  package func appendRecordValue(to json: inout JSONBuffer) { json.appendInt(self) }
  package var columnValue: ColumnValue { .integer(self) }
}

extension UInt: RecordScalar {
  package func appendRecordValue(to json: inout JSONBuffer) { json.appendUInt(self) }
  /// A bit set (`mediaSubtypes`), far below `Int.max`.
  package var columnValue: ColumnValue { .integer(Int(truncatingIfNeeded: self)) }
}

extension Double: RecordScalar {
  package func appendRecordValue(to json: inout JSONBuffer) throws { try json.appendDouble(self) }
  package var columnValue: ColumnValue { .number(self) }
}

extension Bool: RecordScalar {
  package func appendRecordValue(to json: inout JSONBuffer) { json.appendBool(self) }
  package var columnValue: ColumnValue { .bool(self) }
}

extension Array: RecordScalar where Element == String {
  package var columnValue: ColumnValue { .list(self) }
}

extension MediaType: RecordScalar {
  package func appendRecordValue(to json: inout JSONBuffer) { json.appendString(name) }
  package var columnValue: ColumnValue { .string(name) }
}

extension MediaSubtypes: RecordScalar {
  package func appendRecordValue(to json: inout JSONBuffer) { appendJSON(to: &json) }
  package var columnValue: ColumnValue { .list(names) }
}

/// Text identifiers and string enumerations print their raw value.
extension RecordScalar where Self: RawRepresentable, RawValue == String {
  package func appendRecordValue(to json: inout JSONBuffer) { json.appendString(rawValue) }
  package var columnValue: ColumnValue { .string(rawValue) }
}

// The same types are read back from their raw value (`RecordByteReadable`).
extension FormatID: RecordScalar, RecordByteReadable {}
extension UniformTypeIdentifier: RecordScalar, RecordByteReadable {}
extension ClassificationMode: RecordScalar, RecordByteReadable {}
extension RecordStatus: RecordScalar, RecordByteReadable {}
extension Integrity: RecordScalar, RecordByteReadable {}
extension InputFailure.Kind: RecordScalar, RecordByteReadable {}
extension FormatReason.Reason: RecordScalar, RecordByteReadable {}
extension AssetResource.Kind: RecordScalar, RecordByteReadable {}
extension MetadataSource: RecordScalar, RecordByteReadable {}
extension LivePairing.Method: RecordScalar, RecordByteReadable {}
