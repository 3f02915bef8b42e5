/// What a cache kept inside an ``OutputDirectory`` needs besides reading and writing: the
/// status of an entry (never following a link) and marking an entry as just used. The
/// thumbnail cache (`MediaKindImaging`, `Docs/Imaging.md`, "The thumbnail cache") evicts the
/// least recently used entries by this time.
extension OutputDirectory {
  /// The status of the entry `name` in this folder, not following a link; nil when there is
  /// none (or it cannot be `stat`ed).
  package func entryStatus(_ name: String) -> FileStatus? {
    system_fstatat(descriptor, name, _AT_SYMLINK_NOFOLLOW)
  }

  /// Sets the entry's access and modification times to now (a link itself, never its target).
  /// Whether it worked.
  @discardableResult
  package func touchEntry(_ name: String) -> Bool {
    system_touchAt(descriptor, name) == 0
  }
}
