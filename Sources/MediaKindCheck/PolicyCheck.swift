public import MediaKind

/// Evaluates a ``Policy`` over classified files.
///
/// ```swift
/// let report = try PolicyCheck(policy: policy).evaluate(records)  // paths relative to the root
/// for finding in report.findings { print(finding.message) }
/// ```
/// The report has one case per file and covering rule; a file no rule covers is counted as
/// `uncovered` and has no case.
public struct PolicyCheck: Sendable {
  /// The policy evaluated.
  public let policy: Policy
  private let hierarchy: UTIHierarchy

  /// Checks `policy` against `registry` (unknown UTIs are errors, named after `source`).
  public init(policy: Policy, registry: FormatRegistry = .standard, source: String = "policy")
    throws(CheckInputError)
  {
    if let problem = policy.problems(registry: registry).first {
      throw CheckInputError(file: source, message: problem)
    }
    self.policy = policy
    hierarchy = registry.hierarchy
  }

  /// The report for `records`, whose paths are relative to the checked folder.
  ///
  /// Fail closed: a record that could not be read is an ``CheckFinding/Kind/unreadable``
  /// finding, covered by a rule or not, unless `allowUnreadable`; then only the rules'
  /// `noErrors` checks judge it.
  public func evaluate(_ records: [Classification], allowUnreadable: Bool = false) -> CheckReport {
    var summary = CheckSummary(kind: .policy)
    summary.allowsUnreadable = allowUnreadable
    var cases: [CheckCase] = []
    for record in records.sorted(by: { PathOrder.precedes($0.path, $1.path) }) {
      summary.files += 1
      if record.status == .error {
        summary.unreadable += 1
        if !allowUnreadable {
          cases.append(
            CheckCase(
              path: record.path, outcome: .unreadable,
              findings: [.unreadable(record, path: record.path)]))
          continue
        }
      }
      let rules = policy.rules.filter { $0.covers(record, hierarchy: hierarchy) }
      if rules.isEmpty {
        summary.uncovered += 1
        continue
      }
      var fileFailed = false
      for rule in rules {
        let violations = rule.evaluate(record, hierarchy: hierarchy)
        summary.violations += violations.count
        if !violations.isEmpty { fileFailed = true }
        cases.append(
          CheckCase(
            path: record.path, rule: rule.displayName, outcome: violations.isEmpty ? .passed : .failed,
            findings: violations.map(\.finding)))
      }
      if fileFailed { summary.failed += 1 } else { summary.passed += 1 }
    }
    return CheckReport(kind: .policy, cases: cases, summary: summary)
  }
}
