import FFmpegBridge
import MediaKind
import VipsBridge

/// Makes result bytes: an embedded image passed on or re-encoded, a file decoded by libvips,
/// a video frame read by FFmpeg. Every method is synchronous and bounded (pixel limit,
/// memory cap); the ``ImageManager`` runs them through its ``DecodeGate``.
struct ImageRenderer: Sendable {
  var plan: ImageSizePlan
  var options: ImageRequestOptions

  /// What a render produced.
  struct Output: Sendable {
    var bytes: [UInt8]
    var width: Int
    var height: Int
    var orientation: Int
    var handling: ImageOrientationHandling
    /// What the decoder reported while it succeeded (libjpeg's "Corrupt JPEG data: ...").
    var warnings: [String] = []
    /// What was shown when it is not the file decoded as a whole (a PSD's thumbnail).
    var detail: String? = nil
  }

  // MARK: - Embedded images

  /// An embedded image: passed on untouched (orientation written into its EXIF) when it is a
  /// JPEG, JPEG is asked for and the resize mode accepts its size; otherwise decoded from its
  /// own bytes (never the main image), resized, turned upright and encoded.
  func embedded(_ image: EmbeddedImage, path: String, orientation: Int, head: [UInt8]) throws(ImageRequestError) -> Output {
    if case .heifItem(_, let itemID) = image.codec {
      return try heifItem(image, itemID: itemID, path: path, orientation: orientation)
    }
    if let output = try passedOn(image, path: path, orientation: orientation, head: head) { return output }
    let bytes = try EmbeddedBytesReader.read(image, path: path, head: head)
    let turned = orientation >= 5
    let (displayWidth, displayHeight) = turned ? (image.pixelHeight, image.pixelWidth) : (image.pixelWidth, image.pixelHeight)
    try check(width: displayWidth, height: displayHeight)
    var resize = plan.resize(sourceWidth: displayWidth, sourceHeight: displayHeight)
    // libvips sees the stored orientation (an embedded JPEG states none): size it turned.
    if turned { swap(&resize.width, &resize.height) }
    try checkOutput(resize)
    do {
      return try VipsLibrary.sequence { () throws(VipsError) -> Output in
        let decoded = try VipsImageHandle.thumbnail(bytes: bytes, resize: resize)
        let upright = try Self.upright(decoded, orientation: orientation)
        return try encode(upright)
      }
    } catch {
      throw ImageRequestError(.damaged, "\(image.location): \(error)")
    }
  }

  /// A HEIF thumbnail item (HEVC, AV1), decoded by libheif from a HEIF file of its own
  /// (``HEIFItemFile``): a decoder that rejects something elsewhere in the file (libheif 1.15
  /// and an iPhone HEIC of iOS 18) still decodes the thumbnail. libheif applies the item's
  /// `irot`/`imir`, so the size is planned upright (by the file's orientation).
  private func heifItem(_ image: EmbeddedImage, itemID: UInt32, path: String, orientation: Int) throws(ImageRequestError) -> Output {
    let turned = orientation >= 5
    let (width, height) = turned ? (image.pixelHeight, image.pixelWidth) : (image.pixelWidth, image.pixelHeight)
    try check(width: width, height: height)
    let resize = plan.resize(sourceWidth: width, sourceHeight: height)
    try checkOutput(resize)
    let standalone: [UInt8]?
    do {
      standalone = try HEIFItemFile.standalone(path: path, itemID: itemID)
    } catch {
      throw ImageRequestError(.unreadable, "\(image.location): \(error.message)")
    }
    guard let bytes = standalone else {
      throw ImageRequestError(.damaged, "\(image.location): not one coded image whose bytes are all in the file")
    }
    do {
      return try VipsLibrary.sequence { () throws(VipsError) -> Output in
        try encode(VipsImageHandle.thumbnail(bytes: bytes, resize: resize))
      }
    } catch {
      throw DecoderFailure.heif(error, location: image.location)
    }
  }

  /// An embedded JPEG handed on as stored (no decoding), when JPEG is asked for and the
  /// resize mode accepts its size; nil when it must be decoded.
  func passedOn(_ image: EmbeddedImage, path: String, orientation: Int, head: [UInt8]) throws(ImageRequestError) -> Output? {
    guard image.codec == .jpeg, options.encoding == .jpeg, let w = image.pixelWidth, let h = image.pixelHeight else { return nil }
    let turned = orientation >= 5
    guard plan.accepts(width: turned ? h : w, height: turned ? w : h) else { return nil }
    let bytes = try EmbeddedBytesReader.read(image, path: path, head: head)
    return Output(
      bytes: JPEGOrientationTagger.tagged(bytes, orientation: orientation), width: w, height: h,
      orientation: orientation, handling: orientation == 1 ? .pixels : .metadata)
  }

