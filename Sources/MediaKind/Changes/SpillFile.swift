/// A scratch file an import spills to what it would otherwise hold in memory per file
/// (`Docs/Performance.md`, "Where an import's memory goes"): records are appended and read
/// back by the offset ``append(_:)`` returns. The file has no name: it is created with
/// `O_EXCL | O_NOFOLLOW` (never through a planted link) and unlinked at once
/// (``LibraryTransaction`` in `.mediakind/tmp`, a dry run in its private scratch folder), so it
/// is gone when this object closes it, and a crash leaves nothing of it behind.
final class SpillFile {
  private let descriptor: CInt
  /// Where it was made, for errors.
  private let location: String
  /// Records appended but not written yet (written in blocks, not one `write` a record).
  private var pending: [UInt8] = []
  /// The bytes written to the file.
  private var written = 0
  /// The bytes before each record (its length).
  static let headerSize = 4
  /// The offset the next record takes: records are read in order from 0 up to it, each
  /// ``headerSize`` bytes more than its own.
  var end: Int { written + pending.count }
  /// The most bytes kept in `pending` before they are written.
  private static let block = 1 << 16
  /// Blocks of the written file read back, kept for the reads that follow: records are
  /// mostly read back in the order written, so one `pread` of a block serves the records in
  /// it instead of two `pread`s (its header, its bytes) each (`Docs/Performance.md`, "Where an
  /// import's time goes"). The written bytes never change (records are only appended).
  private var cache: [(start: Int, bytes: [UInt8])] = []
  /// The next block of ``cache`` to give up for a new one.
  private var nextEvicted = 0
  /// The bytes of a block read back, and how many blocks are kept.
  static let cacheBlock = 1 << 14
  static let cacheBlocks = 4

  /// Takes `descriptor` (open for reading and writing, already unlinked); closes it when done.
  init(descriptor: CInt, location: String) {
    self.descriptor = descriptor
    self.location = location
  }

  /// Creates a nameless spill file in the folder at `folder` (a private scratch folder).
  convenience init(inFolder folder: String) throws(LibraryChangeError) {
    let path = folder + "/spill-" + String(UInt64.random(in: 0...UInt64.max), radix: 16)
    let fd = system_open(path, _O_RDWR | _O_CREAT | _O_EXCL | _O_NOFOLLOW | _O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw LibraryChangeError(path: path, reason: system_strerror(system_errno), kind: .failed) }
    system_unlink(path)
    self.init(descriptor: fd, location: folder)
  }

  deinit { system_close(descriptor) }

  /// Appends `record`; its offset, for ``read(at:)``.
  func append(_ record: [UInt8]) throws(LibraryChangeError) -> Int {
    let offset = written + pending.count
    withUnsafeBytes(of: UInt32(record.count).littleEndian) { pending.append(contentsOf: $0) }
    pending.append(contentsOf: record)
    if pending.count >= Self.block { try flush() }
    return offset
  }

  /// The record appended at `offset`.
  func read(at offset: Int) throws(LibraryChangeError) -> [UInt8] {
    if offset >= written {
      let start = offset - written
      let count = pending[start..<start + 4].withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) }
      return Array(pending[start + 4..<start + 4 + count])
    }
    if let record = cached(at: offset) { return record }
    // A block from the record on (up to what is written), kept when it holds the record.
    let block = try readFully(min(Self.cacheBlock, written - offset), at: offset)
    guard block.count >= 4 else { throw LibraryChangeError(path: location, reason: "a spill record is cut short", kind: .failed) }
    let count = block.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) }
    guard 4 + count <= block.count else { return try readFully(count, at: offset + 4) }
    if cache.count < Self.cacheBlocks {
      cache.append((offset, block))
    } else {
      cache[nextEvicted] = (offset, block)
      nextEvicted = (nextEvicted + 1) % Self.cacheBlocks
    }
    return Array(block[4..<4 + count])
  }

  /// The record at `offset` when a block of ``cache`` holds it whole.
  private func cached(at offset: Int) -> [UInt8]? {
    for (start, bytes) in cache where start <= offset && offset + 4 <= start + bytes.count {
      let at = offset - start
      let count = bytes[at..<at + 4].withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) }
      guard at + 4 + count <= bytes.count else { return nil }
      return Array(bytes[at + 4..<at + 4 + count])
    }
    return nil
  }

  private func flush() throws(LibraryChangeError) {
    guard !pending.isEmpty else { return }
    if let code = OutputDirectory.writeAll(pending, to: descriptor) {
      throw LibraryChangeError(path: location, reason: "cannot write a spill file: " + system_strerror(code), kind: .failed)
    }
    written += pending.count
    pending.removeAll(keepingCapacity: true)
  }

  private func readFully(_ count: Int, at offset: Int) throws(LibraryChangeError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBytes { system_pread(descriptor, $0.baseAddress! + done, count - done, offset + done) }
      guard got > 0 else {
        let reason = got == 0 ? "ends early" : system_strerror(system_errno)
        throw LibraryChangeError(path: location, reason: "cannot read a spill file back: " + reason, kind: .failed)
      }
      done += got
    }
    return bytes
  }
}
