import Foundation
import MediaKind
import MediaKindImaging
import MediaKindTestSupport
import Testing
import VipsBridge

/// `ImageManager` as an app would use it: delivery modes, resize and content modes, versions,
/// encodings, limits and bad input.
@Suite("Image manager")
struct ImageManagerTests {
  let manager = ImageManager(maxConcurrentDecodes: 2)

  func results(_ relative: String, side: Int = 100, mode: ImageContentMode = .aspectFit, _ options: ImageRequestOptions) async -> [ImageResult] {
    var out: [ImageResult] = []
    for await result in manager.requestImage(
      for: ImagingFixtures.sample(relative), targetSize: ImageTargetSize(side: side), contentMode: mode, options: options)
    {
      out.append(result)
    }
    return out
  }

  /// The size libvips reads from encoded bytes (decoding them proves they are an image).
  static func decodedSize(_ bytes: [UInt8]?) throws -> (Int, Int) {
    let data = try #require(bytes)
    let image = try VipsImageHandle.thumbnail(bytes: data, resize: VipsResize(width: 1 << 14, height: 1 << 14))
    return (image.width, image.height)
  }

  @Test("fast delivery: the EXIF thumbnail as it is stored, orientation written into its EXIF")
  func fastDeliveryUsesTheThumbnail() async throws {
    let results = await results(ImagingFixtures.exifThumbnail, ImageRequestOptions(deliveryMode: .fastFormat))
    #expect(results.count == 1)
    let result = try #require(results.first)
    #expect(result.error == nil)
    #expect(result.source == .embeddedThumbnail)
    #expect(!result.isDegraded)
    #expect(result.orientation == 6 && result.orientationHandling == .metadata)
    #expect(result.pixelWidth == 160 && result.pixelHeight == 120)
    #expect(result.displayWidth == 120 && result.displayHeight == 160)
    let data = try #require(result.data)
    #expect(Array(data.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE1])
    // The thumbnail bytes follow the new APP1 unchanged.
    let thumbnail = try ImagingFixtures.bytes(ImagingFixtures.exifThumbnail)
    let scan = EmbeddedImageScanner.scan(bytes: thumbnail)
    let range = try #require(scan.images.first?.byteRange)
    #expect(Array(data.suffix(range.count - 2)) == Array(thumbnail[range].dropFirst(2)))
    // libvips reads orientation 6 from it, so viewers turn it.
    let tagged = try VipsImageHandle.thumbnail(bytes: data, resize: VipsResize(width: 1000, height: 1000))
    #expect(tagged.width == 120 && tagged.height == 160)
  }

  @Test("opportunistic: the degraded embedded image first, then the decoded one")
  func opportunisticDeliversTwice() async throws {
    let results = await results(ImagingFixtures.exifThumbnail, ImageRequestOptions(deliveryMode: .opportunistic))
    #expect(results.map(\.isDegraded) == [true, false])
    #expect(results.map(\.source) == [.embeddedThumbnail, .decoded])
    let final = try #require(results.last)
    // 480x640 displayed, fitted into 100x100, upright pixels.
    #expect(final.pixelWidth == 75 && final.pixelHeight == 100 && final.orientationHandling == .pixels)
    #expect(try Self.decodedSize(final.data) == (75, 100))
  }

  @Test("opportunistic without an embedded image: one final result")
  func opportunisticWithoutEmbeddedImage() async throws {
    let results = await results(ImagingFixtures.plainJPEG, side: 32, ImageRequestOptions(deliveryMode: .opportunistic))
    #expect(results.map(\.isDegraded) == [false])
    #expect(results.first?.source == .decoded)
    #expect(results.first?.pixelWidth == 32 && results.first?.pixelHeight == 24)
  }

  @Test("high quality: one decoded result")
  func highQuality() async throws {
    let results = await results(ImagingFixtures.mpfPreview, ImageRequestOptions(deliveryMode: .highQualityFormat))
    #expect(results.count == 1)
    #expect(results.first?.source == .decoded)
    #expect(results.first?.pixelWidth == 100 && results.first?.pixelHeight == 75)
  }

  @Test("fast delivery picks the smallest embedded image that reaches the target")
  func fastDeliveryPicksBySize() async throws {
    let small = await results(ImagingFixtures.mpfPreview, side: 200, ImageRequestOptions(deliveryMode: .fastFormat))
    #expect(small.first?.source == .embeddedPreview)
    #expect(small.first?.pixelWidth == 320)
  }

