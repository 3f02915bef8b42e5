/// A counting semaphore for decodes: at most `limit` run at once, the others wait in order.
/// libvips and FFmpeg calls block their thread, so the gate keeps them to about the cores.
/// The work itself runs in the caller's task, not on the actor (which would run one at a time).
actor DecodeGate {
  private let limit: Int
  private var running = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// Waits for a free slot and takes it.
  func acquire() async {
    if running < limit {
      running += 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Gives a slot back (to the first waiter, if any).
  func release() {
    if waiting.isEmpty {
      running -= 1
    } else {
      waiting.removeFirst().resume()
    }
  }

  /// How many slots are taken (for tests).
  var inUse: Int { running }
}
