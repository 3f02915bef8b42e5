/// The library's files by size, for finding a file of the same content before importing a
/// second copy (`Docs/Changes.md`, "Creating assets": duplicates): files of equal size are
/// compared by a 128-bit content hash (each library file hashed at most once, and only when a
/// file of its size is looked for), then byte for byte.
///
/// The index is kept on disk, not in memory (`Docs/Performance.md`, "Where an import's memory
/// goes"): a log of the paths named, and sorted runs of fixed-width ``ContentIndexRecord``s
/// (size, kind, hash, path offset), written to files of their own in `folder` (the
/// transaction's `.mediakind/tmp`, a scratch folder for a dry run) and merged two by two as
/// they grow, so a lookup is a search by halving in a few runs. At most ``bufferedRecords``
/// records and ``bufferedPathBytes`` bytes of paths wait in memory, plus the files of the
/// batch being staged (renamed in place when placed). Each file is unlinked as soon as it is
/// created (`O_EXCL`, `O_NOFOLLOW`): only its descriptor names it, so nothing is left behind
/// when the index is released or the process is killed (and a crash between the two calls
/// leaves a file in `.mediakind/tmp`, which the next transaction empties).
/// A file of the index that cannot be written or read fails every later lookup (the import
/// fails that group: a duplicate is never imported because the index could not tell).
/// Not `Sendable`: one task uses it.
final class ContentIndex {
  /// Why the index cannot answer: the `errno` of a write or read of its files.
  struct Failure: Error {
    var code: CInt
    var reason: String { "the duplicate index could not be " + "read or written: " + system_strerror(code) }
  }

  /// The library root as named.
  let root: String
  /// The most records kept in memory before they are written as a run.
  static let bufferedRecords = 4096
  /// The most bytes of paths kept in memory before they are appended to the path log.
  static let bufferedPathBytes = 64 << 10

  private let folder: CInt
  private let recordLimit: Int
  private let prefix: String
  /// The path log: each path as a 4-byte little-endian length and its bytes.
  private let pathLog: CInt
  private var pathBytesWritten = 0
  private var pendingPaths: [UInt8] = []
  /// Records not written yet, by size.
  private var buffered: [UInt64: [ContentIndexRecord]] = [:]
  private var bufferedCount = 0
  private var runs: [ContentIndexRun] = []
  /// The runs on disk now (a few: they merge as they grow).
  var runCount: Int { runs.count }
  private var nextRun = 0
  /// Files staged in `.mediakind/tmp` and not placed yet (the batch's), with their hashes
  /// once known.
  private var staged: [(path: String, size: Int, hash: UInt128?)] = []
  /// The first failure, which every later lookup gives.
  private var failure: Failure?
  /// The buffers every hash and comparison reads through (allocated once).
  private let buffers = (ReadBuffer(capacity: ContentComparison.chunk), ReadBuffer(capacity: ContentComparison.chunk))
  /// The most records held in memory at once (``bufferedRecords`` and the batch's staged
  /// files): what `ContentIndexTests` checks stays bounded, given to the task's
  /// ``ImportProbe`` when the index is released.
  private(set) var peakHeld = 0
  private let probe = ImportProbe.current
  private let ownsFolder: Bool

  /// Walks the library's regular files (`.mediakind` skipped; links not followed) and notes
  /// their sizes, in files of the open folder `folder` whose names start with `prefix`.
  /// Reads no content. With `ownsFolder`, `folder` is closed when the index is released;
  /// `bufferedRecords` (tests make it small, to write and merge many runs).
  init(
    root: String, folder: CInt, prefix: String, ownsFolder: Bool = false, bufferedRecords: Int = ContentIndex.bufferedRecords
  ) throws(Failure) {
    self.root = root
    recordLimit = bufferedRecords
    self.folder = folder
    self.ownsFolder = ownsFolder
    self.prefix = prefix
    let fd = system_openat(
      folder, prefix + ".paths", _O_RDWR | _O_CREAT | _O_EXCL | _O_NOFOLLOW | _O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      let code = system_errno
      if ownsFolder { system_close(folder) }
      throw Failure(code: code)
    }
    system_unlinkat(folder, prefix + ".paths", 0)
    pathLog = fd
    let rootPrefix = root.hasSuffix("/") ? root : root + "/"
    for entry in FileEnumerator(roots: [root]) {
      guard case .file(let path) = entry, !MediaLibrary.isIndexPath(path), path.hasPrefix(rootPrefix),
        let info = system_lstat(path), info.type == .regular
      else { continue }
      insert(String(path.dropFirst(rootPrefix.count)), size: info.size, hash: nil)
    }
    if let failure { throw failure }
  }

