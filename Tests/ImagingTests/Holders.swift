import Synchronization

/// Holders now and at most, shared by the test's tasks.
final class Holders: Sendable {
  let count = Mutex((now: 0, peak: 0))
}