  @Test("resize modes: exact fill is the target, exact fit fits it, none is the source size")
  func resizeModes() async throws {
    let fill = await results(ImagingFixtures.exifThumbnail, mode: .aspectFill, ImageRequestOptions(deliveryMode: .highQualityFormat, resizeMode: .exact))
    #expect(fill.first.map { ($0.pixelWidth, $0.pixelHeight) } ?? (0, 0) == (100, 100))
    let fit = await results(ImagingFixtures.exifThumbnail, side: 200, ImageRequestOptions(deliveryMode: .highQualityFormat, resizeMode: .exact))
    #expect(fit.first.map { ($0.pixelWidth, $0.pixelHeight) } ?? (0, 0) == (150, 200))
    let none = await results(ImagingFixtures.exifThumbnail, ImageRequestOptions(deliveryMode: .highQualityFormat, resizeMode: ImageResizeMode.none))
    #expect(none.first.map { ($0.pixelWidth, $0.pixelHeight) } ?? (0, 0) == (480, 640))
    // Fast + fill covers the target without cropping.
    let cover = await results(ImagingFixtures.plainJPEG, side: 30, mode: .aspectFill, ImageRequestOptions(deliveryMode: .highQualityFormat))
    #expect(cover.first.map { ($0.pixelWidth, $0.pixelHeight) } ?? (0, 0) == (40, 30))
    // Exact on a fast embedded image re-encodes it to the exact size.
    let exactFast = await results(ImagingFixtures.exifThumbnail, side: 50, mode: .aspectFill, ImageRequestOptions(deliveryMode: .fastFormat, resizeMode: .exact))
    #expect(exactFast.first?.source == .embeddedThumbnail)
    #expect(exactFast.first?.orientationHandling == .pixels)
    #expect(try Self.decodedSize(exactFast.first?.data) == (50, 50))
  }

