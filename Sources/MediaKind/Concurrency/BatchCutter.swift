/// Cuts a stream of inputs into the ordered batches of ``OrderedConcurrentMap``: both its
/// push form (``OrderedConcurrentMap/run(next:limits:weight:transform:consume:)``) and the
/// pull form of `RecordSequence` cut the same way. Batches start at one input and double up
/// to `maxBatchSize` once `concurrency` batches have started; a batch also stops at
/// `batchWeight` (the inputs' weight, such as an archive member's bytes).
package struct BatchCutter {
  private let limits: OrderedConcurrentMap.Limits
  private var size = 1
  /// Batches cut so far (the next batch's index).
  package private(set) var count = 0
  /// Whether the inputs have ended.
  package private(set) var ended = false

  /// A cutter for `limits`.
  package init(limits: OrderedConcurrentMap.Limits) { self.limits = limits }

  /// The next batch (its index, in order from 0; its inputs; their weight), pulling from
  /// `next` until the batch is full or the inputs end; nil once they have ended.
  package mutating func cut<Input>(
    from next: () -> Input?, weight: (Input) -> Int = { _ in 0 }
  ) -> (index: Int, inputs: [Input], weight: Int)? {
    guard !ended else { return nil }
    var batch: [Input] = []
    batch.reserveCapacity(size)
    var held = 0
    while batch.count < size, held < limits.batchWeight {
      guard let input = next() else {
        ended = true
        break
      }
      held += weight(input)
      batch.append(input)
    }
    guard !batch.isEmpty else { return nil }
    let index = count
    count += 1
    if count >= limits.concurrency { size = min(size * 2, limits.maxBatchSize) }
    return (index, batch, held)
  }
}
