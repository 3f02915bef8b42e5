public import MediaKind

/// One line of an expected file: a path (relative to the checked folder) and the fields to
/// compare, each only when the line names it.
///
/// ```json
/// {"path":"web/logo.png","mediaType":"image","uti":"public.png","pixelWidth":512,"subtypes":[]}
/// ```
/// A field given as `null` must be absent from the record. Keys outside ``CheckedField``
/// (`mode`, `evidence`, `diagnostics`, `notes`, ...) are ignored, so a full `classify` record
/// is a valid expected line too; `error.message` is never compared (it is the system's text).
public struct ExpectedRecord: Sendable, Hashable, Decodable {
  /// The file's path relative to the checked folder (a leading `./` is dropped).
  public var path: String
  /// The fields this line names, with their expected values.
  public var fields: [CheckedField: FieldValue]

  /// An expectation for `path` (a leading `./` is dropped) on `fields`.
  public init(path: String, fields: [CheckedField: FieldValue]) {
    self.path = Self.normalize(path)
    self.fields = fields
  }

  /// The expectation that `record` meets exactly: its checked fields that are present
  /// (`status` and `error.kind` alone for a file that could not be read).
  public init(recording record: Classification, path: String? = nil) {
    var fields: [CheckedField: FieldValue] = [:]
    let recorded: [CheckedField] = record.status == .error ? [.status, .errorKind] : CheckedField.allCases
    for field in recorded {
      let value = field.value(of: record)
      if value != .absent { fields[field] = value }
    }
    self.init(path: path ?? record.path, fields: fields)
  }

  /// The paths `./a.gif` and `a.gif` name the same file.
  static func normalize(_ path: String) -> String {
    var p = Substring(path)
    while p.hasPrefix("./") { p = p.dropFirst(2) }
    return String(p)
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    let raw = try c.decode(String.self, forKey: AnyCodingKey("path"))
    var fields: [CheckedField: FieldValue] = [:]
    for field in CheckedField.allCases {
      let key = AnyCodingKey(field.recordKey)
      guard c.contains(key) else { continue }
      if try c.decodeNil(forKey: key) {
        fields[field] = .absent
        continue
      }
      if let nestedKey = field.nestedKey {
        let nested = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
        let inner = AnyCodingKey(nestedKey)
        guard nested.contains(inner) else { continue }
        fields[field] = try nested.decodeNil(forKey: inner) ? .absent : try Self.decodeValue(field, from: nested, key: inner)
        continue
      }
      fields[field] = try Self.decodeValue(field, from: c, key: key)
    }
    self.init(path: raw, fields: fields)
  }

  private static func decodeValue(
    _ field: CheckedField, from c: KeyedDecodingContainer<AnyCodingKey>, key: AnyCodingKey
  ) throws -> FieldValue {
    switch field {
    case .status:
      let text = try c.decode(String.self, forKey: key)
      guard RecordStatus(rawValue: text) != nil else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: c, debugDescription: "status must be \"ok\" or \"error\", not \"\(text)\"")
      }
      return .string(text)
    case .mediaType:
      let text = try c.decode(String.self, forKey: key)
      guard MediaType(name: text) != nil else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: c,
          debugDescription: "unknown mediaType \"\(text)\" (unknown, image, video or audio)")
      }
      return .string(text)
    case .subtypes:
      let names = try c.decode([String].self, forKey: key)
      for name in names where MediaSubtypes(name: name) == nil {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: c, debugDescription: "unknown subtype \"\(name)\"")
      }
      return .names(Array(Set(names)).sorted())
    default:
      // The type the record table's schema gives the field.
      switch field.schema {
      case .integer: return .int(try c.decode(Int.self, forKey: key))
      case .number: return .number(try c.decode(Double.self, forKey: key))
      case .boolean: return .bool(try c.decode(Bool.self, forKey: key))
      case .array: return .names(Array(Set(try c.decode([String].self, forKey: key))).sorted())
      case .object:  // a position (`location`), the one object a check compares whole
        let nested = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
        return .coordinate(
          latitude: try nested.decode(Double.self, forKey: AnyCodingKey("latitude")),
          longitude: try nested.decode(Double.self, forKey: AnyCodingKey("longitude")))
      default: return .string(try c.decode(String.self, forKey: key))
      }
    }
  }

  /// The line as canonical JSON: `path` first, then the fields in ``CheckedField`` order,
  /// nested facts as objects (`"error":{"kind":"notFound"}`), the fields of one object in one
  /// member (`"formatReason":{"guess":"png","reason":"contentOverridesExtension"}`).
  public var jsonLine: String {
    var json = JSONBuffer()
    json.beginObject()
    json.appendKey("path")
    json.appendString(path)
    var done: Set<String> = []
    for field in CheckedField.allCases {
      guard let value = fields[field], !done.contains(field.recordKey) else { continue }
      json.appendKey(escaping: field.recordKey)
      guard field.nestedKey != nil else {
        value.appendExpectedJSON(to: &json)
        continue
      }
      done.insert(field.recordKey)
      let inner = CheckedField.allCases.compactMap { other -> (String, FieldValue)? in
        guard other.recordKey == field.recordKey, let nestedKey = other.nestedKey, let value = fields[other],
          value != .absent
        else { return nil }
        return (nestedKey, value)
      }
      guard !inner.isEmpty else {
        json.appendNull()
        continue
      }
      json.beginObject()
      for (key, value) in inner {
        json.appendKey(escaping: key)
        value.appendExpectedJSON(to: &json)
      }
      json.endObject()
    }
    json.endObject()
    return String(decoding: json.bytes, as: UTF8.self)
  }
}
