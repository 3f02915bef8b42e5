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
  /// A staged file's temporary path → where it was placed.
  private var placed: [String: String] = [:]

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
  /// `.mediakind/tmp` (then ``rename(_:to:)`` once placed).
  mutating func add(_ path: String, size: Int) {
    unhashed[size, default: []].append(path)
  }

  /// Notes that the staged file `temporary` is now at `path`.
  mutating func rename(_ temporary: String, to path: String) {
    placed[temporary] = path
  }

  /// The library file (relative path) with the same bytes as the open file `fd`, if any.
  mutating func match(_ fd: CInt) -> String? {
    guard let size = system_fstat(fd)?.size, unhashed[size] != nil || hashed[size] != nil else { return nil }
    guard let hash = ContentComparison.hash(fd) else { return nil }
    for candidate in unhashed.removeValue(forKey: size) ?? [] {
      let other = LibraryTransaction.openSource(root + "/" + (placed[candidate] ?? candidate))
      guard other >= 0 else { continue }
      defer { system_close(other) }
      guard let computed = ContentComparison.hash(other) else { continue }
      hashed[size, default: [:]][computed, default: []].append(candidate)
    }
    for candidate in hashed[size]?[hash] ?? [] {
      let current = placed[candidate] ?? candidate
      let other = LibraryTransaction.openSource(root + "/" + current)
      guard other >= 0 else { continue }
      defer { system_close(other) }
      if ContentComparison.sameBytes(fd, other) { return current }
    }
    return nil
  }
}
