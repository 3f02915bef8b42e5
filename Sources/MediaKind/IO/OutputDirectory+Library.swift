/// What the library's write side does inside `.mediakind/` and the library's folders, with the
/// rules of ``OutputDirectory``: every name is one component reached from an open folder,
/// never through a symbolic link (Docs/Changes.md, "One transaction").
extension OutputDirectory {
  /// The subfolder `name` if it exists (`nil` when it does not); a symbolic link or a file
  /// of that name is refused, never followed. Nothing is made.
  public func existingSubdirectory(_ name: String) throws(OutputDirectoryError) -> OutputDirectory? {
    let location = path(of: name)
    try Self.checkName(name, location: location)
    let fd = system_openat(descriptor, name, _O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW | _O_CLOEXEC)
    guard fd >= 0 else {
      let code = system_errno
      if code == _ENOENT { return nil }
      if let info = system_fstatat(descriptor, name, _AT_SYMLINK_NOFOLLOW), info.type != .directory {
        throw OutputDirectoryError(path: location, reason: Self.unsafeReason(info.type, expected: "a folder"), refused: true)
      }
      throw OutputDirectoryError(path: location, reason: system_strerror(code), refused: false)
    }
    return OutputDirectory(path: location, descriptor: fd)
  }

  /// The names in the folder (without `.` and `..`), sorted by their bytes; `nil` when the
  /// folder cannot be read or holds more than `limit` names.
  public func names(limit: Int = 1_000_000) -> [String]? {
    guard let entries = system_readdir(descriptor, limit: limit) else { return nil }
    return entries.map { String(decoding: $0.name, as: UTF8.self) }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The kind of the entry `name` (not following a link), `nil` when there is none.
  func entryType(_ name: String) -> FileStatus.FileType? {
    system_fstatat(descriptor, name, _AT_SYMLINK_NOFOLLOW)?.type
  }

  /// The bytes of the plain file `name`, at most `maxBytes` (a larger file is refused). A
  /// symbolic link or anything but a plain file is refused.
  public func read(_ name: String, maxBytes: Int) throws(OutputDirectoryError) -> [UInt8] {
    let location = path(of: name)
    try Self.checkName(name, location: location)
    let fd = system_openat(descriptor, name, _O_RDONLY | _O_NOFOLLOW | _O_NONBLOCK | _O_CLOEXEC)
    guard fd >= 0 else {
      let code = system_errno
      if let info = system_fstatat(descriptor, name, _AT_SYMLINK_NOFOLLOW), info.type != .regular {
        throw OutputDirectoryError(path: location, reason: Self.unsafeReason(info.type, expected: "a plain file"), refused: true)
      }
      throw OutputDirectoryError(path: location, reason: system_strerror(code), refused: false)
    }
    defer { system_close(fd) }
    guard let info = system_fstat(fd), info.type == .regular else {
      throw OutputDirectoryError(path: location, reason: "it is not a plain file", refused: true)
    }
    guard info.size <= maxBytes else {
      throw OutputDirectoryError(path: location, reason: "it is larger than \(maxBytes) bytes", refused: true)
    }
    var bytes = [UInt8](repeating: 0, count: info.size)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.count - offset
      let read = bytes.withUnsafeMutableBytes { buffer in
        system_retryingInterrupts { system_read(fd, buffer.baseAddress.map { $0 + offset }, count) }
      }
      switch read {
      case .success(0): bytes.removeSubrange(offset...)
      case .success(let n): offset += n
      case .failure(let failure):
        throw OutputDirectoryError(path: location, reason: system_strerror(failure.code), refused: false)
      }
    }
    return bytes
  }

  /// Removes the plain file (or symbolic link: the link itself, never its target) `name`.
  public func removeFile(_ name: String) throws(OutputDirectoryError) {
    let location = path(of: name)
    try Self.checkName(name, location: location)
    guard system_unlinkat(descriptor, name, 0) == 0 || system_errno == _ENOENT else {
      throw OutputDirectoryError(path: location, reason: system_strerror(system_errno), refused: false)
    }
  }

  /// Removes the empty subfolder `name`.
  public func removeEmptySubdirectory(_ name: String) throws(OutputDirectoryError) {
    let location = path(of: name)
    try Self.checkName(name, location: location)
    guard system_unlinkat(descriptor, name, _AT_REMOVEDIR) == 0 || system_errno == _ENOENT else {
      throw OutputDirectoryError(path: location, reason: system_strerror(system_errno), refused: false)
    }
  }

  /// Flushes the folder's entries to the disk (after a rename into it).
  public func sync() {
    _ = system_fsync(descriptor)
  }
}
