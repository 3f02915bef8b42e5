internal import CLibArchive

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The owner of one libarchive read handle (`struct archive *`), reading an archive as a
/// stream: members one after another, never seeking.
///
/// This is the only file in the package that calls libarchive. It reads tar (ustar, pax, GNU),
/// zip (its streaming form: local headers in order) and cpio, plain or compressed with gzip,
/// bzip2, xz or zstd (libarchive's own decoders; the filters that would start an external
/// program are not enabled). The input is read by this type's own callback with plain
/// `read(2)` calls and no skip or seek callback, so libarchive passes over a member by reading
/// it: a member whose header claims more bytes than the stream holds ends in an error instead
/// of a seek past the end. Only when the descriptor is a regular file (`< shard.tar`) may a
/// member be passed over with `lseek`, never past the file's current size: a claim beyond it
/// still ends in libarchive's truncation error. A handle is not thread-safe, so a reader is a class that is not
/// `Sendable` (as SwiftPM's `SQLite` wrapper): one task owns it; `deinit` frees the handle.
public final class ArchiveReader {
  private let handle: OpaquePointer
  private let input: StreamInput

  /// Opens a reader on an open file descriptor (a file, a pipe, standard input), reading it
  /// in blocks of `blockSize` bytes. The descriptor stays the caller's: it is not closed.
  ///
  /// The corresponding C functions are `archive_read_new`, `archive_read_support_*` and
  /// `archive_read_open`.
  public convenience init(descriptor: Int32, blockSize: Int = 1 << 20) throws(ArchiveError) {
    try self.init(input: StreamInput(descriptor: descriptor, blockSize: max(4096, blockSize)))
  }

  /// Opens a reader on bytes held in memory (tests, fuzzing): the same callback serves them in
  /// blocks of `blockSize`.
  public convenience init(bytes: [UInt8], blockSize: Int = 1 << 16) throws(ArchiveError) {
    try self.init(input: StreamInput(bytes: bytes, blockSize: max(1, blockSize)))
  }

  private init(input: StreamInput) throws(ArchiveError) {
    guard let handle = archive_read_new() else {
      throw ArchiveError(message: "archive_read_new failed", isFatal: true)
    }
    archive_read_support_format_tar(handle)
    archive_read_support_format_cpio(handle)
    archive_read_support_format_zip_streamable(handle)
    archive_read_support_format_empty(handle)
    archive_read_support_filter_gzip(handle)
    archive_read_support_filter_bzip2(handle)
    archive_read_support_filter_xz(handle)
    archive_read_support_filter_zstd(handle)
    let context = Unmanaged.passUnretained(input).toOpaque()
    let status = archive_read_open2(
      handle, context, nil, streamRead, input.isRegularFile ? streamSkip : nil, nil)
    guard status == ARCHIVE_OK || status == ARCHIVE_WARN else {
      let message = Self.errorText(handle, input: input)
      archive_read_free(handle)
      throw ArchiveError(message: message, isFatal: true)
    }
    self.handle = handle
    self.input = input
  }

  deinit {
    archive_read_free(handle)
  }