  @Test("encodings: PNG and WebP bytes", arguments: [ImageEncoding.png, .webp])
  func encodings(_ encoding: ImageEncoding) async throws {
    let results = await results(ImagingFixtures.plainJPEG, ImageRequestOptions(deliveryMode: .highQualityFormat, encoding: encoding))
    let data = try #require(results.first?.data)
    if encoding == .png { #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47]) }
    if encoding == .webp { #expect(Array(data[8..<12]) == Array("WEBP".utf8)) }
  }

  @Test("a gain-map JPEG is shown from its primary image, never from the gain map")
  func gainMapNeverShown() async throws {
    for delivery in ImageDeliveryMode.allCases {
      let results = await results(ImagingFixtures.appleGainMap, ImageRequestOptions(deliveryMode: delivery))
      #expect(results.allSatisfy { $0.source == .decoded && $0.pixelWidth == 64 && $0.pixelHeight == 48 }, "\(delivery)")
    }
  }

  @Test("RAW: the largest embedded preview, said to be a preview")
  func rawUsesItsPreview() async throws {
    let results = await results(ImagingFixtures.cr2, ImageRequestOptions(deliveryMode: .highQualityFormat))
    let result = try #require(results.first)
    #expect(result.source == .embeddedPreview)
    #expect(result.detail.contains("not a render"))
  }

  @Test("video: a frame decoded by FFmpeg")
  func videoFrame() async throws {
    let results = await results("video/avi/mjpeg-160x120-10fps.avi", side: 80, ImageRequestOptions(deliveryMode: .opportunistic))
    #expect(results.count == 1)
    let result = try #require(results.first)
    #expect(result.error == nil)
    #expect(result.source == .decoded && result.detail.contains("video frame"))
    #expect(try Self.decodedSize(result.data) == (80, 60))
  }

  @Test("bad input: damaged, truncated, not an image, missing: a result with an error")
  func badInput() async throws {
    let cases: [(String, ImageRequestError.Kind)] = [
      ("broken/jpeg/truncated-in-scan.jpg", .damaged), ("audio/flac/8khz-mono-1s.flac", .unsupported),
      ("unknown/pdf/one-page.pdf", .unsupported), ("no/such/file.jpg", .unreadable),
      ("video/mp4/avc1-aac-640x360-1s.mp4", .damaged),
    ]
    for (relative, kind) in cases {
      let results = await results(relative, ImageRequestOptions(deliveryMode: .highQualityFormat))
      #expect(results.count == 1, "\(relative)")
      #expect(results.first?.error?.kind == kind, "\(relative): \(String(describing: results.first?.error))")
      #expect(results.first?.data == nil)
    }
  }

  @Test("pixel limit and memory cap refuse before decoding")
  func limits() async throws {
    let small = await results(ImagingFixtures.exifThumbnail, ImageRequestOptions(deliveryMode: .highQualityFormat, pixelLimit: 10_000))
    #expect(small.first?.error?.kind == .tooLarge)
    let memory = await results(ImagingFixtures.exifThumbnail, ImageRequestOptions(deliveryMode: .highQualityFormat, resizeMode: ImageResizeMode.none, memoryLimit: 100_000))
    #expect(memory.first?.error?.kind == .tooLarge)
  }

  @Test("version: current uses IMG_E1234 beside IMG_1234 (same capture time) and its AAE, original does not; the files are not written")
  func editedRender() async throws {
    let folder = try TemporaryDirectory("imaging-edit")
    defer { folder.remove() }
    // Two frames of one second: the render keeps the original's DateTimeOriginal.
    let original = try folder.write("IMG_1234.JPG", ImagingFixtures.bytes("image/jpeg/apple-burst-frame-1.jpg"))
    let edited = try folder.write("IMG_E1234.JPG", ImagingFixtures.bytes("image/jpeg/apple-burst-frame-2.jpg"))
    try folder.write("IMG_1234.AAE", Array("<plist/>".utf8))
    let before = try [original, edited].map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date }
    let current = await manager.results(for: original, targetSize: ImageTargetSize(side: 50), options: ImageRequestOptions(deliveryMode: .highQualityFormat))
    #expect(current.first?.sourcePath == edited)
    #expect(current.first?.detail.contains("edited render IMG_E1234.JPG") == true)
    let plain = await manager.results(for: original, targetSize: ImageTargetSize(side: 50), options: ImageRequestOptions(deliveryMode: .highQualityFormat, version: .original))
    #expect(plain.first?.sourcePath == original)
    #expect(plain.first?.pixelWidth == 50 && plain.first?.pixelHeight == 38)
    let data = manager.requestImageDataAndOrientation(for: original)
    #expect(data.path == edited && data.uti == "public.jpeg" && data.range == 0..<756 && data.error == nil)
    let originalData = manager.requestImageDataAndOrientation(for: original, options: ImageRequestOptions(version: .original))
    #expect(originalData.path == original && originalData.orientation == 1)
    let after = try [original, edited].map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date }
    #expect(before == after)
  }

  @Test("a file named like a render of another shot (capture times differ, or none) is not its render")
  func editedRenderOfAnotherShot() async throws {
    let folder = try TemporaryDirectory("imaging-edit-other")
    defer { folder.remove() }
    let original = try folder.write("IMG_5678.JPG", ImagingFixtures.bytes("image/jpeg/apple-burst-frame-1.jpg"))
    try folder.write("IMG_E5678.JPG", ImagingFixtures.bytes(ImagingFixtures.mpfPreview))
    let undated = try folder.write("IMG_0042.JPG", ImagingFixtures.bytes(ImagingFixtures.plainJPEG))
    try folder.write("IMG_E0042.JPG", ImagingFixtures.bytes(ImagingFixtures.plainJPEG))
    for path in [original, undated] {
      let results = await manager.results(for: path, targetSize: ImageTargetSize(side: 50), options: ImageRequestOptions(deliveryMode: .highQualityFormat))
      #expect(results.first?.sourcePath == path)
      #expect(manager.requestImageDataAndOrientation(for: path).path == path)
    }
  }

  @Test("requestImageDataAndOrientation tells a GIF by its content, whatever its name")
  func dataAndOrientation() throws {
    let folder = try TemporaryDirectory("imaging-data")
    defer { folder.remove() }
    let gif = try folder.write("looks-like.jpg", ImagingFixtures.bytes("image/gif/three-frames.gif"))
    let result = manager.requestImageDataAndOrientation(for: gif)
    #expect(result.uti == "com.compuserve.gif")
    let oriented = manager.requestImageDataAndOrientation(for: ImagingFixtures.sample(ImagingFixtures.exifThumbnail))
    #expect(oriented.orientation == 6)
  }

