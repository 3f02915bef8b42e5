import Foundation
import MediaKind
import MediaKindImaging
import MediaKindTestSupport
import Testing
import VipsBridge

/// HEIF files the installed libheif cannot read (an iPhone HEIC of iOS 18 under Debian 12's
/// libheif 1.15.1): fast delivery still shows the `thmb` item, a high-quality request gives
/// the embedded image or the Live Photo video's frame as a degraded stand-in whose reason is
/// the decoder's error, and that error is `unsupported` (naming libheif and its version) for
/// a whole file, `damaged` only for a damaged one.
@Suite("HEIF a decoder cannot read")
struct UndecodableHEIFTests {
  let manager = ImageManager(maxConcurrentDecodes: 2)

  /// Whether the installed libheif reads files with a `tmap` item (1.18 and later).
  static let libheifReadsToneMaps: Bool = {
    let parts = (VipsLibrary.heifVersion ?? "0").split(separator: ".").compactMap { Int($0) }
    return (parts.first ?? 0, parts.dropFirst().first ?? 0) >= (1, 18)
  }()

  func write(_ bytes: [UInt8], as name: String) throws -> (TemporaryDirectory, String) {
    let folder = try TemporaryDirectory("imaging-heif")
    return (folder, try folder.write(name, bytes))
  }

  func request(_ path: String, _ mode: ImageDeliveryMode, side: Int = 32) async -> [ImageResult] {
    await manager.results(for: path, targetSize: ImageTargetSize(side: side), options: ImageRequestOptions(deliveryMode: mode))
  }

  @Test("the thumbnail item as a HEIF of its own: one item, its properties, its bytes")
  func standaloneItem() throws {
    let file = HEIFFixtures.toneMapped()
    let standalone = try #require(HEIFItemFile.standalone(bytes: file, itemID: 2))
    // Scanned again, it is a HEIF whose primary is a 32x24 hvc1 item with no thumbnail.
    let record = MediaClassifier(options: ClassifyOptions(mode: .thorough)).classify(bytes: standalone, name: "thumb.heic")
    #expect(record.format?.rawValue == "heic")
    #expect(record.pixelWidth == 32 && record.pixelHeight == 24)
    #expect(EmbeddedImageScanner.scan(bytes: standalone).images.isEmpty)
    // The item's data and hvcC are in it as they were.
    #expect(standalone.contains(HEIFFixtures.thumbnailData))
    #expect(standalone.contains(HEIFFixtures.thumbnailHVCC))
    #expect(!standalone.contains(HEIFFixtures.primaryData))
    // Not a coded item (tmap, Exif), a missing one, or bytes past the end: nothing.
    #expect(HEIFItemFile.standalone(bytes: file, itemID: 3) == nil)
    #expect(HEIFItemFile.standalone(bytes: file, itemID: 4) == nil)
    #expect(HEIFItemFile.standalone(bytes: file, itemID: 9) == nil)
    #expect(HEIFItemFile.standalone(bytes: Array(file.dropLast(40)), itemID: 4) == nil)
  }

