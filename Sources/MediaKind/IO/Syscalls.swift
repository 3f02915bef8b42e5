// Every call MediaKind makes into the C library goes through this file (swift-system's
// `Syscalls.swift` pattern): small wrappers named `system_<C name>` around the libc functions,
// and the C constants the package needs as `_<C NAME>` values. No other file of the module
// imports Glibc, Musl or Darwin, so what a new platform needs is written here and nowhere else.
//
// The C libraries differ in a few places, each handled below:
// - `struct stat`'s modification time is `st_mtim` on Linux (Glibc, Musl) and `st_mtimespec`
//   on Darwin;
// - `O_NOATIME` exists only on Linux (and Swift does not import it: it sits behind
//   `_GNU_SOURCE`), so it is spelled out there and is 0 elsewhere;
// - inotify exists only on Linux: on other systems its wrappers are absent and
//   ``Inotify`` throws `unsupported`;
// - `_SC_NPROCESSORS_ONLN` is an enum case in Glibc and a macro on Darwin.
// Hot wrappers (the fast path's `openat`, `fstat`, `pread`, `close`, and `memchr`/`memcmp`) are
// `@inline(__always)`, so the optimiser sees the C call itself.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("MediaKind needs Glibc, Musl or Darwin")
#endif

// MARK: - errno

/// The calling thread's `errno`.
@inline(__always) @usableFromInline
package var system_errno: CInt { errno }

/// `strerror(3)`: the C library's text for an `errno` value.
package func system_strerror(_ code: CInt) -> String {
  String(cString: strerror(code))
}

/// The one `EINTR` loop of the package (swift-system's `_retryWhileInterrupted`): calls `call`
/// again while it fails with `EINTR`, and returns its result, or the `errno` of its failure read
/// right after the call, before anything else can change it.
@inline(__always)
package func system_retryingInterrupts<Value: FixedWidthInteger>(_ call: () -> Value)
  -> Result<Value, SystemErrno>
{
  while true {
    let value = call()
    if value >= 0 { return .success(value) }
    let code = errno
    if code != EINTR { return .failure(SystemErrno(code)) }
  }
}

/// A test's injected failure of the wrapper `name` (``SyscallFaults``): true with `errno` set
/// when the next call of `name` is to fail. Compiled only into debug builds, so a release
/// build's wrappers are the C calls themselves.
@inline(__always)
func system_injectedFault(_ name: SyscallFaults.Call) -> Bool {
  #if DEBUG
    if let faults = SyscallFaults.current, let code = faults.take(name) {
      errno = code
      return true
    }
  #endif
  return false
}

@inline(__always) package var _EPERM: CInt { EPERM }
@inline(__always) package var _ENOENT: CInt { ENOENT }
@inline(__always) package var _EINTR: CInt { EINTR }
@inline(__always) package var _EIO: CInt { EIO }
@inline(__always) package var _EAGAIN: CInt { EAGAIN }
@inline(__always) package var _EACCES: CInt { EACCES }
@inline(__always) package var _EEXIST: CInt { EEXIST }
@inline(__always) package var _ENOTDIR: CInt { ENOTDIR }
@inline(__always) package var _ENOSPC: CInt { ENOSPC }
@inline(__always) package var _EPIPE: CInt { EPIPE }
@inline(__always) package var _ELOOP: CInt { ELOOP }
@inline(__always) package var _ENAMETOOLONG: CInt { ENAMETOOLONG }
@inline(__always) package var _EWOULDBLOCK: CInt { EWOULDBLOCK }
@inline(__always) package var _EXDEV: CInt { EXDEV }
@inline(__always) package var _EOPNOTSUPP: CInt { EOPNOTSUPP }
@inline(__always) package var _EMLINK: CInt { EMLINK }
@inline(__always) package var _EROFS: CInt { EROFS }
@inline(__always) package var _EISDIR: CInt { EISDIR }
@inline(__always) package var _ENOSYS: CInt { ENOSYS }
@inline(__always) package var _EINVAL: CInt { EINVAL }

