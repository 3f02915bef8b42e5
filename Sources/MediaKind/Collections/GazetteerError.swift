/// Why a gazetteer file could not be loaded.
public struct GazetteerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file (or `text` for parsed text).
  public var file: String
  /// The line (1-based), when one line is at fault.
  public var line: Int?
  /// What is wrong.
  public var message: String

  /// An error from its parts.
  public init(file: String, line: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `cities.txt:12: latitude 'x' is not a number`.
  public var description: String {
    file + (line.map { ":\($0)" } ?? "") + ": " + message
  }
}
