#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One input opened for reading: its descriptor, its size and its head bytes.
///
/// Opening follows the rules of the fast path (`detection-rules.md` §28 step 1; issue 2):
/// the path is `stat`ed first, and only regular files are opened, so a FIFO or a device is
/// never read; the file is opened `O_RDONLY | O_NONBLOCK | O_CLOEXEC`, with `O_NOATIME` where
/// the kernel allows it (it refuses for files the caller does not own; then it is retried
/// without). Nothing here writes, renames or touches the file.
final class InputFile {
  /// How many bytes the fast path reads from the start of every file: one `pread`.
  ///
  /// 64 KiB holds a JPEG's APP1 EXIF segment (at most 64 KiB by the format), a PNG's chunks up
  /// to the first `IDAT`, a HEIF `meta` box and usually an MP4 `moov` written at the front.
  static let headSize = 64 * 1024

  /// `O_NOATIME` (Linux, `<fcntl.h>` behind `_GNU_SOURCE`, so Swift does not import it):
  /// 0o1000000 on every Linux architecture Swift supports.
  #if os(Linux)
    static let noAccessTimeFlag: Int32 = 0o1000000
  #else
    static let noAccessTimeFlag: Int32 = 0
  #endif

  let descriptor: Int32
  let size: Int
  let device: UInt64
  let inode: UInt64
  let modificationTime: Double
  /// The first `min(size, headSize)` bytes.
  private(set) var head: [UInt8] = []

  private init(descriptor: Int32, status: stat) {
    self.descriptor = descriptor
    self.size = max(0, Int(status.st_size))
    self.device = UInt64(status.st_dev)
    self.inode = UInt64(status.st_ino)
    self.modificationTime =
      Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1_000_000_000
  }

  deinit {
    close(descriptor)
  }

  /// Opens `path` and reads its head; throws a per-file failure the record reports.
  ///
  /// A path that names no file but holds `\xNN` escapes (a record's display form of a name
  /// that is not valid UTF-8, ``PathEscaping``) is opened from the bytes it stands for.
  static func open(path: String, headSize: Int = InputFile.headSize) throws(InputFailure)
    -> InputFile
  {
    do {
      return try open(rawPath: Array(path.utf8), headSize: headSize)
    } catch {
      guard error.kind == .notFound, let raw = PathEscaping.rawBytes(path) else { throw error }
      return try open(rawPath: raw, headSize: headSize)
    }
  }

  /// Opens the file whose path is the bytes `rawPath` (no terminating NUL) and reads its head.
  ///
  /// `knownRegular`: the caller's directory walk has just seen a regular file at this path
  /// (`readdir`'s `d_type` or its own `lstat`), so the `stat` before opening is skipped. The
  /// `fstat` of the opened descriptor still checks the type before a byte is read; what is
  /// given up is only the narrow window between the walk and the open, the same window any
  /// `stat`-then-`open` leaves.
  ///
  /// `parent`: the directory the walk read the file's name from; the name (the bytes of
  /// `rawPath` from `nameOffset` on) is then looked up in it (`openat`), not the whole path.
  ///
  /// `beforeHeadRead` runs between `fstat` and the head read; tests use it to make a file
  /// shrink or vanish at the worst moment.
  static func open(
    rawPath: [UInt8], headSize: Int = InputFile.headSize, knownRegular: Bool = false,
    parent: DirectoryHandle? = nil, nameOffset: Int = 0, beforeHeadRead: (() -> Void)? = nil
  ) throws(InputFailure) -> InputFile {
    guard !rawPath.isEmpty, !rawPath.contains(0) else {
      throw InputFailure(
        kind: .notFound, message: rawPath.isEmpty ? "empty path" : "path contains a NUL byte")
    }
    let directory = parent?.descriptor ?? AT_FDCWD
    let opened: Result<Int32, InputFailure> = CString.with(
      parent == nil ? rawPath[...] : rawPath[nameOffset...]
    ) { cPath in
      if !knownRegular {
        var before = stat()
        if fstatat(directory, cPath, &before, 0) != 0 {
          return .failure(InputFailure(errno: errno, pathLength: rawPath.count))
        }
        guard (before.st_mode & S_IFMT) == S_IFREG else {
          return .failure(
            InputFailure(kind: .notRegularFile, message: Self.describeFileType(before.st_mode)))
        }
      }
      var fd = openat(directory, cPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC | Self.noAccessTimeFlag)
      if fd < 0 && errno == EPERM {
        fd = openat(directory, cPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      }
      guard fd >= 0 else { return .failure(InputFailure(errno: errno, pathLength: rawPath.count)) }
      return .success(fd)
    }
    let fd = try opened.get()
    var status = stat()
    guard fstat(fd, &status) == 0 else {
      let error = errno
      close(fd)
      throw InputFailure(errno: error, pathLength: rawPath.count)
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      close(fd)
      throw InputFailure(kind: .notRegularFile, message: Self.describeFileType(status.st_mode))
    }
    let file = InputFile(descriptor: fd, status: status)
    beforeHeadRead?()
    // A file that shrank since `fstat` gives a shorter head; later reads past its new end
    // return nothing (``ByteSource`` treats both as end of data).
    file.head = try file.read(at: 0, count: min(file.size, headSize))
    return file
  }

  /// Reads up to `count` bytes at `offset`, looping over short reads until `count` bytes or
  /// end of file. Returns fewer bytes only at end of file.
  func read(at offset: Int, count: Int) throws(InputFailure) -> [UInt8] {
    guard count > 0, offset >= 0 else { return [] }
    var failure: Int32 = 0
    // Uninitialised storage: the bytes are written by `pread` before anyone reads them, so
    // the buffer is not zero-filled first (64 KiB per file on the fast path).
    let buffer = [UInt8](unsafeUninitializedCapacity: count) { raw, initialized in
      guard let base = raw.baseAddress else { return }
      var filled = 0
      while filled < count {
        let n = pread(descriptor, base + filled, count - filled, off_t(offset + filled))
        if n > 0 {
          filled += n
        } else if n == 0 {
          break
        } else if errno == EINTR {
          continue
        } else {
          failure = errno
          break
        }
      }
      initialized = filled
    }
    if failure != 0 {
      throw InputFailure(kind: .readFailed, message: String(cString: strerror(failure)))
    }
    return buffer
  }

  private static func describeFileType(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "is a directory"
    case S_IFIFO: "is a FIFO (named pipe)"
    case S_IFSOCK: "is a socket"
    case S_IFCHR: "is a character device"
    case S_IFBLK: "is a block device"
    case S_IFLNK: "is a symbolic link"
    default: "is not a regular file"
    }
  }
}
