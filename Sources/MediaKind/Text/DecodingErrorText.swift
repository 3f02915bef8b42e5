/// A decoding error as a sentence for an error line, with no Swift internals: where
/// (`rules[1].maxFileSize`), then what (`missing key 'path'`, `expected an integer`).
package enum DecodingErrorText {
  /// The sentence for `error` (any other error: its description).
  package static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case .dataCorrupted(let context):
      return located(context.codingPath, context.debugDescription)
    case .keyNotFound(let key, let context):
      return located(context.codingPath, "missing key '\(key.stringValue)'")
    case .typeMismatch(let type, let context):
      return located(context.codingPath, "expected \(typeName(type))")
    case .valueNotFound(let type, let context):
      return located(context.codingPath, "missing \(typeName(type)) value")
    @unknown default:
      return "\(error)"
    }
  }

  private static func located(_ path: [any CodingKey], _ text: String) -> String {
    let place = UnknownKey.describe(path)
    return place.isEmpty ? text : "\(place): \(text)"
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type: "an integer"
    case is Double.Type: "a number"
    case is Bool.Type: "true or false"
    case is [String].Type: "a list of strings"
    default: "a value of type \(type)"
    }
  }
}