  // MARK: - Files

  /// A file decoded by libvips with shrink-on-load (`vips_thumbnail`), orientation applied.
  /// `format`: the classifier's format id; a file libvips' JPEG loader reads (`jpeg`, `mpo`)
  /// decodes on the `jpegLoad` side, so its warnings are kept also beside other decodes
  /// (``VipsSequenceSide``).
  func file(path: String, format: String = "", loaderOptions: String = "", sourceWidth: Int?, sourceHeight: Int?) throws(ImageRequestError) -> Output {
    let side: VipsSequenceSide = format == "jpeg" || format == "mpo" ? .jpegLoad : .other
    var width = sourceWidth
    var height = sourceHeight
    if width == nil || height == nil {
      do {
        (width, height) = try VipsLibrary.sequence { () throws(VipsError) -> (Int, Int) in
          let header = try VipsImageHandle.header(path: path)
          return (header.width, header.height)
        }
      } catch {
        throw ImageRequestError(.damaged, error.description)
      }
    }
    try check(width: width, height: height)
    let resize = plan.resize(sourceWidth: width, sourceHeight: height)
    try checkOutput(resize)
    do {
      // The image is decoded lazily, by the encoder: one sequence holds both. A decoder's
      // warnings (libjpeg: extraneous bytes before a marker) do not fail it; they are kept.
      var (output, warnings) = try VipsLibrary.sequenceNotingWarnings(side) { () throws(VipsError) -> Output in
        try encode(VipsImageHandle.thumbnail(path: path, resize: resize, loaderOptions: loaderOptions))
      }
      output.warnings = warnings
      return output
    } catch {
      // libjpeg stops at a second SOI marker; a file that only repeats its SOI is shown
      // without it (JPEGDuplicateSOI), with libjpeg's message as a warning.
      if error.message.contains("two SOI markers"), let repaired = try JPEGDuplicateSOI.repaired(path: path, limit: options.memoryLimit) {
        var output = try encodedBytes(repaired)
        output.warnings.insert("\(error.message); the repeated SOI marker was skipped", at: 0)
        return output
      }
      throw ImageRequestError(.damaged, error.description)
    }
  }

  /// An SVG document, rendered from memory (libvips `svgload_buffer`): librsvg is given no
  /// file and so no base to resolve references against, and it refuses every reference but a
  /// `data:` URL (`xi:include`, `<image href>`, `<use href>`, CSS `@import` and `url()`), so
  /// no other file is drawn into the result. libvips' SVG file loader stays blocked
  /// (`Docs/Reliability.md`, "Decoders: no file but the input").
  func svg(path: String, sourceWidth: Int?, sourceHeight: Int?) throws(ImageRequestError) -> Output {
    let bytes = try WholeFileReader.read(path: path, limit: WholeFileReader.maxSVGLength)
    var width = sourceWidth
    var height = sourceHeight
    if width == nil || height == nil {
      do {
        (width, height) = try VipsLibrary.sequence { () throws(VipsError) -> (Int, Int) in
          try VipsImageHandle.size(bytes: bytes)
        }
      } catch {
        throw ImageRequestError(.damaged, error.description)
      }
    }
    try check(width: width, height: height)
    let resize = plan.resize(sourceWidth: width, sourceHeight: height)
    try checkOutput(resize)
    do {
      return try VipsLibrary.sequence { () throws(VipsError) -> Output in
        try encode(VipsImageHandle.thumbnail(bytes: bytes, resize: resize))
      }
    } catch {
      throw ImageRequestError(.damaged, error.description)
    }
  }

  // MARK: - Videos

