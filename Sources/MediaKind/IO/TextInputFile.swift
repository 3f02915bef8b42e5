/// A text file a command reads besides the media: a policy, an expected file, a list. Such
/// files are often part of the tree being checked (committed by whoever sends a pull
/// request), so they are opened as untrusted input (Docs/Reliability.md, "Untrusted text"):
/// read-only without touching the access time (``ReadOnlyOpen``), never through a symbolic
/// link (a policy committed as a link to `/proc/self/environ` must not be printed into a CI
/// log: name the target itself to use a file that lives elsewhere), only when it is a plain
/// file, and never larger than the caller's limit.
public struct TextInputFile: ~Copyable {
  /// Why the file cannot be used.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file, as named.
    public var path: String
    /// What is wrong with it.
    public var reason: String
    /// Whether the file does not exist (a missing input, not a damaged one).
    public var isMissing: Bool
    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
  }

  /// The file, as named.
  public let path: String
  /// The open descriptor; closed when the value goes.
  public let descriptor: Int32
  /// The file's size when it was opened.
  public let size: Int

  /// Opens `path`, a plain file of at most `maxBytes` bytes that is not a symbolic link.
  public init(_ path: String, maxBytes: Int) throws(Failure) {
    let fd = ReadOnlyOpen.open(path, followingLinks: false)
    guard fd >= 0 else {
      let code = system_errno
      switch code {
      case _ELOOP:
        throw Failure(
          path: path,
          reason: "is a symbolic link (read only from a plain file: name the file it points to, e.g. \"$(realpath \(PathEscaping.lineSafe(path)))\", to use it)",
          isMissing: false)
      case _ENOENT:
        throw Failure(path: path, reason: "no such file", isMissing: true)
      default:
        throw Failure(path: path, reason: system_strerror(code), isMissing: false)
      }
    }
    guard let info = system_fstat(fd), info.isRegularFile else {
      system_close(fd)
      throw Failure(path: path, reason: "is not a plain file", isMissing: false)
    }
    guard info.size <= maxBytes else {
      system_close(fd)
      throw Failure(
        path: path, reason: "is larger than \(Self.describe(bytes: maxBytes)) (the limit for this kind of file)",
        isMissing: false)
    }
    self.path = path
    descriptor = fd
    size = info.size
  }

  deinit { system_close(descriptor) }

  /// The whole file (at most the size it had when opened, plus nothing past the limit).
  public func readAll() throws(Failure) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    while done < size {
      let result = bytes.withUnsafeMutableBytes { buffer in
        system_retryingInterrupts { system_read(descriptor, buffer.baseAddress! + done, size - done) }
      }
      let count: Int
      switch result {
      case .success(let read): count = read
      case .failure(let failure): throw Failure(path: path, reason: failure.description, isMissing: false)
      }
      if count == 0 { break }
      done += count
    }
    bytes.removeSubrange(done...)
    return bytes
  }

  /// `64 KiB`, `1 MiB`, `256 MiB` for a limit.
  static func describe(bytes: Int) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}