// MARK: - Opening and closing

@inline(__always) package var _O_RDONLY: CInt { O_RDONLY }
@inline(__always) package var _O_WRONLY: CInt { O_WRONLY }
@inline(__always) package var _O_RDWR: CInt { O_RDWR }
@inline(__always) package var _O_CREAT: CInt { O_CREAT }
@inline(__always) package var _O_EXCL: CInt { O_EXCL }
@inline(__always) package var _O_NONBLOCK: CInt { O_NONBLOCK }
@inline(__always) package var _O_CLOEXEC: CInt { O_CLOEXEC }
@inline(__always) package var _O_DIRECTORY: CInt { O_DIRECTORY }
@inline(__always) package var _O_NOFOLLOW: CInt { O_NOFOLLOW }
@inline(__always) package var _O_APPEND: CInt { O_APPEND }
/// `O_NOATIME` (Linux, `<fcntl.h>` behind `_GNU_SOURCE`, so Swift does not import it):
/// 0o1000000 on every Linux architecture Swift supports; 0 (no flag) on other systems.
#if os(Linux)
  @inline(__always) package var _O_NOATIME: CInt { 0o1000000 }
#else
  @inline(__always) package var _O_NOATIME: CInt { 0 }
#endif
@inline(__always) package var _AT_FDCWD: CInt { AT_FDCWD }
@inline(__always) package var _AT_SYMLINK_NOFOLLOW: CInt { AT_SYMLINK_NOFOLLOW }
@inline(__always) package var _AT_REMOVEDIR: CInt { AT_REMOVEDIR }
@inline(__always) package var _AT_SYMLINK_FOLLOW: CInt { AT_SYMLINK_FOLLOW }
@inline(__always) package var _F_GETFL: CInt { F_GETFL }
@inline(__always) package var _F_SETFL: CInt { F_SETFL }
@inline(__always) package var _LOCK_EX: CInt { LOCK_EX }
@inline(__always) package var _LOCK_NB: CInt { LOCK_NB }
@inline(__always) package var _LOCK_UN: CInt { LOCK_UN }
@inline(__always) package var _F_OK: CInt { F_OK }
@inline(__always) package var _W_OK: CInt { W_OK }
@inline(__always) package var _X_OK: CInt { X_OK }
@inline(__always) package var _STDOUT_FILENO: CInt { STDOUT_FILENO }
@inline(__always) package var _STDERR_FILENO: CInt { STDERR_FILENO }
/// `PATH_MAX`: the longest path, its terminating NUL included.
@inline(__always) package var _PATH_MAX: Int { Int(PATH_MAX) }

/// `open(2)`.
@inline(__always) @usableFromInline
package func system_open(_ path: UnsafePointer<CChar>, _ flags: CInt) -> CInt {
  if system_injectedFault(.open) { return -1 }
  return open(path, flags)
}

/// `open(2)` with a mode for the file it creates.
package func system_open(_ path: UnsafePointer<CChar>, _ flags: CInt, _ mode: UInt32) -> CInt {
  open(path, flags, mode_t(mode))
}

/// `openat(2)`.
@inline(__always) @usableFromInline
package func system_openat(_ directory: CInt, _ path: UnsafePointer<CChar>, _ flags: CInt)
  -> CInt
{
  if system_injectedFault(.openat) { return -1 }
  return openat(directory, path, flags)
}

/// `openat(2)` with a mode for the file it creates.
package func system_openat(
  _ directory: CInt, _ path: UnsafePointer<CChar>, _ flags: CInt, _ mode: UInt32
) -> CInt {
  openat(directory, path, flags, mode_t(mode))
}

/// `close(2)`.
@inline(__always) @usableFromInline @discardableResult
package func system_close(_ descriptor: CInt) -> CInt {
  close(descriptor)
}

/// `fcntl(2)` without an argument (`F_GETFL`).
package func system_fcntl(_ descriptor: CInt, _ command: CInt) -> CInt {
  fcntl(descriptor, command)
}

