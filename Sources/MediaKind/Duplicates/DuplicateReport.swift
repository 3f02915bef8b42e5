/// What a duplicate search found: the groups and the files it could not read.
public struct DuplicateReport: Sendable, Hashable {
  /// The groups, in the walk order of their kept members.
  public var groups: [DuplicateGroup]
  /// The files that could not be read while comparing (each left out of the comparison; the
  /// others were compared).
  public var failures: [DuplicateFailure]

  /// A report from its parts.
  public init(groups: [DuplicateGroup], failures: [DuplicateFailure]) {
    self.groups = groups
    self.failures = failures
  }
}
