@testable import MediaKindImaging
import Synchronization
import Testing

/// The gate bounds decodes, and lets them run side by side up to its limit.
@Suite("Decode gate")
struct DecodeGateTests {
  @Test("at most `limit` holders at once, and that many at once when there is work")
  func bounded() async {
    let gate = DecodeGate(limit: 2)
    let state = Holders()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<12 {
        group.addTask {
          await gate.acquire()
          state.count.withLock { $0.now += 1; $0.peak = max($0.peak, $0.now) }
          try? await Task.sleep(for: .milliseconds(20))
          state.count.withLock { $0.now -= 1 }
          await gate.release()
        }
      }
    }
    #expect(state.count.withLock { $0.peak } == 2)
    #expect(await gate.inUse == 0)
  }
}
