public import MediaKind

/// The value of one checked field, as an expected file states it or as a record has it.
///
/// Encodes as plain JSON (`null` for ``absent``), so findings carry typed values:
/// `{"field": "pixelWidth", "expected": 4, "actual": 8}`.
public enum FieldValue: Sendable, Hashable, Encodable, CustomStringConvertible, RecordValue {
  /// The field is not in the record (or the expected file says `null`: it must be absent).
  case absent
  /// A string (`mediaType`, `uti`, ...).
  case string(String)
  /// An integer (`pixelWidth`, `fileSize`, ...).
  case int(Int)
  /// A number (`duration`, `frameRate`).
  case number(Double)
  /// A flag (`extensionMatchesContent`).
  case bool(Bool)
  /// A set of names, kept sorted (subtypes).
  case names([String])
  /// A position in degrees.
  case coordinate(latitude: Double, longitude: Double)

  /// The readable form used in tables and failure messages.
  public var description: String {
    switch self {
    case .absent: "(absent)"
    case .string(let s): s
    case .int(let i): String(i)
    case .number(let d): NumberText.text(d)
    case .bool(let b): b ? "true" : "false"
    case .names(let names): "[" + names.joined(separator: ", ") + "]"
    case .coordinate(let latitude, let longitude):
      "\(NumberText.text(latitude)), \(NumberText.text(longitude))"
    }
  }

  /// The value as compact JSON text, as expected files hold it (numbers as `NumberText`).
  public var json: String {
    var json = JSONBuffer()
    appendExpectedJSON(to: &json)
    return String(decoding: json.bytes, as: UTF8.self)
  }

  /// Appends the value as expected files hold it: `null` for ``absent``, numbers as
  /// `NumberText` writes them.
  func appendExpectedJSON(to json: inout JSONBuffer) {
    switch self {
    case .absent: json.appendNull()
    case .string(let s): json.appendString(s)
    case .int(let i): json.appendInt(i)
    case .number(let d): json.appendRaw(contentsOf: NumberText.text(d))
    case .bool(let b): json.appendBool(b)
    case .names(let names): json.appendStringArray(names)
    case .coordinate(let latitude, let longitude):
      json.beginObject()
      json.appendKey("latitude")
      json.appendRaw(contentsOf: NumberText.text(latitude))
      json.appendKey("longitude")
      json.appendRaw(contentsOf: NumberText.text(longitude))
      json.endObject()
    }
  }

  /// The value of a record's column (`list` as sorted names).
  init(_ column: ColumnValue) {
    switch column {
    case .absent: self = .absent
    case .string(let s): self = .string(s)
    case .integer(let i): self = .int(i)
    case .number(let d): self = .number(d)
    case .bool(let b): self = .bool(b)
    case .list(let names): self = .names(names)
    }
  }

  private enum CoordinateKeys: String, CodingKey { case latitude, longitude }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .coordinate(let latitude, let longitude):
      var c = encoder.container(keyedBy: CoordinateKeys.self)
      try c.encode(latitude, forKey: .latitude)
      try c.encode(longitude, forKey: .longitude)
    default:
      var c = encoder.singleValueContainer()
      switch self {
      case .absent: try c.encodeNil()
      case .string(let s): try c.encode(s)
      case .int(let i): try c.encode(i)
      case .number(let d): try c.encode(d.isFinite ? d : 0)
      case .bool(let b): try c.encode(b)
      case .names(let names): try c.encode(names)
      case .coordinate: break
      }
    }
  }

  /// Appends the value as `JSONEncoder` writes ``encode(to:)`` (a finding's `expected` and
  /// `actual`): `null` for ``absent``, a number that is not finite as `0`.
  package func appendRecordValue(to json: inout JSONBuffer) throws {
    switch self {
    case .absent: json.appendNull()
    case .string(let s): json.appendString(s)
    case .int(let i): json.appendInt(i)
    case .number(let d): try json.appendDouble(d.isFinite ? d : 0)
    case .bool(let b): json.appendBool(b)
    case .names(let names): json.appendStringArray(names)
    case .coordinate(let latitude, let longitude):
      json.beginObject()
      json.appendKey("latitude")
      try json.appendDouble(latitude)
      json.appendKey("longitude")
      try json.appendDouble(longitude)
      json.endObject()
    }
  }
}
