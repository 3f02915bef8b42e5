import MediaKind

/// The result of a check: its cases (one per file, or per file and rule), in path order,
/// and the counts.
public struct CheckReport: Sendable, Hashable {
  /// Which check ran.
  public var kind: CheckKind
  /// Every case, passing ones included, sorted by path (then by rule order).
  public var cases: [CheckCase]
  /// The counts and the summary line.
  public var summary: CheckSummary

  /// A report from its parts (the checks build it).
  public init(kind: CheckKind, cases: [CheckCase], summary: CheckSummary) {
    self.kind = kind
    self.cases = cases
    self.summary = summary
  }

  /// Every finding, in case order.
  public var findings: [CheckFinding] { cases.flatMap(\.findings) }

  /// Whether the check passed (exit status 0).
  public var ok: Bool { summary.ok }
}
