public import MediaKind

/// The schema of one line of `classify check --format jsonl`: a ``CheckFinding`` or the
/// closing ``CheckSummary``.
extension RecordSchema {
  /// A finding or the summary line.
  public static var finding: RecordSchema {
    let count = { (description: String) in RecordSchema.integer(description: description, minimum: 0) }
    let finding = RecordSchema.object(
      description: "Something a check found wrong (CheckFinding)",
      properties: [
        ("actual", .any(description: "For a mismatch: the record's value (null when absent)")),
        ("check", .string(description: "For a violation: the policy check that failed", values: PolicyCheckName.allCases.map(\.rawValue))),
        ("expected", .any(description: "For a mismatch: the expected value (null when absent)")),
        ("field", .string(description: "For a mismatch: the field", values: CheckedField.allCases.map(\.rawValue))),
        ("limit", .string(description: "For a violation: what the rule allows, as the policy says it")),
        ("message", .string(description: "One readable sentence")),
        ("path", .string(description: "The file, relative to the checked folder")),
        ("rule", .string(description: "For a violation: the rule's name")),
        ("type", .string(description: "What kind of finding", values: CheckFinding.Kind.allCases.map(\.rawValue))),
        ("value", .any(description: "For a violation or an unreadable file: the offending value")),
      ],
      required: ["message", "path", "type"])
    let summary = RecordSchema.object(
      description: "The closing line: counts and the verdict (CheckSummary)",
      properties: [
        ("allowsUnreadable", .boolean(description: "Present (true) with --allow-unreadable")),
        ("check", .string(description: "Which check ran", values: CheckKind.allCases.map(\.rawValue))),
        ("failed", count("Policy: files that failed a rule")),
        ("files", count("Files checked")),
        ("mismatched", count("Expect: files with a mismatch")),
        ("missing", count("Expect: listed files the folder lacks")),
        ("ok", .boolean(description: "Whether the check passed")),
        ("passed", count("Files that passed")),
        ("type", .string(description: "The summary line", values: ["summary"])),
        ("uncovered", count("Policy: files no rule covers")),
        ("unexpected", count("Expect: files the expected file lacks")),
        ("unreadable", count("Files that could not be read")),
        ("violations", count("Policy: rule violations")),
      ],
      required: ["check", "files", "ok", "passed", "type", "unreadable"])
    return .oneOf(
      description: "One line of classify check --format jsonl (Docs/Checks.md)", choices: [finding, summary])
  }
}
