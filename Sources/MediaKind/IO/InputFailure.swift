/// Why an input could not be read at all: becomes a record with `status: "error"`.
public struct InputFailure: Error, Sendable, Hashable {
  /// The schema's error kinds (`output-schema.md`).
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nothing exists at the path (`ENOENT`, `ENOTDIR`).
    case notFound
    /// The file or a folder on its path may not be read (`EACCES`, `EPERM`).
    case permissionDenied
    /// The path names a folder, a device, a FIFO or a socket, not a file.
    case notRegularFile
    /// Opening or reading failed otherwise (an I/O error, a path too long).
    case readFailed
    /// A read that did not finish in time (a kind of the record schema; local reads block
    /// rather than time out, so no reader of this package reports it today).
    case timedOut
  }

  /// What kind of failure it is.
  public var kind: Kind
  /// The system's or the reader's message, for people.
  public var message: String

  /// A failure of `kind`, described by `message`.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// A failure from a system call's `errno`.
  init(errno code: Int32, path: String) {
    self.init(errno: code, pathLength: path.utf8.count)
  }

  /// A failure from a system call's `errno` for a path of `pathLength` bytes.
  ///
  /// ```
  /// ENOENT, ENOTDIR   notFound           EACCES, EPERM   permissionDenied
  /// ELOOP             readFailed "... (symbolic link loop)"
  /// ENAMETOOLONG      readFailed "... (path of N bytes; Linux allows 4095 per path, 255 per name)"
  /// anything else     readFailed with strerror's text
  /// ```
  init(errno code: Int32, pathLength: Int) {
    let text = system_strerror(code)
    switch code {
    case _ENOENT, _ENOTDIR: self.init(kind: .notFound, message: text)
    case _EACCES, _EPERM: self.init(kind: .permissionDenied, message: text)
    case _ELOOP: self.init(kind: .readFailed, message: "\(text) (symbolic link loop)")
    case _ENAMETOOLONG:
      let limits = "Linux allows \(Self.pathMax - 1) per path, \(Self.nameMax) per name"
      self.init(kind: .readFailed, message: "\(text) (path of \(pathLength) bytes; \(limits))")
    default: self.init(kind: .readFailed, message: text)
    }
  }

  /// Linux `PATH_MAX` (bytes, the terminating NUL included) and `NAME_MAX` (`<linux/limits.h>`).
  static let pathMax = 4096
  static let nameMax = 255
}