  @Test("a Live Photo's video is shown by its still")
  func livePhotoStill() async throws {
    let folder = try TemporaryDirectory("imaging-live")
    defer { folder.remove() }
    let still = try folder.write("IMG_0001.JPG", ImagingFixtures.bytes("image/jpeg/apple-live-photo-still.jpg"))
    let video = try folder.write("IMG_0001.MOV", ImagingFixtures.bytes("video/mov/live-photo-video-with-still-image-time.mov"))
    let results = await manager.results(for: video, targetSize: ImageTargetSize(side: 32), options: ImageRequestOptions(deliveryMode: .highQualityFormat))
    #expect(results.count == 1)
    #expect(results.first?.sourcePath == still)
    #expect(results.first?.detail.hasPrefix("Live Photo still IMG_0001.JPG") == true)
    #expect(results.first?.error == nil)
  }

  @Test("many requests at once all finish (bounded concurrency, no deadlock)")
  func manyRequests() async throws {
    let manager = ImageManager(maxConcurrentDecodes: 1)
    let paths = [ImagingFixtures.exifThumbnail, ImagingFixtures.mpfPreview, ImagingFixtures.plainJPEG, "image/png/plain-rgb-16x16.png"]
      .map(ImagingFixtures.sample)
    let counts = await withTaskGroup(of: Int.self) { group in
      for i in 0..<40 {
        group.addTask {
          await manager.results(for: paths[i % paths.count], targetSize: ImageTargetSize(side: 40)).filter { $0.error == nil }.count
        }
      }
      var total = 0
      for await count in group { total += count }
      return total
    }
    // Two results for the two files with embedded images, one for the others.
    #expect(counts == 10 * 2 + 10 * 2 + 10 + 10)
  }

  @Test("libvips' messages stay with their own request when damaged files decode at once")
  func errorMessagesPerRequest() async throws {
    let damaged = ["broken/jpeg/truncated-in-scan.jpg", "broken/png/chunk-length-past-eof.png", "broken/jpeg/truncated-inside-app1-exif.jpg"]
      .map(ImagingFixtures.sample)
    let options = ImageRequestOptions(deliveryMode: .highQualityFormat)
    var alone: [String: String] = [:]
    for path in damaged {
      let result = await manager.results(for: path, targetSize: ImageTargetSize(side: 64), options: options).first
      alone[path] = try #require(result?.error?.description)
    }
    #expect(Set(alone.values).count == damaged.count, "\(alone)")
    let parallel = ImageManager(maxConcurrentDecodes: 4)
    let messages = await withTaskGroup(of: (String, String?).self) { group in
      for i in 0..<36 {
        let path = damaged[i % damaged.count]
        group.addTask {
          (path, await parallel.results(for: path, targetSize: ImageTargetSize(side: 64), options: options).first?.error?.description)
        }
      }
      var out: [(String, String?)] = []
      for await pair in group { out.append(pair) }
      return out
    }
    #expect(messages.count == 36)
    for (path, message) in messages {
      #expect(message == alone[path], "\(path)")
    }
  }

  @Test("a video's frame is taken at its Live Photo still time when it declares one", .enabled(if: ImageManagerTests.liveVideo != nil, "the shared corpus is absent"))
  func posterFrameAtStillTime() async throws {
    // The video alone (no still beside it): its frame at the still-image-time sample.
    let folder = try TemporaryDirectory("imaging-still-time")
    defer { folder.remove() }
    let video = try folder.write("IMG_4580.mov", [UInt8](try Data(contentsOf: URL(fileURLWithPath: try #require(Self.liveVideo)))))
    let results = await manager.results(for: video, targetSize: ImageTargetSize(side: 64), options: ImageRequestOptions(deliveryMode: .highQualityFormat))
    let result = try #require(results.first)
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.source == .decoded)
    // The still-image-time track shows its sample after an empty edit of 800/600 s.
    #expect(result.detail.contains("Live Photo still time 1.33 s"), "\(result.detail)")
    #expect(result.detail.hasPrefix("video frame at 1.3"), "\(result.detail)")
    let (width, height) = try Self.decodedSize(result.data)
    #expect(max(width, height) == 64)
  }

  /// A real Live Photo video of the shared corpus (HEVC, a still-image-time track at 1.33 s).
  static let liveVideo: String? = SampleCorpus.sharedCorpus.map {
    $0.appendingPathComponent("files/osxphotos/tests/test-images/media_types/IMG_4580.mov").path
  }.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
}
