public import MediaKind

/// The original bytes of an asset's image, without copying them (PhotoKit's
/// `requestImageDataAndOrientation`): where they are, their UTI and their orientation.
public struct ImageDataResult: Sendable, Hashable {
  /// The file holding the bytes (the edited render for `.current` when there is one).
  public var path: String
  /// The bytes' range in that file (the whole file).
  public var range: Range<Int>
  /// The content's UTI (`com.compuserve.gif` for a GIF, whatever its name says).
  public var uti: UniformTypeIdentifier?
  /// The EXIF orientation (1…8; 1 when none).
  public var orientation: Int
  /// Why there are no bytes.
  public var error: ImageRequestError?

  /// The embedded image of `path` at `range` of its bytes, of type `uti`, with the EXIF
  /// `orientation` that applies; or `error`.
  public init(path: String, range: Range<Int>, uti: UniformTypeIdentifier?, orientation: Int, error: ImageRequestError? = nil) {
    self.path = path
    self.range = range
    self.uti = uti
    self.orientation = orientation
    self.error = error
  }
}
