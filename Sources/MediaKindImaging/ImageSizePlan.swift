import VipsBridge

/// Turns a request's target size, content mode and resize mode into the box libvips resizes
/// to, for a source of a known (display) size.
struct ImageSizePlan: Sendable, Hashable {
  var target: ImageTargetSize
  var contentMode: ImageContentMode
  var resizeMode: ImageResizeMode
  /// The request's `normalizedCropRect`.
  var crop: ImageCropRect? = nil

  /// The crop rectangle when it applies: with `.exact` and a target size.
  var activeCrop: ImageCropRect? { resizeMode == .exact && !target.isMaximum ? crop : nil }

  /// The box for a source of `width` x `height` display pixels (nil: unknown). With a crop,
  /// the box of the whole image at the scale that brings the crop rectangle to the target
  /// (fit: inside it, fill: covering it); the renderer then cuts the rectangle out and sizes it.
  func resize(sourceWidth width: Int?, sourceHeight height: Int?) -> VipsResize {
    let unbounded = 1 << 16
    if let crop = activeCrop {
      let (tw, th) = (Double(target.width), Double(target.height))
      guard let width, let height, width > 0, height > 0 else {
        return VipsResize(width: Int((tw / crop.width).rounded(.up)), height: Int((th / crop.height).rounded(.up)), allowUpscale: true)
      }
      let (cw, ch) = (Double(width) * crop.width, Double(height) * crop.height)
      let scale = contentMode == .aspectFill ? max(tw / cw, th / ch) : min(tw / cw, th / ch)
      return VipsResize(
        width: max(1, Int((Double(width) * scale).rounded(.up))), height: max(1, Int((Double(height) * scale).rounded(.up))),
        allowUpscale: true)
    }
    switch resizeMode {
    case .none:
      return VipsResize(width: width ?? unbounded, height: height ?? unbounded)
    case .exact where !target.isMaximum:
      return VipsResize(
        width: target.width, height: target.height, crop: contentMode == .aspectFill, allowUpscale: true)
    case .fast, .exact:
      if target.isMaximum { return VipsResize(width: width ?? unbounded, height: height ?? unbounded) }
      if contentMode == .aspectFill, let width, let height, width > 0, height > 0 {
        // Cover the target: the scale of the tighter side, both sides rounded up.
        let scale = max(Double(target.width) / Double(width), Double(target.height) / Double(height))
        return VipsResize(
          width: Int((Double(width) * scale).rounded(.up)), height: Int((Double(height) * scale).rounded(.up)))
      }
      return VipsResize(width: target.width, height: target.height)
    }
  }

  /// Whether an image of `width` x `height` can be handed on as it is: any size for `.none`,
  /// at least covering (fill) or reaching (fit) the target for `.fast`, exactly the target for
  /// `.exact` (never with a crop: the crop needs the pixels).
  func accepts(width: Int, height: Int) -> Bool {
    if activeCrop != nil { return false }
    switch resizeMode {
    case .none: return true
    case .fast: return true
    case .exact:
      switch contentMode {
      case .aspectFill: return width == target.width && height == target.height
      case .aspectFit:
        return (width == target.width && height <= target.height) || (height == target.height && width <= target.width)
      }
    }
  }
}