  /// A video frame at `seconds` (FFmpeg), turned by the stream's display matrix. A frame that
  /// is (nearly) all black or white (``FrameBrightness``) is replaced by the first frame at
  /// `laterTimes` that is not (each tried once, in order; when all are flat or fail, the first
  /// frame stays). Gives the output, the time of the frame shown and what was passed over.
  func videoFrame(path: String, at seconds: Double, laterTimes: [Double] = []) throws(ImageRequestError) -> (Output, Double?, [String]) {
    let side = plan.target.isMaximum || plan.resizeMode == .none ? 4096 : max(plan.target.width, plan.target.height) * 2
    let limits = VideoFrameLimits(maxPixels: options.pixelLimit, maxOutputSide: min(4096, max(64, side)))
    var frame: VideoFrame
    do {
      frame = try VideoFrameReader.frame(path: path, at: seconds, limits: limits)
    } catch {
      throw ImageRequestError(error.step == "limits" ? .tooLarge : .damaged, error.description)
    }
    var passedOver: [String] = []
    if let flat = FrameBrightness.flatness(rgb: frame.rgb) {
      passedOver.append("the frame at \(Self.seconds(frame.time ?? seconds)) is \(flat)")
      for later in laterTimes {
        guard let next = try? VideoFrameReader.frame(path: path, at: later, limits: limits) else { continue }
        if let nextFlat = FrameBrightness.flatness(rgb: next.rgb) {
          // A short video answers several times with the same frame: said once.
          let note = "the frame at \(Self.seconds(next.time ?? later)) is \(nextFlat)"
          if !passedOver.contains(note) { passedOver.append(note) }
        } else {
          frame = next
          break
        }
      }
    }
    let turned = frame.clockwiseRotation % 180 != 0
    let displayWidth = turned ? frame.codedHeight : frame.codedWidth
    let displayHeight = turned ? frame.codedWidth : frame.codedHeight
    var resize = plan.resize(sourceWidth: displayWidth, sourceHeight: displayHeight)
    if turned { swap(&resize.width, &resize.height) }
    try checkOutput(resize)
    do {
      let shown = frame
      let output = try VipsLibrary.sequence { () throws(VipsError) -> Output in
        let image = try VipsImageHandle.thumbnail(rgb: shown.rgb, width: shown.width, height: shown.height, resize: resize)
        let upright = shown.clockwiseRotation == 0 ? image : try image.rotated(quarterTurns: shown.clockwiseRotation / 90)
        return try encode(upright)
      }
      return (output, frame.time, passedOver)
    } catch {
      throw ImageRequestError(.damaged, error.description)
    }
  }

  /// `1.33 s`, as details write times.
  static func seconds(_ value: Double) -> String { String(format: "%.3g s", value) }

  // MARK: - Shared

  /// Encodes an upright image; with a crop, the crop rectangle cut out of it and sized to the
  /// target first.
  func encode(_ image: borrowing VipsImageHandle) throws(VipsError) -> Output {
    guard let crop = plan.activeCrop else { return try encodeAsIs(image) }
    let area = crop.pixels(imageWidth: image.width, imageHeight: image.height)
    let region = try image.cropped(left: area.left, top: area.top, width: area.width, height: area.height)
    let sized = try region.resized(
      VipsResize(width: plan.target.width, height: plan.target.height, crop: plan.contentMode == .aspectFill, allowUpscale: true))
    return try encodeAsIs(sized)
  }

  private func encodeAsIs(_ image: borrowing VipsImageHandle) throws(VipsError) -> Output {
    let bytes = try image.encoded(as: VipsEncoding(rawValue: options.encoding.rawValue) ?? .jpeg, quality: options.quality)
    return Output(bytes: bytes, width: image.width, height: image.height, orientation: 1, handling: .pixels)
  }

  /// The pixel limit on the source (unknown sizes pass: the decoder's own header check and
  /// the output cap still bound them).
  func check(width: Int?, height: Int?) throws(ImageRequestError) {
    guard let width, let height else { return }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= options.pixelLimit else {
      throw ImageRequestError(.tooLarge, "\(width)x\(height) is over the pixel limit of \(options.pixelLimit)")
    }
    if plan.resizeMode == .none || plan.target.isMaximum {
      let (bytes, overflow) = pixels.multipliedReportingOverflow(by: 4)
      guard !overflow, bytes <= options.memoryLimit else {
        throw ImageRequestError(.tooLarge, "\(width)x\(height) at full size needs more than \(options.memoryLimit) bytes")
      }
    }
  }

  /// The memory cap on the output (4 bytes per pixel).
  func checkOutput(_ resize: VipsResize) throws(ImageRequestError) {
    let (pixels, overflow) = resize.width.multipliedReportingOverflow(by: resize.height)
    guard !overflow, pixels.multipliedReportingOverflow(by: 4).partialValue <= options.memoryLimit,
      pixels <= options.pixelLimit
    else {
      throw ImageRequestError(.tooLarge, "an output of \(resize.width)x\(resize.height) is over the memory cap")
    }
  }

  /// The image turned upright by an EXIF orientation (1…8).
  static func upright(_ image: consuming VipsImageHandle, orientation: Int) throws(VipsError) -> VipsImageHandle {
    let mirrored = [2, 4, 5, 7].contains(orientation)
    let turns = [1: 0, 2: 0, 3: 2, 4: 2, 5: 3, 6: 1, 7: 1, 8: 3][orientation] ?? 0
    var current = image
    if mirrored { current = try current.mirrored() }
    if turns != 0 { current = try current.rotated(quarterTurns: turns) }
    return current
  }
}
