import MediaKind

/// The value of one checked field, as an expected file states it or as a record has it.
///
/// Encodes as plain JSON (`null` for ``absent``), so findings carry typed values:
/// `{"field": "pixelWidth", "expected": 4, "actual": 8}`.
public enum FieldValue: Sendable, Hashable, Encodable, CustomStringConvertible {
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
    case .number(let d): CanonicalJSON.number(d)
    case .bool(let b): b ? "true" : "false"
    case .names(let names): "[" + names.joined(separator: ", ") + "]"
    case .coordinate(let latitude, let longitude):
      "\(CanonicalJSON.number(latitude)), \(CanonicalJSON.number(longitude))"
    }
  }

  /// The value as compact JSON text.
  public var json: String {
    switch self {
    case .absent: "null"
    case .string(let s): CanonicalJSON.string(s)
    case .int(let i): String(i)
    case .number(let d): CanonicalJSON.number(d)
    case .bool(let b): b ? "true" : "false"
    case .names(let names): "[" + names.map(CanonicalJSON.string).joined(separator: ",") + "]"
    case .coordinate(let latitude, let longitude):
      "{\"latitude\":\(CanonicalJSON.number(latitude)),\"longitude\":\(CanonicalJSON.number(longitude))}"
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
}
