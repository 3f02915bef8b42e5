import MediaKind

/// One failed check of one rule on one file: names the file, the rule, the check, the
/// file's value and the rule's limit.
public struct PolicyViolation: Sendable, Hashable {
  /// The file, relative to the checked folder.
  public var path: String
  /// The rule's name.
  public var rule: String
  /// The check that failed.
  public var check: PolicyCheckName
  /// The file's offending value.
  public var value: FieldValue
  /// What the rule allows, as written in the policy (`500KB`, `[image, video]`).
  public var limit: String
  /// Why, in words: `fileSize 812345 bytes is over 500KB (500000 bytes)`.
  public var detail: String

  /// A violation of `check` of `rule` by the file at `path`.
  public init(
    path: String, rule: String, check: PolicyCheckName, value: FieldValue, limit: String,
    detail: String
  ) {
    self.path = path
    self.rule = rule
    self.check = check
    self.value = value
    self.limit = limit
    self.detail = detail
  }

  /// `web/big.png: maxFileSize: fileSize 812345 bytes is over 500KB (500000 bytes) [rule Web images]`.
  public var message: String { "\(path): \(check.rawValue): \(detail) [rule \(rule)]" }

  /// The violation as a report finding.
  public var finding: CheckFinding {
    CheckFinding(
      kind: .violation, path: path, rule: rule, check: check, actual: value, limit: limit,
      message: message)
  }
}
