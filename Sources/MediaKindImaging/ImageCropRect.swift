/// PhotoKit's `normalizedCropRect`: a rectangle in unit coordinates of the upright (oriented)
/// image, origin at its top left, `(0, 0, 1, 1)` the whole image. A request with one and
/// `resizeMode: .exact` shows only that part, sized as the content mode says: `.aspectFit` the
/// largest size inside the target, `.aspectFill` exactly the target. Other resize modes ignore
/// it, as PhotoKit does.
public struct ImageCropRect: Sendable, Hashable {
  /// The left edge, 0…1 of the upright image's width.
  public let x: Double
  /// The top edge, 0…1 of the upright image's height.
  public let y: Double
  /// The width, a fraction of the upright image's width.
  public let width: Double
  /// The height, a fraction of the upright image's height.
  public let height: Double

  /// A crop rectangle; nil unless it lies inside the unit square and is not empty.
  public init?(x: Double, y: Double, width: Double, height: Double) {
    let slack = 1e-9
    guard [x, y, width, height].allSatisfy(\.isFinite), x >= 0, y >= 0, width > 0, height > 0,
      x + width <= 1 + slack, y + height <= 1 + slack
    else { return nil }
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle `x,y,w,h` (as `classify preview --crop` takes it); nil when it is not four
  /// numbers or not a crop rectangle.
  public init?(_ text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3] else { return nil }
    self.init(x: x, y: y, width: w, height: h)
  }

  /// Its pixels in an image of `imageWidth` x `imageHeight`: edges rounded to the nearest
  /// pixel, at least one pixel, inside the image.
  func pixels(imageWidth: Int, imageHeight: Int) -> (left: Int, top: Int, width: Int, height: Int) {
    func span(_ start: Double, _ length: Double, _ size: Int) -> (Int, Int) {
      let first = min(max(0, Int((start * Double(size)).rounded())), size - 1)
      let last = min(size, max(first + 1, Int(((start + length) * Double(size)).rounded())))
      return (first, last - first)
    }
    let (left, width) = span(x, self.width, imageWidth)
    let (top, height) = span(y, self.height, imageHeight)
    return (left, top, width, height)
  }
}
