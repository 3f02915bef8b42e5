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

  /// A readable message for a decoding error: the coding path, then what went wrong, with
  /// no Swift internals.
  public static func describe(_ error: any Error) -> String { DecodingErrorText.describe(error) }
}
