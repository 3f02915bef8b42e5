/// One flat field of an object `classify` prints: a CSV column (an object member's fields
/// flattened: `location` gives `latitude`, `longitude`, `altitude`), and what
/// `classify check --expect` reads of a record (its fields by column name).
///
/// Columns are declared by the members of a ``RecordMemberTable`` (a scalar member has one,
/// named as its key), so the CSV header is the table's and cannot miss a member.
package struct RecordColumn<Root>: Sendable {
  /// The column's name (the CSV header).
  package let name: String
  /// What joins the items of a list in the CSV field (`" "` for names, `" | "` for sentences).
  package let separator: String
  /// Whether the column is printed only with `--explain` (after the others).
  package let onlyWithExplain: Bool
  /// The value in `root`.
  private let read: @Sendable (Root) -> ColumnValue

  /// The column `name`, holding `value` (`nil`: empty).
  package init<Value: RecordScalar>(
    _ name: String, separator: String = " ", onlyWithExplain: Bool = false,
    _ value: @escaping @Sendable (Root) -> Value?
  ) {
    self.name = name
    self.separator = separator
    self.onlyWithExplain = onlyWithExplain
    read = { value($0)?.columnValue ?? .absent }
  }

  /// The column's value in `root`.
  package func value(of root: Root) -> ColumnValue { read(root) }

  /// The CSV field (unquoted): numbers and flags as Swift prints them, lists joined by
  /// ``separator``, nothing for an absent value.
  package func text(of root: Root) -> String { text(for: read(root)) }

  /// The CSV field (unquoted) of a value of this column (``value(of:)``).
  package func text(for value: ColumnValue) -> String {
    switch value {
    case .absent: ""
    case .string(let text): text
    case .integer(let value): String(value)
    case .number(let value): "\(value)"
    case .bool(let value): value ? "true" : "false"
    case .list(let items): items.joined(separator: separator)
    }
  }
}
