public import MediaKind

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

  /// The summary's members: the one table its ``JSONBuffer`` writer, its `Encodable`
  /// encoding and its JSON Schema (``RecordSchema/finding``) read. An expected-file check
  /// prints `mismatched`, `missing` and `unexpected`; a policy check `failed`, `violations`
  /// and `uncovered`; `allowsUnreadable` only when set.
  package static let recordMembers: RecordMemberTable<CheckSummary> = [
    RecordMember("type", required: true, .string(description: "The summary line", values: ["summary"])) { _ in "summary" },
    RecordMember("check", required: true, .string(description: "Which check ran", values: CheckKind.allCases.map(\.rawValue))) {
      $0.kind
    },
    RecordMember("files", required: true, count("Files checked")) { $0.files },
    RecordMember("passed", required: true, count("Files that passed")) { $0.passed },
    RecordMember("mismatched", count("Expect: files with a mismatch")) { $0.kind == .expectation ? $0.mismatched : nil },
    RecordMember("missing", count("Expect: listed files the folder lacks")) { $0.kind == .expectation ? $0.missing : nil },
    RecordMember("unexpected", count("Expect: files the expected file lacks")) { $0.kind == .expectation ? $0.unexpected : nil },
    RecordMember("failed", count("Policy: files that failed a rule")) { $0.kind == .policy ? $0.failed : nil },
    RecordMember("violations", count("Policy: rule violations")) { $0.kind == .policy ? $0.violations : nil },
    RecordMember("uncovered", count("Policy: files no rule covers")) { $0.kind == .policy ? $0.uncovered : nil },
    RecordMember("unreadable", required: true, count("Files that could not be read")) { $0.unreadable },
    RecordMember("allowsUnreadable", .boolean(description: "Present (true) with --allow-unreadable")) {
      $0.allowsUnreadable ? true : nil
    },
    RecordMember("ok", required: true, .boolean(description: "Whether the check passed")) { $0.ok },
  ]

  /// A count's schema.
  private static func count(_ description: String) -> RecordSchema { .integer(description: description, minimum: 0) }

  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}

extension CheckSummary: JSONBufferEncodable, RecordObject {
  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }
}

extension CheckKind: RecordScalar {}
