import MediaKind
import MediaKindImaging

/// The part of a `classify preview` output name that stands for the request: 8 hex digits, the
/// low 32 bits of the 64-bit FNV-1a hash of ``text``, which names every request parameter that
/// changes an image (`Docs/Imaging.md`, "`classify preview`"): the target size, the content
/// mode, the resize mode, the delivery mode, the version, the crop rectangle, the encoding and
/// its quality. Two requests that can give different images get different names; options that
/// change no image (`--format`, `--concurrency`, the cache, the spelling of the path) do not
/// enter it.
struct PreviewRequestTag: Sendable, Equatable {
  /// `size=320x320 mode=fit resize=fast delivery=opportunistic version=current crop=none
  /// encoding=jpeg quality=82` (one line, the crop as `crop=x,y,w,h` in shortest decimal form).
  let text: String
  /// 8 lower-case hex digits.
  let hex: String

  init(target: ImageTargetSize, contentMode: ImageContentMode, options: ImageRequestOptions) {
    let crop = options.normalizedCropRect.map { "\($0.x),\($0.y),\($0.width),\($0.height)" } ?? "none"
    let mode = contentMode == .aspectFill ? "fill" : "fit"
    text = "size=\(target.width)x\(target.height) mode=\(mode) resize=\(options.resizeMode.rawValue) "
      + "delivery=\(options.deliveryMode.rawValue) version=\(options.version.rawValue) crop=\(crop) "
      + "encoding=\(options.encoding.rawValue) quality=\(options.quality)"
    hex = (StableHash<UInt64>.of(text) & 0xFFFF_FFFF).paddedHex(digits: 8)
  }
}
