import Foundation
import MediaKind
@testable import MediaKindImaging
import MediaKindTestSupport
import Testing

/// The library's persistent thumbnail cache: hits and misses, what the key covers, damaged
/// entries, libraries it cannot write, eviction, and inputs left as they are.
@Suite("Thumbnail cache")
struct ThumbnailCacheTests {
  static let fixed = Date(timeIntervalSince1970: 1_700_000_000)

  /// A library folder holding a copy of `fixture` as `name`, its modification time fixed.
  static func library(_ fixture: String = ImagingFixtures.exifThumbnail, name: String = "a.jpg") throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("thumbcache")
    let file = try dir.write("lib/" + name, ImagingFixtures.bytes(fixture))
    try FileManager.default.setAttributes([.modificationDate: fixed], ofItemAtPath: file)
    return dir
  }

  static func request(
    _ manager: ImageManager, _ path: String, side: Int = 64, options: ImageRequestOptions = ImageRequestOptions()
  ) async -> [ImageResult] {
    await manager.results(for: path, targetSize: ImageTargetSize(side: side), contentMode: .aspectFit, options: options)
  }

  static func entries(_ dir: TemporaryDirectory) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.path("lib/.mediakind/thumbnails"))) ?? [])
      .filter { $0.hasSuffix(".thumb") }.sorted()
  }

  @Test("a miss makes and stores the results; the same request again is served from the entry, byte for byte")
  func hitAndMiss() async throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let cache = try ThumbnailCache(library: dir.path("lib"))
    let manager = ImageManager(maxConcurrentDecodes: 1, cache: cache)
    let file = dir.path("lib/a.jpg")
    let first = await Self.request(manager, file)
    #expect(first.map(\.isDegraded) == [true, false])
    #expect(first.allSatisfy { !$0.isCached && $0.error == nil })
    #expect(cache.stores == 1 && cache.hits == 0)
    #expect(Self.entries(dir).count == 1)

    let second = await Self.request(manager, file)
    #expect(second.allSatisfy { $0.isCached })
    #expect(cache.hits == 1 && cache.stores == 1)
    #expect(second.map(\.data) == first.map(\.data))
    #expect(second.map(\.source) == first.map(\.source) && second.map(\.detail) == first.map(\.detail))
    #expect(second.map(\.sourcePath) == [file, file])
    #expect(second.map(\.pixelWidth) == first.map(\.pixelWidth) && second.map(\.orientation) == first.map(\.orientation))

    // Another manager (another run) over the same library is served too, however the paths
    // spell it.
    let again = await Self.request(ImageManager(cache: try ThumbnailCache(library: dir.path("lib") + "/./")), file)
    #expect(again.allSatisfy { $0.isCached } && again.map(\.data) == first.map(\.data))
    try FileManager.default.createDirectory(atPath: dir.path("lib/sub"), withIntermediateDirectories: true)
    let spelled = dir.path("lib") + "/sub/../a.jpg"
    #expect(await Self.request(ImageManager(cache: try ThumbnailCache(library: dir.path("lib/x/.."))), spelled).allSatisfy { $0.isCached })
    // A file outside the library is not cached.
    let outside = try dir.write("elsewhere/b.jpg", ImagingFixtures.bytes(ImagingFixtures.plainJPEG))
    _ = await Self.request(manager, outside)
    #expect(await Self.request(manager, outside).allSatisfy { !$0.isCached })
    #expect(Self.entries(dir).count == 1)
  }

  @Test("changed bytes with the same size and modification time: another key, never the old image")
  func changedContentMisses() async throws {
    let dir = try Self.library(ImagingFixtures.plainJPEG)
    defer { dir.remove() }
    let cache = try ThumbnailCache(library: dir.path("lib"))
    let manager = ImageManager(maxConcurrentDecodes: 1, cache: cache)
    let file = dir.path("lib/a.jpg")
    let options = ImageRequestOptions(deliveryMode: .highQualityFormat)
    let before = try #require(FileIdentity(path: file))
    let first = await Self.request(manager, file, options: options)
    #expect(first.first?.error == nil)

    // Another image of the same byte count, written over the file, its time put back.
    var bytes = try ImagingFixtures.bytes(ImagingFixtures.plainJPEG)
    bytes[bytes.count - 3] ^= 0xFF
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    try FileManager.default.setAttributes([.modificationDate: Self.fixed], ofItemAtPath: file)
    let after = try #require(FileIdentity(path: file))
    #expect(after.size == before.size && after.modificationNanoseconds == before.modificationNanoseconds)

    let second = await Self.request(manager, file, options: options)
    #expect(second.allSatisfy { !$0.isCached })
    #expect(cache.hits == 0 && cache.stores == 2)
    // A touch alone changes the key as well.
    try FileManager.default.setAttributes([.modificationDate: Self.fixed.addingTimeInterval(1)], ofItemAtPath: file)
    #expect(await Self.request(manager, file, options: options).allSatisfy { !$0.isCached })
  }

  @Test("every request parameter is part of the key")
  func everyParameterChangesTheKey() throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let file = dir.path("lib/a.jpg")
    let root = dir.path("lib")
    func key(_ target: ImageTargetSize = ImageTargetSize(side: 64), _ mode: ImageContentMode = .aspectFit, _ change: (inout ImageRequestOptions) -> Void = { _ in }) throws -> String {
      var options = ImageRequestOptions()
      change(&options)
      return try #require(ThumbnailCacheKey(path: file, relativeTo: root, target: target, contentMode: mode, options: options)).name
    }
    let keys = [
      try key(), try key(ImageTargetSize(side: 65)), try key(ImageTargetSize(width: 64, height: 65)), try key(.maximum),
      try key(ImageTargetSize(side: 64), .aspectFill),
      try key { $0.deliveryMode = .fastFormat }, try key { $0.deliveryMode = .highQualityFormat },
      try key { $0.resizeMode = .exact }, try key { $0.resizeMode = .none },
      try key { $0.version = .original }, try key { $0.encoding = .png }, try key { $0.encoding = .webp },
      try key { $0.quality = 83 }, try key { $0.pixelLimit = 1 << 20 }, try key { $0.memoryLimit = 1 << 20 },
      try key { $0.normalizedCropRect = ImageCropRect(x: 0, y: 0, width: 0.5, height: 0.5) },
      try key { $0.normalizedCropRect = ImageCropRect(x: 0.5, y: 0, width: 0.5, height: 0.5) },
    ]
    #expect(Set(keys).count == keys.count)
    let same = try key()
    #expect(same == keys[0])
    // An edited render appearing beside the file changes the key of `.current`, not of `.original`.
    let current = try key()
    let original = try key { $0.version = .original }
    _ = try dir.write("lib/IMG_E0001.JPG", ImagingFixtures.bytes(ImagingFixtures.plainJPEG))
    _ = try dir.write("lib/IMG_0001.JPG", ImagingFixtures.bytes(ImagingFixtures.plainJPEG))
    let renderFile = dir.path("lib/IMG_0001.JPG")
    let withoutRender = try #require(
      ThumbnailCacheKey(path: renderFile, relativeTo: root, target: ImageTargetSize(side: 64), contentMode: .aspectFit, options: ImageRequestOptions()))
    #expect(withoutRender.text.contains("beside IMG_E0001.JPG"))
    let currentAgain = try key()
    let originalAgain = try key { $0.version = .original }
    #expect(current == currentAgain && original == originalAgain)
    // A Live Photo's video beside a still is in its key.
    _ = try dir.write("lib/a.MOV", [0, 1, 2])
    let withVideo = try key()
    #expect(withVideo != current)
  }

  @Test("a damaged or truncated entry is never returned: the request is made again and the entry replaced")
  func damagedEntryIgnored() async throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let cache = try ThumbnailCache(library: dir.path("lib"))
    let manager = ImageManager(maxConcurrentDecodes: 1, cache: cache)
    let file = dir.path("lib/a.jpg")
    let first = await Self.request(manager, file)
    let entry = dir.path("lib/.mediakind/thumbnails/" + (try #require(Self.entries(dir).first)))
    let good = try Data(contentsOf: URL(fileURLWithPath: entry))

    var flipped = [UInt8](good)
    flipped[flipped.count - 10] ^= 0x01
    for damaged in [flipped, Array(good.prefix(good.count - 1)), Array(good.prefix(20)), [UInt8]()] {
      try Data(damaged).write(to: URL(fileURLWithPath: entry))
      let results = await Self.request(manager, file)
      #expect(results.allSatisfy { !$0.isCached })
      #expect(results.map(\.data) == first.map(\.data))
      // Made again and stored whole.
      #expect(try Data(contentsOf: URL(fileURLWithPath: entry)) == good)
    }
    #expect(cache.hits == 0)
    #expect(await Self.request(manager, file).allSatisfy { $0.isCached })
  }

  @Test("a library whose .mediakind cannot hold a cache: no cache, the request still succeeds")
  func unwritableLibrary() async throws {
    let dir = try Self.library()
    defer { dir.remove() }
    _ = try dir.write("lib/.mediakind", Array("not a folder".utf8))
    #expect(throws: OutputDirectoryError.self) { try ThumbnailCache(library: dir.path("lib")) }
    try FileManager.default.removeItem(atPath: dir.path("lib/.mediakind"))
    try FileManager.default.createDirectory(atPath: dir.path("lib/.mediakind"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: dir.path("lib/.mediakind/thumbnails"), withDestinationPath: dir.path("elsewhere"))
    #expect(throws: OutputDirectoryError.self) { try ThumbnailCache(library: dir.path("lib")) }
    #expect(!FileManager.default.fileExists(atPath: dir.path("elsewhere")))
    let results = await Self.request(ImageManager(), dir.path("lib/a.jpg"))
    #expect(results.last?.error == nil && results.last?.data != nil)
  }

  @Test("a cache that stops being writable leaves a note and requests go on")
  func writeFailureLeavesANote() async throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let cache = try ThumbnailCache(library: dir.path("lib"))
    // The cache folder goes away under the open cache: its writes fail.
    try FileManager.default.removeItem(atPath: dir.path("lib/.mediakind"))
    let results = await Self.request(ImageManager(cache: cache), dir.path("lib/a.jpg"))
    #expect(results.last?.error == nil && results.last?.data != nil)
    #expect(cache.note?.contains("the thumbnail cache is not written") == true)
    #expect(cache.stores == 0)
  }

  @Test("eviction keeps the entries under the limit, dropping the least recently used first")
  func evictionKeepsUnderTheLimit() throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let cache = try ThumbnailCache(library: dir.path("lib"), limit: 1 << 20)
    let file = dir.path("lib/a.jpg")
    func key(_ side: Int) throws -> ThumbnailCacheKey {
      try #require(cache.key(source: ImageSource(path: file), target: ImageTargetSize(side: side), contentMode: .aspectFit, options: ImageRequestOptions()))
    }
    func result(_ fill: UInt8) -> ImageResult {
      ImageResult(
        data: [UInt8](repeating: fill, count: 300_000), encoding: .jpeg, pixelWidth: 1, pixelHeight: 1, isDegraded: false,
        source: .decoded, detail: "test", sourcePath: file)
    }
    for side in 1...3 { cache.store([result(UInt8(side))], key: try key(side), path: file) }
    #expect(cache.usage < 1 << 20)
    // Side 1 is used: it is newer than 2 and 3 now.
    #expect(cache.lookup(try key(1), path: file)?.first?.data?.first == 1)
    for side in 4...8 {
      cache.store([result(UInt8(side))], key: try key(side), path: file)
      #expect(cache.usage <= 1 << 20)
    }
    #expect(cache.lookup(try key(8), path: file) != nil)
    #expect(cache.lookup(try key(2), path: file) == nil)
    #expect(cache.lookup(try key(3), path: file) == nil)
    // A name that is not an entry is left alone, by eviction and by clear.
    _ = try dir.write("lib/.mediakind/thumbnails/keep.txt", [1, 2, 3])
    cache.clear()
    #expect(cache.usage == 0 && Self.entries(dir).isEmpty)
    #expect(FileManager.default.fileExists(atPath: dir.path("lib/.mediakind/thumbnails/keep.txt")))
  }

  @Test("the input is only read: its bytes and times stay as they were")
  func inputUntouched() async throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let file = dir.path("lib/a.jpg")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
    let identity = try #require(FileIdentity(path: file))
    let manager = ImageManager(cache: try ThumbnailCache(library: dir.path("lib")))
    _ = await Self.request(manager, file)
    _ = await Self.request(manager, file)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes)
    #expect(FileIdentity(path: file) == identity)
  }

  @Test("the library of a file: the nearest folder above with a .mediakind folder")
  func libraryOfAFile() throws {
    let dir = try Self.library()
    defer { dir.remove() }
    _ = try dir.write("lib/sub/b.jpg", [1])
    #expect(ThumbnailCache.library(containing: dir.path("lib/sub/b.jpg")) == nil)
    try FileManager.default.createDirectory(atPath: dir.path("lib/.mediakind"), withIntermediateDirectories: true)
    let lib = URL(fileURLWithPath: dir.path("lib")).standardizedFileURL.path
    #expect(ThumbnailCache.library(containing: dir.path("lib/sub/b.jpg")) == lib)
    #expect(ThumbnailCache.library(containing: dir.path("lib")) == lib)
    #expect(ThumbnailCache.library(containing: dir.path("lib/sub")) == lib)
  }
}
