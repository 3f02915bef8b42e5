/// A value a member table reads back from the JSON ``JSONBuffer`` wrote, through a
/// `JSONByteReader` (the index's rows), as its `Decodable` conformance reads it from
/// `JSONDecoder`: the same value for the same text, and a refusal (`DecodingError`) where the
/// conformance would refuse, or where the text is not the writer's dialect.
///
/// A member whose value type does not conform cannot be read this way: reading an object that
/// has it throws, and the caller falls back to `JSONDecoder`.
package protocol RecordByteReadable {
  /// Reads one value at the reader's position.
  static func read(from reader: inout JSONByteReader) throws -> Self
}

extension String: RecordByteReadable {
  package static func read(from reader: inout JSONByteReader) throws -> String { try reader.readString() }
}

extension Int: RecordByteReadable {
  package static func read(from reader: inout JSONByteReader) throws -> Int { try reader.readInt() }
}

extension Double: RecordByteReadable {
  package static func read(from reader: inout JSONByteReader) throws -> Double { try reader.readDouble() }
}

extension Bool: RecordByteReadable {
  package static func read(from reader: inout JSONByteReader) throws -> Bool { try reader.readBool() }
}

extension Array: RecordByteReadable where Element: RecordByteReadable {
  package static func read(from reader: inout JSONByteReader) throws -> [Element] {
    try reader.beginArray()
    var elements: [Element] = []
    while try reader.nextElement() { elements.append(try Element.read(from: &reader)) }
    return elements
  }
}

extension MediaType: RecordByteReadable {
  /// A media type by its name; an unknown name is refused, as `init(from:)` refuses it.
  package static func read(from reader: inout JSONByteReader) throws -> MediaType {
    let name = try reader.readString()
    guard let value = MediaType(name: name) else { throw reader.malformed("unknown media type \(name)") }
    return value
  }
}

extension MediaSubtypes: RecordByteReadable {
  /// The set of the names in an array; an unknown name is refused, as `init(from:)` refuses it.
  package static func read(from reader: inout JSONByteReader) throws -> MediaSubtypes {
    var value = MediaSubtypes()
    for name in try [String].read(from: &reader) {
      guard let member = MediaSubtypes(name: name) else { throw reader.malformed("unknown subtype \(name)") }
      value.insert(member)
    }
    return value
  }
}

/// Text identifiers and string enumerations read their raw value; one that is not a case is
/// refused, as the synthesized `init(from:)` refuses it (the types conform beside their
/// `RecordScalar` conformance).
extension RecordByteReadable where Self: RawRepresentable, RawValue == String {
  package static func read(from reader: inout JSONByteReader) throws -> Self {
    let text = try reader.readString()
    guard let value = Self(rawValue: text) else { throw reader.malformed("unknown value \(text)") }
    return value
  }
}
