import VipsBridge

extension ImageRenderer {
  /// Formats libvips has no loader for here but ImageMagick's (blocked): MediaKind decodes
  /// them itself (``BMPDecoder``, ``TGADecoder``, ``PSDDecoder``) and hands the pixels to
  /// libvips to be sized and encoded.
  static let ownDecoderFormats: Set<String> = ["bmp", "tga", "psd"]

  /// What decodes `format`, for a result's detail (also when the decode fails).
  static func decodedDetail(format: String) -> String {
    ownDecoderFormats.contains(format)
      ? "decoded (\(format), MediaKind's \(format.uppercased()) decoder; sized by libvips)" : "decoded (\(format), libvips)"
  }

  /// A BMP, TGA or PSD file decoded by MediaKind's decoder, then sized, encoded (libvips).
  /// The pixel buffer is bounded by the memory cap and the pixel limit (3 bytes a pixel),
  /// checked from the header before it is allocated. A PSD whose composite is of a kind not
  /// read here (CMYK, Lab, 16-bit, ZIP) shows its thumbnail resource instead, and says so.
  func ownDecoder(path: String, format: String) throws(ImageRequestError) -> Output {
    let file = try RasterFileReader(path: path)
    let (limit, overflow) = options.pixelLimit.multipliedReportingOverflow(by: 3)
    let maxBytes = overflow ? options.memoryLimit : min(options.memoryLimit, limit)
    let image: RasterImage
    switch format {
    case "bmp": image = try BMPDecoder.decode(file, maxBytes: maxBytes)
    case "tga": image = try TGADecoder.decode(file, maxBytes: maxBytes)
    default:
      do {
        image = try PSDDecoder.decode(file, maxBytes: maxBytes)
      } catch where error.kind == .unsupported {
        guard let jpeg = try PSDDecoder.thumbnailJPEG(file, maxBytes: WholeFileReader.maxSVGLength) else { throw error }
        var output = try encodedBytes(jpeg)
        output.detail = "PSD thumbnail resource 1036 (JPEG)"
        output.warnings.append("the composite image is not decoded (\(error.message)): its thumbnail is shown")
        return output
      }
    }
    var output = try sized(image)
    output.detail = Self.decodedDetail(format: format)
    return output
  }

  /// 8-bit RGB pixels (MediaKind's decoders, libraw) sized and encoded by libvips, with the
  /// image's notes as the result's warnings.
  func sized(_ image: RasterImage) throws(ImageRequestError) -> Output {
    let resize = plan.resize(sourceWidth: image.width, sourceHeight: image.height)
    try checkOutput(resize)
    do {
      var output = try VipsLibrary.sequence { () throws(VipsError) -> Output in
        try encode(VipsImageHandle.thumbnail(rgb: image.rgb, width: image.width, height: image.height, resize: resize))
      }
      output.warnings = image.notes
      return output
    } catch {
      throw ImageRequestError(.damaged, error.description)
    }
  }

  /// Encoded bytes in memory (a PSD's thumbnail JPEG, a JPEG with its duplicated SOI
  /// dropped) decoded with shrink-on-load, sized and encoded; libjpeg's warnings are kept.
  func encodedBytes(_ bytes: [UInt8]) throws(ImageRequestError) -> Output {
    do {
      let (width, height) = try VipsLibrary.sequence { () throws(VipsError) -> (Int, Int) in try VipsImageHandle.size(bytes: bytes) }
      try check(width: width, height: height)
      let resize = plan.resize(sourceWidth: width, sourceHeight: height)
      try checkOutput(resize)
      var (output, warnings) = try VipsLibrary.sequenceNotingWarnings { () throws(VipsError) -> Output in
        try encode(VipsImageHandle.thumbnail(bytes: bytes, resize: resize))
      }
      output.warnings = warnings
      return output
    } catch let error as VipsError {
      throw ImageRequestError(.damaged, error.description)
    } catch let error as ImageRequestError {
      throw error
    } catch {
      throw ImageRequestError(.damaged, "\(error)")
    }
  }
}
