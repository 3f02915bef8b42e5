import Synchronization

/// The requests of a ``CachingImageManager`` still running, by ``ImageRequestID``: who to
/// tell, and the task to cancel. A request leaves the table when its final result is handed
/// over or when it is cancelled, whichever comes first, so its handler sees exactly one final
/// result: the image (or error), or the cancelled one.
final class ImageRequestTable: Sendable {
  typealias Handler = @Sendable (ImageResult) -> Void

  private struct Running {
    var handler: Handler
    var path: String
    var encoding: ImageEncoding
    var task: Task<Void, Never>?
  }
  private struct State {
    var next: ImageRequestID = 0
    var running: [ImageRequestID: Running] = [:]
  }
  private let state = Mutex(State())

  /// A new request's identifier (1, 2, ...; wrapping past `Int32.max` back to 1).
  func add(path: String, encoding: ImageEncoding, handler: @escaping Handler) -> ImageRequestID {
    state.withLock { state in
      state.next = state.next == .max ? 1 : state.next + 1
      state.running[state.next] = Running(handler: handler, path: path, encoding: encoding)
      return state.next
    }
  }

  /// Keeps the request's task (to cancel it); cancels it at once when the request was
  /// cancelled before its task was kept.
  func attach(_ task: Task<Void, Never>, to id: ImageRequestID) {
    let kept = state.withLock { state -> Bool in
      guard state.running[id] != nil else { return false }
      state.running[id]?.task = task
      return true
    }
    if !kept { task.cancel() }
  }

  /// Hands `result` to the request's handler unless it was cancelled or has had its final
  /// result; a final result (not degraded, or a stand-in) ends the request.
  func deliver(_ result: ImageResult, to id: ImageRequestID) {
    let handler = state.withLock { state -> Handler? in
      guard let running = state.running[id] else { return nil }
      if !result.isDegraded || result.reason != nil { state.running.removeValue(forKey: id) }
      return running.handler
    }
    handler?(result)
  }

  /// The request ended (its task returned): it leaves the table if a final result never came.
  func finish(_ id: ImageRequestID) {
    _ = state.withLock { $0.running.removeValue(forKey: id) }
  }

  /// Cancels the request: its handler gets one result with ``ImageResult/isCancelled`` and no
  /// image (now, on the caller's thread), nothing after it, and its task is cancelled. Does
  /// nothing when the request already ended. Whether it was running.
  @discardableResult
  func cancel(_ id: ImageRequestID) -> Bool {
    guard let running = state.withLock({ $0.running.removeValue(forKey: id) }) else { return false }
    running.task?.cancel()
    var cancelled = ImageResult(
      data: nil, encoding: running.encoding, pixelWidth: 0, pixelHeight: 0, isDegraded: false, source: .decoded,
      detail: "cancelled", sourcePath: running.path)
    cancelled.isCancelled = true
    running.handler(cancelled)
    return true
  }

  /// Requests still running.
  var count: Int { state.withLock { $0.running.count } }
}
