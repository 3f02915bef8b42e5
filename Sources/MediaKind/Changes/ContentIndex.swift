/// The library's files by size, for finding a file of the same content before importing a
/// second copy (`Docs/Changes.md`, "Creating assets": duplicates): files of equal size are compared by a
/// 128-bit content hash (each library file hashed at most once, and only when a file of its
/// size is looked for), then byte for byte.
///
/// The paths are not held in memory (`Docs/Performance.md`, "Where an import's memory goes"):
/// each is a record of the import's ``SpillFile`` (the offset of the record noted before it
/// under the same key, its size, its bytes), and what stays in memory is, per distinct content
/// hash, the offset of its latest record; per size not hashed yet, the same; a fixed table of
/// the sizes noted (a size not in it is not looked for); and the files staged in the batch not
/// placed yet.
struct ContentIndex {
  /// The library root as named.
  let root: String
  /// Where the paths are.
  private let spill: SpillFile
  /// The latest record of each size whose files are not hashed yet.
  private var unhashed: [Int: Int] = [:]
  /// The latest record of each content hash (mixed with its size).
  private var hashed: [UInt128: Int] = [:]
  /// The sizes noted, as bits of a fixed table (a size's bit may be another's too).
  private var sizes = [UInt64](repeating: 0, count: 1 << 14)
  /// Files held in memory: those staged in `.mediakind/tmp` and not placed yet (a batch's),
  /// and any the spill file could not take.
  private var held: [(path: String, size: Int, hash: UInt128?)] = []
  /// The buffers every hash and comparison reads through (allocated once).
  private let buffers = (ReadBuffer(capacity: ContentComparison.chunk), ReadBuffer(capacity: ContentComparison.chunk))

  /// Walks the library's regular files (`.mediakind` skipped; links not followed) and notes
  /// their sizes (their paths go to `spill`). Reads no content.
  init(root: String, spill: SpillFile) throws(LibraryChangeError) {
    self.root = root
    self.spill = spill
    let prefix = root.hasSuffix("/") ? root : root + "/"
    for entry in FileEnumerator(roots: [root]) {
      guard case .file(let path) = entry, !MediaLibrary.isIndexPath(path), path.hasPrefix(prefix),
        let info = system_lstat(path), info.type == .regular
      else { continue }
      try note(String(path.dropFirst(prefix.count)), size: info.size, hash: nil)
    }
  }

  /// Whether `path` (as ``match(_:)`` returns it) is a file staged in `.mediakind/tmp`, not
  /// placed yet.
  static func isStaged(_ path: String) -> Bool {
    path.hasPrefix(LibraryTransaction.stateFolder + "/" + LibraryTransaction.temporaryFolder + "/")
  }

  /// Notes a file of the library (`path` relative to the root): placed, or staged in
  /// `.mediakind/tmp` (then ``rename(_:to:size:)`` once placed). With its content `hash` (known
  /// when its source was hashed), it is never read to be hashed.
  mutating func add(_ path: String, size: Int, hash: UInt128? = nil) {
    if Self.isStaged(path) {
      hold(path, size: size, hash: hash)
    } else {
      do throws(LibraryChangeError) { try note(path, size: size, hash: hash) } catch { hold(path, size: size, hash: hash) }
    }
  }

  /// Notes that the staged file `temporary` (of `size` bytes) is now at `path`.
  mutating func rename(_ temporary: String, to path: String, size: Int) {
    guard let index = held.firstIndex(where: { $0.path == temporary }) else { return }
    let entry = held.remove(at: index)
    add(path, size: size, hash: entry.hash)
  }

  /// Forgets the staged file `temporary` (its group was not placed; the file is gone).
  mutating func forget(_ temporary: String) {
    held.removeAll { $0.path == temporary }
  }

  private mutating func hold(_ path: String, size: Int, hash: UInt128?) {
    held.append((path, size, hash))
    markSize(size)
  }

