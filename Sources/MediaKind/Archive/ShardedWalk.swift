/// A walk that yields only the files of one ``Shard`` (failures too: each is reported by the
/// shard its path belongs to, so N shards report every file and every error exactly once).
public struct ShardedWalk<Base: FileWalk>: FileWalk {
  public var base: Base
  public let shard: Shard

  public init(_ base: Base, shard: Shard) {
    self.base = base
    self.shard = shard
  }

  public mutating func nextStep() -> FileEnumerator.Step? {
    while let step = base.nextStep() {
      if shard.contains(path: step.entry.path) { return step }
    }
    return nil
  }
}
