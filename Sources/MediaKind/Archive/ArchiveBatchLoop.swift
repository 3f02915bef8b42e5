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
    await OrderedConcurrentMap.run(
      next: { scanner.next() },
      limits: .init(
        concurrency: concurrency, maxBatchSize: MediaClassifier.maxBatchSize, batchWeight: batchBytes,
        weightInFlight: limits.bytesInFlight),
      weight: { $0.heldBytes }, transform: transform, consume: consume)
  }
}
