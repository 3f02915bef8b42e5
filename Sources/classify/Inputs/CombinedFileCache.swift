import MediaKind

/// Several caches asked in turn (one index per scanned root).
struct CombinedFileCache: LibraryFileCache {
  let caches: [any LibraryFileCache]

  func cachedFile(path: String, identity: FileIdentity, mode: ClassificationMode) -> LibraryFile? {
    for cache in caches {
      if let hit = cache.cachedFile(path: path, identity: identity, mode: mode) { return hit }
    }
    return nil
  }
}
