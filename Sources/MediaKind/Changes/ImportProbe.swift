import Synchronization

/// What a test reads of an import's memory (`ImportMemoryTests`, `ContentIndexTests`;
/// `Docs/Performance.md`, "Where an import's memory goes"): the most per-file things of each
/// kind it held in memory at once. Set for a task with ``current``; nil outside tests, when
/// nothing is counted.
final class ImportProbe: Sendable {
  /// What is counted.
  enum Held: Hashable, Sendable {
    /// Records and staged files the duplicate index (`ContentIndex`) holds in memory.
    case indexRecords
    /// Source summaries held while the groups of one part are built.
    case summaries
  }

  /// The probe of the running task.
  @TaskLocal static var current: ImportProbe?

  private let peaks = Mutex<[Held: Int]>([:])

  init() {}

  /// The most of `held` seen at once (0 when none was reported).
  func peak(_ held: Held) -> Int { peaks.withLock { $0[held] ?? 0 } }

  /// Notes that `count` of `held` are held now.
  func note(_ held: Held, _ count: Int) {
    peaks.withLock { $0[held] = max($0[held] ?? 0, count) }
  }
}
