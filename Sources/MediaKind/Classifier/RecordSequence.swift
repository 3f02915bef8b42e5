/// The records of a walk as an `AsyncSequence`, in input order, Live Photo pairs linked
/// (``MediaClassifier/records(paths:walk:concurrency:)``).
///
/// The iterator keeps at most `concurrency` batches of consecutive files in flight, each one a
/// task, and waits for the oldest when its buffer is empty; so records come out in walk order,
/// the work never runs more than `concurrency` batches ahead of the consumer, and memory does
/// not grow with the number of files. It is the pull form of the package's one ordered map:
/// the walk is cut into batches by the same `BatchCutter` as `OrderedConcurrentMap` (from one
/// file up to `MediaClassifier.maxBatchSize`), only the awaiting is the consumer's.
public struct RecordSequence: AsyncSequence, Sendable {
  public typealias Element = Classification

  let pipeline: Pipeline
  let walk: FileEnumerator
  let concurrency: Int

  public func makeAsyncIterator() -> Iterator {
    Iterator(pipeline: pipeline, walk: walk.makeIterator(), width: Swift.max(1, concurrency))
  }

  /// Pulls batches from the walk and hands out their records in order.
  public struct Iterator: AsyncIteratorProtocol {
    private let pipeline: Pipeline
    private var walk: FileEnumerator.Iterator
    private let width: Int
    private var inFlight: [Task<[Classification], Never>] = []
    private var ready: [Classification] = []
    private var readyIndex = 0
    /// Cuts the walk into batches as ``OrderedConcurrentMap`` does.
    private var cutter: BatchCutter
    /// Links Live Photo pairs as records come (``MediaClassifier/pairingWindow``).
    private var linker = LivePhotoLinker(maxPending: MediaClassifier.pairingWindow)
    private var linkerFinished = false

    init(pipeline: Pipeline, walk: FileEnumerator.Iterator, width: Int) {
      self.pipeline = pipeline
      self.walk = walk
      self.width = width
      cutter = BatchCutter(limits: .init(concurrency: width, maxBatchSize: MediaClassifier.maxBatchSize))
    }

    public mutating func next() async -> Classification? {
      while readyIndex >= ready.count {
        while inFlight.count < width, submit() {}
        readyIndex = 0
        guard !inFlight.isEmpty else {
          guard !linkerFinished else { return nil }
          linkerFinished = true
          ready = linker.finish()
          continue
        }
        var linked: [Classification] = []
        for record in await inFlight.removeFirst().value { linker.push(record) { linked.append($0) } }
        ready = linked
      }
      defer { readyIndex += 1 }
      return ready[readyIndex]
    }

    /// Starts the next batch; false when the walk has ended.
    private mutating func submit() -> Bool {
      var walk = self.walk
      defer { self.walk = walk }
      let next = { walk.nextStep().map { step -> MediaClassifier.Work in (step.entry, step) } }
      guard let batch = cutter.cut(from: next)?.inputs else { return false }
      let pipeline = self.pipeline
      let work = batch
      inFlight.append(Task { work.map { pipeline.classify($0.entry, step: $0.step) } })
      return true
    }
  }
}
