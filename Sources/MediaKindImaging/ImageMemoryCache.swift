import Synchronization

/// The results a ``CachingImageManager`` prepared, in memory: one entry per
/// ``CachingRequest``, kept with the ``ThumbnailCacheKey`` it was made under (a file changed
/// since has another key and misses), bounded by the bytes of its images, the least recently
/// used dropped first.
final class ImageMemoryCache: Sendable {
  let limit: Int
  private struct Entry {
    var key: ThumbnailCacheKey
    var results: [ImageResult]
    var bytes: Int
    var used: UInt64
  }
  private struct State {
    var entries: [CachingRequest: Entry] = [:]
    var bytes = 0
    var clock: UInt64 = 0
  }
  private let state = Mutex(State())

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// The results of `request` if they were made under `key`, marked ``ImageResult/isCached``.
  func results(_ request: CachingRequest, key: ThumbnailCacheKey) -> [ImageResult]? {
    state.withLock { state in
      guard var entry = state.entries[request], entry.key == key else { return nil }
      state.clock += 1
      entry.used = state.clock
      state.entries[request] = entry
      return entry.results.map { result in
        var result = result
        result.isCached = true
        return result
      }
    }
  }

  /// Whether `request` has an entry (of any key).
  func contains(_ request: CachingRequest) -> Bool {
    state.withLock { $0.entries[request] != nil }
  }

  func store(_ results: [ImageResult], request: CachingRequest, key: ThumbnailCacheKey) {
    let size = results.reduce(0) { $0 + ($1.data?.count ?? 0) } + 256
    guard size <= limit else { return }
    state.withLock { state in
      if let old = state.entries.removeValue(forKey: request) { state.bytes -= old.bytes }
      state.clock += 1
      state.entries[request] = Entry(key: key, results: results, bytes: size, used: state.clock)
      state.bytes += size
      while state.bytes > limit, let oldest = state.entries.min(by: { $0.value.used < $1.value.used }) {
        state.entries.removeValue(forKey: oldest.key)
        state.bytes -= oldest.value.bytes
      }
    }
  }

  func remove(_ requests: some Sequence<CachingRequest>) {
    state.withLock { state in
      for request in requests {
        if let old = state.entries.removeValue(forKey: request) { state.bytes -= old.bytes }
      }
    }
  }

  func removeAll() {
    state.withLock { $0 = State() }
  }

  var count: Int { state.withLock { $0.entries.count } }
  var bytes: Int { state.withLock { $0.bytes } }
}
