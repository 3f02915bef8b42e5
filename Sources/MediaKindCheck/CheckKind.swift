import MediaKind

/// Which check produced a report: against an expected file, or against a policy.
public enum CheckKind: String, Sendable, Hashable, Encodable, CaseIterable {
  /// `classify check --expect`.
  case expectation = "expect"
  /// `classify check --policy`.
  case policy
}
