#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock a refresh holds on an index while it writes: an exclusive `flock(2)` on a lock
/// file beside the database, so two `classify index` runs on one root cannot interleave their
/// batches. The second fails at once with ``IndexError/busy(location:)`` instead of waiting
/// on SQLite's own locks. The kernel drops the lock when the process ends, however it ends
/// (`kill -9` included), so a crashed run never leaves the index locked.
final class IndexLock {
  private let descriptor: Int32

  private init(descriptor: Int32) { self.descriptor = descriptor }

  /// Takes the lock at `path` (created when missing; never through a symbolic link).
  static func acquire(path: String, location: String) throws(IndexError) -> IndexLock {
    let fd = openFile(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw .cannotWrite(location: location, reason: "cannot open its lock file \(path): \(IndexFolder.reason(errno))")
    }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(fd)
      if code == EWOULDBLOCK { throw .busy(location: location) }
      throw .cannotWrite(location: location, reason: "cannot lock \(path): \(IndexFolder.reason(code))")
    }
    return IndexLock(descriptor: fd)
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