/// `fcntl(2)` with an integer argument (`F_SETFL`).
@discardableResult
package func system_fcntl(_ descriptor: CInt, _ command: CInt, _ value: CInt) -> CInt {
  fcntl(descriptor, command, value)
}

/// `flock(2)`.
@discardableResult
package func system_flock(_ descriptor: CInt, _ operation: CInt) -> CInt {
  flock(descriptor, operation)
}

/// `isatty(3)`.
package func system_isatty(_ descriptor: CInt) -> Bool {
  isatty(descriptor) == 1
}

// MARK: - Reading and writing

/// `poll(2)` for `POLLOUT` on one descriptor, waiting without a time limit: returns when
/// `descriptor` can be written again (after `EAGAIN` on a non-blocking one).
package func system_waitUntilWritable(_ descriptor: CInt) {
  var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
  _ = poll(&ready, 1, -1)
}

/// `pread(2)`: up to `count` bytes at `offset`; the count read, 0 at end of file, -1 with
/// ``system_errno`` set.
@inline(__always) @usableFromInline
package func system_pread(
  _ descriptor: CInt, _ buffer: UnsafeMutableRawPointer, _ count: Int, _ offset: Int
) -> Int {
  if system_injectedFault(.pread) { return -1 }
  return pread(descriptor, buffer, count, off_t(offset))
}

/// Whether the file open at `descriptor` has no data at all: every byte a hole. Asked only of
/// a file with no allocated blocks (``FileStatus/allocatedBlocks``), and answered by
/// `lseek(2)` `SEEK_DATA` (`ENXIO`: no data from offset 0 on), so a file system that reports
/// 0 blocks for data it has not written out yet is not taken for empty. False when the system
/// cannot tell.
package func system_holdsNoData(_ descriptor: CInt) -> Bool {
  // SEEK_DATA is 3 on Linux and 4 on Darwin; Glibc's module leaves it out (it is a GNU
  // extension there).
  #if canImport(Darwin)
    let seekData: CInt = 4
  #elseif os(Linux)
    let seekData: CInt = 3
  #else
    return false
  #endif
  return lseek(descriptor, 0, seekData) < 0 && errno == ENXIO
}

/// `read(2)`.
@inline(__always) @usableFromInline
package func system_read(_ descriptor: CInt, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  if system_injectedFault(.read) { return -1 }
  return read(descriptor, buffer, count)
}

/// `write(2)`.
@inline(__always) @usableFromInline
package func system_write(_ descriptor: CInt, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  if system_injectedFault(.write) { return -1 }
  return write(descriptor, buffer, count)
}

// MARK: - File status

extension FileStatus {
  /// The fields of a `struct stat`; the modification time's field name differs per C library.
  @inline(__always)
  fileprivate init(_ info: stat) {
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    let type: FileType
    switch info.st_mode & S_IFMT {
    case S_IFREG: type = .regular
    case S_IFDIR: type = .directory
    case S_IFIFO: type = .fifo
    case S_IFSOCK: type = .socket
    case S_IFCHR: type = .characterDevice
    case S_IFBLK: type = .blockDevice
    case S_IFLNK: type = .symbolicLink
    default: type = .unknown
    }
    self.init(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
      linkCount: Int(info.st_nlink), type: type, modificationSeconds: Int64(time.tv_sec),
      modificationNanoseconds: Int64(time.tv_nsec), allocatedBlocks: Int64(info.st_blocks))
  }
}

/// `stat(2)` (symbolic links followed); nil with ``system_errno`` set when it fails.
package func system_stat(_ path: UnsafePointer<CChar>) -> FileStatus? {
  var info = stat()
  guard stat(path, &info) == 0 else { return nil }
  return FileStatus(info)
}

