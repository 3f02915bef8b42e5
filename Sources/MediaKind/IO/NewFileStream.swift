/// A new file written chunk by chunk into an ``OutputDirectory`` (``OutputDirectory/newFile(_:)``):
/// the bytes go to a temporary file in the folder, which takes the name only at ``commit()``,
/// with `renameat2(RENAME_NOREPLACE)` (or `linkat`, which never replaces either): a reader
/// never sees half a file, and nothing of that name is ever replaced. A stream dropped
/// without a commit (an error, a cancelled request) removes its temporary file. Not
/// `Sendable`: one task writes it.
public final class NewFileStream {
  private let directory: OutputDirectory
  private let name: String
  private let temporary: String
  private var descriptor: CInt
  private var committed = false

  /// The path the file will have.
  public var path: String { directory.path(of: name) }

  init(directory: OutputDirectory, name: String, temporary: String, descriptor: CInt) {
    self.directory = directory
    self.name = name
    self.temporary = temporary
    self.descriptor = descriptor
  }

  deinit {
    if descriptor >= 0 { system_close(descriptor) }
    if !committed { system_unlinkat(directory.descriptor, temporary, 0) }
  }

  /// Appends `bytes` to the file.
  public func write(_ bytes: ArraySlice<UInt8>) throws(OutputDirectoryError) {
    guard descriptor >= 0 else { throw OutputDirectoryError(path: path, reason: "the file is already closed", refused: false) }
    if let failure = bytes.withUnsafeBytes({ OutputDirectory.writeAll($0, to: descriptor) }) {
      throw OutputDirectoryError(path: path, reason: system_strerror(failure), refused: false)
    }
  }

  /// Closes the file and gives it its name; refused when something of that name appeared
  /// meanwhile (it is left as it is, and the temporary file removed).
  public func commit() throws(OutputDirectoryError) {
    guard descriptor >= 0 else { throw OutputDirectoryError(path: path, reason: "the file is already closed", refused: false) }
    let closed = system_close(descriptor)
    descriptor = -1
    guard closed == 0 else { throw OutputDirectoryError(path: path, reason: system_strerror(system_errno), refused: false) }
    var failure: CInt? = nil
    if system_renameatNoReplace(directory.descriptor, temporary, directory.descriptor, name) != 0 {
      failure = system_errno
      if failure == _ENOSYS || failure == _EINVAL {
        failure = system_linkat(directory.descriptor, temporary, directory.descriptor, name, 0) == 0 ? nil : system_errno
        if failure == nil { system_unlinkat(directory.descriptor, temporary, 0) }
      }
    }
    if failure == _EEXIST {
      throw OutputDirectoryError(path: path, reason: "a file of that name is there; it is not replaced", refused: true)
    }
    if let failure { throw OutputDirectoryError(path: path, reason: system_strerror(failure), refused: false) }
    committed = true
  }
}