  deinit {
    runs = []
    system_close(pathLog)
    if ownsFolder { system_close(folder) }
    probe?.note(.indexRecords, peakHeld)
  }

  /// Whether `path` (as ``match(_:)`` returns it) is a file staged in `.mediakind/tmp`, not
  /// placed yet.
  static func isStaged(_ path: String) -> Bool {
    path.hasPrefix(LibraryTransaction.stateFolder + "/" + LibraryTransaction.temporaryFolder + "/")
  }

  /// Notes a file staged in `.mediakind/tmp` (`path` relative to the root; then
  /// ``rename(_:to:size:)`` once placed). With its content `hash` (known when its source was
  /// hashed), it is never read to be hashed.
  func add(_ path: String, size: Int, hash: UInt128? = nil) {
    staged.append((path, size, hash))
    peakHeld = max(peakHeld, bufferedCount + staged.count)
  }

  /// Notes that the staged file `temporary` (of `size` bytes) is now at `path`: it joins the
  /// index on disk.
  func rename(_ temporary: String, to path: String, size: Int) {
    guard let index = staged.firstIndex(where: { $0.path == temporary }) else { return }
    let hash = staged[index].hash
    staged.remove(at: index)
    insert(path, size: size, hash: hash)
  }

  /// Forgets the staged files not placed (a batch has been placed: the rest failed and their
  /// temporary files are gone).
  func batchPlaced() {
    staged = []
  }

  /// The library file (relative path) with the same bytes as `source`, if any: only a file
  /// of a size the library holds is hashed (once: ``SourceFile`` keeps the hash), then
  /// compared byte for byte with the library files of its hash (the one named first when
  /// several are).
  func match(_ source: SourceFile) throws(Failure) -> String? {
    if let failure { throw failure }
    let size = source.status.size
    let stagedOfSize = staged.indices.filter { staged[$0].size == size }
    // One pass over the size's records before the hashed ones: is there any file of this
    // size, which are not hashed yet.
    var held = false
    var covered: UInt64 = 0
    var unhashed: [Int] = []
    try scan(ContentIndexRecord(size: size, kind: ContentIndexRecord.unhashed, value: 0)) { record in
      guard record.size == UInt64(size) else { return false }
      switch record.kind {
      case ContentIndexRecord.unhashed:
        held = true
        unhashed.append(Int(record.value))
      case ContentIndexRecord.covered: covered = max(covered, record.value)
      default:
        held = true
        return false
      }
      return true
    }
    guard held || !stagedOfSize.isEmpty else { return nil }
    guard let hash = source.hash(using: buffers.0) else { return nil }
    var candidates: [Int] = []
    let unread = unhashed.filter { $0 >= covered }
    if !unread.isEmpty {
      // Hashed once: the note `covered` says every file of this size named so far is.
      let end = pathBytesWritten + pendingPaths.count
      for offset in unread {
        let candidate = try path(at: offset)
        let other = LibraryTransaction.openSource(root + "/" + candidate)
        guard other >= 0 else { continue }
        defer { system_close(other) }
        guard let computed = ContentComparison.hash(other, buffer: buffers.1) else { continue }
        add(ContentIndexRecord(size: size, kind: ContentIndexRecord.hashed, hash: computed, value: offset))
      }
      add(ContentIndexRecord(size: size, kind: ContentIndexRecord.covered, value: end))
      if let failure { throw failure }
    }
    try scan(ContentIndexRecord(size: size, kind: ContentIndexRecord.hashed, hash: hash, value: 0)) { record in
      guard record.size == UInt64(size), record.kind == ContentIndexRecord.hashed, record.hash == hash else {
        return false
      }
      candidates.append(Int(record.value))
      return true
    }
    for offset in candidates.sorted() {
      let candidate = try path(at: offset)
      if same(source, as: candidate) { return candidate }
    }
    for index in stagedOfSize {
      if staged[index].hash == nil {
        let other = LibraryTransaction.openSource(root + "/" + staged[index].path)
        guard other >= 0 else { continue }
        staged[index].hash = ContentComparison.hash(other, buffer: buffers.1)
        system_close(other)
      }
      if staged[index].hash == hash, same(source, as: staged[index].path) { return staged[index].path }
    }
    return nil
  }

  // MARK: - Lookups

  /// Whether the open `source` holds the same bytes as the library file `path`.
  private func same(_ source: SourceFile, as path: String) -> Bool {
    let other = LibraryTransaction.openSource(root + "/" + path)
    guard other >= 0 else { return false }
    defer { system_close(other) }
    return source.sameBytes(as: other, buffers: buffers)
  }

