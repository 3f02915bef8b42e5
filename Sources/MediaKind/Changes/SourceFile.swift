/// A file to import, opened once for everything the import does with it (`Docs/Changes.md`,
/// "Creating assets"; `Docs/Performance.md`, "Import"): the duplicate search hashes it, the
/// transaction copies it and checks the copy, all through this one descriptor. A file of at
/// most ``heldBytes`` bytes is read once into memory, and the hash, the copy and the check
/// of the copy use those bytes. Closed when released. Not `Sendable`: one task uses it.
final class SourceFile {
  /// The largest file whose bytes are held in memory (read once); a larger one is read in
  /// chunks of a ``ReadBuffer`` each time it is needed.
  static let heldBytes = 1 << 20

  /// The path named (a display path's `\xNN` escapes stand for their bytes: ``LibraryTransaction/openSource(_:)``).
  let path: String
  /// The C path it was opened by (``LibraryTransaction/sourceCPath(_:)``: as written, or a
  /// display path's raw bytes), kept so that linking it does not look the path up again.
  let cPath: [CChar]
  /// Whether ``cPath`` is a display path's raw bytes (the path as written does not exist).
  let opensRawBytes: Bool
  /// The open descriptor (read-only).
  let descriptor: CInt
  /// What `fstat` said when it was opened.
  let status: FileStatus
  /// Its bytes, once ``load()`` read them (a file of at most ``heldBytes`` bytes).
  private(set) var bytes: [UInt8]?
  /// Its content hash, once asked for.
  private(set) var contentHash: UInt128?

  /// Opens `path` for reading; nil with `system_errno` set when it cannot be opened or
  /// stated.
  init?(path: String) {
    let cPath = LibraryTransaction.sourceCPath(path)
    let fd = cPath.withUnsafeBufferPointer { system_open($0.baseAddress!, _O_RDONLY | _O_CLOEXEC) }
    guard fd >= 0 else { return nil }
    guard let info = system_fstat(fd) else {
      system_close(fd)  // a close that succeeds leaves errno as fstat set it
      return nil
    }
    self.path = path
    self.cPath = cPath
    opensRawBytes = !path.utf8CString.elementsEqual(cPath)
    descriptor = fd
    status = info
  }

  deinit { system_close(descriptor) }

  /// Reads the whole file into ``bytes`` when it holds at most ``heldBytes`` bytes: the
  /// bytes `fstat` counted when it was opened, in one `pread` (a file that changed since is
  /// read as it is now, up to that count; a `.move` source that changed is kept:
  /// ``LibraryTransaction``); the `errno` of a failed read. Reading again does nothing.
  func load(using buffer: ReadBuffer) -> CInt? {
    guard bytes == nil, status.type == .regular, status.size <= Self.heldBytes, status.size <= buffer.count else {
      return nil
    }
    guard let count = buffer.fill(from: descriptor, at: 0, limit: status.size) else { return system_errno }
    bytes = Array(UnsafeRawBufferPointer(start: buffer.bytes.baseAddress!, count: count))
    return nil
  }

  /// The 128-bit content hash (``ContentComparison/hash(_:limit:buffer:)``), from the held
  /// bytes when there are any; nil when the file cannot be read.
  func hash(using buffer: ReadBuffer) -> UInt128? {
    if let contentHash { return contentHash }
    if bytes == nil, load(using: buffer) != nil { return nil }
    contentHash = bytes.map(ContentComparison.hash) ?? ContentComparison.hash(descriptor, buffer: buffer)
    return contentHash
  }

  /// Whether the open file `other` holds the same bytes as this file.
  func sameBytes(as other: CInt, buffers: (ReadBuffer, ReadBuffer)) -> Bool {
    guard let bytes else { return ContentComparison.sameBytes(descriptor, other, buffers: buffers) }
    return bytes.withUnsafeBytes { ContentComparison.sameBytes(other, as: $0, buffer: buffers.0) }
  }
}
