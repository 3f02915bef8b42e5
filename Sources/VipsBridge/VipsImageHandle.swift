import Synchronization
internal import CLibVips
import Foundation

/// The owner of one libvips `VipsImage`.
///
/// This is the only file that calls libvips. Images are made by `vips_thumbnail` (from a file,
/// from encoded bytes or from another image), by reading a header, or from raw RGB pixels, and
/// are encoded to bytes; `deinit` releases the reference (`g_object_unref`). libvips is loaded
/// (`dlopen`, `shim.h`) and started once per process, on first use (``VipsLibrary/start()``),
/// with one worker thread per image and no operation cache, so memory follows the images
/// alive, and callers bound how many run at once. Callers run each sequence of calls inside
/// ``VipsLibrary/sequence(_:)``, so that a failure reports its own libvips message.
public struct VipsImageHandle: ~Copyable {
  private let image: UnsafeMutablePointer<VipsImage>

  private init(_ image: UnsafeMutablePointer<VipsImage>) {
    self.image = image
  }

  deinit {
    CLibVips_unref(image)
  }

  /// The pixel width.
  ///
  /// The corresponding C function is `vips_image_get_width`.
  public var width: Int { Int(Self.api.pointee.image_get_width(image)) }

  /// The pixel height.
  ///
  /// The corresponding C function is `vips_image_get_height`.
  public var height: Int { Int(Self.api.pointee.image_get_height(image)) }

  /// The EXIF orientation libvips read (1 when none).
  public var orientation: Int { Int(CLibVips_orientation(Self.api, image)) }

  /// Reads the header of a file (no pixels), for a size check before decoding.
  ///
  /// The corresponding C function is `vips_image_new_from_file` (sequential access).
  public static func header(path: String) throws(VipsError) -> VipsImageHandle {
    try VipsLibrary.start()
    guard let image = CLibVips_header(api, Self.plain(path)) else { throw Self.lastError("header") }
    return VipsImageHandle(image)
  }

  /// The pixel size of encoded bytes (an SVG document read into memory) from their header,
  /// no pixels decoded.
  ///
  /// The corresponding C function is `vips_image_new_from_buffer` (sequential access).
  public static func size(bytes: [UInt8]) throws(VipsError) -> (width: Int, height: Int) {
    try VipsLibrary.start()
    var width: Int32 = 0
    var height: Int32 = 0
    let status = bytes.withUnsafeBytes { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return CLibVips_buffer_size(api, base, buffer.count, &width, &height)
    }
    guard status == 0 else { throw Self.lastError("header") }
    return (Int(width), Int(height))
  }

  /// Decodes the image a loader option picks (`thumbnail`: a HEIF file's thumbnail item) and
  /// resizes it. Unlike ``thumbnail(path:resize:loaderOptions:)`` no shrink-on-load is
  /// planned from the main image (libvips would size the thumbnail item from the primary's
  /// header and decode far more than needed).
  ///
  /// The corresponding C functions are `vips_image_new_from_file` and `vips_thumbnail_image`.
  public static func load(path: String, loaderOptions: String, resize: VipsResize) throws(VipsError) -> VipsImageHandle {
    try VipsLibrary.start()
    guard let image = CLibVips_load(api, path + "[" + loaderOptions + "]", failOn(resize)) else {
      throw Self.lastError("load")
    }
    let input = VipsImageHandle(image)
    var out: UnsafeMutablePointer<VipsImage>?
    let status = CLibVips_thumbnail_image(
      api, input.image, &out, Int32(clamping: resize.width), Int32(clamping: resize.height),
      crop(resize), size(resize))
    guard status == 0, let out else { throw Self.lastError("thumbnail") }
    return try VipsImageHandle(out).materialized()
  }

  /// Decodes a file with shrink-on-load and resizes it (`vips_thumbnail`); EXIF orientation is
  /// applied (and a HEIF file's thumbnail item used when it is large enough).
  ///
  /// The corresponding C function is `vips_thumbnail`.
  public static func thumbnail(path: String, resize: VipsResize, loaderOptions: String = "")
    throws(VipsError) -> VipsImageHandle
  {
    try VipsLibrary.start()
    var out: UnsafeMutablePointer<VipsImage>?
    let name = path + "[" + loaderOptions + "]"
    let status = CLibVips_thumbnail(
      api, name, &out, Int32(clamping: resize.width), Int32(clamping: resize.height),
      crop(resize), size(resize), failOn(resize))
    guard status == 0, let out else { throw Self.lastError("thumbnail") }
    return VipsImageHandle(out)
  }

