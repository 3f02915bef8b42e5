/// What a subtype rule sees: the probes' facts, the identified format and the file name.
public struct RuleContext: Sendable {
  public let facts: MediaFacts
  public let format: FormatDescriptor
  public let fileName: String
  public let mode: ClassificationMode

  /// The media type after refinement.
  public let mediaType: MediaType

  public subscript(key: FactKey) -> Fact? { facts[key] }

  /// Whether any value of `key` (a string or a list) satisfies `test`.
  public func any(_ key: FactKey, _ test: (String) -> Bool) -> Fact? {
    guard let fact = facts[key] else { return nil }
    switch fact.value {
    case .strings(let list): return list.contains(where: test) ? fact : nil
    default: return fact.value.string.map(test) == true ? fact : nil
    }
  }
}
