import Dispatch

/// A task executor whose jobs run on a dispatch queue of their own (SE-0417), not on Swift's
/// cooperative pool.
///
/// Tests that wait on a child process synchronously (`CommandRunner`, `MeasuredRun`) each hold
/// one of the pool's threads while it runs, and on a two-core machine two of them hold it all.
/// Work that must go on meanwhile (a change observer's first scan and its polling) runs here:
/// `Task(executorPreference: DedicatedExecutor.shared) { ... }`; the task's child tasks (task
/// groups, `async let`) inherit the preference.
public final class DedicatedExecutor: TaskExecutor, @unchecked Sendable {
  /// One executor for the whole test process.
  public static let shared = DedicatedExecutor(label: "MediaKindTestSupport.DedicatedExecutor")

  private let queue: DispatchQueue

  /// An executor running its jobs concurrently on a queue named `label`.
  public init(label: String) {
    queue = DispatchQueue(label: label, attributes: .concurrent)
  }

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
