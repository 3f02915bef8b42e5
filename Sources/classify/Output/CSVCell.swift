/// One CSV field before quoting: its text, and whether it is text (a name, a path, a message)
/// or a value the program made (a number, a flag). Only text is guarded against formula
/// injection (``quoted(guarded:)``): `-12.5` in a latitude column is a number and stays as
/// it is.
struct CSVCell: Equatable {
  /// The field's text, unquoted.
  var text: String
  /// Whether the text may come from a file (names, paths, metadata): guarded.
  var isText: Bool

  /// A text field (guarded).
  static func text(_ text: String) -> CSVCell { CSVCell(text: text, isText: true) }

  /// A number or flag the program printed (never guarded).
  static func number(_ text: String) -> CSVCell { CSVCell(text: text, isText: false) }

  /// The characters that make a spreadsheet read a cell as a formula (OWASP, "CSV
  /// Injection"): `=`, `+`, `-`, `@`, tab and carriage return.
  static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

  /// The field as written: with `guarded`, a text cell starting with one of
  /// ``formulaStarts`` gets a leading `'` and quotes, as OWASP recommends; then RFC 4180
  /// quoting (a field holding a comma, a quote or a line break is quoted, quotes doubled).
  func quoted(guarded: Bool) -> String {
    var field = text
    // By scalar: "\r\n" is one Character, equal to neither "\r" nor "\n".
    var quote = field.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
    if guarded, isText, let first = field.unicodeScalars.first, Self.formulaStarts.contains(first) {
      field = "'" + field
      quote = true
    }
    guard quote else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
