import MediaKind

/// Removes a directory tree that `FileManager` cannot: paths longer than `PATH_MAX`, names
/// that are not UTF-8. Works directory by directory with `openat`/`unlinkat` and raw names.
public enum TreeRemover {
  /// Removes `path` and everything below it; a file or link is simply unlinked.
  public static func removeTree(_ path: String) {
    let fd = system_open(path, _O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW)
    guard fd >= 0 else {
      system_unlink(path)
      return
    }
    removeContents(of: fd)
    system_close(fd)
    system_rmdir(path)
  }

  private static func removeContents(of fd: Int32) {
    guard let entries = system_readdir(fd, limit: .max) else { return }
    let names = entries.map { entry in entry.name.map { CChar(bitPattern: $0) } + [0] }
    for name in names {
      if system_unlinkat(fd, name, 0) == 0 { continue }
      let child = system_openat(fd, name, _O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW)
      if child >= 0 {
        removeContents(of: child)
        system_close(child)
      }
      system_unlinkat(fd, name, _AT_REMOVEDIR)
    }
  }
}
