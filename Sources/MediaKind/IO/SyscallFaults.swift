import Synchronization

/// Failures a test makes the next system calls return (swift-system's `MockingDriver` pattern),
/// so the `errno` paths (`EACCES`, `EINTR`, `ENOSPC`, `EIO`) are tested without permission
/// tricks that root skips. Set for a task and its child tasks:
///
/// ```swift
/// try SyscallFaults.$current.withValue(SyscallFaults([.pread: [_EINTR, _EIO]])) { ... }
/// ```
/// Each wrapper named takes its list's first `errno`, fails with it and drops it; a wrapper
/// whose list is empty, or not named, makes the real call. Only debug builds look (the hook in
/// `Syscalls.swift` is compiled out of release builds, so it costs nothing there).
package final class SyscallFaults: Sendable {
  /// The wrappers a test can fail.
  package enum Call: Hashable, Sendable {
    case open, openat, pread, read, write, fstat, fstatat, lstat
  }

  /// The faults of the running task, if a test set any.
  @TaskLocal package static var current: SyscallFaults?

  private let pending: Mutex<[Call: [CInt]]>

  package init(_ faults: [Call: [CInt]]) {
    pending = Mutex(faults)
  }

  /// The `errno` the next call of `call` fails with, taken from its list; nil to make the call.
  func take(_ call: Call) -> CInt? {
    pending.withLock { faults in
      guard var codes = faults[call], !codes.isEmpty else { return nil }
      let code = codes.removeFirst()
      faults[call] = codes
      return code
    }
  }

  /// The faults not yet taken (a test checks the code under test made the calls it expected).
  package var remaining: [Call: [CInt]] {
    pending.withLock { $0.filter { !$0.value.isEmpty } }
  }
}
