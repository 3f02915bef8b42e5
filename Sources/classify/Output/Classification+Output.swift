import MediaKind

/// File records in every output format: JSON and CSV from ``Classification/recordMembers``
/// (CSV: every member in the record's order, objects flattened as the table names them
/// (`error` → `errorKind`, `errorMessage`; `location` → `latitude`, `longitude`, `altitude`;
/// ...), lists joined by spaces (`subtypes`) or ` | ` (`diagnostics`); `--explain` adds an
/// `evidence` column (`subtype <- rule <- source = value`, joined by ` | `)); the table line
/// from ``TableLine``.
extension Classification: OutputItem {
  func tableText(explain: Bool) -> String { TableLine.render(self, explain: explain) }
}
