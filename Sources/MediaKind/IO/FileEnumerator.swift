/// Lists the files under some roots, lazily and in a stable order: each root as given, a
/// directory's entries sorted by name (as bytes), depth first.
///
/// What is walked follows ``WalkOptions``: tool and version-control folders (`.git`,
/// `.mediakind`, ...) and excluded paths are left out, silently.
///
/// Symbolic links:
/// - A link to a file is followed, wherever it points, also **outside the scanned root**: a
///   walk of `Photos/` that meets `Photos/x.jpg -> /etc/passwd` classifies `/etc/passwd` (read
///   only, as every input). Callers that must stay inside a root check the entries they get
///   (or resolve them with `realpath`) before classifying.
/// - A link to a directory is not descended inside a walk (so a link loop or a link out of the
///   tree cannot make a scan endless): it is skipped, and `onSkip` hears of it. With
///   ``WalkOptions/followLinks`` it is followed, and each directory (by device and inode) is
///   walked at most once, so loops end. A root given as a link to a directory is followed.
/// - A link that loops (`a -> b -> a`) or dangles yields a failure entry (`readFailed`,
///   "symbolic link loop", or `notFound`).
///
/// A directory that cannot be read yields one failure entry and the walk goes on. Paths are
/// built as `root/relative/name`, as the record schema asks. A name that is not valid UTF-8
/// is shown with `\xNN` escapes (``PathEscaping``); the walk keeps every path's raw bytes
/// (``Iterator/nextStep()``), which ``MediaClassifier`` uses to open the file. A path
/// longer than the system allows (`ENAMETOOLONG`) yields a `readFailed` entry saying so.
public struct FileEnumerator: Sequence, Sendable {
  /// One item of the walk: a file to classify, or a path that failed before classification.
  public enum Entry: Sendable, Hashable {
    /// A file to classify, by its path.
    case file(String)
    /// A path that failed before classification, and why.
    case failure(String, InputFailure)

    /// The entry's path, as records print it.
    public var path: String {
      switch self {
      case .file(let p), .failure(let p, _): p
      }
    }
  }

  /// One step of a walk: the entry, the raw bytes of its path, and whether the walk has
  /// already seen a regular file there (from `readdir`'s `d_type` or its own `lstat`/`stat`),
  /// so that the classifier need not `stat` the path once more before opening it.
  ///
  /// A regular file the walk found in a directory it holds open also carries that directory
  /// (`parent`) and where the file's name starts in `rawPath` (`nameOffset`): the classifier
  /// opens it by name, relative to the directory (``DirectoryHandle``).
  public struct Step: Sendable {
    /// The file, or the failure, of this step.
    public let entry: Entry
    /// The path's bytes as the system gave them (not necessarily UTF-8).
    public let rawPath: [UInt8]
    /// Whether the walk already knows the path is a regular file.
    public let isRegularFile: Bool
    /// The open directory that holds the file, when the walk has one.
    public let parent: DirectoryHandle?
    /// Where the file's name starts in ``rawPath`` (0 without ``parent``).
    public let nameOffset: Int

    /// A step of a path without an open directory (a file given by path, a path list).
    public init(entry: Entry, rawPath: [UInt8], isRegularFile: Bool) {
      self.init(
        entry: entry, rawPath: rawPath, isRegularFile: isRegularFile, parent: nil, nameOffset: 0)
    }

    init(
      entry: Entry, rawPath: [UInt8], isRegularFile: Bool, parent: DirectoryHandle?,
      nameOffset: Int
    ) {
      self.entry = entry
      self.rawPath = rawPath
      self.isRegularFile = isRegularFile
      // Only for paths the system would take whole: a longer one fails with ENAMETOOLONG,
      // as it did before files were opened by name.
      let usable = parent != nil && rawPath.count < _PATH_MAX && nameOffset < rawPath.count
      self.parent = usable ? parent : nil
      self.nameOffset = usable ? nameOffset : 0
    }

