import MediaKind

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
    let fd = system_open(path, _O_RDWR | _O_CREAT | _O_NOFOLLOW | _O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw .cannotWrite(location: location, reason: "cannot open its lock file \(path): \(IndexFolder.reason(system_errno))")
    }
    guard system_flock(fd, _LOCK_EX | _LOCK_NB) == 0 else {
      let code = system_errno
      system_close(fd)
      if code == _EWOULDBLOCK { throw .busy(location: location) }
      throw .cannotWrite(location: location, reason: "cannot lock \(path): \(IndexFolder.reason(code))")
    }
    return IndexLock(descriptor: fd)
  }

  deinit {
    system_flock(descriptor, _LOCK_UN)
    system_close(descriptor)
  }
}
