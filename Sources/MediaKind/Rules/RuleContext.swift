/// What a subtype rule sees: the probes' facts, the identified format and the file name.
public struct RuleContext: Sendable {
  /// What the probes learned about the file.
  public let facts: MediaFacts
  /// The identified (and refined) format.
  public let format: FormatDescriptor
  /// The file's name, for the few heuristics that read it.
  public let fileName: String
  /// The classification mode (some rules need evidence only the thorough path reads).
  public let mode: ClassificationMode

  /// The media type after refinement.
  public let mediaType: MediaType

  #if DEBUG
    /// The keys of the rule being decided (its ``SubtypeRule/requires``): in debug builds a
    /// lookup of another key fails an assertion, so a rule cannot read a key it does not
    /// declare (and the fast path would not keep).
    var declared: [FactKey]?
  #endif

  /// The context of one file's rules.
  public init(
    facts: MediaFacts, format: FormatDescriptor, fileName: String, mode: ClassificationMode,
    mediaType: MediaType
  ) {
    self.facts = facts
    self.format = format
    self.fileName = fileName
    self.mode = mode
    self.mediaType = mediaType
  }

  /// The fact under `key`, if the probes recorded one.
  public subscript(key: FactKey) -> Fact? {
    #if DEBUG
      assert(
        declared?.contains(key) != false,
        "a rule reads \(key) without declaring it: add it to the rule's requires")
    #endif
    return facts[key]
  }

  /// Whether any value of `key` (a string or a list) satisfies `test`.
  public func any(_ key: FactKey, _ test: (String) -> Bool) -> Fact? {
    guard let fact = self[key] else { return nil }
    switch fact.value {
    case .strings(let list): return list.contains(where: test) ? fact : nil
    default: return fact.value.string.map(test) == true ? fact : nil
    }
  }
}
