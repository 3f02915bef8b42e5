/// A folder that outputs are written into, held open so that nothing inside it can redirect
/// a write (`Docs/Reliability.md`, "Outputs: no write outside the output folder").
///
/// The folder the caller names is opened as named (links in *that* path are followed: it was
/// chosen explicitly) and kept open as a descriptor. Everything below it is reached relative
/// to that descriptor and never through a symbolic link, the rule the index follows for
/// `.mediakind` (`Docs/Reliability.md`, "The index under faults and attack"):
/// - a subfolder is made with `mkdirat` and opened with `O_NOFOLLOW | O_DIRECTORY`: a link
///   (or a file) there is refused, whatever it points to;
/// - a file is written to a new temporary file in the same folder (`O_CREAT | O_EXCL |
///   O_NOFOLLOW`) and renamed over its name (`renameat`), so a reader sees the old file or
///   the new one, and a file with other hard links is replaced, never written into;
/// - a name that is a symbolic link, a folder or a special file is refused with an
///   ``OutputDirectoryError`` naming its path, before anything is written. (A link planted
///   between that check and the rename is replaced by the rename, not followed.)
///
/// ```swift
/// let site = try OutputDirectory(creating: "report")
/// let thumbs = try site.subdirectory("thumbs")
/// try thumbs.write(bytes, to: "IMG_0001-8f3a.jpg")
/// try site.write(Array(html.utf8), to: "index.html", durable: true)
/// ```
/// Values are immutable and may be shared between tasks; the descriptor is closed when the
/// last reference goes.
public final class OutputDirectory: Sendable {
  /// The folder's path as named (for messages and for the paths of what is written).
  public let path: String
  let descriptor: CInt

  init(path: String, descriptor: CInt) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit {
    system_close(descriptor)
  }

  /// Opens the folder at `path`, made first (with the folders above it) when `create` is
  /// true and it is missing. The path is the caller's choice: links in it are followed.
  public init(creating path: String, create: Bool = true) throws(OutputDirectoryError) {
    let named = path.isEmpty ? "." : path
    if create, let failure = Self.makeFolders(named) {
      throw OutputDirectoryError(path: failure.path, reason: failure.reason, refused: false)
    }
    let fd = system_open(named, _O_RDONLY | _O_DIRECTORY | _O_CLOEXEC)
    guard fd >= 0 else {
      let code = system_errno
      throw OutputDirectoryError(
        path: named, reason: code == _ENOTDIR ? "it is not a folder" : system_strerror(code), refused: false)
    }
    self.path = named
    descriptor = fd
  }

  /// The path of `name` in this folder.
  public func path(of name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }

  /// The subfolder `name` (one path component), made when missing. A symbolic link or a
  /// file of that name is refused, never followed or replaced.
  public func subdirectory(_ name: String) throws(OutputDirectoryError) -> OutputDirectory {
    let location = path(of: name)
    try Self.checkName(name, location: location)
    let flags = _O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW | _O_CLOEXEC
    var fd = system_openat(descriptor, name, flags)
    if fd < 0, system_errno == _ENOENT {
      guard system_mkdirat(descriptor, name, 0o755) == 0 || system_errno == _EEXIST else {
        throw OutputDirectoryError(path: location, reason: system_strerror(system_errno), refused: false)
      }
      fd = system_openat(descriptor, name, flags)
    }
    guard fd >= 0 else {
      let code = system_errno
      if let info = system_fstatat(descriptor, name, _AT_SYMLINK_NOFOLLOW), info.type != .directory {
        throw OutputDirectoryError(path: location, reason: Self.unsafeReason(info.type, expected: "a folder"), refused: true)
      }
      throw OutputDirectoryError(path: location, reason: system_strerror(code), refused: false)
    }
    return OutputDirectory(path: location, descriptor: fd)
  }

