import Foundation

/// The objects of a JSON Lines text (`classify --format jsonl` output), one per line, for
/// end-to-end tests.
public enum JSONLines {
  /// A line that is not a JSON object.
  public struct NotAnObject: Error, CustomStringConvertible {
    /// The line as printed.
    public let line: String
    public var description: String { "not a JSON object: \(line)" }
  }

  /// Each non-empty line of `text` as a JSON object; throws on the first line that is not one.
  public static func objects(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { line in
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
        throw NotAnObject(line: String(line))
      }
      return object
    }
  }
}
