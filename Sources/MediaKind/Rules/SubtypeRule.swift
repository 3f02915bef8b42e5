/// One entry of the subtype rule table: ExifTool's "Composite" tags as Swift data.
public struct SubtypeRule: Sendable {
  /// The bit the rule sets.
  public let subtype: MediaSubtypes
  /// A short, stable name (`apple-custom-rendered-hdr`), printed by `--explain`.
  public let name: String
  /// What the rule checks, in a sentence (feeds `Docs/SubtypeRules.md`).
  public let summary: String
  /// Where the knowledge comes from.
  public let references: [String]
  /// Whether the rule is a heuristic (file name, sizes) rather than metadata.
  public let heuristic: Bool
  /// The fact keys the rule reads (ExifTool's Composite `Require`/`Desire`): the only keys
  /// ``decide`` may look up. The XMP properties the fast path keeps are worked out from these
  /// (`FactReaders`), so a key read here is always kept.
  public let requires: [FactKey]
  /// The decision: a match with its evidence, or nil.
  public let decide: @Sendable (RuleContext) -> RuleMatch?

  /// A rule setting `subtype`, named `name`, described by `summary`, citing `references`;
  /// `heuristic` when it reads names or shapes rather than metadata; `requires` the fact keys
  /// `decide` may read.
  public init(
    _ subtype: MediaSubtypes, _ name: String, summary: String, references: [String],
    heuristic: Bool = false, requires: [FactKey],
    decide: @escaping @Sendable (RuleContext) -> RuleMatch?
  ) {
    self.subtype = subtype
    self.name = name
    self.summary = summary
    self.references = references
    self.heuristic = heuristic
    self.requires = requires
    self.decide = decide
  }
}