    init(_ failure: Entry, _ rawPath: [UInt8]) {
      self.init(entry: failure, rawPath: rawPath, isRegularFile: false)
    }
  }

  /// The paths the walk starts from, as given.
  public let roots: [String]
  /// What the walk enters and leaves out.
  public let options: WalkOptions
  /// Told of each path skipped with a reason worth telling (a link to a folder not followed,
  /// a folder already walked): `(path, reason)`.
  public let onSkip: (@Sendable (_ path: String, _ reason: String) -> Void)?

  /// Whether subfolders are walked.
  public var recursive: Bool { options.recursive }

  /// A walk of `roots` with the default ``WalkOptions`` (`recursive` aside).
  public init(roots: [String], recursive: Bool = true) {
    self.init(roots: roots, options: WalkOptions(recursive: recursive))
  }

  /// A walk of `roots` as `options` say; `onSkip` hears of paths skipped with a reason.
  public init(
    roots: [String], options: WalkOptions,
    onSkip: (@Sendable (_ path: String, _ reason: String) -> Void)? = nil
  ) {
    self.roots = roots
    self.options = options
    self.onSkip = onSkip
  }

  public func makeIterator() -> Iterator { Iterator(roots: roots, options: options, onSkip: onSkip) }

  /// The walk's cursor. Each path is kept twice: its raw bytes (for the system calls) and its
  /// display text (for the entry).
  public struct Iterator: IteratorProtocol {
    private struct Pending {
      var raw: [UInt8]
      var display: String
      /// Whether the path came from inside a directory walk (not a root).
      var nested: Bool
      var depth: Int
      /// `d_type` from `readdir` (`DT_UNKNOWN` for roots and file systems without it).
      var type: UInt8 = _DT_UNKNOWN
      /// The directory the walk read this name from, and where the name starts in `raw`.
      var parent: DirectoryHandle? = nil
      var nameOffset = 0
      /// Bytes of `display` before the path relative to the root (the root and its `/`).
      var rootLength = 0

      /// The path below the root (what excludes match).
      var relative: Substring { display.utf8.count > rootLength ? display[display.utf8.index(display.startIndex, offsetBy: rootLength)...] : "" }
      /// The last path component of `display`.
      var name: Substring {
        guard let slash = display.utf8.lastIndex(of: UInt8(ascii: "/")) else { return display[...] }
        return display[display.utf8.index(after: slash)...]
      }
    }

    /// Work stack: paths to visit, the next one last.
    private var stack: [Pending]
    private let options: WalkOptions
    private let onSkip: (@Sendable (String, String) -> Void)?
    /// Directories walked, by device and inode: kept only when links are followed.
    private var visited: Set<DirectoryHandle.Identity> = []
    private var recursive: Bool { options.recursive }
    private static let maxDepth = 256

    init(
      roots: [String], options: WalkOptions, onSkip: (@Sendable (String, String) -> Void)?
    ) {
      stack = roots.reversed().map {
        // A root holding a line feed or a bidirectional control prints escaped, as a name
        // found in the walk does (PathEscaping).
        let display = PathEscaping.display($0)
        return Pending(
          raw: Array($0.utf8), display: display, nested: false, depth: 0,
          rootLength: display.utf8.count + (display.hasSuffix("/") ? 0 : 1))
      }
      self.options = options
      self.onSkip = onSkip
    }

    public mutating func next() -> Entry? { nextStep()?.entry }

