public import MediaKind

/// One thing a check found wrong: a field mismatch, a missing or unexpected file, or a policy
/// violation. Encodes as one JSON object (`classify check --format jsonl`):
///
/// ```json
/// {"type":"mismatch","path":"b/one.png","field":"pixelWidth","expected":4,"actual":8,"message":"..."}
/// {"type":"violation","path":"web/big.png","rule":"Web images","check":"maxFileSize","value":812345,"limit":"500KB","message":"..."}
/// ```
public struct CheckFinding: Sendable, Hashable, Encodable {
  /// What kind of finding this is.
  public enum Kind: String, Sendable, Hashable, Encodable, CaseIterable {
    /// A field differs from the expected file.
    case mismatch
    /// The expected file lists a file the folder does not have.
    case missing
    /// The folder has a file the expected file does not list.
    case unexpected
    /// A policy rule's check failed.
    case violation
    /// A file or folder could not be read, or the expected file records it as unreadable:
    /// a check never passes on what it did not see (unless unreadable files are allowed).
    case unreadable
  }

  /// What kind of finding this is.
  public var kind: Kind
  /// The file, relative to the checked folder.
  public var path: String
  /// For a mismatch: the field (`pixelWidth`, `error.kind`, ...).
  public var field: CheckedField?
  /// For a violation: the rule's name.
  public var rule: String?
  /// For a violation: the check that failed (`maxFileSize`, `forbidSubtypes`, ...).
  public var check: PolicyCheckName?
  /// For a mismatch: the expected value.
  public var expected: FieldValue?
  /// For a mismatch: the record's value; for a violation: the offending value.
  public var actual: FieldValue?
  /// For a violation: what the rule allows, as the policy file says it (`500KB`).
  public var limit: String?
  /// One readable sentence.
  public var message: String

  /// A finding; only the members that suit `kind` are set.
  public init(
    kind: Kind, path: String, field: CheckedField? = nil, rule: String? = nil,
    check: PolicyCheckName? = nil, expected: FieldValue? = nil, actual: FieldValue? = nil,
    limit: String? = nil, message: String
  ) {
    self.kind = kind
    self.path = path
    self.field = field
    self.rule = rule
    self.check = check
    self.expected = expected
    self.actual = actual
    self.limit = limit
    self.message = message
  }

  /// The finding for a file or folder that could not be read (`record.status == .error`).
  public static func unreadable(_ record: Classification, path: String) -> CheckFinding {
    let kind = record.error?.kind.rawValue ?? "error"
    return CheckFinding(
      kind: .unreadable, path: path, actual: .string(kind),
      message:
        "\(path): could not be read (\(kind): \(record.error?.message ?? "no message")); a check does not pass on files it did not read (--allow-unreadable allows them)")
  }

  /// The finding for an expected line that records its file as unreadable.
  public static func recordedUnreadable(path: String) -> CheckFinding {
    CheckFinding(
      kind: .unreadable, path: path, expected: .string("error"),
      message:
        "\(path): the expected file records it as unreadable (status error); a check does not pass on files it did not read: make it readable and record again, or pass --allow-unreadable")
  }

  /// The finding's members, in the order of its documentation: the one table its
  /// ``JSONBuffer`` writer (`classify check --format jsonl`), its `Encodable` encoding and its
  /// JSON Schema (``RecordSchema/finding``) read. A mismatch prints `expected` and `actual`
  /// (`null` when absent); another finding prints the offending value as `value`.
  package static let recordMembers: RecordMemberTable<CheckFinding> = [
    RecordMember(
      "type", required: true, .string(description: "What kind of finding", values: Kind.allCases.map(\.rawValue)),
      { $0.kind }),
    RecordMember("path", required: true, .string(description: "The file, relative to the checked folder"), { $0.path }),
    RecordMember(
      "field", .string(description: "For a mismatch: the field", values: CheckedField.allCases.map(\.rawValue)),
      { $0.field }),
    RecordMember("rule", .string(description: "For a violation: the rule's name"), { $0.rule }),
    RecordMember(
      "check",
      .string(description: "For a violation: the policy check that failed", values: PolicyCheckName.allCases.map(\.rawValue)),
      { $0.check }),
    RecordMember(
      "expected", .any(description: "For a mismatch: the expected value (null when absent)"),
      { $0.kind == .mismatch ? $0.expected ?? .absent : nil }),
    RecordMember(
      "actual", .any(description: "For a mismatch: the record's value (null when absent)"),
      { $0.kind == .mismatch ? $0.actual ?? .absent : nil }),
    RecordMember(
      "value", .any(description: "For a violation or an unreadable file: the offending value"),
      { $0.kind == .mismatch ? nil : $0.actual }),
    RecordMember("limit", .string(description: "For a violation: what the rule allows, as the policy says it"), { $0.limit }),
    RecordMember("message", required: true, .string(description: "One readable sentence"), { $0.message }),
  ]

  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}

extension CheckFinding: JSONBufferEncodable, RecordObject {
  public func appendJSON(to json: inout JSONBuffer) throws {
    try Self.recordMembers.appendObject(of: self, to: &json)
  }
}

extension CheckFinding.Kind: RecordScalar {}
extension CheckedField: RecordScalar {}
extension PolicyCheckName: RecordScalar {}
