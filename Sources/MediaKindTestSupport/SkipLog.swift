import Synchronization

/// Collects a walk's skip notes (``FileEnumerator``'s `onSkip`); thread-safe, as a walk may
/// run on any thread.
public final class SkipLog: Sendable {
  private let entries = Mutex<[(path: String, reason: String)]>([])

  public init() {}

  /// The skipped paths, in the order they were told.
  public var paths: [String] { entries.withLock { $0.map(\.path) } }
  /// The reasons, in the same order.
  public var reasons: [String] { entries.withLock { $0.map(\.reason) } }

  /// Records one skip: pass it as `onSkip`.
  @Sendable public func add(_ path: String, _ reason: String) {
    entries.withLock { $0.append((path, reason)) }
  }
}
