#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an index lives, opened so that nothing a scanned tree holds can redirect a write.
///
/// The default home, `<root>/.mediakind/index.sqlite`, lies inside the tree being indexed,
/// and that tree may not be the user's own (a CI job indexing a checkout it does not
/// control). So the folder is opened relative to the root with `O_NOFOLLOW | O_DIRECTORY` (a
/// symbolic link there is refused, not followed), created with `mkdirat` when missing, and
/// the database and the files SQLite puts beside it (`-wal`, `-shm`, `-journal`) and the
/// lock file must each be absent or a plain file with one link; the database is created
/// here (`O_CREAT | O_EXCL | O_NOFOLLOW`) before SQLite sees it. SQLite is then given the
/// folder's resolved path, which holds no link of the tree. Anything else is an
/// ``IndexError/unsafeLocation(_:reason:)``.
///
/// An explicit location (`--index FILE`, `LibraryIndex(root:location:)`) is the caller's own
/// choice and is used as given.
struct IndexFolder {
  /// The folder's name inside the root.
  static let name = ".mediakind"
  /// The database's name inside the folder.
  static let databaseName = "index.sqlite"
  /// The files SQLite may create beside the database.
  static let companionSuffixes = ["-wal", "-shm", "-journal"]
  /// The lock file's name (``IndexLock``).
  static let lockName = "index.lock"

  /// The path SQLite opens (resolved: no symbolic link of the tree in it).
  let databasePath: String
  /// The lock file's path.
  let lockPath: String

  /// Opens (or with `create`, makes) `<root>/.mediakind` safely and checks the files in it;
  /// `nil` when the folder or the database is missing and `create` is false.
  static func open(root: String, create: Bool) throws(IndexError) -> IndexFolder? {
    let rootFD = openFile(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard rootFD >= 0 else { throw .rootNotAFolder(root) }
    defer { close(rootFD) }
    let location = root.hasSuffix("/") ? root + name : root + "/" + name
    var folderFD = openat(rootFD, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if folderFD < 0, errno == ENOENT {
      guard create else { return nil }
      guard mkdirat(rootFD, name, 0o755) == 0 || errno == EEXIST else {
        throw .cannotCreate(location: location, reason: Self.reason(errno))
      }
      folderFD = openat(rootFD, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }
    guard folderFD >= 0 else {
      let code = errno
      var info = stat()
      if fstatat(rootFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
        if (info.st_mode & S_IFMT) == S_IFLNK {
          throw .unsafeLocation(location, reason: "it is a symbolic link (an index is never written through one)")
        }
        if (info.st_mode & S_IFMT) != S_IFDIR { throw .unsafeLocation(location, reason: "it is not a folder") }
      }
      throw .cannotOpen(location: location, reason: Self.reason(code))
    }
    defer { close(folderFD) }

    for file in [databaseName, lockName] + companionSuffixes.map({ databaseName + $0 }) {
      var info = stat()
      guard fstatat(folderFD, file, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
        guard errno == ENOENT else {
          throw .cannotOpen(location: location + "/" + file, reason: Self.reason(errno))
        }
        continue
      }
      if (info.st_mode & S_IFMT) == S_IFLNK {
        throw .unsafeLocation(
          location + "/" + file, reason: "it is a symbolic link (an index is never written through one)")
      }
      if (info.st_mode & S_IFMT) != S_IFREG {
        throw .unsafeLocation(location + "/" + file, reason: "it is not a plain file")
      }
      if info.st_nlink > 1 {
        throw .unsafeLocation(
          location + "/" + file, reason: "it has \(info.st_nlink) hard links (writing it would change another file)")
      }
    }

    var database = stat()
    if fstatat(folderFD, databaseName, &database, AT_SYMLINK_NOFOLLOW) != 0 {
      guard create else { return nil }
      let fd = openat(
        folderFD, databaseName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard fd >= 0 || errno == EEXIST else {
        throw .cannotCreate(location: location + "/" + databaseName, reason: Self.reason(errno))
      }
      if fd >= 0 { close(fd) }
    }
    guard let resolved = realpath(root, nil) else {
      throw .cannotOpen(location: location, reason: Self.reason(errno))
    }
    defer { free(resolved) }
    let folder = String(cString: resolved) + "/" + name
    return IndexFolder(
      databasePath: folder + "/" + databaseName, lockPath: folder + "/" + lockName)
  }

  /// Makes `folder` and the folders above it that are missing (`mkdir -p`), for an explicit
  /// location; the reason in the system's words when one cannot be made.
  static func makeFolders(_ folder: String) -> String? {
    var path = folder.hasPrefix("/") ? "/" : ""
    for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
      path += (path.isEmpty || path == "/" ? "" : "/") + component
      if mkdir(path, 0o755) != 0, errno != EEXIST { return "\(path): \(reason(errno))" }
    }
    return nil
  }

  /// Why the index at `location` cannot be written, when the file system or the permissions
  /// say so: SQLite itself reports both as "unable to open database file" or "attempt to
  /// write a readonly database".
  static func whyUnwritable(_ location: String) -> String? {
    let folder = location.lastIndex(of: "/").map { String(location[..<$0]) } ?? "."
    var info = statvfs()
    if statvfs(folder.isEmpty ? "/" : folder, &info) == 0, info.f_flag & UInt(ST_RDONLY) != 0 {
      return "the file system is read-only"
    }
    for path in [location, folder.isEmpty ? "/" : folder] where access(path, F_OK) == 0 {
      if access(path, W_OK) != 0 { return "no permission to write \(path) (\(reason(errno)))" }
    }
    return nil
  }

  /// The system's words for an `errno` value.
  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

/// `open(2)`, outside any type whose own `open` would hide it.
func openFile(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
  open(path, flags, mode)
}
