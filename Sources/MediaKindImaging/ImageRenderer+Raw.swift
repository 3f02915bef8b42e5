import RawBridge

extension ImageRenderer {
  /// `libraw 0.20.2`, or `libraw (not available)`, for messages and details.
  static var librawName: String {
    RawLibrary.version.map { "libraw " + ($0.split(separator: "-").first.map(String.init) ?? $0) } ?? "libraw (not available)"
  }

  /// A RAW file's sensor data rendered by libraw (`RawLibrary`), then sized and encoded by
  /// libvips. libraw renders at half size when that still gives the output size the request
  /// needs (no upscaling). Its sizes are checked against the request's limits before it
  /// unpacks anything. Failures keep libraw's words: `damaged` when libraw finds the data
  /// damaged or cut, `unsupported` when it does not read the file (or is not installed),
  /// `tooLarge` over the limits (`Docs/Imaging.md`, "Formats and their decoders").
  func raw(path: String) throws(ImageRequestError) -> Output {
    let (limit, overflow) = options.pixelLimit.multipliedReportingOverflow(by: 3)
    let maxBytes = overflow ? options.memoryLimit : min(options.memoryLimit, limit)
    let image: RawImage
    do {
      image = try RawLibrary.render(path: path, maxPixels: options.pixelLimit, maxBytes: maxBytes) { width, height in
        guard plan.resizeMode != .none, !plan.target.isMaximum else { return false }
        let full = plan.resize(sourceWidth: width, sourceHeight: height)
        let half = plan.resize(sourceWidth: (width + 1) / 2, sourceHeight: (height + 1) / 2)
        return full.width == half.width && full.height == half.height && full.width <= (width + 1) / 2
      }
    } catch {
      let kind: ImageRequestError.Kind =
        switch error.kind {
        case .unavailable, .unsupported: .unsupported
        case .damaged: .damaged
        case .tooLarge: .tooLarge
        }
      throw ImageRequestError(kind, "\(Self.librawName): \(error.message)")
    }
    var output = try sized(RasterImage(width: image.width, height: image.height, rgb: image.rgb, notes: image.warnings))
    output.detail = "decoded (RAW, \(Self.librawName)\(image.isHalfSize ? " at half size" : ""); sized by libvips)"
    return output
  }
}
