/// Why an ``OutputDirectory`` did not write: the path it was about to write and the reason.
///
/// `refused` errors are the safety rule at work (a symbolic link, or something that is not a
/// folder or a plain file, where an output goes); the others are the system's own failures
/// (no permission, a full disk), in its words.
public struct OutputDirectoryError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file or folder that was to be written.
  public let path: String
  /// Why not, in words (`it is a symbolic link (...)`, `Permission denied`).
  public let reason: String
  /// Whether the write was refused because of what the path is (a link, a special file),
  /// rather than failed.
  public let refused: Bool

  /// An error about `path`.
  public init(path: String, reason: String, refused: Bool) {
    self.path = path
    self.reason = reason
    self.refused = refused
  }

  /// `refusing to write PATH: REASON`, or `cannot write PATH: REASON`.
  public var description: String {
    (refused ? "refusing to write " : "cannot write ") + path + ": " + reason
  }
}
