// Renders the rule table as Markdown for Docs/ (a generated file carries a DO-NOT-EDIT banner
// and a test fails when the checked-in copy is stale).
extension SubtypeRules {
  /// `Docs/SubtypeRules.md`, generated from the rule table.
  public static func markdown() -> String {
    var out = """
      <!-- DO NOT EDIT: generated from SubtypeRules.table by `make docs` (RECORD_DOCS=1 swift test --filter GeneratedDocs). -->
      # Subtype rules

      For each subtype the first matching rule decides, and `--explain` prints its name, the \
      evidence's location and value. Heuristic rules (file names, sizes) are marked; \
      `videoStreamed` is never set from a file (it is library state). A rule reads only the fact \
      keys it requires (`SubtypeRule.requires`, ExifTool's Composite `Require`); the XMP \
      properties the fast path keeps are worked out from them.

      | subtype | rule | what it checks | requires | heuristic | references |
      |---|---|---|---|---|---|

      """
    for rule in table {
      let row = [
        "`\(rule.subtype.names.first ?? "")`", "`\(rule.name)`", rule.summary.replacingPipes(),
        rule.requires.map { "`\($0)`" }.joined(separator: ", "),
        rule.heuristic ? "yes" : "", rule.references.joined(separator: "; ").replacingPipes(),
      ]
      out += "| " + row.joined(separator: " | ") + " |\n"
    }
    return out
  }
}

extension String {
  func replacingPipes() -> String {
    String(flatMap { $0 == "|" ? Array("\\|") : [$0] })
  }
}
