/// Why a predicate in PhotoKit's format syntax could not be read: what is wrong and where
/// (the column of the expression, from 1).
///
/// ```text
/// column 14: unknown media type 'picture' (image, video, audio, unknown or 0…3)
///   mediaType == 'picture'
///                ^
/// ```
public struct PredicateSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The expression as given.
  public var expression: String
  /// The column of the problem, from 1 (characters, not bytes).
  public var column: Int
  /// What is wrong.
  public var message: String

  /// An error at `column` of `expression`.
  public init(expression: String, column: Int, message: String) {
    self.expression = expression
    self.column = column
    self.message = message
  }

  /// `column N: message` and, below, the expression with a caret under the column: the
  /// part of a long expression around the column, escaped (``TextExcerpt``).
  public var description: String {
    "column \(column): \(TextExcerpt.message(message))\n"
      + TextExcerpt(expression, column: column).withCaret()
  }
}