  /// The next member's header, or nil at the end of the archive. Any data of the previous
  /// member not read yet is passed over (by reading it).
  ///
  /// The corresponding C function is `archive_read_next_header`. An `ARCHIVE_FAILED` status
  /// (this member is damaged, the next may be read) throws a non-fatal error; `ARCHIVE_FATAL`
  /// a fatal one (the stream cannot go on).
  public func nextEntry() throws(ArchiveError) -> ArchiveEntry? {
    var entry: OpaquePointer?
    let status = archive_read_next_header(handle, &entry)
    if status == ARCHIVE_EOF { return nil }
    guard status == ARCHIVE_OK || status == ARCHIVE_WARN, let entry else {
      throw ArchiveError(message: Self.errorText(handle, input: input), isFatal: status != ARCHIVE_FAILED && status != ARCHIVE_RETRY)
    }
    var path: [UInt8] = []
    if let name = archive_entry_pathname(entry) {
      path = Array(UnsafeBufferPointer(start: name, count: strlen(name))).map { UInt8(bitPattern: $0) }
    }
    let type = UInt32(archive_entry_filetype(entry))
    let kind: ArchiveEntry.Kind
    if let target = archive_entry_hardlink(entry) {
      kind = .hardLink(target: String(cString: target))
    } else if type == CLibArchive_IFREG {
      kind = .regular
    } else if type == CLibArchive_IFDIR {
      kind = .directory
    } else if type == CLibArchive_IFLNK {
      kind = .symbolicLink(target: archive_entry_symlink(entry).map { String(cString: $0) } ?? "")
    } else {
      kind = .other(mode: type)
    }
    let size: Int64? = archive_entry_size_is_set(entry) != 0 ? Int64(archive_entry_size(entry)) : nil
    let warning = status == ARCHIVE_WARN ? Self.errorText(handle, input: input) : nil
    return ArchiveEntry(
      pathBytes: path, kind: kind, declaredSize: size,
      isEncrypted: archive_entry_is_encrypted(entry) != 0, warning: warning)
  }

  /// Hands the next block of the current member's data to `body` (the bytes, valid only
  /// during the call, and their offset in the member), or returns nil at the member's end.
  ///
  /// The corresponding C function is `archive_read_data_block` (no copy: the bytes are
  /// libarchive's own buffer).
  public func nextBlock<R>(
    _ body: (UnsafeRawBufferPointer, _ offset: Int64) -> R
  ) throws(ArchiveError) -> R? {
    var buffer: UnsafeRawPointer?
    var size = 0
    var offset: la_int64_t = 0
    let status = archive_read_data_block(handle, &buffer, &size, &offset)
    if status == ARCHIVE_EOF { return nil }
    guard status == ARCHIVE_OK || status == ARCHIVE_WARN else {
      throw ArchiveError(message: Self.errorText(handle, input: input), isFatal: status == ARCHIVE_FATAL)
    }
    return body(UnsafeRawBufferPointer(start: buffer, count: buffer == nil ? 0 : size), Int64(offset))
  }

  /// Passes over the rest of the current member's data (by reading it).
  ///
  /// The corresponding C function is `archive_read_data_skip`.
  public func skipData() throws(ArchiveError) {
    let status = archive_read_data_skip(handle)
    guard status == ARCHIVE_OK || status == ARCHIVE_WARN || status == ARCHIVE_EOF else {
      throw ArchiveError(message: Self.errorText(handle, input: input), isFatal: status == ARCHIVE_FATAL)
    }
  }

  /// The archive format of the member read last (`GNU tar format`, `ZIP 2.0 (deflation)`,
  /// ...), once a header has been read.
  ///
  /// The corresponding C function is `archive_format_name`.
  public var formatName: String? {
    archive_format_name(handle).map { String(cString: $0) }
  }

  /// The compression filters, outermost first, without the final `none`.
  ///
  /// The corresponding C functions are `archive_filter_count` and `archive_filter_name`.
  public var filterNames: [String] {
    let count = archive_filter_count(handle)
    guard count > 0 else { return [] }
    return (0..<count).compactMap { index in
      archive_filter_name(handle, index).map { String(cString: $0) }
    }.filter { $0 != "none" }.reversed()
  }

  /// Bytes of the underlying stream consumed so far (compressed bytes for a compressed one).
  public var streamBytesRead: Int64 { input.consumed }

  /// The version of the linked libarchive, such as `3.6.2`.
  ///
  /// The corresponding C function is `archive_version_string`.
  public static var libraryVersion: String {
    guard let text = archive_version_string() else { return "unknown" }
    let full = String(cString: text)
    return full.split(separator: " ").last.map(String.init) ?? full
  }

  private static func errorText(_ handle: OpaquePointer, input: StreamInput) -> String {
    if let code = input.readErrno {
      return "read failed: " + String(cString: strerror(code))
    }
    return archive_error_string(handle).map { String(cString: $0) } ?? "unknown libarchive error"
  }
}

