/// A rule's positive verdict: where the evidence was and what it said.
public struct RuleMatch: Sendable, Hashable {
  /// Where the deciding evidence was read (`APP1/Exif/MakerNote 0x000A`).
  public var source: String
  /// The deciding value, as text.
  public var value: String

  /// A verdict from `value`, read at `source`.
  public init(source: String, value: String) {
    self.source = source
    self.value = value
  }

  /// A match on a fact.
  public init(_ fact: Fact) {
    self.init(source: fact.source, value: fact.value.description)
  }
}
