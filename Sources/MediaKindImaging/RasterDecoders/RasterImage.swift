/// 8-bit RGB pixels decoded by one of MediaKind's own decoders (``BMPDecoder``,
/// ``TGADecoder``, ``PSDDecoder``), top row first, handed to libvips to be sized and encoded.
struct RasterImage: Sendable {
  var width: Int
  var height: Int
  /// `width * height * 3` bytes, R G B.
  var rgb: [UInt8]
  /// What the decoder left out or repaired (an alpha channel ignored, ...), for the result.
  var notes: [String] = []

  /// The pixel buffer's size, refused before it is allocated when it is over `maxBytes` (or the
  /// header's dimensions are not positive). Every decoder calls it before allocating.
  static func byteCount(width: Int, height: Int, maxBytes: Int, format: String) throws(ImageRequestError) -> Int {
    guard width > 0, height > 0 else {
      throw ImageRequestError(.damaged, "\(format): the header states \(width)x\(height) pixels")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    let (bytes, overflow3) = pixels.multipliedReportingOverflow(by: 3)
    guard !overflow, !overflow3, bytes <= maxBytes else {
      throw ImageRequestError(.tooLarge, "\(format): \(width)x\(height) is over the decoder's limit of \(maxBytes) bytes")
    }
    return bytes
  }
}