/// Not `Sendable` on purpose: the handle has no lock.
@available(*, unavailable)
extension ArchiveReader: Sendable {}

/// Where the read callback takes bytes from: a descriptor read with `read(2)` into one buffer,
/// or bytes in memory. Owned by its ``ArchiveReader``.
private final class StreamInput {
  let descriptor: Int32
  let memory: [UInt8]?
  let buffer: UnsafeMutableRawPointer
  let capacity: Int
  var position = 0
  var consumed: Int64 = 0
  var readErrno: Int32?

  /// Whether the descriptor is a regular file (whose size bounds a skip).
  let isRegularFile: Bool

  init(descriptor: Int32, blockSize: Int) {
    self.descriptor = descriptor
    var info = stat()
    isRegularFile = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    if !isRegularFile {
      // A larger pipe buffer: fewer, larger reads from a pipe (best effort; Linux only).
      #if os(Linux)
        _ = fcntl(descriptor, 1031 /* F_SETPIPE_SZ */, Int32(1 << 20))
      #endif
    }
    memory = nil
    capacity = blockSize
    // Page-aligned, as cat and dd align theirs: the kernel copies into a misaligned buffer at a
    // third of the speed on this machine (AMD EPYC, rep movsb).
    buffer = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 4096)
  }

  init(bytes: [UInt8], blockSize: Int) {
    descriptor = -1
    isRegularFile = false
    memory = bytes
    capacity = blockSize
    // Page-aligned, as cat and dd align theirs: the kernel copies into a misaligned buffer at a
    // third of the speed on this machine (AMD EPYC, rep movsb).
    buffer = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 4096)
  }

  deinit { buffer.deallocate() }

  /// Moves the file position forward by up to `request` bytes, never past the file's current
  /// size; the count moved (libarchive reads what a short skip leaves, and finds the end).
  func skip(_ request: Int64) -> Int64 {
    guard isRegularFile, request > 0 else { return 0 }
    var info = stat()
    let position = lseek(descriptor, 0, SEEK_CUR)
    guard position >= 0, fstat(descriptor, &info) == 0 else { return 0 }
    let possible = min(request, max(0, Int64(info.st_size) - Int64(position)))
    guard possible > 0, lseek(descriptor, off_t(possible), SEEK_CUR) >= 0 else { return 0 }
    consumed += possible
    return possible
  }

  /// Fills the buffer; the count read, 0 at the end, -1 on an error.
  func fill() -> Int {
    if let memory {
      let count = min(capacity, memory.count - position)
      guard count > 0 else { return 0 }
      memory.withUnsafeBytes { bytes in
        if let base = bytes.baseAddress { buffer.copyMemory(from: base + position, byteCount: count) }
      }
      position += count
      consumed += Int64(count)
      return count
    }
    while true {
      let count = read(descriptor, buffer, capacity)
      if count >= 0 {
        consumed += Int64(count)
        return count
      }
      if errno == EINTR { continue }
      readErrno = errno
      return -1
    }
  }
}

/// libarchive's read callback: the next block of the stream.
private func streamRead(
  _ archive: OpaquePointer?, _ context: UnsafeMutableRawPointer?,
  _ block: UnsafeMutablePointer<UnsafeRawPointer?>?
) -> la_ssize_t {
  guard let context, let block else { return -1 }
  let input = Unmanaged<StreamInput>.fromOpaque(context).takeUnretainedValue()
  let count = input.fill()
  block.pointee = UnsafeRawPointer(input.buffer)
  return la_ssize_t(count)
}

/// libarchive's skip callback (regular files only): see ``StreamInput/skip(_:)``.
private func streamSkip(
  _ archive: OpaquePointer?, _ context: UnsafeMutableRawPointer?, _ request: la_int64_t
) -> la_int64_t {
  guard let context else { return 0 }
  return la_int64_t(Unmanaged<StreamInput>.fromOpaque(context).takeUnretainedValue().skip(Int64(request)))
}
