/// Why a subtype was set: the rule, where its evidence came from, and the raw value
/// (printed by `--explain`; `Docs/AddingARule.md`, "2. Write the rule, with the keys it requires").
public struct SubtypeEvidence: Sendable, Hashable {
  /// The subtype's schema name (`photoHDR`).
  public var subtype: String
  /// The rule's name in the rule table.
  public var rule: String
  /// Where the evidence was read (`APP1/Exif/MakerNote 0x000A`, `moov/trak/meta/keys`).
  public var source: String
  /// The raw value that decided, as text.
  public var value: String
  /// Whether the rule is a heuristic (file name, aspect ratio) rather than metadata.
  public var heuristic: Bool?

  /// Evidence that `rule` set `subtype`, from `value` read at `source`.
  public init(subtype: String, rule: String, source: String, value: String, heuristic: Bool? = nil) {
    self.subtype = subtype
    self.rule = rule
    self.source = source
    self.value = value
    self.heuristic = heuristic
  }
}
