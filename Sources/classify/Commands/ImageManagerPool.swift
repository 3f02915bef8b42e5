import MediaKind
import MediaKindImaging
import Synchronization

/// The image managers of a `preview` run, one per library its files are in, so each file is
/// served by its own library's thumbnail cache (``ThumbnailCacheArguments``): with
/// `--library`, that library for the files inside it; otherwise the nearest folder above each
/// file with a `.mediakind` folder; with `--no-cache`, none.
final class ImageManagerPool: Sendable {
  private let plain = ImageManager()
  private let fixed: ImageManager?
  private let searches: Bool
  private struct State {
    var libraryOfFolder: [String: String?] = [:]
    var managers: [String: ImageManager?] = [:]
  }
  private let state = Mutex(State())

  init(arguments: ThumbnailCacheArguments) {
    searches = !arguments.noCache && arguments.library == nil
    if !arguments.noCache, let library = arguments.library {
      fixed = ThumbnailCacheArguments.open(library).map { ImageManager(cache: $0) }
    } else {
      fixed = nil
    }
  }

  /// The manager for `path`.
  func manager(for path: String) -> ImageManager {
    if let fixed { return fixed }
    guard searches else { return plain }
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    // Under the lock: a library's cache is opened (and a note printed) once.
    return state.withLock { state in
      let library: String?
      if let known = state.libraryOfFolder[folder] {
        library = known
      } else {
        library = ThumbnailCache.library(containing: path)
        state.libraryOfFolder[folder] = library
      }
      guard let library else { return plain }
      if let known = state.managers[library] { return known ?? plain }
      let manager = ThumbnailCacheArguments.open(library).map { ImageManager(cache: $0) }
      state.managers[library] = manager
      return manager ?? plain
    }
  }

  /// The notes of caches that stopped writing during the run.
  var notes: [String] {
    ([fixed].compactMap { $0?.cache?.note } + state.withLock { $0.managers.values.compactMap { $0?.cache?.note } })
  }
}
