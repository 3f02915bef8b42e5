import VipsBridge

/// Turns a request's target size, content mode and resize mode into the box libvips resizes
/// to, for a source of a known (display) size.
struct ImageSizePlan: Sendable, Hashable {
  var target: ImageTargetSize
  var contentMode: ImageContentMode
  var resizeMode: ImageResizeMode

  /// The box for a source of `width` x `height` display pixels (nil: unknown).
  func resize(sourceWidth width: Int?, sourceHeight height: Int?) -> VipsResize {
    let unbounded = 1 << 16
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
  /// `.exact`.
  func accepts(width: Int, height: Int) -> Bool {
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
