import Foundation
import MediaKind
@testable import MediaKindImaging
import MediaKindTestSupport
import Testing

/// Which resource of an asset each `ImageRequestVersion` shows: the edited copy for
/// `.current`, the primary for `.unadjusted`, the RAW for `.original`; and the thumbnail cache
/// keeps the versions apart.
@Suite("Asset request versions")
struct AssetVersionTests {
  /// A library folder with three assets' files: an edit (`IMG_0001` and its Takeout
  /// `-edited` copy), a RAW+JPEG pair (`IMG_0002`), and a plain JPEG (`IMG_0003`).
  struct Fixture {
    let dir: TemporaryDirectory
    let edited: Asset
    let rawPair: Asset
    let plain: Asset
    let missingRaw: Asset

    init() throws {
      let dir = try TemporaryDirectory("asset-versions")
      self.dir = dir
      func file(_ name: String, _ fixture: String) throws {
        _ = try dir.write("lib/" + name, ImagingFixtures.bytes(fixture))
      }
      func resource(_ kind: AssetResource.Kind, _ name: String) -> AssetResource {
        AssetResource(type: kind, path: dir.path("lib/" + name), uti: nil, fileSize: 1)
      }
      try file("IMG_0001.JPG", ImagingFixtures.plainJPEG)
      try file("IMG_0001-edited.JPG", ImagingFixtures.exifThumbnail)
      try file("IMG_0002.JPG", ImagingFixtures.plainJPEG)
      try file("IMG_0002.CR2", ImagingFixtures.cr2)
      try file("IMG_0003.JPG", ImagingFixtures.plainJPEG)
      edited = Asset(
        localIdentifier: "E/L0/001", mediaType: .image,
        resources: [resource(.photo, "IMG_0001.JPG"), resource(.fullSizePhoto, "IMG_0001-edited.JPG")])
      rawPair = Asset(
        localIdentifier: "R/L0/001", mediaType: .image,
        resources: [resource(.photo, "IMG_0002.JPG"), resource(.alternatePhoto, "IMG_0002.CR2")])
      plain = Asset(localIdentifier: "P/L0/001", mediaType: .image, resources: [resource(.photo, "IMG_0003.JPG")])
      missingRaw = Asset(
        localIdentifier: "M/L0/001", mediaType: .image,
        resources: [resource(.photo, "IMG_0003.JPG"), resource(.alternatePhoto, "gone.CR2")])
    }

    func path(_ name: String) -> String { dir.path("lib/" + name) }
  }

  static func request(_ manager: ImageManager, _ asset: Asset, _ version: ImageRequestVersion) async -> [ImageResult] {
    await manager.results(
      for: asset, targetSize: ImageTargetSize(side: 32),
      options: ImageRequestOptions(deliveryMode: .highQualityFormat, version: version))
  }

  @Test(
    "each version picks its file: current the edited copy, unadjusted the primary, original the RAW; an asset with neither always its primary",
    arguments: ImageRequestVersion.allCases)
  func versionsPickTheirFile(version: ImageRequestVersion) async throws {
    let fixture = try Fixture()
    defer { fixture.dir.remove() }
    let manager = ImageManager(maxConcurrentDecodes: 1)
    let expected: [(Asset, String)] =
      switch version {
      case .current: [(fixture.edited, "IMG_0001-edited.JPG"), (fixture.rawPair, "IMG_0002.JPG"), (fixture.plain, "IMG_0003.JPG")]
      case .unadjusted: [(fixture.edited, "IMG_0001.JPG"), (fixture.rawPair, "IMG_0002.JPG"), (fixture.plain, "IMG_0003.JPG")]
      case .original: [(fixture.edited, "IMG_0001.JPG"), (fixture.rawPair, "IMG_0002.CR2"), (fixture.plain, "IMG_0003.JPG")]
      }
    for (asset, name) in expected {
      let results = await Self.request(manager, asset, version)
      let last = try #require(results.last)
      #expect(last.sourcePath == fixture.path(name), "\(asset.localIdentifier) \(version)")
      #expect(last.data != nil, "\(asset.localIdentifier) \(version): \(last.error?.description ?? "")")
      let data = manager.requestImageDataAndOrientation(for: asset, options: ImageRequestOptions(version: version))
      #expect(data.path == fixture.path(name), "\(asset.localIdentifier) \(version)")
    }
    if version == .current {
      let last = try #require(await Self.request(manager, fixture.edited, version).last)
      #expect(last.detail.hasPrefix("edited copy IMG_0001-edited.JPG (fullSizePhoto); "), "\(last.detail)")
    }
    if version == .original {
      let last = try #require(await Self.request(manager, fixture.rawPair, version).last)
      #expect(last.detail.hasPrefix("RAW IMG_0002.CR2 (alternatePhoto); "), "\(last.detail)")
      // A RAW the imaging layer cannot open gives way to the primary.
      let fallback = try #require(await Self.request(manager, fixture.missingRaw, version).last)
      #expect(fallback.sourcePath == fixture.path("IMG_0003.JPG"))
    }
  }

