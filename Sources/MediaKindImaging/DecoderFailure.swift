import MediaKind
import VipsBridge

/// Which kind a decoder's failure is: `damaged` only when the file is, `unsupported` (naming the
/// decoder and its version) when the decoder installed cannot read a file that is whole.
///
/// libheif reads a HEIF file's whole item graph before it decodes anything, and an old libheif
/// rejects what later iPhones write (Debian 12's libheif 1.15.1 stops at an iOS 18 HEIC with
/// "Invalid input: Metadata not correctly assigned to image": its Exif item describes a `tmap`
/// tone-map item that libheif before 1.18 does not know). When MediaKind's own reading finds
/// the container whole (``HEIFItemFile/isWhole(path:)``), such a failure is the decoder's.
enum DecoderFailure {
  /// The libheif release that reads the HEIC files of iOS 18 and later (`Docs/Imaging.md`).
  static let minimumLibheif = "1.18"

  /// Formats whose libvips loader is an optional part of a libvips build (a library libvips
  /// may be built without, or a module package): libvips finding no loader for a file the
  /// classifier identified is the decoder's lack, not damage.
  static let optionalLoaders = ["jp2": "JPEG 2000 (OpenJPEG)", "jpegxl": "JPEG XL (libjxl)"]

  /// The libheif in use, for messages: `libheif 1.15.1`, or `libheif (not installed)`.
  static var libheif: String {
    VipsLibrary.heifVersion.map { "libheif \($0)" } ?? "libheif (not installed)"
  }

  /// A HEIF/AVIF file's decode failure, classified.
  static func file(_ error: ImageRequestError, format: String, path: String) -> ImageRequestError {
    if error.kind == .damaged, let library = optionalLoaders[format], error.message.contains("not a known file format") {
      return ImageRequestError(
        .unsupported, "libvips \(VipsLibrary.version) has no \(library) loader (built without it, or its module missing): \(error.message)")
    }
    guard error.kind == .damaged, ["heic", "heif", "avif"].contains(format) else { return error }
    let message = error.message
    if VipsLibrary.heifVersion == nil || message.contains("not a known file format") {
      return ImageRequestError(.unsupported, "no HEIF decoder: libvips' heif module or libheif is not installed (\(message))")
    }
    if message.contains("heif: Unsupported") {
      return ImageRequestError(.unsupported, "\(libheif) cannot decode this file: \(message)")
    }
    if message.contains("heif: Invalid input"), HEIFItemFile.isWhole(path: path) {
      return ImageRequestError(
        .unsupported,
        "\(libheif) cannot read this file, whose container is whole (\(message)); HEIC files of iOS 18 and later need libheif \(minimumLibheif) or later")
    }
    return error
  }

  /// A HEIF thumbnail item's decode failure (the item alone, in a file of its own).
  static func heif(_ error: VipsError, location: String) -> ImageRequestError {
    let unsupported = error.message.contains("heif: Unsupported") || error.message.contains("not a known file format")
    return ImageRequestError(unsupported ? .unsupported : .damaged, "\(location): \(libheif): \(error)")
  }
}
