import Synchronization
import Testing

@testable import MediaKind

/// The package's one ordered, bounded, batched map and the cutter both of its forms use.
@Suite("Ordered concurrent map")
struct OrderedConcurrentMapTests {
  @Test("batches start at one input, double once `concurrency` have started, and stop at the maximum")
  func batchSizes() {
    var cutter = BatchCutter(limits: .init(concurrency: 2, maxBatchSize: 8))
    var inputs = (0..<40).makeIterator()
    var sizes: [Int] = []
    var indexes: [Int] = []
    while let batch = cutter.cut(from: { inputs.next() }) {
      sizes.append(batch.inputs.count)
      indexes.append(batch.index)
    }
    #expect(sizes == [1, 1, 2, 4, 8, 8, 8, 8])
    #expect(indexes == Array(0..<8))
    #expect(cutter.ended && cutter.cut(from: { inputs.next() }) == nil)
  }

  @Test("a batch stops at its weight, and a single heavy input still makes a batch")
  func weights() {
    var cutter = BatchCutter(limits: .init(concurrency: 1, maxBatchSize: 16, batchWeight: 10))
    var inputs = [3, 3, 3, 3, 50, 1, 1].makeIterator()
    var batches: [[Int]] = []
    while let batch = cutter.cut(from: { inputs.next() }, weight: { $0 }) { batches.append(batch.inputs) }
    #expect(batches == [[3], [3, 3], [3, 50], [1, 1]])
  }

  @Test("outputs come in input order however the tasks finish, each once")
  func order() async {
    var inputs = (0..<500).makeIterator()
    var outputs: [Int] = []
    await OrderedConcurrentMap.run(
      next: { inputs.next() }, limits: .init(concurrency: 4, maxBatchSize: 8),
      transform: { value in
        // Later inputs finish first, often.
        if value % 7 == 0 { await Task.yield() }
        return value * 2
      },
      consume: { outputs.append($0) })
    #expect(outputs == (0..<500).map { $0 * 2 })
  }

  @Test("no more batches are in flight than the concurrency")
  func bounded() async {
    let running = Atomic<Int>(0)
    let most = Atomic<Int>(0)
    var inputs = (0..<200).makeIterator()
    var count = 0
    await OrderedConcurrentMap.run(
      next: { inputs.next() }, limits: .init(concurrency: 3, maxBatchSize: 1),
      transform: { value in
        let now = running.add(1, ordering: .relaxed).newValue
        _ = most.max(now, ordering: .relaxed)
        await Task.yield()
        running.subtract(1, ordering: .relaxed)
        return value
      },
      consume: { _ in count += 1 })
    #expect(count == 200)
    #expect(most.load(ordering: .relaxed) <= 3)
  }
}
