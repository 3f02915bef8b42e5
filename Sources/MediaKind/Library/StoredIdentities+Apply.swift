extension StoredIdentities {
  /// Gives the files under each of `roots` the identifiers their library keeps
  /// (``LibraryFile/keptIdentifier``), which ``AssetBuilder`` prefers to the path hash:
  ///
  /// - an entry whose path holds a file of its size, or with its device and inode (an edit in
  ///   place), names that file;
  /// - an entry whose path holds no such file was moved or copied outside MediaKind when a
  ///   file elsewhere under the root has its device and inode (a rename), else its size and
  ///   content hash (a copy): that file takes the identifier. Only files of the entry's size
  ///   are read (their first 64 KiB, then whole when that agrees), each at most once, and
  ///   only when an entry lost its file.
  ///
  /// Files in Recently Deleted keep the identifier of their manifest. A file whose path hash
  /// is held by another asset (kept by the table or a manifest: a file put outside MediaKind
  /// where a deleted or restored asset was) gets the hash of its path with a number
  /// (``derivedIdentifier(path:number:workingDirectory:)``), the first free, so no two assets
  /// share an identifier. Returns what could not be read.
  static func apply(to files: inout [LibraryFile], roots: [String]) -> [String] {
    var diagnostics: [String] = []
    for root in roots where !root.isEmpty {
      let (table, diagnostic) = read(root: root)
      if let diagnostic { diagnostics.append(diagnostic) }
      let prefix = root.hasSuffix("/") ? root : root + "/"
      // Relative paths, as bytes (Docs/Library.md, "Paths are compared as bytes").
      var byPath: [PathKey: Int] = [:]
      for index in files.indices where files[index].originalPath == nil && files[index].path.utf8.starts(with: prefix.utf8) {
        byPath[PathKey(String(decoding: files[index].path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self))] = index
      }
      applyEntries(table, to: &files, byPath: byPath)
      var held: Set<String> = []
      for file in files { if let kept = file.keptIdentifier { held.insert(kept) } }
      guard !held.isEmpty else { continue }
      let workingDirectory = PathParts.currentDirectory()
      for index in byPath.values where files[index].keptIdentifier == nil && !files[index].isSidecar {
        let path = files[index].path
        guard held.contains(AssetBuilder.localIdentifier(forPrimaryPath: path, workingDirectory: workingDirectory)) else { continue }
        var number = 1
        var derived = derivedIdentifier(path: path, number: number, workingDirectory: workingDirectory)
        while held.contains(derived) {
          number += 1
          derived = derivedIdentifier(path: path, number: number, workingDirectory: workingDirectory)
        }
        files[index].keptIdentifier = derived
        held.insert(derived)
      }
    }
    return diagnostics
  }

  /// The identifier of a file whose path hash another asset holds: the hash of its normalized
  /// absolute path, a NUL byte and `number` (stable while the library stays as it is).
  static func derivedIdentifier(path: String, number: Int, workingDirectory: String) -> String {
    var hash = StableHash<UInt128>()
    hash.combine(PathParts.normalizedAbsolute(path, workingDirectory: workingDirectory) + "\u{0}" + String(number))
    return hash.uuidString + "/L0/001"
  }

  /// The table's entries applied to the files under its root (`byPath`: relative path to
  /// index in `files`), with outside moves recognised.
  private static func applyEntries(_ table: StoredIdentities, to files: inout [LibraryFile], byPath: [PathKey: Int]) {
    var claimed: Set<Int> = []
    var lost: [Entry] = []
    for entry in table.assets {
      if let index = byPath[PathKey(entry.path)], entry.matches(files[index]) {
        files[index].keptIdentifier = entry.localIdentifier
        claimed.insert(index)
      } else {
        lost.append(entry)
      }
    }
    guard !lost.isEmpty else { return }
    let entryPaths = Set(table.assets.map { PathKey($0.path) })
    var bySize: [Int: [Int]] = [:]
    for (path, index) in byPath where !entryPaths.contains(path) && !files[index].isSidecar {
      if let size = files[index].size { bySize[size, default: []].append(index) }
    }
    var hashes: [Int: String] = [:]
    var heads: [Int: String] = [:]
    /// The hash of file `index` (its first `limit` bytes), "" when it cannot be read.
    func digest(_ index: Int, limit: Int = .max) -> String {
      let path = files[index].path
      var fd = system_open(path, _O_RDONLY | _O_CLOEXEC)
      if fd < 0, let raw = PathEscaping.rawBytes(path) {
        fd = (raw.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { system_open($0.baseAddress!, _O_RDONLY | _O_CLOEXEC) }
      }
      guard fd >= 0 else { return "" }
      defer { system_close(fd) }
      return ContentComparison.hash(fd, limit: limit).map(hashText) ?? ""
    }
    for entry in lost {
      let candidates = (bySize[entry.size] ?? []).filter { !claimed.contains($0) }.sorted()
      var found = candidates.first {
        entry.inode != nil && files[$0].identity?.inode == entry.inode && files[$0].identity?.device == entry.device
      }
      if found == nil, let wanted = entry.contentHash {
        found = candidates.first { index in
          if let head = entry.headHash {
            if heads[index] == nil { heads[index] = digest(index, limit: headBytes) }
            guard heads[index] == head else { return false }
          }
          if hashes[index] == nil { hashes[index] = digest(index) }
          return hashes[index] == wanted
        }
      }
      if let found {
        files[found].keptIdentifier = entry.localIdentifier
        claimed.insert(found)
      }
    }
  }
}

extension StoredIdentities.Entry {
  /// Whether `file` (at the entry's path) is the entry's file: the same size, or the same
  /// device and inode.
  func matches(_ file: LibraryFile) -> Bool {
    if let size = file.size, size == self.size { return true }
    guard let inode, let identity = file.identity else { return false }
    return identity.inode == inode && identity.device == device
  }
}
