/// The records of a walk as an `AsyncSequence`, in input order, Live Photo pairs linked
/// (``MediaClassifier/records(paths:walk:concurrency:)``).
///
/// The iterator keeps at most `concurrency` batches of consecutive files in flight, each one a
/// task, and waits for the oldest when its buffer is empty; so records come out in walk order,
/// the work never runs more than `concurrency` batches ahead of the consumer, and memory does
/// not grow with the number of files. Batches grow from one file to
/// `MediaClassifier.maxBatchSize` as in the callback form.
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
    private var batchSize = 1
    private var batches = 0
    private var walkEnded = false
    /// Links Live Photo pairs as records come (``MediaClassifier/pairingWindow``).
    private var linker = LivePhotoLinker(maxPending: MediaClassifier.pairingWindow)
    private var linkerFinished = false

    init(pipeline: Pipeline, walk: FileEnumerator.Iterator, width: Int) {
      self.pipeline = pipeline
      self.walk = walk
      self.width = width
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
      guard !walkEnded else { return false }
      var batch: [MediaClassifier.Work] = []
      batch.reserveCapacity(batchSize)
      while batch.count < batchSize {
        guard let step = walk.nextStep() else {
          walkEnded = true
          break
        }
        batch.append((step.entry, step))
      }
      guard !batch.isEmpty else { return false }
      batches += 1
      if batches >= width { batchSize = Swift.min(batchSize * 2, MediaClassifier.maxBatchSize) }
      let pipeline = self.pipeline
      let work = batch
      inFlight.append(Task { work.map { pipeline.classify($0.entry, step: $0.step) } })
      return true
    }
  }
}
