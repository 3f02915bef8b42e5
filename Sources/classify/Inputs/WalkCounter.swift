import Foundation
import MediaKind
import Synchronization

/// Counts the files of a walk on a thread of its own while they are being classified, so the
/// progress line can show done/total and an ETA as soon as the count is known (the walk reads
/// only folder listings; it runs only when the progress line is shown, on a terminal).
final class WalkCounter: Sendable {
  private let counted = Atomic<Int>(0)
  private let finished = Atomic<Bool>(false)

  /// Starts counting the files under `roots`, walked as `plan` says.
  init(roots: [String], plan: WalkPlan) {
    let thread = Thread { [self] in
      var count = 0
      for root in roots {
        for entry in FileEnumerator(roots: [root], options: plan.options(for: root)) {
          if case .file = entry { count += 1 }
          if count % 4096 == 0 { counted.store(count, ordering: .relaxed) }
        }
      }
      counted.store(count, ordering: .relaxed)
      finished.store(true, ordering: .releasing)
    }
    thread.qualityOfService = .utility
    thread.start()
  }

  /// The number of files, once the count is complete.
  var total: Int? {
    finished.load(ordering: .acquiring) ? counted.load(ordering: .relaxed) : nil
  }
}
