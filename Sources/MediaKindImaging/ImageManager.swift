import Foundation
public import MediaKind

/// Images of assets and files, in the shape of PhotoKit's `PHImageManager`.
///
/// ```swift
/// let manager = ImageManager()
/// for await result in manager.requestImage(
///   for: "IMG_1234.HEIC", targetSize: ImageTargetSize(side: 320), contentMode: .aspectFill,
///   options: ImageRequestOptions(deliveryMode: .opportunistic))
/// {
///   if let bytes = result.data { show(bytes, degraded: result.isDegraded) }
/// }
/// ```
/// Fast results come from images embedded in the file (`EmbeddedImageScanner` in MediaKind):
/// no pixel of the image itself is decoded. High-quality results are decoded by libvips (shrink-on-load);
/// video frames by FFmpeg; a RAW's best result is its largest embedded preview when that
/// reaches the target, else its sensor data rendered by libraw. At most
/// ``maxConcurrentDecodes`` decodes run at once across all requests of one manager; every
/// decode is bounded by the request's pixel limit and memory cap; input files are opened
/// read-only.
public struct ImageManager: Sendable {
  /// Decodes that run at the same time (default: the number of cores).
  public let maxConcurrentDecodes: Int
  /// The library's persistent cache, used for files inside it (nil: none).
  public let cache: ThumbnailCache?
  let gate: DecodeGate
  private let fastClassifier = MediaClassifier(options: ClassifyOptions(mode: .fast))
  private let thoroughClassifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))

  /// Formats handed to libvips (the ones it decodes natively here; anything else is refused
  /// rather than given to a loader nobody chose).
  static let decodableFormats: Set<String> = Set([
    "jpeg", "mpo", "png", "gif", "webp", "tiff", "heic", "heif", "avif", "jpegxl", "svg", "jp2",
  ]).union(ImageRenderer.ownDecoderFormats)

  /// A manager that decodes at most `maxConcurrentDecodes` images at once (default: the number of
  /// cores).
  /// With a `cache`, requests for files inside its library are served from it when they can be
  /// and stored in it when made (``ThumbnailCache``).
  public init(maxConcurrentDecodes: Int? = nil, cache: ThumbnailCache? = nil) {
    self.cache = cache
    self.maxConcurrentDecodes = max(1, maxConcurrentDecodes ?? ProcessInfo.processInfo.activeProcessorCount)
    gate = DecodeGate(limit: self.maxConcurrentDecodes)
  }

  // MARK: - requestImage

  /// The image of the file at `path`: one result, or two with `.opportunistic` when a fast
  /// embedded image comes first (`isDegraded`). Cancelling the iteration cancels the request.
  public func requestImage(
    for path: String, targetSize: ImageTargetSize, contentMode: ImageContentMode = .aspectFit,
    options: ImageRequestOptions = ImageRequestOptions()
  ) -> AsyncStream<ImageResult> {
    stream(ImageSource(path: path), targetSize: targetSize, contentMode: contentMode, options: options)
  }

  /// The image of an asset: the resource its ``ImageRequestOptions/version`` chooses
  /// (`Docs/Imaging.md`, "Versions, Live Photos, videos"). `.current`: its `fullSizePhoto`
  /// (a video's `fullSizeVideo`) when it has one, else its primary resource (a Live Photo's
  /// still, a RAW+JPEG pair's JPEG, a video's movie) with the edited render beside it by name;
  /// `.unadjusted`: the primary resource; `.original`: its `alternatePhoto` (the RAW of a
  /// RAW+JPEG pair) when it can be shown (libraw is available or the RAW holds a preview),
  /// else the primary resource.
  public func requestImage(
    for asset: Asset, targetSize: ImageTargetSize, contentMode: ImageContentMode = .aspectFit,
    options: ImageRequestOptions = ImageRequestOptions()
  ) -> AsyncStream<ImageResult> {
    stream(ImageSource(asset: asset, version: options.version), targetSize: targetSize, contentMode: contentMode, options: options)
  }

  /// Every result of a request for an asset, in order (a convenience over the stream).
  public func results(
    for asset: Asset, targetSize: ImageTargetSize, contentMode: ImageContentMode = .aspectFit,
    options: ImageRequestOptions = ImageRequestOptions()
  ) async -> [ImageResult] {
    var results: [ImageResult] = []
    await performCaching(
      source: ImageSource(asset: asset, version: options.version), target: targetSize, contentMode: contentMode, options: options
    ) { results.append($0) }
    return results
  }

  private func stream(
    _ source: ImageSource, targetSize: ImageTargetSize, contentMode: ImageContentMode, options: ImageRequestOptions
  ) -> AsyncStream<ImageResult> {
    AsyncStream(bufferingPolicy: .unbounded) { continuation in
      let task = Task {
        await performCaching(source: source, target: targetSize, contentMode: contentMode, options: options) {
          continuation.yield($0)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Every result of a request, in order (a convenience over the stream).
  public func results(
    for path: String, targetSize: ImageTargetSize, contentMode: ImageContentMode = .aspectFit,
    options: ImageRequestOptions = ImageRequestOptions()
  ) async -> [ImageResult] {
    await results(for: path, input: nil, targetSize: targetSize, contentMode: contentMode, options: options)
  }

  /// Every result of a request whose content key `input` the caller already took for
  /// `options.version` (nil: taken here when the cache needs it), so a caller that names its
  /// output by the key and the cache key the same content with one fingerprint.
  package func results(
    for path: String, input: ImageInputKey?, targetSize: ImageTargetSize, contentMode: ImageContentMode = .aspectFit,
    options: ImageRequestOptions = ImageRequestOptions()
  ) async -> [ImageResult] {
    var results: [ImageResult] = []
    await performCaching(source: ImageSource(path: path), input: input, target: targetSize, contentMode: contentMode, options: options) {
      results.append($0)
    }
    return results
  }

  // MARK: - requestImageDataAndOrientation

  /// Where the original bytes of the file's image are, their UTI and orientation, without
  /// reading or copying the image data. With `.current`, an edited render is preferred.
  public func requestImageDataAndOrientation(for path: String, options: ImageRequestOptions = ImageRequestOptions()) -> ImageDataResult {
    imageData(ImageSource(path: path), version: options.version)
  }

  /// ``requestImageDataAndOrientation(for:options:)-(String,_)`` for the resource of an asset
  /// its version chooses, as ``requestImage(for:targetSize:contentMode:options:)-(Asset,_,_,_)``
  /// chooses it.
  public func requestImageDataAndOrientation(for asset: Asset, options: ImageRequestOptions = ImageRequestOptions()) -> ImageDataResult {
    imageData(ImageSource(asset: asset, version: options.version), version: options.version)
  }

  private func imageData(_ source: ImageSource, version: ImageRequestVersion) -> ImageDataResult {
    var path = source.path
    if source.findsRenderByName(version), let render = editedRender(for: path) { path = render.path }
    let record = fastClassifier.classify(path: path)
    if let failure = record.error {
      return ImageDataResult(path: path, range: 0..<0, uti: nil, orientation: 1, error: ImageRequestError(.unreadable, failure.message))
    }
    let size = record.fileSize ?? 0
    let error = record.mediaType == .image ? nil : ImageRequestError(.unsupported, "not an image (\(record.mediaType.name))")
    return ImageDataResult(path: path, range: 0..<size, uti: record.uti, orientation: record.orientation ?? 1, error: error)
  }

  // MARK: - The request

  /// The edited render of `path` for `.current`: a file named as Photos names renders
  /// (``EditedRenderLocator``) that is also the same shot, its capture time equal to the
  /// original's to the second. Names alone never join two files (`Docs/Library.md`), and a
  /// render keeps the original's DateTimeOriginal; a file without a capture time has no render.
  private func editedRender(for path: String) -> EditedRenderLocator.Render? {
    guard let render = EditedRenderLocator.render(for: path),
      let original = fastClassifier.classify(path: path).creationDate,
      let edited = fastClassifier.classify(path: render.path).creationDate,
      original.count >= 19, original.prefix(19) == edited.prefix(19)
    else { return nil }
    return render
  }

  func perform(
    _ source: ImageSource, target: ImageTargetSize, contentMode: ImageContentMode,
    options: ImageRequestOptions, deliver: (ImageResult) -> Void
  ) async {
    var path = source.path
    var detailPrefix = source.detailPrefix
    if source.findsRenderByName(options.version), let render = editedRender(for: path) {
      path = render.path
      detailPrefix = "edited render \(URL(fileURLWithPath: render.path).lastPathComponent); "
    }
    let renderer = ImageRenderer(
      plan: ImageSizePlan(target: target, contentMode: contentMode, resizeMode: options.resizeMode, crop: options.normalizedCropRect),
      options: options)
    let mode = options.deliveryMode

    // Fast: the embedded images, found without classifying (one read of the file's head).
    // A high-quality request needs them only for a RAW file (scanned below, once known).
    var scan: EmbeddedImageScan?
    var head: [UInt8] = []
    if mode != .highQualityFormat, let found = try? EmbeddedImageScanner.scanKeepingHead(path: path) {
      scan = found.scan
      head = found.head
    }
    // An embedded image that fails (damaged, undecodable thumbnail item) gives way to the
    // image itself, as PhotoKit always answers a fast request with some image.
    if mode == .fastFormat, let scan, let chosen = EmbeddedImageChooser.choose(scan.images, target: target, contentMode: contentMode, orientation: scan.orientation) {
      let result = await embeddedResult(chosen, scan: scan, head: head, path: path, renderer: renderer, degraded: false, prefix: detailPrefix)
      if result.error == nil {
        deliver(result)
        return
      }
    }
    if Task.isCancelled { return }

    let record = fastClassifier.classify(path: path)
    if let failure = record.error {
      deliver(.failure(ImageRequestError(.unreadable, "\(failure.kind.rawValue): \(failure.message)"), path: path, encoding: options.encoding))
      return
    }
    switch record.mediaType {
    case .video:
      await performVideo(path: path, renderer: renderer, options: options, target: target, contentMode: contentMode) { result in
        var result = result
        result.detail = detailPrefix + result.detail
        deliver(result)
      }
    case .image:
      let isRaw = record.subtypes.contains(.raw)
        || record.uti.map { FormatRegistry.standard.hierarchy.conforms($0, to: .cameraRawImage) } == true
      if isRaw, scan == nil, let found = try? EmbeddedImageScanner.scanKeepingHead(path: path) {
        scan = found.scan
        head = found.head
      }
      let images = scan?.images ?? []
      let orientation = scan?.orientation ?? 1
      let best = isRaw ? EmbeddedImageChooser.largest(images) : nil
      if mode == .opportunistic, let scan,
        let fast = EmbeddedImageChooser.choose(images, target: target, contentMode: contentMode, orientation: orientation), fast != best
      {
        let result = await embeddedResult(fast, scan: scan, head: head, path: path, renderer: renderer, degraded: true, prefix: detailPrefix)
        if result.error == nil { deliver(result) }
      }
      if Task.isCancelled { return }
      if isRaw {
        // The largest embedded preview when it reaches the target; otherwise (none, too small,
        // or it cannot be decoded) the sensor data rendered by libraw, and the preview only when
        // libraw fails, its failure then named in the detail.
        let file = path
        let render = { () async -> Result<ImageRenderer.Output, ImageRequestError> in
          await self.gated { () throws(ImageRequestError) -> ImageRenderer.Output in try renderer.raw(path: file) }
        }
        var librawFailure: ImageRequestError?
        if best.map({ !EmbeddedImageChooser.reaches($0, target: target, contentMode: contentMode, orientation: orientation) }) ?? true {
          switch await render() {
          case .success(let output):
            deliver(result(.success(output), path: path, source: .decoded, detail: detailPrefix + (output.detail ?? ""), degraded: false, encoding: options.encoding))
            return
          case .failure(let failure):
            librawFailure = failure
          }
        }
        if Task.isCancelled { return }
        guard let best, let scan else {
          let failure = librawFailure ?? ImageRequestError(.unsupported, "a RAW file without an embedded preview")
          deliver(result(.failure(failure), path: path, source: .decoded, detail: detailPrefix + "decoded (RAW, \(ImageRenderer.librawName))", degraded: false, encoding: options.encoding))
          return
        }
        var preview = await embeddedResult(best, scan: scan, head: head, path: path, renderer: renderer, degraded: false, prefix: detailPrefix)
        if preview.error != nil, librawFailure == nil {
          let rendered = await render()
          if case .success(let output) = rendered {
            deliver(result(.success(output), path: path, source: .decoded, detail: detailPrefix + (output.detail ?? ""), degraded: false, encoding: options.encoding))
            return
          }
        }
        preview.detail += " (RAW: the largest embedded preview, not a render of the RAW data" + (librawFailure.map { "; \($0)" } ?? "") + ")"
        deliver(preview)
        return
      }
      guard let format = record.format?.rawValue, Self.decodableFormats.contains(format) else {
        deliver(.failure(ImageRequestError(.unsupported, "no decoder for \(record.format?.rawValue ?? "this format")"), path: path, encoding: options.encoding))
        return
      }
      let width = record.pixelWidth
      let height = record.pixelHeight
      let file = path
      let decoded: Result<ImageRenderer.Output, ImageRequestError> = await gated { () throws(ImageRequestError) -> ImageRenderer.Output in
        // SVG from memory: loaded from its file, librsvg would draw the files it references.
        if format == "svg" { return try renderer.svg(path: file, sourceWidth: width, sourceHeight: height) }
        if ImageRenderer.ownDecoderFormats.contains(format) { return try renderer.ownDecoder(path: file, format: format) }
        return try renderer.file(path: file, format: format, sourceWidth: width, sourceHeight: height)
      }
      if case .failure(let failure) = decoded {
        // A decoder that cannot read the file: a stand-in from the file itself or its Live
        // Photo video, degraded, the decode error its reason. (A refusal by the request's own
        // limits, tooLarge, is the answer as it is.)
        let error = DecoderFailure.file(failure, format: format, path: path)
        let decoderFailed = error.kind == .damaged || error.kind == .unsupported
        if decoderFailed, scan == nil, let found = try? EmbeddedImageScanner.scanKeepingHead(path: path) {
          scan = found.scan
          head = found.head
        }
        if decoderFailed,
          var standIn = await standIn(
            for: path, record: record, scan: scan, head: head, renderer: renderer, target: target, contentMode: contentMode,
            options: options)
        {
          standIn.isDegraded = true
          standIn.reason = error
          standIn.detail = detailPrefix + standIn.detail + "; a stand-in: the image itself could not be decoded"
          deliver(standIn)
        } else {
          deliver(result(.failure(error), path: path, source: .decoded, detail: detailPrefix + ImageRenderer.decodedDetail(format: format), degraded: false, encoding: options.encoding))
        }
        return
      }
      let shown = (try? decoded.get())?.detail ?? ImageRenderer.decodedDetail(format: format)
      deliver(result(decoded, path: path, source: .decoded, detail: detailPrefix + shown, degraded: false, encoding: options.encoding))
    default:
      deliver(.failure(ImageRequestError(.unsupported, "not an image or a video (\(record.mediaType.name))"), path: path, encoding: options.encoding))
    }
  }

  /// A video: the still of its Live Photo when there is one beside it (as PhotoKit shows a Live
  /// Photo), else a frame (FFmpeg) at the Live Photo still time when the movie declares one
  /// (`com.apple.quicktime.still-image-time`), else at 0 s. A still that cannot be shown gives
  /// way to the frame.
  private func performVideo(
    path: String, renderer: ImageRenderer, options: ImageRequestOptions, target: ImageTargetSize,
    contentMode: ImageContentMode, deliver: (ImageResult) -> Void
  ) async {
    let record = thoroughClassifier.classify(path: path)
    var stillFailure = ""
    if let identifier = record.livePhoto?.contentIdentifier,
      let still = LivePhotoStillLocator.still(forVideo: path, contentIdentifier: identifier, classifier: fastClassifier)
    {
      var stillOptions = options
      stillOptions.version = .original
      let name = URL(fileURLWithPath: still).lastPathComponent
      var results: [ImageResult] = []
      await perform(ImageSource(path: still), target: target, contentMode: contentMode, options: stillOptions) { result in
        var result = result
        result.detail = "Live Photo still \(name); " + result.detail
        results.append(result)
      }
      // A still that is only a stand-in (its decode failed) gives way to this video's frame.
      if let last = results.last, last.error == nil, last.reason == nil {
        results.forEach(deliver)
        return
      }
      if Task.isCancelled { return }
      let why = results.last?.error ?? results.last?.reason
      stillFailure = "Live Photo still \(name) unusable (\(why?.description ?? "no result")); "
    }
    var frame = await videoFrame(path: path, duration: record.duration, renderer: renderer, options: options)
    frame.detail = stillFailure + frame.detail
    deliver(frame)
  }

  /// The frame FFmpeg decodes at the movie's Live Photo still time (when it declares one,
  /// within its duration), else its first frame; a first frame that is black or white gives way
  /// to a later one (at 10 %, 25 % and 50 % of the duration, or 1, 3 and 10 s when it is not
  /// known). The still time is the Live Photo's moment: it is shown as it is.
  private func videoFrame(path: String, duration: Double?, renderer: ImageRenderer, options: ImageRequestOptions) async -> ImageResult {
    var seconds = (try? StillImageTimeReader.seconds(path: path)).flatMap { $0 } ?? 0
    if let duration, duration > 0 { seconds = min(seconds, duration) }
    let at = seconds
    let later: [Double] =
      at > 0 ? [] : duration.map { d in d > 0 ? [0.1, 0.25, 0.5].map { $0 * d } : [] } ?? [1, 3, 10]
    let frame: Result<(ImageRenderer.Output, Double?, [String]), ImageRequestError> = await gated {
      () throws(ImageRequestError) -> (ImageRenderer.Output, Double?, [String]) in
      try renderer.videoFrame(path: path, at: at, laterTimes: later)
    }
    switch frame {
    case .success(let (output, time, passedOver)):
      let shown = time.map(ImageRenderer.seconds) ?? "the first frame"
      let why = at > 0 ? " (Live Photo still time \(String(format: "%.3g", at)) s)" : ""
      let notes = passedOver.isEmpty ? "" : "; " + passedOver.joined(separator: ", ")
      return result(.success(output), path: path, source: .decoded, detail: "video frame at \(shown)\(why) (FFmpeg)\(notes)", degraded: false, encoding: options.encoding)
    case .failure(let error):
      return ImageResult.failure(error, path: path, encoding: options.encoding)
    }
  }

  /// What shows a photo whose decode failed: its Live Photo video's frame at the still time
  /// (the same moment, and larger than a thumbnail), else its embedded image for the target.
  /// Nil when it has neither (or neither can be made).
  private func standIn(
    for path: String, record: Classification, scan: EmbeddedImageScan?, head: [UInt8], renderer: ImageRenderer,
    target: ImageTargetSize, contentMode: ImageContentMode, options: ImageRequestOptions
  ) async -> ImageResult? {
    if let identifier = record.livePhoto?.contentIdentifier,
      let video = LivePhotoStillLocator.video(forStill: path, contentIdentifier: identifier, classifier: thoroughClassifier)
    {
      let duration = thoroughClassifier.classify(path: video).duration
      var frame = await videoFrame(path: video, duration: duration, renderer: renderer, options: options)
      if frame.error == nil {
        frame.detail = "Live Photo video \(URL(fileURLWithPath: video).lastPathComponent); " + frame.detail
        return frame
      }
    }
    guard let scan, let chosen = EmbeddedImageChooser.choose(scan.images, target: target, contentMode: contentMode, orientation: scan.orientation)
    else { return nil }
    let embedded = await embeddedResult(chosen, scan: scan, head: head, path: path, renderer: renderer, degraded: true, prefix: "")
    return embedded.error == nil ? embedded : nil
  }

  private func embeddedResult(
    _ image: EmbeddedImage, scan: EmbeddedImageScan, head: [UInt8], path: String, renderer: ImageRenderer, degraded: Bool, prefix: String
  ) async -> ImageResult {
    // Passing bytes on decodes nothing: it does not wait for the decode gate.
    let output: Result<ImageRenderer.Output, ImageRequestError>
    switch Result(catching: { () throws(ImageRequestError) -> ImageRenderer.Output? in
      try renderer.passedOn(image, path: path, orientation: scan.orientation, head: head)
    }) {
    case .success(let passed?): output = .success(passed)
    case .failure(let error): output = .failure(error)
    case .success(nil):
      output = await gated { () throws(ImageRequestError) -> ImageRenderer.Output in
        try renderer.embedded(image, path: path, orientation: scan.orientation, head: head)
      }
    }
    return result(
      output, path: path, source: EmbeddedImageChooser.resultSource(image), detail: prefix + image.location,
      degraded: degraded, encoding: renderer.options.encoding)
  }

  private func result(
    _ output: Result<ImageRenderer.Output, ImageRequestError>, path: String, source: ImageResultSource,
    detail: String, degraded: Bool, encoding: ImageEncoding
  ) -> ImageResult {
    switch output {
    case .success(let o):
      var result = ImageResult(
        data: o.bytes, encoding: o.handling == .metadata ? .jpeg : encoding, pixelWidth: o.width, pixelHeight: o.height,
        isDegraded: degraded, source: source, detail: detail, orientation: o.orientation,
        orientationHandling: o.handling, sourcePath: path)
      result.warnings = o.warnings
      return result
    case .failure(let error):
      var failed = ImageResult.failure(error, path: path, encoding: encoding)
      failed.source = source
      failed.detail = detail
      failed.isDegraded = degraded
      return failed
    }
  }

  /// Runs blocking decode work when the gate has a free slot, in this task.
  private func gated<T: Sendable>(_ work: @escaping @Sendable () throws(ImageRequestError) -> T) async -> Result<T, ImageRequestError> {
    await gate.acquire()
    Self.countDecode()
    let result: Result<T, ImageRequestError>
    do {
      result = .success(try work())
    } catch {
      result = .failure(error)
    }
    await gate.release()
    return result
  }
}
