#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The kernel's file-change notifications (Linux `inotify(7)`), as Swift values.
///
/// This file makes every system call of the change observer (`inotify_init1`,
/// `inotify_add_watch`, `read`, `opendir`/`readdir`, `stat`, `close`). One instance is a
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
    static let create = UInt32(IN_CREATE)
    static let modify = UInt32(IN_MODIFY)
    static let attrib = UInt32(IN_ATTRIB)
    static let closeWrite = UInt32(IN_CLOSE_WRITE)
    static let movedFrom = UInt32(IN_MOVED_FROM)
    static let movedTo = UInt32(IN_MOVED_TO)
    static let delete = UInt32(IN_DELETE)
    static let deleteSelf = UInt32(IN_DELETE_SELF)
    static let moveSelf = UInt32(IN_MOVE_SELF)
    static let ignored = UInt32(IN_IGNORED)
    static let overflow = UInt32(IN_Q_OVERFLOW)
    static let isDir = UInt32(IN_ISDIR)
    /// What the observer asks for on every folder.
    static let folderMask = create | modify | attrib | closeWrite | movedFrom | movedTo | delete
      | deleteSelf | moveSelf | UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW) | UInt32(IN_EXCL_UNLINK)

    init() throws(WatchError) {
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard fd >= 0 else {
        throw WatchError.unavailable("inotify_init1: " + String(cString: strerror(errno)))
      }
      descriptor = fd
    }

    deinit { close(descriptor) }

    /// Watches the folder at `path`; its watch number (the same number again for a folder
    /// already watched, also under a new name). `ENOSPC` (the user's watch limit,
    /// `fs.inotify.max_user_watches`) is ``WatchError/watchLimit``.
    func watch(folder path: String) throws(WatchError) -> Int32 {
      let wd = inotify_add_watch(descriptor, path, Self.folderMask)
      if wd >= 0 { return wd }
      let code = errno
      if code == ENOSPC { throw WatchError.watchLimit }
      throw WatchError.cannotWatch(path: path, reason: String(cString: strerror(code)))
    }

    /// The events queued now (none when nothing is), reading at most about `maxBytes`.
    func readEvents(maxBytes: Int = 1 << 20) -> [Event] {
      var events: [Event] = []
      let capacity = 64 * 1024
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
      defer { buffer.deallocate() }
      var total = 0
      while total < maxBytes {
        let count = read(descriptor, buffer, capacity)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        total += count
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
          let header = buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          let nameLength = Int(header.len)
          guard offset + headerSize + nameLength <= count else { break }
          let nameBytes = UnsafeRawBufferPointer(start: buffer + offset + headerSize, count: nameLength)
          let name = Array(nameBytes.prefix { $0 != 0 })
          events.append(Event(watch: header.wd, mask: header.mask, cookie: header.cookie, name: name))
          offset += headerSize + nameLength
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
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
      if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
        isFolder = kind(of: path + "/" + String(decoding: name, as: UTF8.self)) == .folder
      }
      if isFolder { names.append(name) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }
  }

  enum Kind { case missing, folder, other }

  /// What is at `path` (not following a final link).
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing }
    return info.st_mode & S_IFMT == S_IFDIR ? .folder : .other
  }
}

/// Seconds on the monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`), for debouncing.
enum WatchClock {
  static var now: Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
  }
}
