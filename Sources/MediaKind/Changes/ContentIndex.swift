/// The library's files by size, for finding a file of the same content before importing a
/// second copy (`Docs/Changes.md`, "Creating assets": duplicates): files of equal size are compared by a
/// 128-bit content hash (each library file hashed at most once, and only when a file of its
/// size is looked for), then byte for byte.
struct ContentIndex {
  /// The library root as named.
  let root: String
  /// Files of each size not hashed yet (relative paths).
  private var unhashed: [Int: [String]] = [:]
  /// Files of each size by their hash, once a file of that size has been looked for.
  private var hashed: [Int: [UInt128: [String]]] = [:]
  /// The buffers every hash and comparison reads through (allocated once).
  private let buffers = (ReadBuffer(capacity: ContentComparison.chunk), ReadBuffer(capacity: ContentComparison.chunk))

  /// Walks the library's regular files (`.mediakind` skipped; links not followed) and notes
  /// their sizes. Reads no content.
  init(root: String) {
    self.root = root
    let prefix = root.hasSuffix("/") ? root : root + "/"
    for entry in FileEnumerator(roots: [root]) {
      guard case .file(let path) = entry, !MediaLibrary.isIndexPath(path), path.hasPrefix(prefix),
        let info = system_lstat(path), info.type == .regular
      else { continue }
      unhashed[info.size, default: []].append(String(path.dropFirst(prefix.count)))
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
    if let hash {
      hashed[size, default: [:]][hash, default: []].append(path)
    } else {
      unhashed[size, default: []].append(path)
    }
  }

  /// Notes that the staged file `temporary` (of `size` bytes) is now at `path`: its entry
  /// takes the new path (no second table of renames is kept).
  mutating func rename(_ temporary: String, to path: String, size: Int) {
    if let index = unhashed[size]?.firstIndex(of: temporary) {
      unhashed[size]![index] = path
      return
    }
    guard let byHash = hashed[size] else { return }
    for (hash, paths) in byHash {
      if let index = paths.firstIndex(of: temporary) {
        hashed[size]![hash]![index] = path
        return
      }
    }
  }

  /// The library file (relative path) with the same bytes as `source`, if any: only a file
  /// of a size the library holds is hashed (once: ``SourceFile`` keeps the hash), then
  /// compared byte for byte with the library files of its hash.
  mutating func match(_ source: SourceFile) -> String? {
    let size = source.status.size
    guard unhashed[size] != nil || hashed[size] != nil else { return nil }
    guard let hash = source.hash(using: buffers.0) else { return nil }
    for candidate in unhashed.removeValue(forKey: size) ?? [] {
      let other = LibraryTransaction.openSource(root + "/" + candidate)
      guard other >= 0 else { continue }
      defer { system_close(other) }
      guard let computed = ContentComparison.hash(other, buffer: buffers.1) else { continue }
      hashed[size, default: [:]][computed, default: []].append(candidate)
    }
    for candidate in hashed[size]?[hash] ?? [] {
      let other = LibraryTransaction.openSource(root + "/" + candidate)
      guard other >= 0 else { continue }
      defer { system_close(other) }
      if source.sameBytes(as: other, buffers: buffers) { return candidate }
    }
    return nil
  }
}
