import Foundation
public import MediaKind

/// Decodes a `check` policy as untrusted text, as MediaKind's `YAMLDecoding` decodes a
/// folder's `.mediakind.yml` (Docs/Reliability.md, "Untrusted text"): the nesting is bounded
/// before the parser sees the text, and an error names the file and line and quotes at most a
/// short, escaped excerpt of it, never the whole line.
public enum YAMLText {
  /// `text` of `file` decoded as `T`; every problem is a ``CheckInputError`` naming the file
  /// and, when known, the line.
  public static func decode<T: Decodable>(_ type: T.Type, from text: String, file: String) throws(CheckInputError) -> T {
    do {
      return try YAMLDecoding.decode(T.self, from: text)
    } catch let error as YAMLDecoding.Failure {
      throw CheckInputError(file: file, line: error.line, message: error.message)
    } catch let error as CheckInputError {
      throw CheckInputError(file: file, line: error.line, message: error.message)
    } catch {
      throw CheckInputError(file: file, message: TextExcerpt.message(DecodingErrorText.describe(error)))
    }
  }
}
