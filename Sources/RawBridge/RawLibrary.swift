internal import CLibRaw

/// RAW files rendered by libraw (the thread-safe `libraw_r`, loaded with `dlopen` on first
/// use): the thin bridge MediaKindImaging renders a RAW file through when it has no embedded
/// preview large enough (`Docs/Imaging.md`, "Formats and their decoders").
///
/// ```swift
/// let image = try RawLibrary.render(path: "IMG_0001.CR2", maxPixels: 100_000_000, maxBytes: 512 << 20) { w, h in false }
/// ```
public enum RawLibrary {
  static let loaded = RawLoadedLibrary.load()

  /// libraw's version (`0.20.2-Release`), nil when it cannot be loaded.
  public static var version: String? {
    loaded.api.map { String(cString: CLibRaw_version($0)) }
  }

  /// Why libraw cannot be loaded, nil when it can.
  public static var loadFailure: String? { loaded.failure }

  /// Renders the RAW file at `path` as 8-bit RGB. The sizes libraw reads from the file's
  /// header are checked before anything is unpacked: the image (`maxPixels`, and 3 bytes a
  /// pixel against `maxBytes`) and libraw's working buffer (8 bytes a pixel against
  /// `maxBytes`). `halfSize(width, height)`, given the full output size, says whether half of
  /// each side is enough (libraw then skips demosaicing, four times less work and memory).
  /// Each call opens its own libraw handle: calls may run side by side.
  public static func render(
    path: String, maxPixels: Int, maxBytes: Int, halfSize: (_ width: Int, _ height: Int) -> Bool
  ) throws(RawError) -> RawImage {
    guard let api = loaded.api else { throw RawError(.unavailable, "libraw cannot be loaded: \(loaded.failure ?? "")") }
    var decode = CLibRaw_Decode()
    defer { CLibRaw_release(api, &decode) }
    func failure(_ step: String, _ code: CInt) -> RawError {
      let message = "\(step): \(String(cString: CLibRaw_strerror(api, code)))"
      if CLibRaw_isTooLarge(code) != 0 { return RawError(.tooLarge, message) }
      return RawError(CLibRaw_isUnsupported(code) != 0 ? .unsupported : .damaged, message)
    }
    let opened = CLibRaw_begin(api, path, &decode)
    guard opened == 0 else { throw failure("open", opened) }
    let width = Int(decode.width)
    let height = Int(decode.height)
    guard width > 0, height > 0 else { throw RawError(.damaged, "open: the file states a \(width)×\(height) image") }
    let half = halfSize(width, height)
    let (outWidth, outHeight) = half ? ((width + 1) / 2, (height + 1) / 2) : (width, height)
    let pixels = outWidth.multipliedReportingOverflow(by: outHeight)
    let working = Int(decode.rawWidth).multipliedReportingOverflow(by: Int(decode.rawHeight))
    if pixels.overflow || working.overflow || pixels.partialValue > maxPixels || pixels.partialValue > maxBytes / 3
      || working.partialValue > maxBytes / 8
    {
      throw RawError(.tooLarge, "a \(width)×\(height) RAW image (sensor \(decode.rawWidth)×\(decode.rawHeight)) is over the request's limits")
    }
    var step: UnsafePointer<CChar>?
    let rendered = CLibRaw_render(api, &decode, half ? 1 : 0, &step)
    guard rendered == 0 else { throw failure(step.map { String(cString: $0) } ?? "render", rendered) }
    let imageWidth = Int(decode.imageWidth)
    let imageHeight = Int(decode.imageHeight)
    guard decode.colors == 3, decode.bits == 8, let source = decode.pixels, imageWidth > 0, imageHeight > 0,
      decode.pixelBytes >= imageWidth * imageHeight * 3
    else {
      throw RawError(.unsupported, "image: libraw gave \(decode.colors) colours of \(decode.bits) bits, not 8-bit RGB")
    }
    let rgb = [UInt8](UnsafeBufferPointer(start: source, count: imageWidth * imageHeight * 3))
    var warnings: [String] = []
    if decode.corruptions > 0 {
      warnings.append("libraw: \(decode.corruptions) data error\(decode.corruptions == 1 ? "" : "s"), the first at offset \(decode.firstCorruption)")
    }
    // libraw has no half size for data that are not a Bayer mosaic (a linear DNG): what it gave.
    return RawImage(
      width: imageWidth, height: imageHeight, rgb: rgb, isHalfSize: half && imageWidth * imageHeight < width * height, warnings: warnings)
  }
}
