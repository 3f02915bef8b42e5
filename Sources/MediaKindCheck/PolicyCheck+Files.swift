public import MediaKind

extension PolicyCheck {
  /// The largest policy read: a policy is a page of rules.
  public static let maxFileBytes = 1 << 20

  /// Reads the policy at `path` as `classify check --policy` does (YAML, or JSON, which YAML
  /// includes), as untrusted text (a plain file, not a link, at most ``maxFileBytes``), and
  /// checks its UTIs against `registry`. Every problem is a ``CheckInputError`` naming the
  /// file (and line, when known).
  public static func load(_ path: String, registry: FormatRegistry = .standard) throws(CheckInputError) -> PolicyCheck {
    let input = try TextInputFile.openCheckInput(path, maxBytes: maxFileBytes)
    let text: String
    do {
      text = String(decoding: try input.readAll(), as: UTF8.self)
    } catch {
      throw CheckInputError(file: path, message: error.reason)
    }
    let policy = try YAMLText.decode(Policy.self, from: text, file: path)
    return try PolicyCheck(policy: policy, registry: registry, source: path)
  }
}
