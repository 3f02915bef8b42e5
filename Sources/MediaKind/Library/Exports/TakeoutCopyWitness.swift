/// What shows that two copies of a Google Takeout photo hold the same bytes (Docs/Library.md,
/// "Exports: Google Takeout and iCloud"): a file on disk, by its identity when it was scanned (one
/// inode under two names, else its bytes compared again), or an archive member, by the digest
/// of its bytes taken as the stream passed them (a member cannot be read again).
enum TakeoutCopyWitness {
  case file(path: String, identity: FileIdentity)
  case member(size: Int, digest: UInt128)

  /// `file`'s witness: its identity, else (an archive member read whole by a thorough scan) its
  /// digest; nil for a file that holds no bytes or has neither (a member read in fast mode).
  init?(_ file: LibraryFile) {
    if let identity = file.identity {
      guard identity.size > 0 else { return nil }
      self = .file(path: file.path, identity: identity)
    } else if let digest = file.contentDigest, let size = file.record.fileSize, size > 0 {
      self = .member(size: size, digest: digest)
    } else {
      return nil
    }
  }

  /// The bytes' count.
  var size: Int {
    switch self {
    case .file(_, let identity): identity.size
    case .member(let size, _): size
    }
  }

  /// Whether `a` and `b` hold the same bytes. Two files: one inode, else compared byte for
  /// byte; two members: equal digests; a file and a member: the file's digest, taken now
  /// (`digests` keeps it for the rest of the join), against the member's. A file that changed
  /// since the scan, holds no data or cannot be read holds the same bytes as nothing.
  static func same(_ a: Self, _ b: Self, digests: inout [String: UInt128?]) -> Bool {
    guard a.size == b.size else { return false }
    switch (a, b) {
    case (.file(let left, let x), .file(let right, let y)):
      if x.device == y.device && x.inode == y.inode { return true }
      return AssetBuilder.sameBytes((left, x), (right, y))
    case (.member(_, let x), .member(_, let y)):
      return x == y
    case (.file(let path, let identity), .member(_, let digest)), (.member(_, let digest), .file(let path, let identity)):
      if digests[path] == nil { digests[path] = Self.digest(path: path, identity: identity) }
      return digests[path]! == digest
    }
  }

  /// The digest of the file at `path`, if it is still as the scan saw it and holds data.
  private static func digest(path: String, identity: FileIdentity) -> UInt128? {
    AssetBuilder.reopened(path, as: identity).flatMap { ContentComparison.digest($0.descriptor) }
  }
}