/// `lstat(2)` (a final symbolic link not followed); nil with ``system_errno`` set when it fails.
package func system_lstat(_ path: UnsafePointer<CChar>) -> FileStatus? {
  if system_injectedFault(.lstat) { return nil }
  var info = stat()
  guard lstat(path, &info) == 0 else { return nil }
  return FileStatus(info)
}

/// `fstat(2)`; nil with ``system_errno`` set when it fails.
@inline(__always)
package func system_fstat(_ descriptor: CInt) -> FileStatus? {
  if system_injectedFault(.fstat) { return nil }
  var info = stat()
  guard fstat(descriptor, &info) == 0 else { return nil }
  return FileStatus(info)
}

/// `fstatat(2)` (`flags`: 0 or `_AT_SYMLINK_NOFOLLOW`); nil with ``system_errno`` set when it
/// fails.
@inline(__always)
package func system_fstatat(_ directory: CInt, _ path: UnsafePointer<CChar>, _ flags: CInt)
  -> FileStatus?
{
  if system_injectedFault(.fstatat) { return nil }
  var info = stat()
  guard fstatat(directory, path, &info, flags) == 0 else { return nil }
  return FileStatus(info)
}

/// `access(2)`: whether the caller may use `path` as `mode` says (`_W_OK`, `_X_OK`).
package func system_access(_ path: UnsafePointer<CChar>, _ mode: CInt) -> Bool {
  access(path, mode) == 0
}

/// `statvfs(3)`: whether the file system holding `path` is mounted read-only (`ST_RDONLY`);
/// false when it cannot be asked.
package func system_isReadOnlyFileSystem(_ path: UnsafePointer<CChar>) -> Bool {
  var info = statvfs()
  return statvfs(path, &info) == 0 && info.f_flag & UInt(ST_RDONLY) != 0
}

// MARK: - Directories and names

/// `readdir` types (`d_type`).
@inline(__always) package var _DT_UNKNOWN: UInt8 { UInt8(DT_UNKNOWN) }
@inline(__always) package var _DT_REG: UInt8 { UInt8(DT_REG) }
@inline(__always) package var _DT_DIR: UInt8 { UInt8(DT_DIR) }

/// The names in the open directory `descriptor` with their `readdir` types, without `.`
/// and `..`, in the order `readdir` gives them; nil when it cannot be read or holds more than
/// `limit` names. The descriptor stays open and its read position is not used: the
/// corresponding C functions are `dup`, `fdopendir`, `rewinddir`, `readdir` and `closedir`.
package func system_readdir(_ descriptor: CInt, limit: Int) -> [(name: [UInt8], type: UInt8)]? {
  // `fdopendir` takes over the descriptor it is given: a duplicate, so this one stays open.
  let copy = dup(descriptor)
  guard copy >= 0 else { return nil }
  guard let dir = fdopendir(copy) else {
    close(copy)
    return nil
  }
  defer { closedir(dir) }
  // The duplicate shares the directory's read position: start from the beginning.
  rewinddir(dir)
  var names: [(name: [UInt8], type: UInt8)] = []
  while let entry = readdir(dir) {
    let (name, type) = system_direntNameAndType(UnsafeRawPointer(entry))
    if name == [0x2E] || name == [0x2E, 0x2E] || name.isEmpty { continue }
    guard names.count < limit else { return nil }
    names.append((name, type))
  }
  return names
}

/// The name and `d_type` of the `struct dirent` record at `record`, read in place.
///
/// A record in `readdir`'s buffer is only `d_reclen` bytes long: its name is cut to its length
/// and padded to 8 bytes, not the declared `d_name[256]`. Copying the struct or its `d_name`
/// reads past the record, and past the buffer for the last record of a full buffer, which
/// crashed a walk when that buffer ended at an unmapped page. So nothing is read beyond
/// `d_reclen`: the name runs to its NUL or to the record's end, whichever comes first.
package func system_direntNameAndType(_ record: UnsafeRawPointer) -> (name: [UInt8], type: UInt8) {
  let recordLength = Int(record.loadUnaligned(fromByteOffset: direntLayout.recordLength, as: UInt16.self))
  let type = record.load(fromByteOffset: direntLayout.type, as: UInt8.self)
  let room = max(0, recordLength - direntLayout.name)
  let name = UnsafeRawBufferPointer(start: record + direntLayout.name, count: room)
  return (Array(name.prefix { $0 != 0 }), type)
}

