/// An archive read as a stream: a file (or a FIFO, `/dev/fd/N`) or standard input.
///
/// Records of its members have the path `ARCHIVE//MEMBER`, where `ARCHIVE` is ``displayName``
/// (the path as given, or `-` for standard input) and `MEMBER` the member's name as stored,
/// without a leading `./` (`ArchiveMemberName`). This file makes the archive layer's only
/// system calls (`open`, `fstat`, `fcntl`, `close`, through `IO/Syscalls.swift`).
public enum ArchiveInput: Sendable, Hashable {
  /// The archive at this path (a regular file, a FIFO or `/dev/fd/N`).
  case file(String)
  /// The archive streamed on standard input (named `-` in record paths).
  case standardInput

  /// `-` for standard input, else the path as given.
  public var displayName: String {
    switch self {
    case .file(let path): path
    case .standardInput: "-"
    }
  }

  /// The input named by a command-line argument: `-` is standard input.
  public init(argument: String) {
    self = argument == "-" ? .standardInput : .file(argument)
  }

  /// An open descriptor to read (blocking, so a FIFO or pipe waits for its writer), and
  /// whether it is the caller's to close. A folder or a device is refused.
  func open() throws(InputFailure) -> (descriptor: Int32, owned: Bool) {
    switch self {
    case .standardInput:
      return (0, false)
    case .file(let path):
      let fd = ReadOnlyOpen.open(path, followingLinks: true)
      guard fd >= 0 else { throw InputFailure(errno: system_errno, path: path) }
      guard let info = system_fstat(fd) else {
        let code = system_errno
        system_close(fd)
        throw InputFailure(errno: code, path: path)
      }
      let type = info.type
      guard type == .regular || type == .fifo else {
        system_close(fd)
        let what = type == .directory ? "is a directory" : "is not a file or a pipe"
        throw InputFailure(kind: .notRegularFile, message: "\(what): not an archive stream")
      }
      // Opened non-blocking (as every input); a FIFO is read blocking, as a pipe on stdin.
      let flags = system_fcntl(fd, _F_GETFL)
      if flags >= 0 { system_fcntl(fd, _F_SETFL, flags & ~_O_NONBLOCK) }
      return (fd, true)
    }
  }

  /// Closes a descriptor ``open()`` returned as owned.
  static func close(descriptor: Int32) {
    system_close(descriptor)
  }
}
