import MediaKind

/// The readable form of a check report: one aligned row per finding, then the summary line.
///
/// ```text
/// RESULT      FILE        FIELD       EXPECTED  ACTUAL
/// mismatch    b/one.png   pixelWidth  4         8
/// missing     gone.gif
/// check: 5 files, 3 passed, 1 mismatched, 1 missing, 0 unexpected
/// ```
enum CheckTable {
  static func render(_ report: CheckReport) -> String {
    let findings = report.findings
    var rows: [[String]] = []
    switch report.kind {
    case .expectation:
      rows.append(["RESULT", "FILE", "FIELD", "EXPECTED", "ACTUAL"])
      for f in findings {
        rows.append([
          f.kind.rawValue, f.path, f.field?.rawValue ?? "",
          f.expected.map(String.init(describing:)) ?? "", f.actual.map(String.init(describing:)) ?? "",
        ])
      }
    case .policy:
      rows.append(["FILE", "RULE", "CHECK", "VALUE", "LIMIT"])
      for f in findings {
        rows.append([
          f.path, f.rule ?? "", f.check?.rawValue ?? "", f.actual.map(String.init(describing:)) ?? "",
          f.limit ?? "",
        ])
      }
    }
    var text = ""
    if rows.count > 1 {
      let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
      for row in rows {
        var line = ""
        for (column, cell) in row.enumerated() {
          line += cell
          if column < row.count - 1 { line += String(repeating: " ", count: widths[column] - cell.count + 2) }
        }
        while line.hasSuffix(" ") { line.removeLast() }
        text += Self.printable(line) + "\n"
      }
    }
    return text + report.summary.line + "\n"
  }

  /// Control characters (from odd file names) shown as `\u{…}` so they cannot move the cursor.
  static func printable(_ s: String) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        out += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
