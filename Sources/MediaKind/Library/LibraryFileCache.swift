/// Somewhere earlier classifications can be found again, such as the on-disk library index.
///
/// A scan asks the cache before classifying a file; a hit must be a classification of the very
/// same file version (same ``FileIdentity``), made in `mode` or in a more thorough mode.
public protocol LibraryFileCache: Sendable {
  /// The stored file for `path` when its identity still matches, else `nil`.
  func cachedFile(path: String, identity: FileIdentity, mode: ClassificationMode) -> LibraryFile?
}
