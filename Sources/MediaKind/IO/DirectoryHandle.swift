/// An open directory, shared by the walk steps of the files in it, so that each file is
/// opened by its name relative to the directory (`openat`) rather than by its whole path: the
/// kernel then looks up one path component instead of every component from the root again.
///
/// The descriptor is opened read-only (`O_DIRECTORY | O_NONBLOCK | O_CLOEXEC`, as `opendir`
/// does) and closed when the last step holding the handle is gone. A walk holds one per
/// directory whose entries are still pending, and each batch in flight one per directory it
/// touches, so the number open stays small and does not grow with the number of files.
public final class DirectoryHandle: Sendable {
  /// The open directory.
  let descriptor: Int32

  private init(descriptor: Int32) { self.descriptor = descriptor }

  /// Opens the directory at `rawPath` (bytes, no terminating NUL; empty for the current
  /// directory); nil when it cannot be opened as a directory (`errno` says why).
  static func open(rawPath: [UInt8]) -> DirectoryHandle? {
    let cPath = CString.make(rawPath.isEmpty ? [UInt8(ascii: ".")] : rawPath)
    let fd = system_open(cPath, _O_RDONLY | _O_DIRECTORY | _O_NONBLOCK | _O_CLOEXEC)
    return fd < 0 ? nil : DirectoryHandle(descriptor: fd)
  }

  deinit { system_close(descriptor) }

  /// A directory's device and inode: what tells the same directory reached twice.
  struct Identity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
  }

  /// This directory's device and inode (`fstat`), or nil when it cannot be read.
  var identity: Identity? {
    guard let info = system_fstat(descriptor) else { return nil }
    return Identity(device: info.device, inode: info.inode)
  }

  /// The names in the directory with their `readdir` types (`DT_REG`, `DT_DIR`, ...), without
  /// `.` and `..`, in the order `readdir` gives them; nil when the directory cannot be read
  /// or holds more than `limit` names.
  func entries(limit: Int) -> [(name: [UInt8], type: UInt8)]? {
    system_readdir(descriptor, limit: limit)
  }
}
