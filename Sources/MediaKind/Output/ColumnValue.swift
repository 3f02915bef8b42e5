/// The value of one ``RecordColumn`` in one object.
package enum ColumnValue: Sendable, Hashable {
  /// The object has no value here.
  case absent
  /// Text (a path, a format id, a media type name, ...).
  case string(String)
  /// A whole number (a pixel size, a byte count, ...).
  case integer(Int)
  /// A number (a duration, a coordinate, ...), at the precision JSON prints it.
  case number(Double)
  /// A flag.
  case bool(Bool)
  /// A list of names or sentences (subtypes, diagnostics, ...).
  case list([String])

  /// Whether the value is text (a string or a list of them) rather than a number or a flag:
  /// what a CSV writer guards against formula injection.
  package var isText: Bool {
    switch self {
    case .string, .list: true
    case .absent, .integer, .number, .bool: false
    }
  }
}
