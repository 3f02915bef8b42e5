extension OutputDirectory {
  /// What ``writeNew(_:to:)`` did.
  public enum NewFileOutcome: Sendable, Equatable {
    /// The file was made.
    case written
    /// A plain file of that name already held exactly these bytes: it was left as it was.
    case alreadyThere
  }

  /// Writes `bytes` as the new file `name` (one path component) and never replaces anything:
  /// the bytes go to a temporary file in this folder, which takes the name with
  /// `renameat2(RENAME_NOREPLACE)` (or `linkat`, which never replaces either, where the system
  /// has no `renameat2`). When `name` exists and is a plain file holding the same bytes, it is
  /// left as it is (`alreadyThere`: a rerun of the same request); a file of that name with
  /// other bytes, a symbolic link, a folder or a special file is refused with an
  /// ``OutputDirectoryError`` (`refused`) and left untouched. Nothing is synced (outputs that
  /// can be made again).
  public func writeNew(_ bytes: [UInt8], to name: String) throws(OutputDirectoryError) -> NewFileOutcome {
    let location = path(of: name)
    try Self.checkName(name, location: location)
    if let outcome = try existing(name, holds: bytes, location: location) { return outcome }
    let (temporary, written) = try writeTemporary(bytes, durable: false, location: location)
    defer { system_unlinkat(descriptor, temporary, 0) }  // after a link, or a failure
    var failure = written
    if failure == nil, system_renameatNoReplace(descriptor, temporary, descriptor, name) != 0 {
      failure = system_errno
      if failure == _ENOSYS || failure == _EINVAL {
        failure = system_linkat(descriptor, temporary, descriptor, name, 0) == 0 ? nil : system_errno
      }
    }
    if failure == _EEXIST, let outcome = try existing(name, holds: bytes, location: location) {
      // Made by another writer between the look and the rename (the same input twice).
      return outcome
    }
    if let failure {
      throw OutputDirectoryError(path: location, reason: system_strerror(failure), refused: false)
    }
    return .written
  }

  /// Removes the plain file `name` (one path component) and nothing else: a symbolic link, a
  /// folder or a special file of that name is refused with an ``OutputDirectoryError``
  /// (`refused`) and left. The entry is unlinked from this open folder (`unlinkat`), which
  /// never follows a link: an entry swapped for a link between the look and the unlink is the
  /// link removed, never its target. A name that is already gone is not an error.
  package func removePlainFile(_ name: String) throws(OutputDirectoryError) {
    let location = path(of: name)
    try Self.checkName(name, location: location)
    guard let info = system_fstatat(descriptor, name, _AT_SYMLINK_NOFOLLOW) else {
      if system_errno == _ENOENT { return }
      throw OutputDirectoryError(path: location, reason: system_strerror(system_errno), refused: false)
    }
    guard info.type == .regular else {
      throw OutputDirectoryError(path: location, reason: Self.unsafeReason(info.type, expected: "a plain file"), refused: true)
    }
    guard system_unlinkat(descriptor, name, 0) == 0 || system_errno == _ENOENT else {
      throw OutputDirectoryError(path: location, reason: system_strerror(system_errno), refused: false)
    }
  }

  /// `alreadyThere` when `name` is a plain file holding `bytes`; nil when there is no `name`;
  /// an error when it is anything else.
  private func existing(_ name: String, holds bytes: [UInt8], location: String) throws(OutputDirectoryError) -> NewFileOutcome? {
    guard let info = system_fstatat(descriptor, name, _AT_SYMLINK_NOFOLLOW) else {
      if system_errno == _ENOENT { return nil }
      throw OutputDirectoryError(path: location, reason: system_strerror(system_errno), refused: false)
    }
    guard info.type == .regular else {
      throw OutputDirectoryError(path: location, reason: Self.unsafeReason(info.type, expected: "a plain file"), refused: true)
    }
    let different = OutputDirectoryError(
      path: location, reason: "a file of that name with other content is there; it is not replaced", refused: true)
    guard info.size == bytes.count else { throw different }
    let fd = system_openat(descriptor, name, _O_RDONLY | _O_NOFOLLOW | _O_CLOEXEC)
    guard fd >= 0 else { throw OutputDirectoryError(path: location, reason: system_strerror(system_errno), refused: false) }
    defer { _ = system_close(fd) }
    let same = bytes.withUnsafeBytes {
      ContentComparison.sameBytes(fd, as: $0, buffer: ReadBuffer(capacity: min(ContentComparison.chunk, bytes.count)))
    }
    guard same else { throw different }
    return .alreadyThere
  }
}

extension OutputDirectory {
  /// Begins the new file `name` (one path component), to be written as a stream
  /// (``NewFileStream``) and named only when complete, never over anything: a name already
  /// there (a file, a link, a folder) is refused now, before anything is written, and again
  /// at the commit.
  public func newFile(_ name: String) throws(OutputDirectoryError) -> NewFileStream {
    let location = path(of: name)
    try Self.checkName(name, location: location)
    if let info = system_fstatat(descriptor, name, _AT_SYMLINK_NOFOLLOW) {
      let what = info.type == .regular ? "a file of that name is there; it is not replaced" : Self.unsafeReason(info.type, expected: "a new file")
      throw OutputDirectoryError(path: location, reason: what, refused: true)
    } else if system_errno != _ENOENT {
      throw OutputDirectoryError(path: location, reason: system_strerror(system_errno), refused: false)
    }
    let (temporary, fd) = try openTemporary(location: location)
    return NewFileStream(directory: self, name: name, temporary: temporary, descriptor: fd)
  }
}