/// Byte offsets of the `struct dirent` fields read in place.
private let direntLayout = (
  recordLength: MemoryLayout<dirent>.offset(of: \dirent.d_reclen)!,
  type: MemoryLayout<dirent>.offset(of: \dirent.d_type)!,
  name: MemoryLayout<dirent>.offset(of: \dirent.d_name)!
)

/// `mkdir(2)`.
package func system_mkdir(_ path: UnsafePointer<CChar>, _ mode: UInt32) -> CInt {
  mkdir(path, mode_t(mode))
}

/// `mkdirat(2)`.
package func system_mkdirat(_ directory: CInt, _ path: UnsafePointer<CChar>, _ mode: UInt32)
  -> CInt
{
  mkdirat(directory, path, mode_t(mode))
}

/// `unlink(2)`.
@discardableResult
package func system_unlink(_ path: UnsafePointer<CChar>) -> CInt {
  unlink(path)
}

/// `unlinkat(2)` (`flags`: 0 or `_AT_REMOVEDIR`).
@discardableResult
package func system_unlinkat(_ directory: CInt, _ path: UnsafePointer<CChar>, _ flags: CInt)
  -> CInt
{
  unlinkat(directory, path, flags)
}

/// `utimensat(2)` with both times set to now, not following a link at `path` (the thumbnail
/// cache marks an entry as used, for its least-recently-used eviction).
@discardableResult
package func system_touchAt(_ directory: CInt, _ path: UnsafePointer<CChar>) -> CInt {
  utimensat(directory, path, nil, AT_SYMLINK_NOFOLLOW)
}

/// `renameat(2)`: `from` in `fromDirectory` takes the name `to` in `toDirectory`, replacing
/// what was there (the entry itself: a symbolic link is replaced, never followed).
package func system_renameat(
  _ fromDirectory: CInt, _ from: UnsafePointer<CChar>, _ toDirectory: CInt, _ to: UnsafePointer<CChar>
) -> CInt {
  renameat(fromDirectory, from, toDirectory, to)
}

/// `renameat2(2)` with `RENAME_NOREPLACE` (Linux; `renameatx_np` with `RENAME_EXCL` on
/// Darwin): `from` takes the name `to`, failing with `EEXIST` when `to` exists (a symbolic link
/// included) instead of replacing it. Where the C library has no such call it fails with
/// `ENOSYS`. Swift does not import Glibc's `renameat2` (it sits behind `_GNU_SOURCE`), so it is
/// looked up by name.
package func system_renameatNoReplace(
  _ fromDirectory: CInt, _ from: UnsafePointer<CChar>, _ toDirectory: CInt, _ to: UnsafePointer<CChar>
) -> CInt {
  #if canImport(Darwin)
    return renameatx_np(fromDirectory, from, toDirectory, to, UInt32(RENAME_EXCL))
  #else
    guard let call = renameat2Function else {
      errno = ENOSYS
      return -1
    }
    return call(fromDirectory, from, toDirectory, to, 1)  // RENAME_NOREPLACE
  #endif
}

/// `syncfs(2)` (Linux): writes every dirty page and inode of the file system holding
/// `descriptor` to disk, once, instead of one `fsync` per file; fails with `ENOSYS` where the C
/// library has no such call (Darwin: the caller `fsync`s each file).
package func system_syncfs(_ descriptor: CInt) -> CInt {
  #if canImport(Darwin)
    errno = ENOSYS
    return -1
  #else
    guard let call = syncfsFunction else {
      errno = ENOSYS
      return -1
    }
    return call(descriptor)
  #endif
}

