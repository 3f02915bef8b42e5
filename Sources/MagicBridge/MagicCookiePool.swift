import Synchronization

/// A small, fixed pool of ``MagicCookie``s that any thread may use.
///
/// libmagic handles are not thread-safe and loading the database costs a few milliseconds,
/// so the pool opens a few cookies once and lends them out under a lock. A caller first tries
/// every slot without waiting, then waits on the slot its thread hashes to.
public final class MagicCookiePool: Sendable {
  private final class Slot: Sendable {
    let cookie: Mutex<MagicCookie>
    init(_ cookie: consuming MagicCookie) { self.cookie = Mutex(cookie) }
  }

  private let slots: [Slot]

  /// Opens `size` cookies with `flags`.
  public init(flags: MagicFlags, size: Int) throws(MagicError) {
    var slots: [Slot] = []
    for _ in 0..<max(1, size) {
      slots.append(Slot(try MagicCookie(flags: flags)))
    }
    self.slots = slots
  }

  /// Describes `bytes` with one of the pool's cookies.
  public func describe(_ bytes: UnsafeRawBufferPointer) throws(MagicError) -> String {
    for slot in slots {
      let answer: Result<String, MagicError>? = slot.cookie.withLockIfAvailable { cookie in
        Result { () throws(MagicError) -> String in try cookie.describe(bytes) }
      }
      if let answer { return try answer.get() }
    }
    let slot = slots[Int.random(in: 0..<slots.count)]
    return try slot.cookie.withLock { cookie in
      Result { () throws(MagicError) -> String in try cookie.describe(bytes) }
    }.get()
  }
}
