/// One delivered result of an image request (what PhotoKit hands its result handler: the
/// image and the info dictionary's degraded flag and error).
public struct ImageResult: Sendable, Hashable {
  /// The encoded image, or nil with ``error``.
  public var data: [UInt8]?
  /// The encoding of ``data``.
  public var encoding: ImageEncoding
  /// The pixel size of ``data`` as stored (before ``orientation`` is applied when the handling
  /// is `.metadata`).
  public var pixelWidth: Int
  /// Height of the delivered image in pixels, as encoded.
  public var pixelHeight: Int
  /// PhotoKit's `PHImageResultIsDegradedKey`: a fast stand-in, a better result follows.
  public var isDegraded: Bool
  /// Where the pixels came from.
  public var source: ImageResultSource
  /// What exactly was used: `APP1 Exif IFD1`, `MPF entry 2`, `RAW: the largest embedded
  /// preview (not a render)`, `video frame at 0 s`, `Live Photo still IMG_1234.HEIC`, ...
  public var detail: String
  /// The EXIF orientation (1…8) of the stored pixels: 1 when they are upright.
  public var orientation: Int
  /// Whether the orientation is in the pixels or only in the bytes' metadata.
  public var orientationHandling: ImageOrientationHandling
  /// The file the pixels came from (the original, its edited render, a Live Photo's still).
  public var sourcePath: String
  /// Why there is no image (PhotoKit's `PHImageErrorKey`).
  public var error: ImageRequestError?
  /// Why a final result is only a stand-in (``isDegraded`` and no better result follows): the
  /// error of the decode that failed, while ``data`` holds an embedded preview or a Live Photo
  /// video's frame. Nil otherwise.
  public var reason: ImageRequestError?
  /// PhotoKit's `PHImageCancelledKey`: the request was cancelled
  /// (``CachingImageManager/cancelImageRequest(_:)``); such a result has no ``data`` and no
  /// ``error``.
  public var isCancelled = false
  /// Whether the result came from a cache (the library's ``ThumbnailCache`` or a
  /// ``CachingImageManager``'s memory) rather than being made for this request.
  public var isCached = false
  /// What the decoder reported about a file it decoded all the same (libjpeg's "Corrupt JPEG
  /// data: 3 extraneous bytes before marker 0xdb", a repeated SOI marker skipped, a PSD shown
  /// by its thumbnail): the file is not whole, the image is shown as `vipsthumbnail` shows it.
  /// Empty otherwise.
  public var warnings: [String]

  /// A result of `data` in `encoding`, of the given size, from `source`.
  public init(
    data: [UInt8]?, encoding: ImageEncoding, pixelWidth: Int, pixelHeight: Int,
    isDegraded: Bool, source: ImageResultSource, detail: String, orientation: Int = 1,
    orientationHandling: ImageOrientationHandling = .pixels, sourcePath: String,
    error: ImageRequestError? = nil
  ) {
    self.data = data
    self.encoding = encoding
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.isDegraded = isDegraded
    self.source = source
    self.detail = detail
    self.orientation = orientation
    self.orientationHandling = orientationHandling
    self.sourcePath = sourcePath
    self.error = error
    reason = nil
    warnings = []
  }

  /// A result that carries only an error.
  public static func failure(_ error: ImageRequestError, path: String, encoding: ImageEncoding) -> ImageResult {
    ImageResult(
      data: nil, encoding: encoding, pixelWidth: 0, pixelHeight: 0, isDegraded: false,
      source: .decoded, detail: "", sourcePath: path, error: error)
  }

  /// The display size: the stored size turned by the orientation when it is not applied.
  public var displayWidth: Int { orientationHandling == .metadata && orientation >= 5 ? pixelHeight : pixelWidth }
  /// Height as displayed: the width when orientation is left to the viewer (`.metadata`) and turns
  /// the image a quarter.
  public var displayHeight: Int { orientationHandling == .metadata && orientation >= 5 ? pixelWidth : pixelHeight }
}