  /// The library file (relative path) with the same bytes as `source`, if any: only a file
  /// of a size the library holds is hashed (once: ``SourceFile`` keeps the hash), then
  /// compared byte for byte with the library files of its hash, in the order noted.
  mutating func match(_ source: SourceFile) throws(LibraryChangeError) -> String? {
    let size = source.status.size
    guard hasSize(size) else { return nil }
    guard let hash = source.hash(using: buffers.0) else { return nil }
    // The files of this size not hashed yet are hashed now, once.
    if let latest = unhashed.removeValue(forKey: size) {
      for (_, path) in try chain(from: latest, size: size).reversed() {
        guard let computed = hashOfFile(path) else { continue }
        try note(path, size: size, hash: computed)
      }
    }
    if let latest = hashed[Self.key(hash, size: size)] {
      for (_, path) in try chain(from: latest, size: size).reversed() where sameBytes(source, path) { return path }
    }
    for index in held.indices where held[index].size == size {
      if held[index].hash == nil { held[index].hash = hashOfFile(held[index].path) }
      if held[index].hash == hash, sameBytes(source, held[index].path) { return held[index].path }
    }
    return nil
  }

  /// Notes `path` in the spill file, under its hash or, not hashed, its size.
  private mutating func note(_ path: String, size: Int, hash: UInt128?) throws(LibraryChangeError) {
    var record: [UInt8] = []
    let previous = hash.map { hashed[Self.key($0, size: size)] } ?? unhashed[size]
    withUnsafeBytes(of: Int64(previous ?? -1).littleEndian) { record.append(contentsOf: $0) }
    withUnsafeBytes(of: Int64(size).littleEndian) { record.append(contentsOf: $0) }
    record.append(contentsOf: path.utf8)
    let offset = try spill.append(record)
    if let hash { hashed[Self.key(hash, size: size)] = offset } else { unhashed[size] = offset }
    markSize(size)
  }

  /// The paths of size `size` on the chain of records ending at `latest`, latest first.
  private func chain(from latest: Int, size: Int) throws(LibraryChangeError) -> [(offset: Int, path: String)] {
    var paths: [(offset: Int, path: String)] = []
    var offset = latest
    while offset >= 0 {
      let record = try spill.read(at: offset)
      guard record.count >= 16 else { break }
      let (previous, noted) = record.withUnsafeBytes {
        (Int(Int64(littleEndian: $0.loadUnaligned(as: Int64.self))),
         Int(Int64(littleEndian: $0.loadUnaligned(fromByteOffset: 8, as: Int64.self))))
      }
      if noted == size { paths.append((offset, String(decoding: record[16...], as: UTF8.self))) }
      offset = previous
    }
    return paths
  }

  /// A hash's key, mixed with the size (a key two sizes share only chains their records; the
  /// size is checked on each).
  private static func key(_ hash: UInt128, size: Int) -> UInt128 { hash ^ UInt128(UInt64(bitPattern: Int64(size))) }

  private mutating func markSize(_ size: Int) {
    let bit = Int(UInt64(bitPattern: Int64(size)) % UInt64(sizes.count * 64))
    sizes[bit / 64] |= 1 << UInt64(bit % 64)
  }

  private func hasSize(_ size: Int) -> Bool {
    let bit = Int(UInt64(bitPattern: Int64(size)) % UInt64(sizes.count * 64))
    return sizes[bit / 64] & (1 << UInt64(bit % 64)) != 0
  }

  /// The content hash of the library file `path` (relative), nil when it cannot be read.
  private func hashOfFile(_ path: String) -> UInt128? {
    let fd = LibraryTransaction.openSource(root + "/" + path)
    guard fd >= 0 else { return nil }
    defer { system_close(fd) }
    return ContentComparison.hash(fd, buffer: buffers.1)
  }

  /// Whether the library file `path` (relative) has the bytes of `source`.
  private func sameBytes(_ source: SourceFile, _ path: String) -> Bool {
    let fd = LibraryTransaction.openSource(root + "/" + path)
    guard fd >= 0 else { return false }
    defer { system_close(fd) }
    return source.sameBytes(as: fd, buffers: buffers)
  }
}
