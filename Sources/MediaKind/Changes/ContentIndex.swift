/// The library's files by size, for finding a file of the same content before importing a
/// second copy (`Docs/Changes.md`, "Creating assets": duplicates): files of equal size are compared by a
/// 128-bit content hash (each library file hashed at most once), then byte for byte.
struct ContentIndex {
  /// The library root as named.
  let root: String
  private var bySize: [Int: [String]] = [:]
  private var hashes: [String: UInt128] = [:]

  /// Walks the library's regular files (`.mediakind` skipped; links not followed) and notes
  /// their sizes. Reads no content.
  init(root: String) {
    self.root = root
    let prefix = root.hasSuffix("/") ? root : root + "/"
    for entry in FileEnumerator(roots: [root]) {
      guard case .file(let path) = entry, !MediaLibrary.isIndexPath(path), path.hasPrefix(prefix),
        let info = system_lstat(path), info.type == .regular
      else { continue }
      bySize[info.size, default: []].append(String(path.dropFirst(prefix.count)))
    }
  }

  /// Notes a file placed in the library (`path` relative to the root).
  mutating func add(_ path: String, size: Int) {
    bySize[size, default: []].append(path)
  }

  /// The library file (relative path) with the same bytes as the open file `fd`, if any.
  mutating func match(_ fd: CInt) -> String? {
    guard let size = system_fstat(fd)?.size, let candidates = bySize[size] else { return nil }
    guard let hash = ContentComparison.hash(fd) else { return nil }
    for candidate in candidates {
      let other = LibraryTransaction.openSource(root + "/" + candidate)
      guard other >= 0 else { continue }
      defer { system_close(other) }
      let known: UInt128
      if let cached = hashes[candidate] {
        known = cached
      } else {
        guard let computed = ContentComparison.hash(other) else { continue }
        hashes[candidate] = computed
        known = computed
      }
      if known == hash, ContentComparison.sameBytes(fd, other) { return candidate }
    }
    return nil
  }
}
