/// How `vips_thumbnail` sizes its output.
///
/// The image fits inside `width` x `height` keeping its aspect ratio, or, with `crop`, fills
/// it and the centre is cut out (`VIPS_INTERESTING_CENTRE`); `allowUpscale` lets a smaller
/// image grow (`VIPS_SIZE_BOTH`, else `VIPS_SIZE_DOWN`). `failOnError` makes a truncated or
/// damaged file an error instead of a grey-filled image (`fail_on = VIPS_FAIL_ON_ERROR`).
public struct VipsResize: Sendable, Hashable {
  public var width: Int
  public var height: Int
  public var crop: Bool
  public var allowUpscale: Bool
  public var failOnError: Bool

  public init(width: Int, height: Int, crop: Bool = false, allowUpscale: Bool = false, failOnError: Bool = true) {
    self.width = width
    self.height = height
    self.crop = crop
    self.allowUpscale = allowUpscale
    self.failOnError = failOnError
  }
}
