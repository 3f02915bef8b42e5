/// The options of one image request (PhotoKit's `PHImageRequestOptions`, plus the encoding
/// and the limits that keep a request bounded).
public struct ImageRequestOptions: Sendable, Hashable {
  /// One or two results; fast or best (default `.opportunistic`, as in PhotoKit).
  public var deliveryMode: ImageDeliveryMode
  /// How closely the size follows the target (default `.fast`, as in PhotoKit).
  public var resizeMode: ImageResizeMode
  /// The edited render or the original (default `.current`).
  public var version: ImageRequestVersion
  /// The encoding of the result's bytes (default JPEG).
  public var encoding: ImageEncoding
  /// JPEG and WebP quality, 1…100.
  public var quality: Int
  /// No image with more pixels than this is decoded (default 2^28, libvips' and Pillow's
  /// order of magnitude for "decompression bomb").
  public var pixelLimit: Int
  /// The most memory one request may hold in decoded pixels (default 512 MiB): a request whose
  /// output (or, for `.none`, whose full image) needs more is refused.
  public var memoryLimit: Int
  /// PhotoKit's `normalizedCropRect`: the part of the upright image to show, used with
  /// `resizeMode: .exact` and a target size (ignored otherwise, as in PhotoKit). Set it on the
  /// options after making them (default nil).
  public var normalizedCropRect: ImageCropRect?

  /// Options for an image request (PhotoKit's `PHImageRequestOptions`): delivery and resize modes,
  /// the version of the asset, the output encoding and quality, and the pixel and memory limits of
  /// a decode.
  public init(
    deliveryMode: ImageDeliveryMode = .opportunistic, resizeMode: ImageResizeMode = .fast,
    version: ImageRequestVersion = .current, encoding: ImageEncoding = .jpeg, quality: Int = 82,
    pixelLimit: Int = 1 << 28, memoryLimit: Int = 512 << 20
  ) {
    self.deliveryMode = deliveryMode
    self.resizeMode = resizeMode
    self.version = version
    self.encoding = encoding
    self.quality = min(100, max(1, quality))
    self.pixelLimit = pixelLimit
    self.memoryLimit = memoryLimit
    normalizedCropRect = nil
  }
}
