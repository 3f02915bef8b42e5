import MediaKind

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
    let rootFD = system_open(root, _O_RDONLY | _O_DIRECTORY | _O_CLOEXEC)
    guard rootFD >= 0 else { throw .rootNotAFolder(root) }
    defer { system_close(rootFD) }
    let location = root.hasSuffix("/") ? root + name : root + "/" + name
    var folderFD = system_openat(rootFD, name, _O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW | _O_CLOEXEC)
    if folderFD < 0, system_errno == _ENOENT {
      guard create else { return nil }
      guard system_mkdirat(rootFD, name, 0o755) == 0 || system_errno == _EEXIST else {
        throw .cannotCreate(location: location, reason: Self.reason(system_errno))
      }
      folderFD = system_openat(rootFD, name, _O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW | _O_CLOEXEC)
    }
    guard folderFD >= 0 else {
      let code = system_errno
      if let info = system_fstatat(rootFD, name, _AT_SYMLINK_NOFOLLOW) {
        if info.type == .symbolicLink {
          throw .unsafeLocation(location, reason: "it is a symbolic link (an index is never written through one)")
        }
        if info.type != .directory { throw .unsafeLocation(location, reason: "it is not a folder") }
      }
      throw .cannotOpen(location: location, reason: Self.reason(code))
    }
    defer { system_close(folderFD) }

    for file in [databaseName, lockName] + companionSuffixes.map({ databaseName + $0 }) {
      guard let info = system_fstatat(folderFD, file, _AT_SYMLINK_NOFOLLOW) else {
        guard system_errno == _ENOENT else {
          throw .cannotOpen(location: location + "/" + file, reason: Self.reason(system_errno))
        }
        continue
      }
      if info.type == .symbolicLink {
        throw .unsafeLocation(
          location + "/" + file, reason: "it is a symbolic link (an index is never written through one)")
      }
      if info.type != .regular {
        throw .unsafeLocation(location + "/" + file, reason: "it is not a plain file")
      }
      if info.linkCount > 1 {
        throw .unsafeLocation(
          location + "/" + file, reason: "it has \(info.linkCount) hard links (writing it would change another file)")
      }
    }

    if system_fstatat(folderFD, databaseName, _AT_SYMLINK_NOFOLLOW) == nil {
      guard create else { return nil }
      let fd = system_openat(
        folderFD, databaseName, _O_WRONLY | _O_CREAT | _O_EXCL | _O_NOFOLLOW | _O_CLOEXEC, 0o644)
      guard fd >= 0 || system_errno == _EEXIST else {
        throw .cannotCreate(location: location + "/" + databaseName, reason: Self.reason(system_errno))
      }
      if fd >= 0 { system_close(fd) }
    }
    guard let resolved = system_realpath(root) else {
      throw .cannotOpen(location: location, reason: Self.reason(system_errno))
    }
    let folder = resolved + "/" + name
    return IndexFolder(
      databasePath: folder + "/" + databaseName, lockPath: folder + "/" + lockName)
  }

  /// Makes `folder` and the folders above it that are missing (`mkdir -p`), for an explicit
  /// location; the reason in the system's words when one cannot be made.
  static func makeFolders(_ folder: String) -> String? {
    var path = folder.hasPrefix("/") ? "/" : ""
    for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
      path += (path.isEmpty || path == "/" ? "" : "/") + component
      if system_mkdir(path, 0o755) != 0, system_errno != _EEXIST {
        return "\(path): \(reason(system_errno))"
      }
    }
    return nil
  }

  /// Why the index at `location` cannot be written, when the file system or the permissions
  /// say so: SQLite itself reports both as "unable to open database file" or "attempt to
  /// write a readonly database".
  static func whyUnwritable(_ location: String) -> String? {
    let folder = location.lastIndex(of: "/").map { String(location[..<$0]) } ?? "."
    if system_isReadOnlyFileSystem(folder.isEmpty ? "/" : folder) {
      return "the file system is read-only"
    }
    for path in [location, folder.isEmpty ? "/" : folder] where system_access(path, _F_OK) {
      if !system_access(path, _W_OK) {
        return "no permission to write \(path) (\(reason(system_errno)))"
      }
    }
    return nil
  }

  /// The system's words for an `errno` value.
  static func reason(_ code: Int32) -> String {
    system_strerror(code)
  }
}
