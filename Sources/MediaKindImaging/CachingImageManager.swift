public import MediaKind
import Synchronization

/// An image manager that prepares images before they are asked for, in the shape of PhotoKit's
/// `PHCachingImageManager`, with PhotoKit's request identifiers and cancellation.
///
/// ```swift
/// let manager = CachingImageManager(cache: try? ThumbnailCache(library: "/Photos"))
/// manager.startCachingImages(for: visible, targetSize: ImageTargetSize(side: 256), contentMode: .aspectFill,
///   options: ImageRequestOptions(deliveryMode: .fastFormat))
/// let id = manager.requestImage(for: visible[0], targetSize: ImageTargetSize(side: 256), contentMode: .aspectFill,
///   options: ImageRequestOptions(deliveryMode: .fastFormat)) { result in show(result) }
/// manager.cancelImageRequest(id)   // the handler gets one result with isCancelled == true
/// ```
///
/// `startCachingImages` renders each file's results in the background, at most
/// ``ImageManager/maxConcurrentDecodes`` at once, into memory (at most ``memoryLimit`` bytes,
/// least recently used dropped first) and into the library's ``ThumbnailCache`` when the
/// manager has one; a later request with the same file and arguments is served from them
/// (``ImageResult/isCached``) while the file is unchanged. Requests never wait for caching:
/// one that comes first makes its own result.
public final class CachingImageManager: Sendable {
  /// The manager that makes the results (and holds the library's ``ThumbnailCache``).
  public let manager: ImageManager
  /// The most bytes of images kept in memory (default 64 MiB).
  public let memoryLimit: Int

  private let memory: ImageMemoryCache
  private let requests = ImageRequestTable()
  private struct Caching {
    var allowsHighQuality = true
    var wanted: Set<CachingRequest> = []
    var nextBatch = 0
    var batches: [Int: Task<Void, Never>] = [:]
  }
  private let caching = Mutex(Caching())

  /// A caching manager over `ImageManager(maxConcurrentDecodes:cache:)`.
  public init(maxConcurrentDecodes: Int? = nil, cache: ThumbnailCache? = nil, memoryLimit: Int = 64 << 20) {
    manager = ImageManager(maxConcurrentDecodes: maxConcurrentDecodes, cache: cache)
    self.memoryLimit = max(0, memoryLimit)
    memory = ImageMemoryCache(limit: self.memoryLimit)
  }

  /// PhotoKit's `allowsCachingHighQualityImages` (default true): when false,
  /// `startCachingImages` prepares only the fast result of each request (its delivery mode
  /// taken as `.fastFormat`), which a later `.fastFormat` request is served from.
  public var allowsCachingHighQualityImages: Bool {
    get { caching.withLock { $0.allowsHighQuality } }
    set { caching.withLock { $0.allowsHighQuality = newValue } }
  }

  // MARK: - Requests

  /// PhotoKit's `requestImage(for:targetSize:contentMode:options:resultHandler:)`: starts the
  /// request and returns its identifier at once; `resultHandler` is called (on another task)
  /// with each result: once, or twice with `.opportunistic` (a degraded one first). After
  /// ``cancelImageRequest(_:)`` it is called once more with a cancelled result and never again.
  @discardableResult
  public func requestImage(
    for path: String, targetSize: ImageTargetSize, contentMode: ImageContentMode = .aspectFit,
    options: ImageRequestOptions = ImageRequestOptions(), resultHandler: @escaping @Sendable (ImageResult) -> Void
  ) -> ImageRequestID {
    request(CachingRequest(source: ImageSource(path: path), target: targetSize, contentMode: contentMode, options: options), resultHandler)
  }

  /// ``requestImage(for:targetSize:contentMode:options:resultHandler:)-(String,_,_,_,_)`` for the
  /// resource of an asset its version chooses, as ``ImageManager`` chooses it
  /// (``ImageManager/requestImage(for:targetSize:contentMode:options:)-(Asset,_,_,_)``).
  @discardableResult
  public func requestImage(
    for asset: Asset, targetSize: ImageTargetSize, contentMode: ImageContentMode = .aspectFit,
    options: ImageRequestOptions = ImageRequestOptions(), resultHandler: @escaping @Sendable (ImageResult) -> Void
  ) -> ImageRequestID {
    request(
      CachingRequest(source: ImageSource(asset: asset, version: options.version), target: targetSize, contentMode: contentMode, options: options),
      resultHandler)
  }

