import ArgumentParser

/// `--no-csv-guard`: CSV text cells as they are. By default a text cell that starts with `=`,
/// `+`, `-`, `@`, a tab or a carriage return gets a `'` in front (and is quoted), as OWASP
/// recommends against CSV injection, so a file named `=HYPERLINK(...)` is not a formula when
/// the CSV is opened in a spreadsheet (Docs/CLI.md, "CSV and spreadsheets").
struct CSVGuardArgument: ParsableArguments {
  @Flag(
    name: .customLong("no-csv-guard"),
    help: "CSV: print text cells as they are (by default a cell starting with = + - @ tab or CR gets a leading ').")
  var noCSVGuard = false

  /// Whether text cells are guarded.
  var enabled: Bool { !noCSVGuard }
}