    /// The next step of the walk. A name `readdir` reports as a regular file or a directory
    /// is not `lstat`ed: the kernel already said what it is.
    public mutating func nextStep() -> Step? {
      while var item = stack.popLast() {
        if item.type == _DT_REG {
          return Step(
            entry: .file(item.display), rawPath: item.raw, isRegularFile: true,
            parent: item.parent, nameOffset: item.nameOffset)
        }
        if item.type == _DT_DIR {
          if !recursive { continue }
          if let failure = push(directory: item) { return Step(failure, item.raw) }
          continue
        }
        var cPath = CString.make(item.raw)
        let info: FileStatus
        if let found = system_lstat(cPath) {
          info = found
        } else {
          // A root copied from a record may hold `\xNN` escapes: try the bytes they stand for.
          guard !item.nested, system_errno == _ENOENT,
            let raw = PathEscaping.rawBytes(item.display),
            let found = system_lstat(CString.make(raw))
          else {
            return Step(
              .failure(item.display, InputFailure(errno: system_errno, pathLength: item.raw.count)),
              item.raw)
          }
          info = found
          item.raw = raw
          cPath = CString.make(raw)
        }
        let type = info.type
        if type == .symbolicLink {
          guard let target = system_stat(cPath) else {
            return Step(
              .failure(item.display, InputFailure(errno: system_errno, pathLength: item.raw.count)),
              item.raw)
          }
          if target.type == .directory {
            if item.nested && !options.followLinks {
              onSkip?(item.display, "symbolic link to a folder: not followed (--follow follows it)")
              continue
            }
            // A root given on the command line is followed once.
            if item.nested && !recursive { continue }
            if item.nested, options.excludes(relative: String(item.relative), isFolder: true) { continue }
            if let failure = push(directory: item) { return Step(failure, item.raw) }
            continue
          }
          return Step(
            entry: .file(item.display), rawPath: item.raw,
            isRegularFile: target.isRegularFile)
        }
        if type == .directory {
          if item.nested && (!recursive || !options.entersFolder(named: String(item.name))) {
            continue
          }
          // A name `readdir` gave no type for: a `folder/` exclude is checked now.
          if item.nested, options.excludes(relative: String(item.relative), isFolder: true) { continue }
          if let failure = push(directory: item) { return Step(failure, item.raw) }
          continue
        }
        return Step(entry: .file(item.display), rawPath: item.raw, isRegularFile: type == .regular)
      }
      return nil
    }

    /// Pushes a directory's entries (sorted by their bytes) onto the stack; returns a failure
    /// entry when the directory cannot be read.
    private mutating func push(directory: Pending) -> Entry? {
      guard directory.depth < Self.maxDepth else {
        return .failure(
          directory.display,
          InputFailure(kind: .readFailed, message: "directory nesting deeper than \(Self.maxDepth)")
        )
      }
      guard let handle = DirectoryHandle.open(rawPath: directory.raw) else {
        return .failure(
          directory.display, InputFailure(errno: system_errno, pathLength: directory.raw.count))
      }
      if options.followLinks, let key = handle.identity {
        guard visited.insert(key).inserted else {
          onSkip?(directory.display, "folder already walked (a symbolic link loop or a second link to it)")
          return nil
        }
      }
      guard var names = handle.entries(limit: .max) else {
        return .failure(
          directory.display, InputFailure(errno: system_errno, pathLength: directory.raw.count))
      }
      names.sort { $0.name[...].byteOrder($1.name[...]) < 0 }
      let slash = UInt8(ascii: "/")
      let rawPrefix = directory.raw.last == slash ? directory.raw : directory.raw + [slash]
      let displayPrefix =
        directory.display.hasSuffix("/") ? directory.display : directory.display + "/"
      let filters = !options.includeToolFolders || !options.excludes.isEmpty
      for (name, type) in names.reversed() {
        let child = Pending(
          raw: rawPrefix + name, display: displayPrefix + PathEscaping.display(name),
          nested: true, depth: directory.depth + 1, type: type, parent: handle,
          nameOffset: rawPrefix.count, rootLength: directory.rootLength)
        if filters {
          if type == _DT_DIR, !options.entersFolder(named: String(child.name)) { continue }
          if options.excludes(relative: String(child.relative), isFolder: type == _DT_DIR) { continue }
        }
        stack.append(child)
      }
      return nil
    }
  }
}
