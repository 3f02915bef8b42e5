/// A raw evidence value as the file states it (raw and display kept apart: `description` is
/// the display text).
public enum FactValue: Sendable, Hashable, CustomStringConvertible {
  /// A whole number.
  case int(Int)
  /// A real number (a rational's value, a float).
  case double(Double)
  /// Text.
  case string(String)
  /// A flag.
  case bool(Bool)
  /// A list of texts (an XMP bag or sequence).
  case strings([String])

  /// The value as a whole number: a double in range truncated, a flag as 0 or 1, text that reads as
  /// one; nil otherwise.
  public var int: Int? {
    switch self {
    case .int(let v): v
    case .double(let v): v.isFinite && abs(v) < 1e15 ? Int(v) : nil
    case .bool(let v): v ? 1 : 0
    case .string(let s): Int(s.trimmingSpaces)
    case .strings: nil
    }
  }

  /// The value as a real number: a whole number or flag converted, text that reads as one; nil
  /// otherwise.
  public var double: Double? {
    switch self {
    case .int(let v): Double(v)
    case .double(let v): v
    case .bool(let v): v ? 1 : 0
    case .string(let s): Double(s.trimmingSpaces)
    case .strings: nil
    }
  }

  /// The value as text; nil for a list of texts.
  public var string: String? {
    switch self {
    case .string(let s): s
    case .int(let v): String(v)
    case .double(let v): String(v)
    case .bool(let v): v ? "true" : "false"
    case .strings(let list): list.first
    }
  }

  public var description: String {
    switch self {
    case .int(let v): String(v)
    case .double(let v): String(v)
    case .string(let s): s
    case .bool(let v): v ? "true" : "false"
    case .strings(let list): list.joined(separator: ", ")
    }
  }
}
