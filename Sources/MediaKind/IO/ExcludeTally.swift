import Synchronization

/// Which excludes left something out during a run, so the ones that matched nothing can be
/// named (`classify: --exclude '*.JPG' matched nothing`): a misspelt pattern would otherwise
/// go unnoticed. Shared by every walk of the run (walks on other threads too); two tallies
/// are equal only when they are the same object.
public final class ExcludeTally: Sendable, Hashable {
  private let seen = Mutex<Set<String>>([])

  /// An empty tally.
  public init() {}

  /// Notes that the exclude written as `pattern` left something out.
  public func matched(_ pattern: String) {
    seen.withLock { _ = $0.insert(pattern) }
  }

  /// The patterns of `patterns` that left nothing out, in their order.
  public func unmatched(_ patterns: [String]) -> [String] {
    seen.withLock { seen in patterns.filter { !seen.contains($0) } }
  }

  /// Whether `a` and `b` are the same tally.
  public static func == (a: ExcludeTally, b: ExcludeTally) -> Bool { a === b }
  /// Hashes the tally's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
