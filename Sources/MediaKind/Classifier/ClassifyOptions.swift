/// How a ``MediaClassifier`` works.
public struct ClassifyOptions: Sendable, Hashable {
  /// Fast (one head read) or thorough (all the metadata the rules need).
  public var mode: ClassificationMode
  /// Whether records carry `evidence` (which rule set each subtype, from what).
  public var explain: Bool
  /// Limits for hostile input.
  public var budget: ReadBudget

  /// Options for a classifier: thorough by default, without `--explain`'s evidence, reading within
  /// `budget`.
  public init(mode: ClassificationMode = .thorough, explain: Bool = false, budget: ReadBudget = .standard) {
    self.mode = mode
    self.explain = explain
    self.budget = budget
  }
}
