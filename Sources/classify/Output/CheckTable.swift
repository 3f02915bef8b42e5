import MediaKind
import MediaKindCheck

/// The readable form of a check report: one aligned row per finding, then the summary line
/// (control characters in names are escaped when it is written, as in every table).
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
          f.path, f.rule ?? "", f.check?.rawValue ?? f.kind.rawValue, f.actual.map(String.init(describing:)) ?? "",
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
        text += line + "\n"
      }
    }
    return text + report.summary.line + "\n"
  }
}
