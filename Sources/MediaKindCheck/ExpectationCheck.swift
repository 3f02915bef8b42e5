public import MediaKind

/// Compares records with an expected file, on the fields each expected line names.
///
/// ```swift
/// let report = ExpectationCheck(expected: file).compare(records)  // paths relative to the root
/// print(report.summary.line)  // check: 5 files, 4 passed, 1 mismatched, 0 missing, 0 unexpected
/// ```
public struct ExpectationCheck: Sendable {
  /// The expectations compared against.
  public let expected: ExpectationFile

  /// A check against `expected`.
  public init(expected: ExpectationFile) { self.expected = expected }

  /// The report for `records`, whose paths are relative to the checked folder.
  ///
  /// Fail closed: a record that could not be read (a file, or a folder the walk could not
  /// enter) and an expected line recording `status: error` are ``CheckFinding/Kind/unreadable``
  /// findings, whatever the expected file says, unless `allowUnreadable`; then they are
  /// compared like any other line (an expected error matches an actual one) and counted as
  /// allowed.
  public func compare(_ records: [Classification], allowUnreadable: Bool = false) -> CheckReport {
    // By path, as bytes (Docs/Library.md, "Paths are compared as bytes").
    var expectedByPath: [PathKey: ExpectedRecord] = [:]
    for record in expected.records { expectedByPath[PathKey(record.path)] = record }
    var actualByPath: [PathKey: Classification] = [:]
    for record in records { actualByPath[PathKey(ExpectedRecord.normalize(record.path))] = record }
    let paths = Set(expectedByPath.keys).union(actualByPath.keys).map(\.path).sorted(by: PathOrder.precedes)

    var summary = CheckSummary(kind: .expectation)
    summary.allowsUnreadable = allowUnreadable
    var cases: [CheckCase] = []
    for path in paths {
      let testCase: CheckCase
      let recordedError = expectedByPath[PathKey(path)]?.fields[.status] == .string("error")
      let actualError = actualByPath[PathKey(path)]?.status == .error
      if recordedError || actualError { summary.unreadable += 1 }
      if !allowUnreadable, recordedError || actualError {
        var findings: [CheckFinding] = []
        if let record = actualByPath[PathKey(path)], actualError {
          findings.append(.unreadable(record, path: path))
        }
        if recordedError { findings.append(.recordedUnreadable(path: path)) }
        summary.files += 1
        cases.append(CheckCase(path: path, outcome: .unreadable, findings: findings))
        continue
      }
      switch (expectedByPath[PathKey(path)], actualByPath[PathKey(path)]) {
      case (let expectation?, let record?):
        let findings = Self.mismatches(expectation, record, path: path)
        testCase = CheckCase(path: path, outcome: findings.isEmpty ? .passed : .mismatched, findings: findings)
      case (_?, nil):
        testCase = CheckCase(
          path: path, outcome: .missing,
          findings: [CheckFinding(kind: .missing, path: path, message: "\(path): listed in the expected file but not found")])
      case (nil, let record?):
        let what = record.status == .error ? "could not be read" : "is \(record.mediaType.name), \(record.format?.rawValue ?? "?")"
        testCase = CheckCase(
          path: path, outcome: .unexpected,
          findings: [CheckFinding(kind: .unexpected, path: path, message: "\(path): not in the expected file (\(what))")])
      case (nil, nil):
        continue
      }
      summary.files += 1
      switch testCase.outcome {
      case .passed: summary.passed += 1
      case .mismatched: summary.mismatched += 1
      case .missing: summary.missing += 1
      case .unexpected: summary.unexpected += 1
      case .failed: summary.failed += 1
      case .unreadable: break
      }
      cases.append(testCase)
    }
    return CheckReport(kind: .expectation, cases: cases, summary: summary)
  }

  /// The fields of `record` that differ from `expectation`, in ``CheckedField`` order.
  public static func mismatches(
    _ expectation: ExpectedRecord, _ record: Classification, path: String? = nil
  ) -> [CheckFinding] {
    let path = path ?? expectation.path
    var findings: [CheckFinding] = []
    for field in CheckedField.allCases {
      guard let wanted = expectation.fields[field] else { continue }
      let actual = field.value(of: record)
      if field.matches(expected: wanted, actual: actual) { continue }
      var message = "\(path): \(field.rawValue): expected \(wanted), actual \(actual)"
      if field == .status, let error = record.error {
        message += " (\(error.kind.rawValue): \(error.message))"
      }
      findings.append(
        CheckFinding(kind: .mismatch, path: path, field: field, expected: wanted, actual: actual, message: message))
    }
    return findings
  }
}
