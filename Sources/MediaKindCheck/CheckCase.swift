import MediaKind

/// One unit of a check report: a file (expected-file checks) or a file under one rule
/// (policy checks). A JUnit report writes one `<testcase>` per case.
public struct CheckCase: Sendable, Hashable {
  /// How the case ended.
  public enum Outcome: String, Sendable, Hashable, Encodable {
    /// The file was as expected.
    case passed
    /// Some expected fields differ.
    case mismatched
    /// Listed in the expected file, not found in the folder.
    case missing
    /// Found in the folder, not listed in the expected file.
    case unexpected
    /// A policy rule has violations.
    case failed
    /// The file or folder could not be read (or is recorded as unreadable).
    case unreadable
  }

  /// The file, relative to the checked folder.
  public var path: String
  /// The policy rule's name (policy checks only).
  public var rule: String?
  /// How the case ended.
  public var outcome: Outcome
  /// What is wrong; empty when the case passed.
  public var findings: [CheckFinding]

  /// A case for `path` (under `rule`, for policy checks).
  public init(path: String, rule: String? = nil, outcome: Outcome, findings: [CheckFinding] = []) {
    self.path = path
    self.rule = rule
    self.outcome = outcome
    self.findings = findings
  }

  /// Whether the case passed.
  public var passed: Bool { outcome == .passed }
}
