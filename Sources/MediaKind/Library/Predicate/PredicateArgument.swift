/// A value for a format specifier of ``AssetPredicate/init(format:_:)`` (`%d`, `%@`, `%K`…):
/// what PhotoKit code passes to `NSPredicate(format:)`.
public enum PredicateArgument: Sendable, Hashable {
  /// `%d`, `%i`, `%ld`, `%u`, `%lu`, `%@` with a number.
  case integer(Int64)
  /// `%f`, `%@` with a number.
  case real(Double)
  /// `%@` with a string (or `%K` with a key path).
  case string(String)
  /// `%@` with a boolean.
  case bool(Bool)
  /// `%@` with a date.
  case date(ISO8601Instant)
  /// `%@` with an array (for `IN %@`).
  case list([PredicateArgument])
  /// `%@` with nil.
  case null

  var value: PredicateValue {
    switch self {
    case .integer(let v): .integer(v)
    case .real(let v): .real(v)
    case .string(let s): .string(s)
    case .bool(let b): .bool(b)
    case .date(let d): .date(d)
    case .list(let items): .list(items.map(\.value))
    case .null: .null
    }
  }
}

extension PredicateArgument: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByNilLiteral
{
  public init(integerLiteral value: Int64) { self = .integer(value) }
  public init(floatLiteral value: Double) { self = .real(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: PredicateArgument...) { self = .list(elements) }
  public init(nilLiteral: ()) { self = .null }

  /// A media type's PhotoKit raw value (`%d` with `PHAssetMediaType.image.rawValue`).
  public static func mediaType(_ type: MediaType) -> Self { .integer(Int64(type.rawValue)) }
  /// A subtype mask's raw value (`%d` with `PHAssetMediaSubtype.photoLive.rawValue`).
  public static func subtypes(_ set: MediaSubtypes) -> Self { .integer(Int64(bitPattern: set.rawValue)) }
}
