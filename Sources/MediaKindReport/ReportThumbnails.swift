import MediaKind
import MediaKindImaging

/// Makes the site's thumbnails: PhotoKit's fast delivery (`ImageRequestOptions.deliveryMode`
/// `.fastFormat`: an embedded image when the file has one, a small decode otherwise) of each
/// asset's current version (its edited copy when it has one, else its primary file), at most `concurrency` requests at once, each written into `thumbs/`
/// as `<asset UUID>.<ext>` (the asset's `localIdentifier`, so names never collide and stay
/// the same from run to run). Thumbnails can be made again: they are not synced.
struct ReportThumbnails: Sendable {
  let manager: ImageManager
  let target: ImageTargetSize
  let options: ImageRequestOptions
  let directory: OutputDirectory

  init(side: Int, directory: OutputDirectory, cache: ThumbnailCache? = nil) {
    manager = ImageManager(cache: cache)
    target = ImageTargetSize(side: side)
    options = ImageRequestOptions(deliveryMode: .fastFormat, resizeMode: .fast)
    self.directory = directory
  }

  /// The thumbnail of every asset, in the assets' order.
  func render(_ assets: [Asset], concurrency: Int) async -> [ReportThumbnail] {
    var thumbnails = [ReportThumbnail?](repeating: nil, count: assets.count)
    await withTaskGroup(of: (Int, ReportThumbnail).self) { group in
      var next = 0
      func submit() {
        let (index, asset) = (next, assets[next])
        next += 1
        group.addTask { (index, await render(asset)) }
      }
      while next < min(max(1, concurrency), assets.count) { submit() }
      while let (index, thumbnail) = await group.next() {
        thumbnails[index] = thumbnail
        if next < assets.count { submit() }
      }
    }
    return thumbnails.map { $0 ?? ReportThumbnail(file: nil, source: nil, error: "no preview", writeFailure: nil) }
  }

  /// One asset's thumbnail: the request's final result, written into `thumbs/`.
  func render(_ asset: Asset) async -> ReportThumbnail {
    let results = await manager.results(for: asset, targetSize: target, contentMode: .aspectFit, options: options)
    guard let result = results.last else {
      return ReportThumbnail(file: nil, source: nil, error: "no preview", writeFailure: nil)
    }
    if let error = result.error {
      return ReportThumbnail(file: nil, source: nil, error: error.description, writeFailure: nil)
    }
    guard let data = result.data else {
      return ReportThumbnail(file: nil, source: nil, error: "no preview", writeFailure: nil)
    }
    let uuid = asset.localIdentifier.split(separator: "/").first.map(String.init) ?? asset.localIdentifier
    let name = uuid + "." + options.encoding.fileExtension
    do {
      try directory.write(data, to: name)
    } catch {
      return ReportThumbnail(file: nil, source: nil, error: "output: \(error)", writeFailure: error)
    }
    return ReportThumbnail(file: name, source: result.source.rawValue, error: nil, writeFailure: nil)
  }
}