  /// Decodes encoded bytes (an embedded JPEG) with shrink-on-load and resizes them; the
  /// result holds its own pixels (they are computed before the bytes are let go, since the
  /// loader reads them lazily).
  ///
  /// The corresponding C functions are `vips_thumbnail_buffer` and `vips_image_copy_memory`.
  public static func thumbnail(bytes: [UInt8], resize: VipsResize) throws(VipsError) -> VipsImageHandle {
    try VipsLibrary.start()
    var status: Int32 = -1
    var copy: UnsafeMutablePointer<VipsImage>?
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var out: UnsafeMutablePointer<VipsImage>?
      status = CLibVips_thumbnail_buffer(
        api, base, buffer.count, &out, Int32(clamping: resize.width), Int32(clamping: resize.height),
        crop(resize), size(resize), failOn(resize))
      if status == 0, let out {
        copy = api.pointee.image_copy_memory(out)
        CLibVips_unref(out)
      }
    }
    guard status == 0, let copy else { throw Self.lastError("thumbnail") }
    return VipsImageHandle(copy)
  }

  /// An image of 8-bit RGB pixels (`rgb.count == width * height * 3`), resized.
  ///
  /// The corresponding C functions are `vips_image_new_from_memory_copy` and
  /// `vips_thumbnail_image`.
  public static func thumbnail(rgb: [UInt8], width: Int, height: Int, resize: VipsResize)
    throws(VipsError) -> VipsImageHandle
  {
    try VipsLibrary.start()
    guard width > 0, height > 0, rgb.count == width * height * 3 else {
      throw VipsError(operation: "image", message: "pixel buffer does not match \(width)x\(height)")
    }
    let source = rgb.withUnsafeBytes { buffer in
      api.pointee.image_new_from_memory_copy(
        buffer.baseAddress, buffer.count, Int32(width), Int32(height), 3, VIPS_FORMAT_UCHAR)
    }
    guard let source else { throw Self.lastError("image") }
    let input = VipsImageHandle(source)
    var out: UnsafeMutablePointer<VipsImage>?
    let status = CLibVips_thumbnail_image(
      api, input.image, &out, Int32(clamping: resize.width), Int32(clamping: resize.height),
      crop(resize), size(resize))
    guard status == 0, let out else { throw Self.lastError("thumbnail") }
    return try VipsImageHandle(out).materialized()
  }

  /// The image turned clockwise by `quarterTurns` × 90°.
  ///
  /// The corresponding C function is `vips_rot`.
  public func rotated(quarterTurns: Int) throws(VipsError) -> VipsImageHandle {
    let turns = ((quarterTurns % 4) + 4) % 4
    var out: UnsafeMutablePointer<VipsImage>?
    let angle: VipsAngle = [VIPS_ANGLE_D0, VIPS_ANGLE_D90, VIPS_ANGLE_D180, VIPS_ANGLE_D270][turns]
    guard CLibVips_rot(Self.api, image, &out, Int32(angle.rawValue)) == 0, let out else {
      throw Self.lastError("rot")
    }
    return VipsImageHandle(out)
  }

  /// The `width` x `height` rectangle at `left`, `top` (inside the image).
  ///
  /// The corresponding C function is `vips_extract_area`.
  public func cropped(left: Int, top: Int, width: Int, height: Int) throws(VipsError) -> VipsImageHandle {
    var out: UnsafeMutablePointer<VipsImage>?
    guard
      CLibVips_extract_area(
        Self.api, image, &out, Int32(clamping: left), Int32(clamping: top), Int32(clamping: width),
        Int32(clamping: height)) == 0, let out
    else { throw Self.lastError("extract_area") }
    return VipsImageHandle(out)
  }

  /// The image resized into `resize`'s box (as `vips_thumbnail` sizes a file).
  ///
  /// The corresponding C function is `vips_thumbnail_image`.
  public func resized(_ resize: VipsResize) throws(VipsError) -> VipsImageHandle {
    var out: UnsafeMutablePointer<VipsImage>?
    let status = CLibVips_thumbnail_image(
      Self.api, image, &out, Int32(clamping: resize.width), Int32(clamping: resize.height),
      Self.crop(resize), Self.size(resize))
    guard status == 0, let out else { throw Self.lastError("thumbnail") }
    return VipsImageHandle(out)
  }

  /// The mean of every band of every pixel (0…255 for 8-bit images).
  ///
  /// The corresponding C function is `vips_avg`.
  public func average() throws(VipsError) -> Double {
    var mean = 0.0
    guard CLibVips_avg(Self.api, image, &mean) == 0 else { throw Self.lastError("avg") }
    return mean
  }

  /// The bands of the pixel at `x`, `y` (R G B for an RGB image; at most 4).
  ///
  /// The corresponding C function is `vips_getpoint`.
  public func pixel(x: Int, y: Int) throws(VipsError) -> [Double] {
    var bands = [Double](repeating: 0, count: 4)
    let count = bands.withUnsafeMutableBufferPointer { buffer in
      CLibVips_getpoint(Self.api, image, Int32(clamping: x), Int32(clamping: y), buffer.baseAddress, 4)
    }
    guard count >= 0 else { throw Self.lastError("getpoint") }
    return Array(bands.prefix(Int(count)))
  }

  /// The image mirrored left to right.
  ///
  /// The corresponding C function is `vips_flip`.
  public func mirrored() throws(VipsError) -> VipsImageHandle {
    var out: UnsafeMutablePointer<VipsImage>?
    guard CLibVips_flip(Self.api, image, &out, Int32(VIPS_DIRECTION_HORIZONTAL.rawValue)) == 0, let out else {
      throw Self.lastError("flip")
    }
    return VipsImageHandle(out)
  }

  /// Encodes the image (metadata stripped: the pixels are upright).
  ///
  /// The corresponding C functions are `vips_jpegsave_buffer`, `vips_pngsave_buffer` and
  /// `vips_webpsave_buffer`; the buffer libvips allocates is copied and freed (`g_free`).
  public func encoded(as encoding: VipsEncoding, quality: Int = 85) throws(VipsError) -> [UInt8] {
    var buffer: UnsafeMutableRawPointer?
    var length = 0
    let q = Int32(clamping: quality)
    let status: Int32
    switch encoding {
    case .jpeg: status = CLibVips_jpegsave(Self.api, image, &buffer, &length, q)
    case .png: status = CLibVips_pngsave(Self.api, image, &buffer, &length)
    case .webp: status = CLibVips_webpsave(Self.api, image, &buffer, &length, q)
    }
    guard status == 0, let buffer else { throw Self.lastError("\(encoding.rawValue)save") }
    defer { g_free(buffer) }
    return Array(UnsafeRawBufferPointer(start: buffer, count: length))
  }

  /// A copy whose pixels are computed now, in memory (`vips_image_copy_memory`), so the image
  /// no longer depends on the buffer or file it was read from, and a damaged input fails here.
  private consuming func materialized() throws(VipsError) -> VipsImageHandle {
    guard let copy = Self.api.pointee.image_copy_memory(image) else { throw Self.lastError("decode") }
    return VipsImageHandle(copy)
  }

  private static func crop(_ r: VipsResize) -> Int32 {
    Int32(r.crop ? VIPS_INTERESTING_CENTRE.rawValue : VIPS_INTERESTING_NONE.rawValue)
  }
  private static func size(_ r: VipsResize) -> Int32 {
    Int32(r.allowUpscale ? VIPS_SIZE_BOTH.rawValue : VIPS_SIZE_DOWN.rawValue)
  }
  private static func failOn(_ r: VipsResize) -> Int32 {
    Int32(r.failOnError ? VIPS_FAIL_ON_ERROR.rawValue : VIPS_FAIL_ON_NONE.rawValue)
  }

  /// A file name without loader options: a name that itself ends in `]` gets an empty option
  /// list, so libvips does not read the end of the name as options.
  private static func plain(_ path: String) -> String { path + "[]" }

  /// libvips' error buffer as an error, then cleared (`vips_error_buffer_copy` copies and
  /// clears it under libvips' own lock). The buffer is process-wide: inside a shared
  /// ``VipsLibrary/sequence(_:)`` it may hold another sequence's message, which is why a
  /// failed sequence is run again alone, where the message read here is its own.
  ///
  /// The corresponding C functions are `vips_error_buffer_copy` and `g_free`.
  fileprivate static func lastError(_ operation: String) -> VipsError {
    var message = ""
    bufferEmptyings.add(1, ordering: .sequentiallyConsistent)
    if let api = loaded.api, let copy = api.pointee.error_buffer_copy() {
      message = String(cString: copy)
      g_free(copy)
    }
    let trimmed = message.split(separator: "\n").prefix(3).joined(separator: "; ")
    return VipsError(operation: operation, message: trimmed)
  }

  /// How many times libvips' error buffer has been emptied (read by a failure, read or cleared
  /// by a sequence run alone). A sequence that sees it change while it ran may have had its
  /// warnings taken by another sequence's failure, which reads the buffer on the shared side.
  static let bufferEmptyings = Atomic<Int>(0)

  /// Whether libvips' error buffer holds anything (a warning of a decode that succeeded, or
  /// another sequence's error).
  ///
  /// The corresponding C function is `vips_error_buffer`.
  static var hasPendingMessages: Bool {
    guard let text = loaded.api?.pointee.error_buffer() else { return false }
    return text.pointee != 0
  }

  /// The distinct lines of libvips' error buffer, which is then cleared (inside a sequence
  /// run alone: they are its own).
  ///
  /// The corresponding C functions are `vips_error_buffer_copy` and `g_free`.
  static func pendingMessages() -> [String] {
    bufferEmptyings.add(1, ordering: .sequentiallyConsistent)
    guard let api = loaded.api, let copy = api.pointee.error_buffer_copy() else { return [] }
    defer { g_free(copy) }
    var lines: [String] = []
    for line in String(cString: copy).split(separator: "\n") where !lines.contains(String(line)) {
      lines.append(String(line))
      if lines.count == 8 { break }
    }
    return lines
  }

  /// Clears libvips' error buffer (at the start of a sequence run alone).
  ///
  /// The corresponding C function is `vips_error_clear`.
  static func clearErrors() {
    bufferEmptyings.add(1, ordering: .sequentiallyConsistent)
    loaded.api?.pointee.error_clear()
  }

  /// libvips' functions, loaded once (`dlopen`, `CLibVips_open` in `shim.h`), then started
  /// with one worker thread per image and no operation cache; the loaders libvips calls
  /// untrusted (ImageMagick, PDF, ...) are blocked except SVG, JPEG XL and JPEG 2000, and SVG is loaded
  /// from memory only (its file loader stays blocked: from a file, librsvg draws the files the
  /// SVG references); the caller hands libvips only formats it has identified and allows.
  /// Set once, read-only afterwards.
  /// The environment variable `MEDIAKIND_LIBVIPS` names another file to load (same ABI).
  ///
  /// The corresponding C functions are `dlopen`, `dlsym`, `vips_init`,
  /// `vips_block_untrusted_set`, `vips_operation_block_set`, `vips_concurrency_set` and
  /// `vips_cache_set_max`.
  static let loaded: VipsLoadedLibrary = {
    let table = UnsafeMutablePointer<CLibVips_API>.allocate(capacity: 1)
    table.initialize(to: CLibVips_API())
    // MEDIAKIND_LIBVIPS: another libvips file of the same ABI (a test uses a missing one to
    // show which requests never load libvips).
    if let failure = CLibVips_open(table, getenv("MEDIAKIND_LIBVIPS")) {
      let message = String(cString: failure)
      if table.pointee.error_buffer != nil {
        // vips_init failed: its reason is in the buffer.
        return VipsLoadedLibrary(api: nil, failure: lastErrorOf(table, "vips_init", fallback: message))
      }
      return VipsLoadedLibrary(api: nil, failure: VipsError(operation: "load libvips", message: message))
    }
    table.pointee.concurrency_set(1)
    table.pointee.cache_set_max(0)
    return VipsLoadedLibrary(api: table, failure: nil)
  }()

  private static func lastErrorOf(_ table: UnsafeMutablePointer<CLibVips_API>, _ operation: String, fallback: String) -> VipsError {
    let text = table.pointee.error_buffer().map { String(cString: $0) } ?? ""
    return VipsError(operation: operation, message: text.isEmpty ? fallback : text)
  }

  /// The loaded functions (only reached after ``VipsLibrary/start()`` succeeded).
  private static var api: UnsafeMutablePointer<CLibVips_API> { loaded.api! }

  /// The libheif version libvips' HEIF loader uses, such as `1.15.1` (nil when libheif is
  /// not installed).
  ///
  /// The corresponding C function is `heif_get_version` (`CLibVips_heif_version`).
  static let heifVersionString: String? = CLibVips_heif_version().map { String(cString: $0) }

  /// The libvips version, such as `8.14.1` (`unavailable` when it cannot be loaded).
  ///
  /// The corresponding C function is `vips_version_string`.
  static var versionString: String {
    guard let api = loaded.api else { return "unavailable" }
    return api.pointee.version_string().map { String(cString: $0) } ?? "unknown"
  }
}