  /// Gives `body` the records not below `key`, in order within each run and in memory, while
  /// it returns true (each source is scanned on its own: `body` stops each).
  private func scan(_ key: ContentIndexRecord, _ body: (ContentIndexRecord) -> Bool) throws(Failure) {
    for run in runs where !run.scan(from: key, body) {
      fail(system_errno)
    }
    if let failure { throw failure }
    for record in (buffered[key.size] ?? []).filter({ !($0 < key) }).sorted() {
      guard body(record) else { break }
    }
  }

  // MARK: - Writing

  /// Adds the library file `path` to the index on disk.
  private func insert(_ path: String, size: Int, hash: UInt128?) {
    let offset = appendPath(path)
    if let hash {
      add(ContentIndexRecord(size: size, kind: ContentIndexRecord.hashed, hash: hash, value: offset))
    } else {
      add(ContentIndexRecord(size: size, kind: ContentIndexRecord.unhashed, value: offset))
    }
  }

  /// Adds a record, writing the records held as a run once there are ``bufferedRecords``.
  private func add(_ record: ContentIndexRecord) {
    buffered[record.size, default: []].append(record)
    bufferedCount += 1
    peakHeld = max(peakHeld, bufferedCount + staged.count)
    guard bufferedCount >= recordLimit, failure == nil else { return }
    var sorted = buffered.values.flatMap { $0 }.sorted().makeIterator()
    buffered = [:]
    bufferedCount = 0
    do throws(Failure) {
      runs.append(try ContentIndexRun(folder: folder, name: runName(), records: { sorted.next() }))
      // Runs merge two by two while the newer is at least half the older: a few runs, each
      // record rewritten a logarithmic number of times.
      while runs.count >= 2, runs[runs.count - 2].count <= 2 * runs[runs.count - 1].count {
        let (older, newer) = (runs[runs.count - 2], runs[runs.count - 1])
        var (a, b) = (ContentIndexRun.Cursor(older), ContentIndexRun.Cursor(newer))
        let merged = try ContentIndexRun(folder: folder, name: runName()) {
          switch (a.peek(), b.peek()) {
          case (let x?, let y?):
            if y < x {
              b.advance()
              return y
            }
            a.advance()
            return x
          case (let x?, nil):
            a.advance()
            return x
          case (nil, let y?):
            b.advance()
            return y
          case (nil, nil): return nil
          }
        }
        guard !a.failed, !b.failed else { throw Failure(code: _EIO) }
        runs.removeLast(2)
        runs.append(merged)
      }
    } catch {
      self.failure = error
    }
  }

  private func runName() -> String {
    nextRun += 1
    return prefix + "-" + String(nextRun) + ".run"
  }

  private func fail(_ code: CInt) {
    if failure == nil { failure = Failure(code: code == 0 ? _EIO : code) }
  }

  /// Appends `path` to the path log; its offset.
  private func appendPath(_ path: String) -> Int {
    let offset = pathBytesWritten + pendingPaths.count
    let bytes = Array(path.utf8)
    withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { pendingPaths.append(contentsOf: $0) }
    pendingPaths.append(contentsOf: bytes)
    if pendingPaths.count >= Self.bufferedPathBytes {
      if let code = OutputDirectory.writeAll(pendingPaths, to: pathLog) { fail(code) }
      pathBytesWritten += pendingPaths.count
      pendingPaths.removeAll(keepingCapacity: true)
    }
    return offset
  }

  /// The path at `offset` of the path log.
  private func path(at offset: Int) throws(Failure) -> String {
    func bytes(_ start: Int, _ count: Int) throws(Failure) -> [UInt8] {
      if start >= pathBytesWritten {
        let from = start - pathBytesWritten
        guard from + count <= pendingPaths.count else { throw Failure(code: _EIO) }
        return Array(pendingPaths[from..<(from + count)])
      }
      var result = [UInt8](repeating: 0, count: count)
      var filled = 0
      while filled < count {
        let read = result.withUnsafeMutableBytes {
          system_pread(pathLog, $0.baseAddress! + filled, count - filled, start + filled)
        }
        if read < 0, system_errno == _EINTR { continue }
        guard read > 0 else { throw Failure(code: read < 0 ? system_errno : _EIO) }
        filled += read
      }
      return result
    }
    let length = try bytes(offset, 4)
    let count = Int(length[0]) | Int(length[1]) << 8 | Int(length[2]) << 16 | Int(length[3]) << 24
    return String(decoding: try bytes(offset + 4, count), as: UTF8.self)
  }
}
