import MediaKind

extension ThumbnailCache {
  /// The library a file or folder is in: the nearest folder at or above `path` (a file's own
  /// folder first) that holds a `.mediakind` folder (a real folder, not a link); nil when none
  /// does. This is how `classify preview` and `classify report` find the cache without
  /// `--library` (`Docs/CLI.md`).
  public static func library(containing path: String) -> String? {
    var folder = ThumbnailCacheKey.absolute(path)
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    if system_stat(folder)?.type != .directory {
      folder = ThumbnailCacheEntry.folder(of: folder)
      while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    }
    while !folder.isEmpty {
      if system_lstat((folder == "/" ? "" : folder) + "/.mediakind")?.type == .directory { return folder }
      guard folder != "/" else { return nil }
      folder = ThumbnailCacheEntry.folder(of: folder)
      while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    }
    return nil
  }
}
