#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A readers-writer lock (`pthread_rwlock_t`, writers preferred where the C library allows it)
/// for libvips call sequences: many run at once on the shared side, a failed one runs again
/// alone on the exclusive side, so that libvips' process-wide error buffer holds only its
/// messages. Not re-entrant: a sequence never starts another.
final class VipsSequenceLock: @unchecked Sendable {
  private let lock: UnsafeMutablePointer<pthread_rwlock_t>

  init() {
    lock = .allocate(capacity: 1)
    var attributes = pthread_rwlockattr_t()
    pthread_rwlockattr_init(&attributes)
    #if canImport(Glibc)
      // A waiting exclusive sequence is not starved by a stream of shared ones.
      pthread_rwlockattr_setkind_np(&attributes, Int32(PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP))
    #endif
    pthread_rwlock_init(lock, &attributes)
    pthread_rwlockattr_destroy(&attributes)
  }

  deinit {
    pthread_rwlock_destroy(lock)
    lock.deallocate()
  }

  /// Runs `body` while other shared bodies may run, but no exclusive one.
  func shared<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    pthread_rwlock_rdlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    return try body()
  }

  /// Runs `body` while nothing else holds the lock.
  func exclusive<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    pthread_rwlock_wrlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    return try body()
  }
}
