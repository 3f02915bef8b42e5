#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock libvips call sequences run under: shared sequences of one ``VipsSequenceSide``
/// run at once, the two sides never overlap, and an exclusive sequence (a failed or warned one
/// run again alone) runs with nothing beside it, so that libvips' process-wide error buffer
/// holds only what the sequences allowed together write into it.
///
/// A mutex and one condition variable: exclusive sequences are preferred (a waiting one lets
/// no new shared sequence start), and the sides take turns (a side that waits while the other
/// runs lets no new sequence of the other side start, so neither side starves). Not
/// re-entrant: a sequence never starts another.
final class VipsSequenceLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let changed: UnsafeMutablePointer<pthread_cond_t>
  // Guarded by `mutex`: sequences running and waiting on each side, the exclusive ones, and
  // which side goes first when both wait.
  private var running = [0, 0]
  private var waiting = [0, 0]
  private var exclusiveRunning = false
  private var exclusiveWaiting = 0
  private var turn = 0

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    changed = .allocate(capacity: 1)
    changed.initialize(to: pthread_cond_t())
    pthread_cond_init(changed, nil)
  }

  deinit {
    pthread_cond_destroy(changed)
    pthread_mutex_destroy(mutex)
    changed.deallocate()
    mutex.deallocate()
  }

  /// Runs `body` while other shared bodies of `side` may run, but none of the other side and
  /// no exclusive one.
  func shared<T, E: Error>(_ side: VipsSequenceSide, _ body: () throws(E) -> T) throws(E) -> T {
    let mine = side.index
    let other = 1 - mine
    pthread_mutex_lock(mutex)
    waiting[mine] += 1
    // Waiting while the other side runs: its new sequences wait from now on (its turn ends).
    if running[other] > 0 { turn = mine }
    while exclusiveRunning || exclusiveWaiting > 0 || running[other] > 0 || (waiting[other] > 0 && turn != mine) {
      pthread_cond_wait(changed, mutex)
      if running[other] > 0 { turn = mine }
    }
    waiting[mine] -= 1
    running[mine] += 1
    pthread_mutex_unlock(mutex)
    defer {
      pthread_mutex_lock(mutex)
      running[mine] -= 1
      if running[mine] == 0, waiting[other] > 0 { turn = other }
      pthread_cond_broadcast(changed)
      pthread_mutex_unlock(mutex)
    }
    return try body()
  }

  /// Runs `body` while nothing else runs.
  func exclusive<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    pthread_mutex_lock(mutex)
    exclusiveWaiting += 1
    while exclusiveRunning || running[0] > 0 || running[1] > 0 { pthread_cond_wait(changed, mutex) }
    exclusiveWaiting -= 1
    exclusiveRunning = true
    pthread_mutex_unlock(mutex)
    defer {
      pthread_mutex_lock(mutex)
      exclusiveRunning = false
      pthread_cond_broadcast(changed)
      pthread_mutex_unlock(mutex)
    }
    return try body()
  }
}
