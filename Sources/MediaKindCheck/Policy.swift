public import MediaKind

/// A media policy: rules that files under a folder must follow, decoded from a small YAML
/// (or JSON) file. Docs/Checks.md describes the format.
///
/// ```yaml
/// version: 1
/// rules:
///   - name: Web images
///     paths: web/**
///     mediaTypes: [image]
///     maxFileSize: 500KB
/// ```
/// Every rule whose `paths` cover a file applies to it. Unknown keys are errors, so a
/// misspelt check cannot pass silently.
public struct Policy: Sendable, Hashable, Decodable {
  /// The format version (`1`).
  public static let currentVersion = 1

  /// The format version the file declares (`version:`, default 1).
  public var version: Int
  /// The rules, in file order; every rule that covers a file applies to it.
  public var rules: [PolicyRule]

  /// A current-version policy of `rules`.
  public init(rules: [PolicyRule]) {
    version = Self.currentVersion
    self.rules = rules
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    try AnyCodingKey.rejectUnknownKeys(in: c, known: ["version", "rules"])
    version = try c.decodeIfPresent(Int.self, forKey: AnyCodingKey("version")) ?? Self.currentVersion
    guard version == Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: AnyCodingKey("version"), in: c,
        debugDescription: "unsupported policy version \(version) (this classify reads version \(Self.currentVersion))")
    }
    rules = try c.decode([PolicyRule].self, forKey: AnyCodingKey("rules"))
    guard !rules.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: AnyCodingKey("rules"), in: c, debugDescription: "the policy has no rules")
    }
  }

  /// Problems a decoder cannot see: UTIs the registry does not know (a typo such as
  /// `public.jpg` would otherwise never match anything).
  public func problems(registry: FormatRegistry = .standard) -> [String] {
    let known = Set(registry.hierarchy.all).union([.item])
    var out: [String] = []
    for (index, rule) in rules.enumerated() {
      for uti in rule.utis ?? [] where !known.contains(uti) {
        out.append("rules[\(index)] (\(rule.displayName)): unknown UTI '\(uti.rawValue)'")
      }
    }
    return out
  }
}
