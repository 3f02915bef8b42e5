import Foundation
import MediaKind
@testable import MediaKindImaging
import MediaKindTestSupport
import Synchronization
import Testing

/// PhotoKit's caching image manager: prepared images served later, stopping, request
/// identifiers and cancellation with PhotoKit's cancelled flag.
@Suite("Caching image manager")
struct CachingImageManagerTests {
  /// Results a handler received, and a way to wait for the final one.
  final class Received: Sendable {
    let results = Mutex<[ImageResult]>([])
    let ended = AsyncStream<Void>.makeStream()

    func handle(_ result: ImageResult) {
      results.withLock { $0.append(result) }
      if result.isCancelled || !result.isDegraded || result.reason != nil { ended.continuation.yield() }
    }

    func waitForFinal() async {
      var iterator = ended.stream.makeAsyncIterator()
      _ = await iterator.next()
    }

    var all: [ImageResult] { results.withLock { $0 } }
  }

  static let target = ImageTargetSize(side: 48)

  @Test("a request returns an identifier and delivers its results to the handler")
  func requestIdentifiers() async throws {
    let manager = CachingImageManager(maxConcurrentDecodes: 1)
    let received = Received()
    let file = ImagingFixtures.sample(ImagingFixtures.exifThumbnail)
    let first = manager.requestImage(for: file, targetSize: Self.target) { received.handle($0) }
    await received.waitForFinal()
    let second = manager.requestImage(for: file, targetSize: Self.target) { _ in }
    #expect(first > 0 && second > first)
    #expect(received.all.map(\.isDegraded) == [true, false])
    #expect(received.all.allSatisfy { !$0.isCancelled && $0.data != nil })
    // Cancelling a request that has delivered its final result changes nothing.
    manager.cancelImageRequest(first)
    #expect(received.all.count == 2 && !received.all.contains(where: \.isCancelled))
  }

  @Test("cancel: the handler gets one result with isCancelled, no image, no error, and nothing after it")
  func cancelDeliversTheCancelledFlag() async throws {
    let manager = CachingImageManager(maxConcurrentDecodes: 1)
    let received = Received()
    // The decode slot is held: the request waits for it, then is cancelled.
    await manager.manager.gate.acquire()
    let id = manager.requestImage(
      for: ImagingFixtures.sample(ImagingFixtures.plainJPEG), targetSize: Self.target,
      options: ImageRequestOptions(deliveryMode: .highQualityFormat)
    ) { received.handle($0) }
    manager.cancelImageRequest(id)
    await received.waitForFinal()
    await manager.manager.gate.release()
    // The request's task takes the slot (it waited first), decodes and finds itself cancelled;
    // the slot is free again once it is done.
    await manager.manager.gate.acquire()
    await manager.manager.gate.release()
    for _ in 0..<100 { await Task.yield() }
    let results = received.all
    #expect(results.count == 1)
    let cancelled = try #require(results.first)
    #expect(cancelled.isCancelled && cancelled.data == nil && cancelled.error == nil && !cancelled.isDegraded)
    // A second cancel, or one of an unknown identifier, does nothing.
    manager.cancelImageRequest(id)
    manager.cancelImageRequest(9999)
    #expect(received.all.count == 1)
  }

  @Test("after a cancel, results the work still makes are dropped")
  func tableDropsLateResults() {
    let table = ImageRequestTable()
    let received = Received()
    let id = table.add(path: "x.jpg", encoding: .png) { received.handle($0) }
    let late = ImageResult(
      data: [1], encoding: .png, pixelWidth: 1, pixelHeight: 1, isDegraded: false, source: .decoded, detail: "", sourcePath: "x.jpg")
    #expect(table.cancel(id))
    table.deliver(late, to: id)
    #expect(received.all.map(\.isCancelled) == [true])
    #expect(received.all.first?.encoding == .png && received.all.first?.sourcePath == "x.jpg")
    #expect(!table.cancel(id) && table.count == 0)
  }