  @Test("fast delivery decodes the thmb item though libheif rejects the file")
  func fastUsesTheThumbnailItem() async throws {
    let (folder, path) = try write(HEIFFixtures.toneMapped(), as: "IMG_0001.HEIC")
    defer { folder.remove() }
    let results = await request(path, .fastFormat)
    let result = try #require(results.first)
    #expect(results.count == 1)
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.source == .embeddedThumbnail)
    #expect(result.detail == "meta/iref thmb item 2")
    #expect(!result.isDegraded && result.reason == nil)
    let (width, height) = try ImageManagerTests.decodedSize(result.data)
    #expect(width == 32 && height == 24)
  }

  @Test("high quality: the decoder's error is unsupported with its version, the thumbnail a degraded stand-in")
  func highQualityStandIn() async throws {
    let (folder, path) = try write(HEIFFixtures.toneMapped(), as: "IMG_0001.HEIC")
    defer { folder.remove() }
    let results = await request(path, .highQualityFormat, side: 64)
    let result = try #require(results.last)
    #expect(results.count == 1)
    if Self.libheifReadsToneMaps {
      // A libheif that reads the file decodes the 64x48 primary.
      #expect(result.error == nil && result.reason == nil && result.source == .decoded)
      #expect(result.pixelWidth == 64 && result.pixelHeight == 48)
      return
    }
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.isDegraded)
    #expect(result.source == .embeddedThumbnail)
    #expect(result.detail.hasPrefix("meta/iref thmb item 2; a stand-in"), "\(result.detail)")
    let reason = try #require(result.reason)
    #expect(reason.kind == .unsupported)
    #expect(reason.message.contains("libheif \(try #require(VipsLibrary.heifVersion)) cannot read this file"), "\(reason)")
    // libheif 1.15 says "Metadata assigned to non-existing image" here ("not correctly
    // assigned" for the iPhone file): an Exif item describing an item it does not know.
    #expect(reason.message.contains("heif: Invalid input") && reason.message.contains("Metadata"), "\(reason)")
    #expect(reason.message.contains("libheif 1.18 or later"), "\(reason)")
    let (width, height) = try ImageManagerTests.decodedSize(result.data)
    #expect(width == 32 && height == 24)
  }

  @Test("a truncated HEIF is damaged, whatever the decoder")
  func truncatedIsDamaged() async throws {
    let (folder, path) = try write(HEIFFixtures.toneMapped(truncated: true), as: "IMG_0002.HEIC")
    defer { folder.remove() }
    #expect(!HEIFItemFile.isWhole(path: path))
    let results = await request(path, .highQualityFormat)
    let result = try #require(results.last)
    // The thumbnail's bytes are past the cut: no stand-in either.
    #expect(result.data == nil)
    #expect(result.error?.kind == .damaged, "\(String(describing: result.error))")
    let whole = try write(HEIFFixtures.toneMapped(), as: "IMG_0003.HEIC")
    defer { whole.0.remove() }
    #expect(HEIFItemFile.isWhole(path: whole.1))
  }

  // MARK: - The corpus's iPhone HEIC (iOS 18, tmap brand) and its Live Photo video

  static let corpusStill: String? = SampleCorpus.sharedCorpus.map {
    $0.appendingPathComponent("files/osxphotos/tests/test-images/media_types/IMG_4580.HEIC").path
  }

  /// Runs where the corpus is, and always in CI (which has ../shared): there its absence fails.
  static let corpusExpected = corpusStill != nil || ProcessInfo.processInfo.environment["CI"] != nil

  @Test("the corpus's iOS 18 HEIC: fast shows its thmb item, high quality its Live Photo video's frame at the still time", .enabled(if: corpusExpected, "the shared corpus is absent (CI requires it)"))
  func corpusLivePhoto() async throws {
    let original = try #require(Self.corpusStill, "../shared/corpus is required in CI")
    let fast = try #require(await request(original, .fastFormat, side: 256).last)
    #expect(fast.error == nil, "\(String(describing: fast.error))")
    #expect(fast.source == .embeddedThumbnail && fast.detail.hasPrefix("meta/iref thmb item"), "\(fast.detail)")
    #expect(max(fast.pixelWidth, fast.pixelHeight) >= 256)
    _ = try ImageManagerTests.decodedSize(fast.data)

    let high = try #require(await request(original, .highQualityFormat, side: 256).last)
    if Self.libheifReadsToneMaps {
      #expect(high.error == nil && high.reason == nil && high.source == .decoded)
      return
    }
    #expect(high.error == nil, "\(String(describing: high.error))")
    #expect(high.isDegraded)
    #expect(high.reason?.kind == .unsupported, "\(String(describing: high.reason))")
    // The paired IMG_4580.mov (same content identifier), at its still time.
    #expect(high.detail.hasPrefix("Live Photo video IMG_4580.mov; video frame at 1.3"), "\(high.detail)")
    #expect(high.detail.contains("Live Photo still time 1.33 s"), "\(high.detail)")
    let (width, height) = try ImageManagerTests.decodedSize(high.data)
    #expect(max(width, height) == 256)

    // Without its video beside it, the stand-in is the thumbnail item.
    let folder = try TemporaryDirectory("imaging-heif-corpus")
    defer { folder.remove() }
    let alone = try folder.write("IMG_4580.HEIC", [UInt8](try Data(contentsOf: URL(fileURLWithPath: original))))
    let thumb = try #require(await request(alone, .highQualityFormat, side: 256).last)
    #expect(thumb.isDegraded && thumb.reason?.kind == .unsupported)
    #expect(thumb.source == .embeddedThumbnail, "\(thumb.detail)")
  }
}
