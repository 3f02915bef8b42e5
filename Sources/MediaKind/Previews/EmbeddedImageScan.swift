/// What ``EmbeddedImageScanner`` found in one file: its embedded images, the orientation they
/// share with the main image, and notes on what was seen and left out.
public struct EmbeddedImageScan: Sendable, Hashable, Codable {
  /// The embedded images, in file order.
  public var images: [EmbeddedImage] = []
  /// The main image's EXIF orientation (1…8; 1 when the file states none). EXIF thumbnails
  /// and previews are stored like the main image, so the same orientation applies to them.
  public var orientation: Int = 1
  /// Plain-language notes: images left out (a gain map, a depth map, an MPF entry that is not
  /// a preview) and damage met on the way.
  public var notes: [String] = []

  /// A scan's images, the file's EXIF orientation and notes on what was passed over.
  public init(images: [EmbeddedImage] = [], orientation: Int = 1, notes: [String] = []) {
    self.images = images
    self.orientation = orientation
    self.notes = notes
  }
}