  @Test("startCachingImages prepares results a later request is served from; stopCachingImages drops them")
  func startAndStopCaching() async throws {
    let manager = CachingImageManager(maxConcurrentDecodes: 2)
    let files = [ImagingFixtures.exifThumbnail, ImagingFixtures.plainJPEG, ImagingFixtures.mpfPreview].map(ImagingFixtures.sample)
    let options = ImageRequestOptions(deliveryMode: .highQualityFormat)
    manager.startCachingImages(for: files, targetSize: Self.target, contentMode: .aspectFill, options: options)
    await manager.waitForCaching()
    #expect(manager.cachedImageCount == 3)
    let served = await manager.results(for: files[1], targetSize: Self.target, contentMode: .aspectFill, options: options)
    #expect(served.count == 1 && served[0].isCached && served[0].data != nil)
    let fresh = await manager.manager.results(for: files[1], targetSize: Self.target, contentMode: .aspectFill, options: options)
    #expect(served[0].data == fresh[0].data)
    // Other arguments are not served from it.
    #expect(await manager.results(for: files[1], targetSize: Self.target, options: options).allSatisfy { !$0.isCached })

    manager.stopCachingImages(for: [files[1]], targetSize: Self.target, contentMode: .aspectFill, options: options)
    #expect(manager.cachedImageCount == 2)
    #expect(await manager.results(for: files[1], targetSize: Self.target, contentMode: .aspectFill, options: options).allSatisfy { !$0.isCached })
    manager.stopCachingImagesForAllAssets()
    #expect(manager.cachedImageCount == 0)
    #expect(await manager.results(for: files[0], targetSize: Self.target, contentMode: .aspectFill, options: options).allSatisfy { !$0.isCached })
  }

  @Test("allowsCachingHighQualityImages false: only the fast result is prepared")
  func fastOnlyCaching() async throws {
    let manager = CachingImageManager(maxConcurrentDecodes: 1)
    manager.allowsCachingHighQualityImages = false
    let file = ImagingFixtures.sample(ImagingFixtures.exifThumbnail)
    manager.startCachingImages(for: [file], targetSize: Self.target, options: ImageRequestOptions(deliveryMode: .highQualityFormat))
    await manager.waitForCaching()
    #expect(manager.cachedImageCount == 1)
    let fast = await manager.results(for: file, targetSize: Self.target, options: ImageRequestOptions(deliveryMode: .fastFormat))
    #expect(fast.count == 1 && fast[0].isCached && fast[0].source == .embeddedThumbnail)
    let high = await manager.results(for: file, targetSize: Self.target, options: ImageRequestOptions(deliveryMode: .highQualityFormat))
    #expect(high.allSatisfy { !$0.isCached })
  }

  @Test("caching fills the library's thumbnail cache, which another manager is served from")
  func cachingFillsTheLibraryCache() async throws {
    let dir = try ThumbnailCacheTests.library()
    defer { dir.remove() }
    let file = dir.path("lib/a.jpg")
    let cache = try ThumbnailCache(library: dir.path("lib"))
    let manager = CachingImageManager(cache: cache)
    manager.startCachingImages(for: [file], targetSize: Self.target)
    await manager.waitForCaching()
    #expect(cache.stores == 1)
    let later = ImageManager(cache: try ThumbnailCache(library: dir.path("lib")))
    #expect(await later.results(for: file, targetSize: Self.target).allSatisfy { $0.isCached })
  }

  @Test("a prepared result of a file that changed since is not served")
  func changedFileNotServedFromMemory() async throws {
    let dir = try ThumbnailCacheTests.library(ImagingFixtures.plainJPEG)
    defer { dir.remove() }
    let file = dir.path("lib/a.jpg")
    let manager = CachingImageManager()
    manager.startCachingImages(for: [file], targetSize: Self.target)
    await manager.waitForCaching()
    #expect(await manager.results(for: file, targetSize: Self.target).allSatisfy { $0.isCached })
    _ = try dir.write("lib/a.jpg", ImagingFixtures.bytes(ImagingFixtures.exifThumbnail))
    let after = await manager.results(for: file, targetSize: Self.target)
    #expect(after.allSatisfy { !$0.isCached } && after.count == 2)
  }
}
