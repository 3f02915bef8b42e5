import Foundation
import MediaKind
import Yams

/// Decodes the YAML files `classify` is given (a folder's `.mediakind.yml`, a `check`
/// policy) as untrusted text (Docs/Reliability.md, "Untrusted text"): the nesting is bounded before
/// the parser sees the text (`YAMLNesting` in MediaKind, no recursion as deep as the input), and an
/// error names the file and line and quotes at most a short, escaped excerpt of it
/// (`TextExcerpt`), never the whole line: a file that is really a link to secrets cannot
/// print them through an error.
public enum YAMLText {
  /// `text` of `file` decoded as `T`; every problem is a ``CheckInputError`` naming the file
  /// and, when known, the line.
  public static func decode<T: Decodable>(_ type: T.Type, from text: String, file: String) throws(CheckInputError) -> T {
    do {
      try YAMLNesting.check(text)
    } catch {
      throw CheckInputError(
        file: file, line: error.line,
        message: "nested more than \(error.limit) levels deep at column \(error.column) (indentation, '- ' entries and brackets count; a configuration needs a few)")
    }
    do {
      return try YAMLDecoder().decode(T.self, from: text)
    } catch let error as YamlError {
      throw describe(error, text: text, file: file)
    } catch DecodingError.dataCorrupted(let context) where context.underlyingError is YamlError {
      throw describe(context.underlyingError as! YamlError, text: text, file: file)
    } catch DecodingError.dataCorrupted(let context) where context.underlyingError is UnknownKey {
      let unknown = context.underlyingError as! UnknownKey
      let message = (unknown.parent.isEmpty ? "" : unknown.parent + ": ") + unknown.description
      throw CheckInputError(file: file, line: unknown.line(in: text), message: TextExcerpt.message(message))
    } catch let error as CheckInputError {
      throw CheckInputError(file: file, line: error.line, message: error.message)
    } catch {
      throw CheckInputError(file: file, message: TextExcerpt.message(CheckInputError.describe(error)))
    }
  }

  /// A YAML syntax error: its problem, the line and column, and an excerpt with a caret.
  private static func describe(_ error: YamlError, text: String, file: String) -> CheckInputError {
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      var message = "not valid YAML: \(TextExcerpt.message(problem))"
      if let context { message += " (\(TextExcerpt.message(context.text)) at line \(context.mark.line))" }
      if problem.contains("alias") || context?.text.contains("alias") == true {
        message += " (a value starting with * is a YAML alias: quote globs such as \"**/*.gif\")"
      }
      let line = text.split(separator: "\n", maxSplits: mark.line, omittingEmptySubsequences: false)
        .dropFirst(mark.line - 1).first ?? ""
      message += " at column \(mark.column)\n" + TextExcerpt(line, column: mark.column).withCaret()
      return CheckInputError(file: file, line: mark.line, message: message)
    case .reader(let problem, _, _, _):
      return CheckInputError(file: file, message: "not readable as text: \(TextExcerpt.message(problem))")
    default:
      return CheckInputError(file: file, message: TextExcerpt.message("\(error)"))
    }
  }
}