  private func request(_ request: CachingRequest, _ resultHandler: @escaping @Sendable (ImageResult) -> Void) -> ImageRequestID {
    let id = requests.add(path: request.source.path, encoding: request.options.encoding, handler: resultHandler)
    let table = requests
    let task = Task { [self] in
      await serve(request) { table.deliver($0, to: id) }
      table.finish(id)
    }
    requests.attach(task, to: id)
    return id
  }

  /// PhotoKit's `cancelImageRequest(_:)`: the request's handler is called once with a result
  /// whose ``ImageResult/isCancelled`` is true (PhotoKit's `PHImageCancelledKey`), no image
  /// and no error, and not again; its work stops at the next point it checks. A request that
  /// has already delivered its final result (or an unknown identifier) is left as it is.
  public func cancelImageRequest(_ requestID: ImageRequestID) {
    requests.cancel(requestID)
  }

  /// Every result of a request, in order, served from the prepared images when they match.
  public func results(
    for path: String, targetSize: ImageTargetSize, contentMode: ImageContentMode = .aspectFit,
    options: ImageRequestOptions = ImageRequestOptions()
  ) async -> [ImageResult] {
    var results: [ImageResult] = []
    await serve(CachingRequest(source: ImageSource(path: path), target: targetSize, contentMode: contentMode, options: options)) {
      results.append($0)
    }
    return results
  }

  private func serve(_ request: CachingRequest, deliver: (ImageResult) -> Void) async {
    if memory.contains(request), let key = Self.memoryKey(request), let cached = memory.results(request, key: key) {
      cached.forEach(deliver)
      return
    }
    await manager.performCaching(
      source: request.source, target: request.target, contentMode: request.contentMode, options: request.options, deliver: deliver)
  }

  // MARK: - Caching

  /// PhotoKit's `startCachingImages(for:targetSize:contentMode:options:)`: prepares the results
  /// of these files for these arguments in the background. Files already prepared (or being
  /// prepared) for the same arguments are not prepared again.
  public func startCachingImages(
    for paths: [String], targetSize: ImageTargetSize, contentMode: ImageContentMode = .aspectFit,
    options: ImageRequestOptions = ImageRequestOptions()
  ) {
    startCaching(paths.map(ImageSource.init(path:)), targetSize: targetSize, contentMode: contentMode, options: options)
  }

  private func startCaching(
    _ sources: [ImageSource], targetSize: ImageTargetSize, contentMode: ImageContentMode, options: ImageRequestOptions
  ) {
    let batch = caching.withLock { state -> (Int, [CachingRequest])? in
      var options = options
      if !state.allowsHighQuality { options.deliveryMode = .fastFormat }
      var fresh: [CachingRequest] = []
      for source in sources {
        let request = CachingRequest(source: source, target: targetSize, contentMode: contentMode, options: options)
        if state.wanted.insert(request).inserted { fresh.append(request) }
      }
      guard !fresh.isEmpty else { return nil }
      state.nextBatch += 1
      return (state.nextBatch, fresh)
    }
    guard let (number, fresh) = batch else { return }
    // Kept before it can end: the task removes itself when done, under the same lock.
    caching.withLock { state in
      state.batches[number] = Task { [self] in
        await prepare(fresh)
        _ = caching.withLock { $0.batches.removeValue(forKey: number) }
      }
    }
  }

  /// ``startCachingImages(for:targetSize:contentMode:options:)-([String],_,_,_)`` for the
  /// resources of assets their version chooses.
  public func startCachingImages(
    for assets: [Asset], targetSize: ImageTargetSize, contentMode: ImageContentMode = .aspectFit,
    options: ImageRequestOptions = ImageRequestOptions()
  ) {
    startCaching(
      assets.map { ImageSource(asset: $0, version: options.version) }, targetSize: targetSize, contentMode: contentMode, options: options)
  }

