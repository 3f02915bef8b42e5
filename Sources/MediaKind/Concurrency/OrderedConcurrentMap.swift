/// The one ordered, bounded, batched concurrent map of the package: the files of a walk
/// (``MediaClassifier``), the library's files (``LibraryFileReader``), an archive's members
/// (`ArchiveBatchLoop`) and `classify preview`'s renders all run through it.
///
/// Inputs are pulled from `next` by the calling task only (so a walk, or a libarchive handle,
/// is never shared), in runs of consecutive inputs (batches), each batch transformed by one
/// task of a task group, and the outputs handed to `consume` in input order as soon as each
/// batch's predecessors are done. Bounds:
/// - at most `concurrency` batches in flight;
/// - batches start at one input and double up to `maxBatchSize` once `concurrency` batches
///   have started (a short run starts at full width at once, a long one pays the task's cost
///   once per `maxBatchSize` inputs);
/// - a batch also stops growing at `batchWeight` (the inputs' `weight`, such as an archive
///   member's bytes), and no batch starts while those in flight weigh `weightInFlight` or more
///   (one batch always may, so a single heavy input still runs);
/// - the reorder buffer holds at most `concurrency × bufferedBatches` finished batches, so
///   memory does not grow with the input however slow the first batch is.
package enum OrderedConcurrentMap {
  /// How inputs are grouped and how much may be in flight.
  package struct Limits: Sendable {
    package var concurrency: Int
    package var maxBatchSize: Int
    package var bufferedBatches: Int
    package var batchWeight: Int
    package var weightInFlight: Int

    /// `concurrency` batches in flight, of at most `maxBatchSize` inputs; `bufferedBatches`
    /// finished batches per unit of concurrency held for reordering; weights unbounded unless
    /// given.
    package init(
      concurrency: Int, maxBatchSize: Int = 16, bufferedBatches: Int = 16,
      batchWeight: Int = .max, weightInFlight: Int = .max
    ) {
      self.concurrency = max(1, concurrency)
      self.maxBatchSize = max(1, maxBatchSize)
      self.bufferedBatches = max(1, bufferedBatches)
      self.batchWeight = max(1, batchWeight)
      self.weightInFlight = max(1, weightInFlight)
    }
  }

  /// Maps the inputs `next` gives (nil at the end) through `transform`, delivering outputs to
  /// `consume` in input order. `weight` measures an input for ``Limits/batchWeight`` and
  /// ``Limits/weightInFlight``.
  package static func run<Input: Sendable, Output: Sendable>(
    next: () -> Input?, limits: Limits,
    weight: (Input) -> Int = { _ in 0 },
    transform: @escaping @Sendable (Input) async -> Output,
    consume: (Output) -> Void
  ) async {
    let width = limits.concurrency
    var pending: [Int: [Output]] = [:]
    var weights: [Int: Int] = [:]
    var weightTotal = 0
    var nextToEmit = 0
    var cutter = BatchCutter(limits: limits)
    await withTaskGroup(of: (Int, [Output]).self) { group in
      var inFlight = 0
      func submit() -> Bool {
        guard let (index, batch, held) = cutter.cut(from: next, weight: weight) else { return false }
        if held > 0 {
          weights[index] = held
          weightTotal += held
        }
        let work = batch
        group.addTask {
          var outputs: [Output] = []
          outputs.reserveCapacity(work.count)
          for input in work { outputs.append(await transform(input)) }
          return (index, outputs)
        }
        inFlight += 1
        return true
      }
      func roomForMore() -> Bool {
        inFlight == 0
          || (inFlight < width && pending.count < width * limits.bufferedBatches
            && weightTotal < limits.weightInFlight)
      }
      while roomForMore(), submit() {}
      while let (index, outputs) = await group.next() {
        inFlight -= 1
        if let held = weights.removeValue(forKey: index) { weightTotal -= held }
        pending[index] = outputs
        while let ready = pending.removeValue(forKey: nextToEmit) {
          // By index: each output is lent to `consume`, not copied (with its strings) first.
          for k in ready.indices { consume(ready[k]) }
          nextToEmit += 1
        }
        while roomForMore(), submit() {}
      }
    }
  }
}
