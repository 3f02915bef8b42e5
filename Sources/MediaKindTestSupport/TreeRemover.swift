#if canImport(Glibc)
  import Glibc
#endif

/// Removes a directory tree that `FileManager` cannot: paths longer than `PATH_MAX`, names
/// that are not UTF-8. Works directory by directory with `openat`/`unlinkat` and raw names.
public enum TreeRemover {
  /// Removes `path` and everything below it; a file or link is simply unlinked.
  public static func removeTree(_ path: String) {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
    guard fd >= 0 else {
      unlink(path)
      return
    }
    removeContents(of: fd)
    close(fd)
    rmdir(path)
  }

  private static func removeContents(of fd: Int32) {
    guard let dir = fdopendir(dup(fd)) else { return }
    var names: [[CChar]] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        raw.prefix { $0 != 0 }.map { CChar(bitPattern: $0) }
      }
      if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name + [0]) }
    }
    closedir(dir)
    for name in names {
      if unlinkat(fd, name, 0) == 0 { continue }
      let child = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
      if child >= 0 {
        removeContents(of: child)
        close(child)
      }
      unlinkat(fd, name, AT_REMOVEDIR)
    }
  }
}
