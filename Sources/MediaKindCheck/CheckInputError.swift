import MediaKind

/// An expected file or a policy that cannot be used, with where the problem is:
/// `expected.jsonl:3: unknown subtype "photoLiv"`.
public struct CheckInputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file the problem is in, as named on the command line.
  public var file: String
  /// The 1-based line, when known.
  public var line: Int?
  /// What is wrong.
  public var message: String

  /// A problem in `file` (at `line`, when known).
  public init(file: String, line: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: message`, or `file: message`.
  public var description: String {
    if let line { return "\(file):\(line): \(message)" }
    return "\(file): \(message)"
  }

  /// A readable message for a decoding error: the coding path, then what went wrong.
  public static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case .dataCorrupted(let context):
      return located(context.codingPath, context.debugDescription)
    case .keyNotFound(let key, let context):
      return located(context.codingPath, "missing key '\(key.stringValue)'")
    case .typeMismatch(let type, let context):
      return located(context.codingPath, "expected \(typeName(type)) (\(context.debugDescription))")
    case .valueNotFound(let type, let context):
      return located(context.codingPath, "missing \(typeName(type)) value")
    @unknown default:
      return "\(error)"
    }
  }

  private static func located(_ path: [any CodingKey], _ text: String) -> String {
    let where_ = AnyCodingKey.describe(path)
    return where_.isEmpty ? text : "\(where_): \(text)"
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type: "an integer"
    case is Double.Type: "a number"
    case is Bool.Type: "true or false"
    default: "\(type)"
    }
  }
}
