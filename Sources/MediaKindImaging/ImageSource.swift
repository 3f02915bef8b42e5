import MediaKind
import RawBridge

/// The file a request reads: a path the caller named, or the resource of an asset chosen for
/// the request's version (`Docs/Imaging.md`, "Versions, Live Photos, videos"):
///
/// | version | asset | file |
/// |---|---|---|
/// | `.current` | `fullSizePhoto` (`fullSizeVideo`), else the primary | the edited render beside it, else itself |
/// | `.unadjusted` | the primary `photo` / `video` | itself |
/// | `.original` | `alternatePhoto` (the RAW) when it can be shown, else the primary | itself |
///
/// The role goes into the thumbnail cache's key (`ThumbnailCacheKey`), so two versions of an
/// asset never share an entry.
struct ImageSource: Sendable, Hashable {
  /// The file read.
  let path: String
  /// The resource's role when the file was chosen from an asset; nil for a path request.
  let resource: AssetResource.Kind?

  /// A request for the file at `path`.
  init(path: String) {
    self.path = path
    resource = nil
  }

  /// The resource of `asset` that `version` shows.
  init(asset: Asset, version: ImageRequestVersion) {
    let primary = asset.primaryResource
    var chosen = primary
    switch version {
    case .current:
      let edit: AssetResource.Kind = asset.mediaType == .video ? .fullSizeVideo : .fullSizePhoto
      if let render = asset.resources.first(where: { $0.type == edit }) { chosen = render }
    case .unadjusted:
      break
    case .original:
      if let raw = asset.resources.first(where: { $0.type == .alternatePhoto }), Self.canShowRAW(raw.path) { chosen = raw }
    }
    path = chosen?.path ?? asset.path
    resource = chosen?.type
  }

  /// Whether `.current` looks for an edited render beside the file by name
  /// (`EditedRenderLocator`): for a path, and for an asset's primary resource when the asset
  /// holds no edited copy of its own.
  func findsRenderByName(_ version: ImageRequestVersion) -> Bool {
    guard version == .current else { return false }
    return resource == nil || resource == .photo
  }

  /// What the result's detail begins with: the asset resource read, when it is not the primary
  /// (`edited copy IMG_1234-edited.JPG (fullSizePhoto); `).
  var detailPrefix: String {
    switch resource {
    case .fullSizePhoto?, .fullSizeVideo?: "edited copy \(ThumbnailCacheKey.name(of: path)) (\(resource?.rawValue ?? "")); "
    case .alternatePhoto?: "RAW \(ThumbnailCacheKey.name(of: path)) (alternatePhoto); "
    default: ""
    }
  }

  /// The cache key's line for the role (nil for a path request, whose key is as before).
  var keyLine: String? { resource.map { "resource \($0.rawValue)" } }

  /// Whether the imaging layer can show the RAW at `path`: a regular file, and libraw is
  /// available or the file holds an embedded preview.
  static func canShowRAW(_ path: String) -> Bool {
    guard system_stat(path)?.isRegularFile == true else { return false }
    if RawLibrary.version != nil { return true }
    return (try? EmbeddedImageScanner.scanKeepingHead(path: path))?.scan.images.isEmpty == false
  }
}
