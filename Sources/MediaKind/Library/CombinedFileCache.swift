
/// Several caches asked in turn (one index per scanned root).
package struct CombinedFileCache: LibraryFileCache {
  package let caches: [any LibraryFileCache]

  package init(caches: [any LibraryFileCache]) {
    self.caches = caches
  }

  package func cachedFile(path: String, identity: FileIdentity, mode: ClassificationMode) -> LibraryFile? {
    for cache in caches {
      if let hit = cache.cachedFile(path: path, identity: identity, mode: mode) { return hit }
    }
    return nil
  }
}
