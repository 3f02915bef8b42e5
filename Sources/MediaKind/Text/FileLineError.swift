/// The package's one error for a file that steers a run and cannot be used (a records file, a
/// `.mediakind.yml`, an expected file, a policy), with where the problem is:
/// `expected.jsonl:3: unknown subtype "photoLiv"`, or `policy.yml: no such file` when no line
/// applies. Every command prints it as `classify: ` and its ``description``.
public struct FileLineError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file the problem is in, as named.
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
}