#if !canImport(Darwin)
  /// Glibc's and Musl's `syncfs`, found once (Swift does not import it: `_GNU_SOURCE`).
  private let syncfsFunction: (@convention(c) (CInt) -> CInt)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (CInt) -> CInt).self)
  }()

  private typealias Renameat2 = @convention(c) (
    CInt, UnsafePointer<CChar>, CInt, UnsafePointer<CChar>, CUnsignedInt
  ) -> CInt
  /// Glibc's and Musl's `renameat2`, found once.
  private let renameat2Function: Renameat2? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
    return unsafeBitCast(symbol, to: Renameat2.self)
  }()
#endif

/// `linkat(2)`: a new name `to` in `toDirectory` for the file `from` in `fromDirectory`
/// (`flags`: 0, or `_AT_SYMLINK_FOLLOW` to link what a symbolic link `from` points to). It
/// never replaces: an existing `to`, a symbolic link included, fails with `EEXIST`.
package func system_linkat(
  _ fromDirectory: CInt, _ from: UnsafePointer<CChar>, _ toDirectory: CInt, _ to: UnsafePointer<CChar>,
  _ flags: CInt
) -> CInt {
  linkat(fromDirectory, from, toDirectory, to, flags)
}

/// `fsync(2)`.
package func system_fsync(_ descriptor: CInt) -> CInt {
  fsync(descriptor)
}

/// `rmdir(2)`.
@discardableResult
package func system_rmdir(_ path: UnsafePointer<CChar>) -> CInt {
  rmdir(path)
}

/// `realpath(3)`: the absolute path with every link resolved; nil with ``system_errno`` set.
package func system_realpath(_ path: UnsafePointer<CChar>) -> String? {
  guard let resolved = realpath(path, nil) else { return nil }
  defer { free(resolved) }
  return String(cString: resolved)
}

