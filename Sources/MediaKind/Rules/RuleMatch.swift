/// A rule's positive verdict: where the evidence was and what it said.
public struct RuleMatch: Sendable, Hashable {
  public var source: String
  public var value: String

  public init(source: String, value: String) {
    self.source = source
    self.value = value
  }

  /// A match on a fact.
  public init(_ fact: Fact) {
    self.init(source: fact.source, value: fact.value.description)
  }
}
