import MediaKind

/// The counts of a check, printed as its last line and as the last JSON object:
///
/// - expected file: `check: 5 files, 2 passed, 1 mismatched, 1 missing, 1 unexpected`
/// - policy: `check: 5 files, 3 passed, 1 failed, 2 violations, 1 uncovered`
///
/// Files are counted once each: in expected-file checks passed + mismatched + missing +
/// unexpected + unreadable = files; in policy checks passed + failed + uncovered + unreadable
/// = files, where an uncovered file matched no rule. Unreadable files (and folders) fail the
/// check unless ``allowsUnreadable``; the line names them only when there are any
/// (`..., 1 unreadable`, or `1 unreadable (allowed)`).
public struct CheckSummary: Sendable, Hashable, Encodable {
  /// Which check ran.
  public var kind: CheckKind
  /// Files considered (each once).
  public var files = 0
  /// Files with nothing wrong (policy: covered by a rule and violating none).
  public var passed = 0
  /// Expected-file checks: files with a field that differs.
  public var mismatched = 0
  /// Expected-file checks: listed files not found.
  public var missing = 0
  /// Expected-file checks: found files not listed.
  public var unexpected = 0
  /// Policy checks: files with at least one violation.
  public var failed = 0
  /// Policy checks: violations over all files and rules.
  public var violations = 0
  /// Policy checks: files no rule covers.
  public var uncovered = 0
  /// Files and folders that could not be read, or that the expected file records as
  /// unreadable.
  public var unreadable = 0
  /// Whether unreadable files are allowed (`--allow-unreadable`): then they do not fail it.
  public var allowsUnreadable = false

  /// Zero counts for a check of `kind`.
  public init(kind: CheckKind) { self.kind = kind }

  /// Whether the check passed: nothing mismatched, missing, unexpected or violated.
  public var ok: Bool {
    mismatched == 0 && missing == 0 && unexpected == 0 && failed == 0 && violations == 0
      && (unreadable == 0 || allowsUnreadable)
  }

  /// The summary line.
  public var line: String {
    let counts =
      switch kind {
      case .expectation:
        "check: \(files) files, \(passed) passed, \(mismatched) mismatched, \(missing) missing, \(unexpected) unexpected"
      case .policy:
        "check: \(files) files, \(passed) passed, \(failed) failed, \(violations) violations, \(uncovered) uncovered"
      }
    guard unreadable > 0 else { return counts }
    return counts + ", \(unreadable) unreadable" + (allowsUnreadable ? " (allowed)" : "")
  }

  private enum CodingKeys: String, CodingKey {
    case type, check, files, passed, mismatched, missing, unexpected, failed, violations, uncovered
    case unreadable, allowsUnreadable, ok
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode("summary", forKey: .type)
    try c.encode(kind, forKey: .check)
    try c.encode(files, forKey: .files)
    try c.encode(passed, forKey: .passed)
    switch kind {
    case .expectation:
      try c.encode(mismatched, forKey: .mismatched)
      try c.encode(missing, forKey: .missing)
      try c.encode(unexpected, forKey: .unexpected)
    case .policy:
      try c.encode(failed, forKey: .failed)
      try c.encode(violations, forKey: .violations)
      try c.encode(uncovered, forKey: .uncovered)
    }
    try c.encode(unreadable, forKey: .unreadable)
    if allowsUnreadable { try c.encode(true, forKey: .allowsUnreadable) }
    try c.encode(ok, forKey: .ok)
  }
}
