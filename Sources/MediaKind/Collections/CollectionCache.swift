import Synchronization

/// A library's default collections, built on first use and kept (the library is immutable,
/// so they never go stale).
final class CollectionCache: Sendable {
  private let value = Mutex<LibraryCollections?>(nil)

  init() {}

  func get(_ make: () -> LibraryCollections) -> LibraryCollections {
    value.withLock { cached in
      if let cached { return cached }
      let made = make()
      cached = made
      return made
    }
  }
}
