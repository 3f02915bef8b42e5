/// A sorted run of ``ContentIndexRecord``s in a file of the duplicate index's folder
/// (``ContentIndex``): written once, in order, into a file created for it (`O_EXCL`,
/// `O_NOFOLLOW`: never over a file, never through a link) and unlinked at once (only its
/// descriptor names it: the space is freed when the run is released, or by the kernel when
/// the process dies), then only read, by halving and in blocks. Not `Sendable`: one task
/// uses it.
final class ContentIndexRun {
  /// The records read or written per system call by a merge.
  static let block = 1024
  /// The records read per system call by a lookup (most sizes have a few files).
  static let lookupBlock = 64

  let descriptor: CInt
  /// The number of records.
  let count: Int

  /// Writes the records `next` gives (in order, until nil) to a new file `name` in `folder`;
  /// the `errno` of a failed create or write.
  init(folder: CInt, name: String, records next: () -> ContentIndexRecord?) throws(ContentIndex.Failure) {
    let fd = system_openat(folder, name, _O_RDWR | _O_CREAT | _O_EXCL | _O_NOFOLLOW | _O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw ContentIndex.Failure(code: system_errno) }
    system_unlinkat(folder, name, 0)
    var written = 0
    var buffer: [ContentIndexRecord] = []
    buffer.reserveCapacity(Self.block)
    func flush() -> CInt? {
      defer { buffer.removeAll(keepingCapacity: true) }
      return buffer.withUnsafeBytes { OutputDirectory.writeAll($0, to: fd) }
    }
    while let record = next() {
      buffer.append(record)
      written += 1
      if buffer.count == Self.block, let code = flush() {
        system_close(fd)
        throw ContentIndex.Failure(code: code)
      }
    }
    if let code = flush() {
      system_close(fd)
      throw ContentIndex.Failure(code: code)
    }
    descriptor = fd
    count = written
  }

  deinit { system_close(descriptor) }

  /// Reads up to `limit` records from position `start`; nil when the file cannot be read.
  func records(from start: Int, limit: Int = block) -> [ContentIndexRecord]? {
    let wanted = max(0, min(limit, count - start))
    guard wanted > 0 else { return [] }
    var records = [ContentIndexRecord](
      repeating: ContentIndexRecord(size: 0, kind: 0, value: 0), count: wanted)
    let bytes = wanted * ContentIndexRecord.width
    var filled = 0
    let ok = records.withUnsafeMutableBytes { raw -> Bool in
      while filled < bytes {
        let read = system_pread(
          descriptor, raw.baseAddress! + filled, bytes - filled, start * ContentIndexRecord.width + filled)
        if read < 0, system_errno == _EINTR { continue }
        guard read > 0 else { return false }
        filled += read
      }
      return true
    }
    return ok ? records : nil
  }

  /// The position of the first record not below `key` (``count`` when there is none); nil
  /// when the file cannot be read.
  func lowerBound(_ key: ContentIndexRecord) -> Int? {
    var (low, high) = (0, count)
    while high - low > Self.lookupBlock {
      let middle = (low + high) / 2
      guard let record = records(from: middle, limit: 1)?.first else { return nil }
      if record < key { low = middle + 1 } else { high = middle }
    }
    guard let tail = records(from: low, limit: high - low) else { return nil }
    return low + (tail.firstIndex { !($0 < key) } ?? tail.count)
  }

  /// Gives `body` each record from the first not below `key` while `body` returns true;
  /// false when the file cannot be read.
  func scan(from key: ContentIndexRecord, _ body: (ContentIndexRecord) -> Bool) -> Bool {
    guard var position = lowerBound(key) else { return false }
    while position < count {
      guard let block = records(from: position, limit: Self.lookupBlock) else { return false }
      for record in block {
        guard body(record) else { return true }
      }
      position += block.count
    }
    return true
  }

  /// The records in order, a block at a time (for a merge); nil at the end or on an error
  /// (then `failed` is set).
  struct Cursor {
    let run: ContentIndexRun
    private var block: [ContentIndexRecord] = []
    private var index = 0
    private var position = 0
    private(set) var failed = false

    init(_ run: ContentIndexRun) { self.run = run }

    /// The record at the cursor, without moving.
    mutating func peek() -> ContentIndexRecord? {
      if index == block.count {
        guard position < run.count else { return nil }
        guard let next = run.records(from: position), !next.isEmpty else {
          failed = true
          return nil
        }
        block = next
        index = 0
        position += next.count
      }
      return block[index]
    }

    mutating func advance() { index += 1 }
  }
}