  /// Writes `bytes` as the file `name` (one path component), replacing a plain file of that
  /// name by rename: a temporary file in this folder, then `renameat`. A symbolic link, a
  /// folder or a special file of that name is refused.
  ///
  /// `durable`: the data reach the disk before the rename (`fsync` of the file and then of
  /// the folder), for files worth keeping. Otherwise (outputs that can be made again, such as
  /// previews) nothing is synced and a previous file is unlinked before the rename: ext4
  /// (`auto_da_alloc`) writes a file out when it is renamed over another, which made a rerun
  /// over its own outputs wait on the disk for every file.
  public func write(_ bytes: [UInt8], to name: String, durable: Bool = false) throws(OutputDirectoryError) {
    let location = path(of: name)
    try Self.checkName(name, location: location)
    if let info = system_fstatat(descriptor, name, _AT_SYMLINK_NOFOLLOW) {
      guard info.type == .regular else {
        throw OutputDirectoryError(path: location, reason: Self.unsafeReason(info.type, expected: "a plain file"), refused: true)
      }
      if !durable { system_unlinkat(descriptor, name, 0) }
    } else if system_errno != _ENOENT {
      throw OutputDirectoryError(path: location, reason: system_strerror(system_errno), refused: false)
    }

    let (temporary, written) = try writeTemporary(bytes, durable: durable, location: location)
    var failure = written
    if failure == nil, system_renameat(descriptor, temporary, descriptor, name) != 0 { failure = system_errno }
    if let failure {
      system_unlinkat(descriptor, temporary, 0)
      throw OutputDirectoryError(path: location, reason: system_strerror(failure), refused: false)
    }
    if durable { _ = system_fsync(descriptor) }
  }

  /// A new temporary file in this folder (`.mediakind-HEX.tmp`, made with `O_EXCL`, never
  /// through a link) holding `bytes`, synced when `durable`, and closed: its name, and the
  /// `errno` of a failed write, sync or close (the caller renames or links it into place, and
  /// unlinks it on failure). Throws when no temporary file can be made.
  func writeTemporary(_ bytes: [UInt8], durable: Bool, location: String) throws(OutputDirectoryError)
    -> (name: String, failure: CInt?)
  {
    let (temporary, fd) = try openTemporary(location: location)
    var failure = Self.writeAll(bytes, to: fd)
    if failure == nil, durable, system_fsync(fd) != 0 { failure = system_errno }
    if system_close(fd) != 0, failure == nil { failure = system_errno }
    return (temporary, failure)
  }

  /// A new temporary file in this folder (`.mediakind-HEX.tmp`, `O_CREAT | O_EXCL |
  /// O_NOFOLLOW`), open for writing: its name and descriptor.
  func openTemporary(location: String) throws(OutputDirectoryError) -> (name: String, descriptor: CInt) {
    var temporary = ""
    var fd: CInt = -1
    for _ in 0..<16 {
      temporary = ".mediakind-" + String(UInt64.random(in: 0...UInt64.max), radix: 16) + ".tmp"
      fd = system_openat(
        descriptor, temporary, _O_WRONLY | _O_CREAT | _O_EXCL | _O_NOFOLLOW | _O_CLOEXEC, 0o644)
      if fd >= 0 || system_errno != _EEXIST { break }
    }
    guard fd >= 0 else {
      throw OutputDirectoryError(path: location, reason: system_strerror(system_errno), refused: false)
    }
    return (temporary, fd)
  }

  /// Every byte written (short writes continue, `EINTR` retries); the `errno` of a failure.
  /// (Also `LibraryTransaction`'s.)
  static func writeAll(_ bytes: [UInt8], to fd: CInt) -> CInt? {
    bytes.withUnsafeBytes { writeAll($0, to: fd) }
  }

  /// Every byte of `buffer` written to `fd`, as the `[UInt8]` form above.
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: CInt) -> CInt? {
    var offset = 0
    while offset < buffer.count {
      switch system_retryingInterrupts({ system_write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset) }) {
      case .success(let written): offset += written
      case .failure(let failure): return failure.code
      }
    }
    return nil
  }

  /// A name must be one component: not empty, `.` or `..`, without `/` or NUL.
  static func checkName(_ name: String, location: String) throws(OutputDirectoryError) {
    guard !name.isEmpty, name != ".", name != "..", !name.utf8.contains(0x2F), !name.utf8.contains(0) else {
      throw OutputDirectoryError(path: location, reason: "not a single file name", refused: true)
    }
  }

  /// Why an entry of `type` is refused where `expected` was to be.
  static func unsafeReason(_ type: FileStatus.FileType, expected: String) -> String {
    switch type {
    case .symbolicLink: "it is a symbolic link (nothing is written through a link inside an output folder)"
    case .directory: "it is a folder, not \(expected)"
    default: "it is not \(expected)"
    }
  }

  /// Makes `folder` and the missing folders above it (`mkdir -p`); the first that cannot be
  /// made and why.
  private static func makeFolders(_ folder: String) -> (path: String, reason: String)? {
    var path = folder.hasPrefix("/") ? "/" : ""
    for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
      path += (path.isEmpty || path == "/" ? "" : "/") + component
      if system_mkdir(path, 0o755) != 0, system_errno != _EEXIST {
        return (path, system_strerror(system_errno))
      }
    }
    return nil
  }
}
