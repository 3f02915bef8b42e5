import Foundation
import MediaKind
import Synchronization

/// Counts the files of a walk on a thread of its own while they are being classified, so the
/// progress line can show done/total and an ETA as soon as the count is known, and the count
/// so far before (the walk reads only folder listings; it runs only when the progress line is
/// shown). Path lists in regular files (`--files-from FILE`) are counted too, each line
/// walked as the run walks it; a list on standard input or in a pipe cannot be read twice,
/// so a run reading one has no total.
final class WalkCounter: Sendable {
  private let counted_ = Atomic<Int>(0)
  private let finished = Atomic<Bool>(false)
  private let done = DispatchSemaphore(value: 0)

  /// Starts counting the files under `roots` and the paths listed in `lists` (newline-
  /// separated, or NUL-separated with `separator` 0), walked as `plan` says.
  init(roots: [String], lists: [String] = [], separator: UInt8 = 0x0A, plan: WalkPlan) {
    let thread = Thread { [self] in
      var count = 0
      func walk(_ root: String) {
        // Every entry is a record (a file, or a path that failed): each is one tick.
        for _ in FileEnumerator(roots: [root], options: plan.options(for: root)) {
          count += 1
          if count % 256 == 0 { counted_.store(count, ordering: .relaxed) }
        }
      }
      for root in roots where root != "-" { walk(root) }
      var known = !roots.contains("-")
      for list in lists {
        // Only a regular file can be read twice: a pipe (`--files-from <(find ...)`, a FIFO,
        // standard input) is the run's alone, so its count is unknown.
        guard list != "-", system_stat(list)?.isRegularFile == true,
          let handle = FileHandle(forReadingAtPath: list)
        else {
          known = false
          continue
        }
        var lines = LineReader(
          descriptor: handle.fileDescriptor, separator: separator, dropsCarriageReturn: true,
          maxLineBytes: InputWalk.Iterator.maxPathLineBytes, chunkSize: 64 * 1024)
        while true {
          // A line too long to name a file is passed over, as the run passes over it; a read
          // error ends this list's count (the run tells it).
          let line: ArraySlice<UInt8>?
          do { line = try lines.next() } catch LineReader.Failure.tooLong { continue } catch { break }
          guard let line else { break }
          if !line.isEmpty { walk(PathEscaping.display(line)) }
        }
        withExtendedLifetime(handle) {}
      }
      counted_.store(count, ordering: .relaxed)
      finished.store(known, ordering: .releasing)
      done.signal()
    }
    thread.qualityOfService = .userInitiated
    thread.start()
  }

  /// The number of files, once the count is complete.
  var total: Int? {
    finished.load(ordering: .acquiring) ? counted_.load(ordering: .relaxed) : nil
  }

  /// The files counted so far (a lower bound of the total).
  var counted: Int { counted_.load(ordering: .relaxed) }

  /// Waits until the count is complete (a forced progress line, `CLASSIFY_PROGRESS=1`,
  /// draws its first line with the total, so what it shows does not depend on timing).
  func waitUntilCounted() {
    done.wait()
    done.signal()
  }
}
