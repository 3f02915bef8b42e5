/// A short, escaped piece of a line of untrusted text around a column, for error messages.
///
/// A message that quotes what it could not read must not become a way to print that input: a
/// policy that is a link to `/proc/self/environ`, a 10,000-character predicate or a line with
/// terminal controls is shown as at most ``defaultWidth`` characters around the problem, each
/// control and bidirectional character escaped (``PathEscaping/lineSafe(_:)``), with `…`
/// where it was cut (Docs/Reliability.md, "Untrusted text").
public struct TextExcerpt: Sendable, Hashable {
  /// The characters shown at most, before escaping.
  public static let defaultWidth = 60

  /// The excerpt, escaped, with `…` at a cut end.
  public var text: String
  /// The column of the problem within ``text``, from 1.
  public var caretColumn: Int

  /// The part of `line` around `column` (from 1, in characters), at most `width` characters.
  public init(_ line: some StringProtocol, column: Int, width: Int = TextExcerpt.defaultWidth) {
    let characters = Array(line.prefix(1 << 20))
    let at = min(max(column - 1, 0), characters.count)
    let before = max(0, min(at - width / 2, characters.count - width))
    let start = max(0, before)
    let end = min(characters.count, start + width)
    var prefix = start > 0 ? "…" : ""
    prefix += PathEscaping.lineSafe(String(characters[start..<at]))
    let rest = at < end ? PathEscaping.lineSafe(String(characters[at..<end])) : ""
    caretColumn = prefix.count + 1
    text = prefix + rest + (end < characters.count ? "…" : "")
  }

  /// The characters of a message shown at most (a decoder's or parser's message can quote a
  /// value from the file whole).
  public static let maxMessageLength = 240

  /// A message made safe to print on one line: cut to ``maxMessageLength`` characters (with
  /// `…`) and escaped (``PathEscaping/lineSafe(_:)``).
  public static func message(_ text: String) -> String {
    let cut = text.count > maxMessageLength ? String(text.prefix(maxMessageLength)) + "…" : text
    return PathEscaping.lineSafe(cut)
  }

  /// The excerpt and, below it, a caret under the problem, each line indented by `indent`.
  public func withCaret(indent: String = "  ") -> String {
    indent + text + "\n" + indent + String(repeating: " ", count: caretColumn - 1) + "^"
  }
}