/// `getcwd(3)`: the working directory; nil when it cannot be read.
package func system_getcwd() -> String? {
  var buffer = [CChar](repeating: 0, count: 4096)
  guard getcwd(&buffer, buffer.count) != nil else { return nil }
  return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

// MARK: - Memory

/// `memchr(3)`: the first `byte` in the `count` bytes at `start`.
@inline(__always) @usableFromInline
package func system_memchr(_ start: UnsafeRawPointer, _ byte: UInt8, _ count: Int)
  -> UnsafeRawPointer?
{
  UnsafeRawPointer(memchr(start, Int32(byte), count))
}

/// `memcmp(3)`: the order of the `count` bytes at `a` and at `b`.
@inline(__always) @usableFromInline
package func system_memcmp(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> CInt {
  memcmp(a, b, count)
}

// MARK: - Time and machine

/// `time(3)`: seconds since 1970.
package func system_time() -> Int64 {
  Int64(time(nil))
}

/// `clock_gettime(CLOCK_MONOTONIC)`: seconds and nanoseconds on the monotonic clock.
package func system_monotonicClock() -> (seconds: Int, nanoseconds: Int) {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return (Int(time.tv_sec), Int(time.tv_nsec))
}

/// `sysconf(_SC_NPROCESSORS_ONLN)`: the processors online.
package func system_onlineProcessorCount() -> Int {
  Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}

// MARK: - Process

/// `exit(3)`: ends the process with `status` after flushing the C streams.
package func system_exit(_ status: CInt) -> Never {
  exit(status)
}

/// Stops the process (`SIGSTOP`) until another sends it `SIGCONT` (a test's pause point).
package func system_stopSelf() {
  raise(SIGSTOP)
}

/// `raise(SIGKILL)`: ends the process at once, as `kill -9` does (a test's crash point).
package func system_killSelf() -> Never {
  raise(SIGKILL)
  abort()
}

/// `signal(SIGXFSZ, SIG_IGN)`: a write past the file-size limit (`ulimit -f`) then fails with
/// `EFBIG` instead of killing the process.
package func system_ignoreFileSizeSignal() {
  _ = signal(SIGXFSZ, SIG_IGN)
}

// MARK: - Mathematics (libm)

@inline(__always) package func system_sin(_ x: Double) -> Double { sin(x) }
@inline(__always) package func system_cos(_ x: Double) -> Double { cos(x) }
@inline(__always) package func system_asin(_ x: Double) -> Double { asin(x) }
@inline(__always) package func system_atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) package func system_sqrt(_ x: Double) -> Double { sqrt(x) }

// MARK: - inotify (Linux only)

#if os(Linux)
  @inline(__always) package var _IN_CREATE: UInt32 { UInt32(IN_CREATE) }
  @inline(__always) package var _IN_MODIFY: UInt32 { UInt32(IN_MODIFY) }
  @inline(__always) package var _IN_ATTRIB: UInt32 { UInt32(IN_ATTRIB) }
  @inline(__always) package var _IN_CLOSE_WRITE: UInt32 { UInt32(IN_CLOSE_WRITE) }
  @inline(__always) package var _IN_MOVED_FROM: UInt32 { UInt32(IN_MOVED_FROM) }
  @inline(__always) package var _IN_MOVED_TO: UInt32 { UInt32(IN_MOVED_TO) }
  @inline(__always) package var _IN_DELETE: UInt32 { UInt32(IN_DELETE) }
  @inline(__always) package var _IN_DELETE_SELF: UInt32 { UInt32(IN_DELETE_SELF) }
  @inline(__always) package var _IN_MOVE_SELF: UInt32 { UInt32(IN_MOVE_SELF) }
  @inline(__always) package var _IN_IGNORED: UInt32 { UInt32(IN_IGNORED) }
  @inline(__always) package var _IN_Q_OVERFLOW: UInt32 { UInt32(IN_Q_OVERFLOW) }
  @inline(__always) package var _IN_ISDIR: UInt32 { UInt32(IN_ISDIR) }
  @inline(__always) package var _IN_ONLYDIR: UInt32 { UInt32(IN_ONLYDIR) }
  @inline(__always) package var _IN_DONT_FOLLOW: UInt32 { UInt32(IN_DONT_FOLLOW) }
  @inline(__always) package var _IN_EXCL_UNLINK: UInt32 { UInt32(IN_EXCL_UNLINK) }

  /// `inotify_init1(2)`, non-blocking and close-on-exec.
  package func system_inotify_init1() -> CInt {
    inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
  }

  /// `inotify_add_watch(2)`.
  package func system_inotify_add_watch(
    _ descriptor: CInt, _ path: UnsafePointer<CChar>, _ mask: UInt32
  ) -> CInt {
    inotify_add_watch(descriptor, path, mask)
  }

  /// The `struct inotify_event`s in the `count` bytes `read` put at `buffer`: watch, mask,
  /// cookie and name (its NUL padding removed). An event cut short at the end is left out.
  package func system_inotify_events(_ buffer: UnsafeRawPointer, _ count: Int)
    -> [(watch: CInt, mask: UInt32, cookie: UInt32, name: [UInt8])]
  {
    var events: [(watch: CInt, mask: UInt32, cookie: UInt32, name: [UInt8])] = []
    var offset = 0
    let headerSize = MemoryLayout<inotify_event>.size
    while offset + headerSize <= count {
      let header = buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
      let nameLength = Int(header.len)
      guard offset + headerSize + nameLength <= count else { break }
      let nameBytes = UnsafeRawBufferPointer(start: buffer + offset + headerSize, count: nameLength)
      let name = Array(nameBytes.prefix { $0 != 0 })
      events.append((header.wd, header.mask, header.cookie, name))
      offset += headerSize + nameLength
    }
    return events
  }
#endif

/// This process's id.
package func system_processID() -> Int32 { getpid() }

/// Whether a process with id `pid` exists (`kill(pid, 0)`: it does when the signal could be
/// sent, or when only permission is missing).
package func system_processExists(_ pid: Int32) -> Bool {
  guard pid > 0 else { return false }
  return kill(pid, 0) == 0 || errno == EPERM
}
