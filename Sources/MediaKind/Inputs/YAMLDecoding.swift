import Foundation
import Yams

/// Decodes YAML read as untrusted text (Docs/Reliability.md, "Untrusted text"): a folder's
/// `.mediakind.yml` here, a `check` policy in MediaKindCheck (its `YAMLText`). The nesting is
/// bounded before the parser sees the text (``YAMLNesting``, no recursion as deep as the
/// input), and a syntax error gives its line and at most a short, escaped excerpt of it
/// (``TextExcerpt``), never the whole line: a file that is really a link to secrets cannot
/// print them through an error.
package enum YAMLDecoding {
  /// A problem found in the text: the 1-based line when known, and what is wrong.
  package struct Failure: Error, Sendable {
    package var line: Int?
    package var message: String
  }

  /// `text` decoded as `T`. Nesting and syntax problems are a ``Failure``; what `T`'s own
  /// decoding throws is thrown as it is.
  package static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    do {
      try YAMLNesting.check(text)
    } catch {
      throw Failure(
        line: error.line,
        message: "nested more than \(error.limit) levels deep at column \(error.column) (indentation, '- ' entries and brackets count; a configuration needs a few)")
    }
    do {
      return try YAMLDecoder().decode(T.self, from: text)
    } catch let error as YamlError {
      throw describe(error, text: text)
    } catch DecodingError.dataCorrupted(let context) where context.underlyingError is YamlError {
      throw describe(context.underlyingError as! YamlError, text: text)
    } catch DecodingError.dataCorrupted(let context) where context.underlyingError is UnknownKey {
      let unknown = context.underlyingError as! UnknownKey
      let message = (unknown.parent.isEmpty ? "" : unknown.parent + ": ") + unknown.description
      throw Failure(line: unknown.line(in: text), message: TextExcerpt.message(message))
    }
  }

  /// A YAML syntax error: its problem, the line and column, and an excerpt with a caret.
  private static func describe(_ error: YamlError, text: String) -> Failure {
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
      return Failure(line: mark.line, message: message)
    case .reader(let problem, _, _, _):
      return Failure(message: "not readable as text: \(TextExcerpt.message(problem))")
    default:
      return Failure(message: TextExcerpt.message("\(error)"))
    }
  }
}
