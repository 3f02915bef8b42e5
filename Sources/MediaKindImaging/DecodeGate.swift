/// A counting semaphore for decodes: at most `limit` run at once, the others wait in order.
/// libvips and FFmpeg calls block their thread, so the gate keeps them to about the cores.
actor DecodeGate {
  private let limit: Int
  private var running = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// Runs `work` when a slot is free.
  func run<T: Sendable>(_ work: @Sendable () throws(ImageRequestError) -> T) async throws(ImageRequestError) -> T {
    await acquire()
    defer { release() }
    return try work()
  }

  private func acquire() async {
    if running < limit {
      running += 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func release() {
    if waiting.isEmpty {
      running -= 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
