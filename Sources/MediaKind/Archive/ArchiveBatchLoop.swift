/// Classifies an archive's members concurrently, delivering the results in archive order.
///
/// The stream is read by the calling task alone (libarchive handles are not thread-safe):
/// members are read into batches (up to ``MediaClassifier/maxBatchSize`` members or
/// ``batchBytes`` bytes), each batch classified by a task. At most `concurrency` batches are in
/// flight, and no new batch is read while the batches in flight hold more than
/// ``ArchiveLimits/bytesInFlight`` bytes, so memory is bounded by the limits, not by the
/// archive; the reorder buffer holds at most `concurrency × 16` batches of results.
enum ArchiveBatchLoop {
  /// A batch stops growing once it holds this many bytes.
  static let batchBytes = 4 << 20

  static func run<Output: Sendable>(
    _ scanner: ArchiveScanner, concurrency: Int, limits: ArchiveLimits,
    transform: @escaping @Sendable (ArchiveMember) -> Output,
    consume: (Output) -> Void
  ) async {
    var pending: [Int: [Output]] = [:]
    var nextToEmit = 0
    var nextBatch = 0
    var batchSize = 1
    var bytesInFlight: [Int: Int] = [:]
    var heldTotal = 0
    var ended = false
    let width = max(1, concurrency)
    await withTaskGroup(of: (Int, [Output]).self) { group in
      var inFlight = 0
      func submit() -> Bool {
        guard !ended else { return false }
        var batch: [ArchiveMember] = []
        var held = 0
        while batch.count < batchSize, held < batchBytes {
          guard let member = scanner.next() else {
            ended = true
            break
          }
          held += member.heldBytes
          batch.append(member)
        }
        guard !batch.isEmpty else { return false }
        let index = nextBatch
        nextBatch += 1
        if nextBatch >= width { batchSize = min(batchSize * 2, MediaClassifier.maxBatchSize) }
        bytesInFlight[index] = held
        heldTotal += held
        let work = batch
        group.addTask { (index, work.map(transform)) }
        inFlight += 1
        return true
      }
      func roomForMore() -> Bool {
        inFlight == 0 || (inFlight < width && pending.count < width * 16 && heldTotal < limits.bytesInFlight)
      }
      while roomForMore(), submit() {}
      while let (index, outputs) = await group.next() {
        inFlight -= 1
        heldTotal -= bytesInFlight.removeValue(forKey: index) ?? 0
        pending[index] = outputs
        while let ready = pending.removeValue(forKey: nextToEmit) {
          for k in ready.indices { consume(ready[k]) }
          nextToEmit += 1
        }
        while roomForMore(), submit() {}
      }
    }
  }
}
