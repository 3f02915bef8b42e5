/// Why change observation cannot use the kernel's notifications.
public enum WatchError: Error, Sendable, Equatable, CustomStringConvertible {
  /// This system has no notification mechanism MediaKind uses (inotify on Linux).
  case unsupported(String)
  /// The mechanism exists but could not be set up (too many inotify instances, ...).
  case unavailable(String)
  /// The user's inotify watch limit is reached (`fs.inotify.max_user_watches`).
  case watchLimit
  /// One folder could not be watched.
  case cannotWatch(path: String, reason: String)

  public var description: String {
    switch self {
    case .unsupported(let reason): "change observation is not supported here: \(reason)"
    case .unavailable(let reason): "change notifications are unavailable: \(reason)"
    case .watchLimit: "the inotify watch limit is reached (fs.inotify.max_user_watches)"
    case .cannotWatch(let path, let reason): "cannot watch \(path): \(reason)"
    }
  }
}
