/// One image stored inside a photo file besides the main one: an EXIF thumbnail, an MPF
/// preview, a HEIF thumbnail item, a RAW's JPEG preview, a CR3 thumbnail or preview.
///
/// Gain maps, depth and disparity maps and mattes are never embedded images in this sense:
/// ``EmbeddedImageScanner`` leaves them out (and says so in its notes).
public struct EmbeddedImage: Sendable, Hashable, Codable {
  /// Where it was found.
  public var source: EmbeddedImageSource
  /// How it is coded.
  public var codec: EmbeddedImageCodec
  /// The file offset of its bytes (nil for a HEIF item, which may be split into extents).
  public var offset: Int?
  /// The length of its bytes.
  public var length: Int?
  /// Its stored pixel width (from its SOF, `ispe` or the container), when known.
  public var pixelWidth: Int?
  /// Its stored pixel height, when known.
  public var pixelHeight: Int?
  /// A short description of where it sits (`APP1 Exif IFD1`, `MPF entry 2`, `SubIFD 0`, ...).
  public var location: String

  /// An embedded image of `codec` at `offset` for `length` bytes of the file, found as `source`.
  public init(
    source: EmbeddedImageSource, codec: EmbeddedImageCodec, offset: Int? = nil,
    length: Int? = nil, pixelWidth: Int? = nil, pixelHeight: Int? = nil, location: String
  ) {
    self.source = source
    self.codec = codec
    self.offset = offset
    self.length = length
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.location = location
  }

  /// The number of pixels, when the size is known.
  public var pixelCount: Int? {
    guard let pixelWidth, let pixelHeight else { return nil }
    return pixelWidth * pixelHeight
  }

  /// The byte range in the file, for a JPEG.
  public var byteRange: Range<Int>? {
    guard let offset, let length else { return nil }
    return offset..<(offset + length)
  }
}