  @Test("the thumbnail cache keeps an asset's versions apart and serves each its own")
  func cacheKeepsVersionsApart() async throws {
    let fixture = try Fixture()
    defer { fixture.dir.remove() }
    let cache = try ThumbnailCache(library: fixture.dir.path("lib"))
    let manager = ImageManager(maxConcurrentDecodes: 1, cache: cache)
    var firsts: [ImageRequestVersion: [ImageResult]] = [:]
    for version in ImageRequestVersion.allCases {
      let results = await Self.request(manager, fixture.edited, version)
      #expect(results.allSatisfy { !$0.isCached }, "\(version) was served from another version's entry")
      firsts[version] = results
    }
    #expect(cache.stores == 3 && cache.hits == 0)
    for version in ImageRequestVersion.allCases {
      let again = await Self.request(manager, fixture.edited, version)
      #expect(again.allSatisfy { $0.isCached })
      #expect(again.map(\.sourcePath) == firsts[version]?.map(\.sourcePath))
      #expect(again.map(\.data) == firsts[version]?.map(\.data))
    }
    #expect(firsts[.current]?.last?.sourcePath == fixture.path("IMG_0001-edited.JPG"))
    #expect(firsts[.unadjusted]?.last?.sourcePath == fixture.path("IMG_0001.JPG"))
    // The keys name the resource chosen: the asset's primary photo keys apart from a request
    // for the same file by its path.
    let options = ImageRequestOptions(version: .unadjusted)
    let target = ImageTargetSize(side: 32)
    let byAsset = try #require(
      ThumbnailCacheKey(
        source: ImageSource(asset: fixture.edited, version: .unadjusted), relativeTo: "/", target: target, contentMode: .aspectFit,
        options: options))
    let byPath = try #require(
      ThumbnailCacheKey(path: fixture.path("IMG_0001.JPG"), relativeTo: "/", target: target, contentMode: .aspectFit, options: options))
    #expect(byAsset.text.hasSuffix("\nresource photo") && byAsset.name != byPath.name)
  }

  @Test("a video asset: current shows its fullSizeVideo and says so, unadjusted and original its movie")
  func videoVersions() async throws {
    let dir = try TemporaryDirectory("asset-versions-video")
    defer { dir.remove() }
    let movie = try dir.write("VID_0001.avi", ImagingFixtures.bytes("video/avi/mjpeg-160x120-10fps.avi"))
    let edit = try dir.write("VID_0001-edited.avi", ImagingFixtures.bytes("video/avi/mjpeg-160x120-10fps.avi"))
    let asset = Asset(
      localIdentifier: "V/L0/001", mediaType: .video,
      resources: [
        AssetResource(type: .video, path: movie, uti: nil, fileSize: 1), AssetResource(type: .fullSizeVideo, path: edit, uti: nil, fileSize: 1),
      ])
    let manager = ImageManager(maxConcurrentDecodes: 1)
    let current = try #require(await Self.request(manager, asset, .current).last)
    #expect(current.sourcePath == edit && current.data != nil)
    #expect(current.detail.hasPrefix("edited copy VID_0001-edited.avi (fullSizeVideo); video frame"), "\(current.detail)")
    for version in [ImageRequestVersion.unadjusted, .original] {
      #expect(await Self.request(manager, asset, version).last?.sourcePath == movie)
    }
  }

  @Test("a path request keeps its rule: unadjusted and original are the file itself")
  func pathVersions() async throws {
    let fixture = try Fixture()
    defer { fixture.dir.remove() }
    let manager = ImageManager(maxConcurrentDecodes: 1)
    for version in [ImageRequestVersion.unadjusted, .original] {
      let results = await manager.results(
        for: fixture.path("IMG_0002.JPG"), targetSize: ImageTargetSize(side: 32),
        options: ImageRequestOptions(deliveryMode: .highQualityFormat, version: version))
      #expect(results.last?.sourcePath == fixture.path("IMG_0002.JPG"))
    }
    #expect(ImageRequestVersion.allCases.map(\.photoKitValue) == [0, 1, 2])
  }
}