  /// PhotoKit's `stopCachingImages(for:targetSize:contentMode:options:)`: these files are no
  /// longer prepared for these arguments (work not begun is dropped) and their prepared results
  /// leave memory. The library's ``ThumbnailCache`` keeps what it stored.
  public func stopCachingImages(
    for paths: [String], targetSize: ImageTargetSize, contentMode: ImageContentMode = .aspectFit,
    options: ImageRequestOptions = ImageRequestOptions()
  ) {
    stopCaching(paths.map(ImageSource.init(path:)), targetSize: targetSize, contentMode: contentMode, options: options)
  }

  private func stopCaching(
    _ sources: [ImageSource], targetSize: ImageTargetSize, contentMode: ImageContentMode, options: ImageRequestOptions
  ) {
    var requests: [CachingRequest] = []
    for source in sources {
      for mode in [options.deliveryMode, .fastFormat] {
        var options = options
        options.deliveryMode = mode
        requests.append(CachingRequest(source: source, target: targetSize, contentMode: contentMode, options: options))
      }
    }
    caching.withLock { state in for request in requests { state.wanted.remove(request) } }
    memory.remove(requests)
  }

  /// ``stopCachingImages(for:targetSize:contentMode:options:)-([String],_,_,_)`` for assets.
  public func stopCachingImages(
    for assets: [Asset], targetSize: ImageTargetSize, contentMode: ImageContentMode = .aspectFit,
    options: ImageRequestOptions = ImageRequestOptions()
  ) {
    stopCaching(
      assets.map { ImageSource(asset: $0, version: options.version) }, targetSize: targetSize, contentMode: contentMode, options: options)
  }

  /// PhotoKit's `stopCachingImagesForAllAssets()`: all caching work stops and memory is emptied.
  public func stopCachingImagesForAllAssets() {
    let tasks = caching.withLock { state -> [Task<Void, Never>] in
      state.wanted.removeAll()
      defer { state.batches.removeAll() }
      return Array(state.batches.values)
    }
    tasks.forEach { $0.cancel() }
    memory.removeAll()
  }

  /// Waits until the caching started so far has finished (or stopped).
  public func waitForCaching() async {
    while true {
      guard let task = caching.withLock({ $0.batches.values.first }) else { return }
      await task.value
      _ = caching.withLock { state in state.batches.first { $0.value == task }.map { state.batches.removeValue(forKey: $0.key) } }
    }
  }

  /// How many requests have their results in memory.
  public var cachedImageCount: Int { memory.count }

  /// Prepares `batch`, at most ``ImageManager/maxConcurrentDecodes`` at a time, skipping the
  /// requests no longer wanted.
  private func prepare(_ batch: [CachingRequest]) async {
    await withTaskGroup(of: Void.self) { group in
      var next = 0
      func submit() {
        let request = batch[next]
        next += 1
        group.addTask { [self] in await prepareOne(request) }
      }
      while next < min(manager.maxConcurrentDecodes, batch.count) { submit() }
      while await group.next() != nil {
        if Task.isCancelled { group.cancelAll() }
        if next < batch.count, !Task.isCancelled { submit() }
      }
    }
  }

  private func prepareOne(_ request: CachingRequest) async {
    guard !Task.isCancelled, caching.withLock({ $0.wanted.contains(request) }), let key = Self.memoryKey(request) else { return }
    if memory.results(request, key: key) != nil { return }
    var made: [ImageResult] = []
    await manager.performCaching(
      source: request.source, target: request.target, contentMode: request.contentMode, options: request.options
    ) { made.append($0) }
    guard !Task.isCancelled, let last = made.last, !last.isDegraded || last.reason != nil,
      caching.withLock({ $0.wanted.contains(request) })
    else { return }
    memory.store(made, request: request, key: key)
  }

  /// The key a request's memory entry is checked against (the file's content and neighbours).
  private static func memoryKey(_ request: CachingRequest) -> ThumbnailCacheKey? {
    ThumbnailCacheKey(
      source: request.source, relativeTo: "/", target: request.target, contentMode: request.contentMode, options: request.options)
  }
}
