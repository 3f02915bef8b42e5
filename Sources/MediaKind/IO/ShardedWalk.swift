/// A walk that yields only the files of one ``Shard`` (failures too: each is reported by the
/// shard its path belongs to, so N shards report every file and every error exactly once).
public struct ShardedWalk<Base: FileWalk>: FileWalk {
  /// The walk being split.
  public var base: Base
  /// The part this walk yields.
  public let shard: Shard

  /// The steps of `base` whose paths belong to `shard`.
  public init(_ base: Base, shard: Shard) {
    self.base = base
    self.shard = shard
  }

  /// The next step of the base walk in this shard; nil when the base walk ends.
  public mutating func nextStep() -> FileEnumerator.Step? {
    while let step = base.nextStep() {
      if shard.contains(path: step.entry.path) { return step }
    }
    return nil
  }
}
