/// The size a request asks for, in pixels (PhotoKit's `targetSize`), or the full size
/// (`PHImageManagerMaximumSize`).
public struct ImageTargetSize: Sendable, Hashable, Codable {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// A size of `width` by `height` pixels.
  public init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
  }

  /// A square target.
  public init(side: Int) { self.init(width: side, height: side) }

  /// The largest size there is: with it, a request gives the source size.
  public static let maximum = ImageTargetSize(width: 1 << 20, height: 1 << 20)

  /// Whether this is ``maximum``.
  public var isMaximum: Bool { self == Self.maximum }
}
