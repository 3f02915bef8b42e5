/// One input opened for reading: its descriptor, its size and its head bytes.
///
/// Opening follows the rules of the fast path (`Docs/DetectionRules.md` "Evaluation order" step 1; issue 2):
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

  /// How many bytes the fast path reads first. Below `headSize`, a file's head is read in
  /// two steps: this many bytes, then, only when the sniff or a probe wants a byte past them,
  /// the rest of the head (`ByteSource`), with the same records. Set to `headSize` (one read,
  /// as before): with 4 KiB, only 27 of the corpus's 522 files over 4 KiB stopped at the first
  /// read and the others paid a second one, and no run showed it faster
  /// (Docs/Decisions/0014-fast-head-read-in-two-steps.md).
  static let firstReadSize = headSize

  let descriptor: Int32
  let size: Int
  let device: UInt64
  let inode: UInt64
  let modificationTime: Double
  /// Device, inode, size and modification time, from the `fstat` the open made.
  let identity: FileIdentity
  /// The first `min(size, headSize)` bytes.
  private(set) var head: [UInt8] = []
  /// Whether the head read stopped at the length asked for, before the end of the file: a
  /// first read (`firstReadSize`) after which more of the head can follow (`ByteSource`).
  private(set) var headEndsBeforeFile = false
  /// Whether the file has a size but no data at all (every byte a hole): a cloud mount's
  /// placeholder, whose bytes are not read (reading could start a download, and gives zeros).
  /// `Docs/DetectionRules.md`, "Integrity".
  let holdsNoData: Bool

  private init(descriptor: Int32, status: FileStatus) {
    self.descriptor = descriptor
    self.size = max(0, status.size)
    holdsNoData = status.size > 0 && status.allocatedBlocks == 0 && system_holdsNoData(descriptor)
    self.device = status.device
    self.inode = status.inode
    self.modificationTime =
      Double(status.modificationSeconds) + Double(status.modificationNanoseconds) / 1_000_000_000
    identity = FileIdentity(status)
  }

  deinit {
    system_close(descriptor)
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
    let directory = parent?.descriptor ?? _AT_FDCWD
    let opened: Result<Int32, InputFailure> = CString.with(
      parent == nil ? rawPath[...] : rawPath[nameOffset...]
    ) { cPath in
      if !knownRegular {
        guard let before = system_fstatat(directory, cPath, 0) else {
          return .failure(InputFailure(errno: system_errno, pathLength: rawPath.count))
        }
        guard before.isRegularFile else {
          return .failure(InputFailure(kind: .notRegularFile, message: before.typeDescription))
        }
      }
      var fd = system_openat(
        directory, cPath, _O_RDONLY | _O_NONBLOCK | _O_CLOEXEC | _O_NOATIME)
      if fd < 0 && system_errno == _EPERM {
        fd = system_openat(directory, cPath, _O_RDONLY | _O_NONBLOCK | _O_CLOEXEC)
      }
      guard fd >= 0 else {
        return .failure(InputFailure(errno: system_errno, pathLength: rawPath.count))
      }
      return .success(fd)
    }
    let fd = try opened.get()
    guard let status = system_fstat(fd) else {
      let error = system_errno
      system_close(fd)
      throw InputFailure(errno: error, pathLength: rawPath.count)
    }
    guard status.isRegularFile else {
      system_close(fd)
      throw InputFailure(kind: .notRegularFile, message: status.typeDescription)
    }
    let file = InputFile(descriptor: fd, status: status)
    beforeHeadRead?()
    try file.readHead(headSize)
    return file
  }

  /// Reads the head (the first `min(size, headSize)` bytes), for a file opened with a
  /// `headSize` of 0 that turned out to be wanted. A file that shrank since `fstat` gives a
  /// shorter head; later reads past its new end return nothing (``ByteSource`` treats both as
  /// end of data).
  func readHead(_ headSize: Int = InputFile.headSize) throws(InputFailure) {
    guard !holdsNoData else { return }
    head = try read(at: 0, count: min(size, headSize))
    headEndsBeforeFile = head.count == headSize && headSize < size
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
        switch system_retryingInterrupts({ system_pread(descriptor, base + filled, count - filled, offset + filled) }) {
        case .success(let n) where n > 0: filled += n
        case .success: return initialized = filled
        case .failure(let error):
          failure = error.code
          return initialized = filled
        }
      }
      initialized = filled
    }
    if failure != 0 {
      throw InputFailure(kind: .readFailed, message: system_strerror(failure))
    }
    return buffer
  }

  /// Reads into `buffer` at `offset` (as `read(at:count:)`, into storage the caller
  /// reuses): the count read, fewer than the buffer holds only at end of file.
  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(InputFailure) -> Int {
    guard let base = buffer.baseAddress, offset >= 0 else { return 0 }
    var filled = 0
    while filled < buffer.count {
      switch system_retryingInterrupts({ system_pread(descriptor, base + filled, buffer.count - filled, offset + filled) }) {
      case .success(let n) where n > 0: filled += n
      case .success: return filled
      case .failure(let error): throw InputFailure(kind: .readFailed, message: system_strerror(error.code))
      }
    }
    return filled
  }
}
