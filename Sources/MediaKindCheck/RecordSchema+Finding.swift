public import MediaKind

/// The schema of one line of `classify check --format jsonl`: a ``CheckFinding`` or the
/// closing ``CheckSummary``, each from its member table.
extension RecordSchema {
  /// A finding or the summary line.
  public static var finding: RecordSchema {
    .oneOf(
      description: "One line of classify check --format jsonl (Docs/Checks.md)",
      choices: [
        .object(description: "Something a check found wrong (CheckFinding)", members: CheckFinding.recordMembers),
        .object(description: "The closing line: counts and the verdict (CheckSummary)", members: CheckSummary.recordMembers),
      ])
  }
}
