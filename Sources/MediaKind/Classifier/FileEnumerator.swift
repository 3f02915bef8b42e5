#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Lists the files under some roots, lazily and in a stable order: each root as given, a
/// directory's entries sorted by name, depth first.
///
/// Symbolic links to files are followed; symbolic links to directories are not descended
/// (so a link loop or a link out of the tree cannot make a scan endless), and are reported as
/// `notRegularFile`. A directory that cannot be read yields one failure entry and the walk
/// goes on. Paths are built as `root/relative/name`, as the record schema asks.
public struct FileEnumerator: Sequence, Sendable {
  /// One item of the walk: a file to classify, or a path that failed before classification.
  public enum Entry: Sendable, Hashable {
    case file(String)
    case failure(String, InputFailure)

    public var path: String {
      switch self {
      case .file(let p), .failure(let p, _): p
      }
    }
  }

  public let roots: [String]
  public let recursive: Bool

  public init(roots: [String], recursive: Bool = true) {
    self.roots = roots
    self.recursive = recursive
  }

  public func makeIterator() -> Iterator { Iterator(roots: roots, recursive: recursive) }

  public struct Iterator: IteratorProtocol {
    /// Work stack: paths to visit, and whether each came from inside a directory walk.
    private var stack: [(path: String, nested: Bool, depth: Int)]
    private let recursive: Bool
    private static let maxDepth = 256

    init(roots: [String], recursive: Bool) {
      stack = roots.reversed().map { ($0, false, 0) }
      self.recursive = recursive
    }

    public mutating func next() -> Entry? {
      while let (path, nested, depth) = stack.popLast() {
        var info = stat()
        if lstat(path, &info) != 0 {
          return .failure(path, InputFailure(errno: errno, path: path))
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFLNK {
          var target = stat()
          guard stat(path, &target) == 0 else {
            return .failure(path, InputFailure(errno: errno, path: path))
          }
          if (target.st_mode & S_IFMT) == S_IFDIR {
            if nested {
              return .failure(
                path,
                InputFailure(kind: .notRegularFile, message: "is a symbolic link to a directory (not followed)"))
            }
            // A root given on the command line is followed once.
            if let failure = push(directory: path, depth: depth) { return failure }
            continue
          }
          return .file(path)
        }
        if type == S_IFDIR {
          if nested && !recursive { continue }
          if let failure = push(directory: path, depth: depth) { return failure }
          continue
        }
        return .file(path)
      }
      return nil
    }

    /// Pushes a directory's entries (sorted) onto the stack; returns a failure entry when the
    /// directory cannot be read.
    private mutating func push(directory: String, depth: Int) -> Entry? {
      guard depth < Self.maxDepth else {
        return .failure(directory, InputFailure(kind: .readFailed, message: "directory nesting deeper than \(Self.maxDepth)"))
      }
      guard let dir = opendir(directory) else {
        return .failure(directory, InputFailure(errno: errno, path: directory))
      }
      defer { closedir(dir) }
      var names: [String] = []
      while let entry = readdir(dir) {
        let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
          pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if name == "." || name == ".." { continue }
        names.append(name)
      }
      names.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
      let prefix = directory.hasSuffix("/") ? directory : directory + "/"
      for name in names.reversed() {
        stack.append((prefix + name, true, depth + 1))
      }
      return nil
    }
  }
}
