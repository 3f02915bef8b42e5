/// The kernel's file-change notifications (Linux `inotify(7)`), as Swift values.
///
/// The change observer's system calls (`inotify_init1`, `inotify_add_watch`, `read`,
/// `readdir`, `lstat`, `close`) are made here, through `IO/Syscalls.swift`. One instance is a
/// non-blocking inotify descriptor; ``readEvents(maxBytes:)`` returns what is queued without
/// waiting. Not `Sendable`: one task owns it. On systems without inotify, ``init()`` throws
/// ``WatchError/unsupported(_:)``.
final class Inotify {
  /// One event: the watch it came from, what happened, and the name inside the watched folder.
  struct Event: Sendable, Equatable {
    var watch: Int32
    var mask: UInt32
    var cookie: UInt32
    var name: [UInt8]

    var isDirectory: Bool { mask & Inotify.isDir != 0 }
  }

  private let descriptor: Int32

  #if os(Linux)
    static let create = _IN_CREATE
    static let modify = _IN_MODIFY
    static let attrib = _IN_ATTRIB
    static let closeWrite = _IN_CLOSE_WRITE
    static let movedFrom = _IN_MOVED_FROM
    static let movedTo = _IN_MOVED_TO
    static let delete = _IN_DELETE
    static let deleteSelf = _IN_DELETE_SELF
    static let moveSelf = _IN_MOVE_SELF
    static let ignored = _IN_IGNORED
    static let overflow = _IN_Q_OVERFLOW
    static let isDir = _IN_ISDIR
    /// What the observer asks for on every folder.
    static let folderMask = create | modify | attrib | closeWrite | movedFrom | movedTo | delete
      | deleteSelf | moveSelf | _IN_ONLYDIR | _IN_DONT_FOLLOW | _IN_EXCL_UNLINK

    init() throws(WatchError) {
      let fd = system_inotify_init1()
      guard fd >= 0 else {
        throw WatchError.unavailable("inotify_init1: " + system_strerror(system_errno))
      }
      descriptor = fd
    }

    deinit { system_close(descriptor) }

    /// Watches the folder at `path`; its watch number (the same number again for a folder
    /// already watched, also under a new name). `ENOSPC` (the user's watch limit,
    /// `fs.inotify.max_user_watches`) is ``WatchError/watchLimit``.
    func watch(folder path: String) throws(WatchError) -> Int32 {
      let wd = system_inotify_add_watch(descriptor, path, Self.folderMask)
      if wd >= 0 { return wd }
      let code = system_errno
      if code == _ENOSPC { throw WatchError.watchLimit }
      throw WatchError.cannotWatch(path: path, reason: system_strerror(code))
    }

    /// The events queued now (none when nothing is), reading at most about `maxBytes`.
    func readEvents(maxBytes: Int = 1 << 20) -> [Event] {
      var events: [Event] = []
      let capacity = 64 * 1024
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
      defer { buffer.deallocate() }
      var total = 0
      while total < maxBytes {
        guard case .success(let count) = system_retryingInterrupts({ system_read(descriptor, buffer, capacity) }),
          count > 0
        else { break }
        total += count
        for event in system_inotify_events(buffer, count) {
          events.append(
            Event(watch: event.watch, mask: event.mask, cookie: event.cookie, name: event.name))
        }
      }
      return events
    }
  #else
    static let create: UInt32 = 0
    static let modify: UInt32 = 0
    static let attrib: UInt32 = 0
    static let closeWrite: UInt32 = 0
    static let movedFrom: UInt32 = 0
    static let movedTo: UInt32 = 0
    static let delete: UInt32 = 0
    static let deleteSelf: UInt32 = 0
    static let moveSelf: UInt32 = 0
    static let ignored: UInt32 = 0
    static let overflow: UInt32 = 0
    static let isDir: UInt32 = 0

    init() throws(WatchError) {
      throw WatchError.unsupported("change observation needs inotify (Linux); FSEvents is not wired up on this system")
    }

    func watch(folder path: String) throws(WatchError) -> Int32 { throw WatchError.watchLimit }
    func readEvents(maxBytes: Int = 1 << 20) -> [Event] { [] }
  #endif

  /// The names of the folders directly inside `path` (not following links), sorted by bytes;
  /// nil when `path` is no readable folder.
  static func subfolders(of path: String) -> [[UInt8]]? {
    guard !path.isEmpty, let directory = DirectoryHandle.open(rawPath: Array(path.utf8)),
      let entries = directory.entries(limit: .max)
    else { return nil }
    var names: [[UInt8]] = []
    for (name, type) in entries {
      var isFolder = type == _DT_DIR
      if type == _DT_UNKNOWN {
        isFolder = kind(of: path + "/" + String(decoding: name, as: UTF8.self)) == .folder
      }
      if isFolder { names.append(name) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }
  }

  enum Kind { case missing, folder, other }

  /// What is at `path` (not following a final link).
  static func kind(of path: String) -> Kind {
    guard let info = system_lstat(path) else { return .missing }
    return info.type == .directory ? .folder : .other
  }
}

/// Seconds on the monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`), for debouncing.
enum WatchClock {
  static var now: Double {
    let time = system_monotonicClock()
    return Double(time.seconds) + Double(time.nanoseconds) / 1_000_000_000
  }
}
