import ArgumentParser
import Foundation
import MediaKind
import MediaKindImaging

/// `--library DIR` and `--no-cache`: where `preview` and `report` keep their thumbnail cache
/// (`Docs/Imaging.md`, "The thumbnail cache (`ThumbnailCache`)").
struct ThumbnailCacheArguments: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The library whose thumbnail cache (LIBRARY/.mediakind/thumbnails, made when missing) serves files inside it (default: the nearest folder above with a .mediakind folder).",
      valueName: "dir"))
  var library: String?

  @Flag(name: .customLong("no-cache"), help: "Neither read nor write the library's thumbnail cache.")
  var noCache = false

  /// The cache of `library`, or nil with a note on standard error when it cannot be used (the
  /// requests go on without it).
  static func open(_ library: String) -> ThumbnailCache? {
    do {
      return try ThumbnailCache(library: library)
    } catch {
      Terminal.error(error.path, "note: \(error.reason): the thumbnail cache is not used")
      return nil
    }
  }

  /// Prints the decodes run when `MEDIAKIND_DEBUG_DECODES` is set (`classify: debug: N
  /// decodes`), for the tests that prove a cached run decodes nothing.
  static func printDebugCount() {
    guard ProcessInfo.processInfo.environment["MEDIAKIND_DEBUG_DECODES"] != nil else { return }
    Terminal.error(nil, "debug: \(ImageManager.decodeCount) decodes")
  }
}
