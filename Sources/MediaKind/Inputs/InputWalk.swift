package import Foundation

/// The files of ``MediaInputs`` as a lazy walk: the paths named, then the lines of the path
/// lists, each folder walked by a ``FileEnumerator`` when its turn comes. Lists are read in
/// 64 KiB chunks, never whole, so memory does not grow with the length of a path list. A line
/// naming a regular file that its folder's listing already shows is not `lstat`ed
/// (``DirectoryListingCache``). A file named on its own or on a list is left out when the
/// excludes match it or a folder above it, relative to the working directory
/// (``WalkOptions/excludes(relative:)``); a folder is walked with its own options
/// (``WalkPlan``), its excludes relative to it.
package struct InputWalk: Sequence {
  package enum Source {
    case path(String)
    /// A path list; `separator` is `\n` (lines) or NUL (`-0`, as `find -print0` writes).
    case lines(FileHandle, separator: UInt8)
  }

  let sources: [Source]
  /// The walk options of each root (a folder's own configuration merged in).
  let plan: WalkPlan
  /// Told of paths skipped on purpose (links to folders not followed, ...).
  let onSkip: (@Sendable (String, String) -> Void)?
  /// Where relative paths named on their own start (for the excludes); `/` ends it.
  let workingDirectory: String

  package init(sources: [Source], plan: WalkPlan, onSkip: (@Sendable (String, String) -> Void)?) {
    self.sources = sources
    self.plan = plan
    self.onSkip = onSkip
    let cwd = plan.base.excludes.isEmpty ? "/" : FileManager.default.currentDirectoryPath
    workingDirectory = cwd.hasSuffix("/") ? cwd : cwd + "/"
  }

  package func makeIterator() -> Iterator { Iterator(stream: self) }

  package struct Iterator: IteratorProtocol, FileWalk {
    let stream: InputWalk
    var sources: ArraySlice<Source>
    var lines: LineReader?
    var walk: FileEnumerator.Iterator?
    /// The root being walked, while its first step may still be the root itself (a file).
    var namedRoot: String?
    /// Regular files of a list found from their folders' listings, without an `lstat` each.
    var listings = DirectoryListingCache()

    init(stream: InputWalk) {
      self.stream = stream
      sources = stream.sources[...]
    }

    package mutating func next() -> FileEnumerator.Entry? { nextStep()?.entry }

    package mutating func nextStep() -> FileEnumerator.Step? {
      let base = stream.plan.base
      while true {
        if let step = walk?.nextStep() {
          if let root = namedRoot {
            namedRoot = nil
            // A root that is a file is the walk's one step: the excludes apply to it.
            if case .file(let path) = step.entry, path == root, isExcluded(path) { continue }
          }
          return step
        }
        walk = nil
        guard let (root, listed) = nextRoot() else { return nil }
        if listed, let step = listings.step(rawPath: Array(root.utf8), display: root) {
          if isExcluded(root) { continue }
          return step
        }
        walk = FileEnumerator(roots: [root], options: stream.plan.options(for: root), onSkip: stream.onSkip)
          .makeIterator()
        namedRoot = base.excludes.isEmpty ? nil : PathEscaping.display(root)
      }
    }

    /// Whether the file `path`, named on its own, is left out by the excludes.
    private func isExcluded(_ path: String) -> Bool {
      let base = stream.plan.base
      guard !base.excludes.isEmpty else { return false }
      var relative = Substring(path)
      if relative.hasPrefix("/") {
        relative = relative.hasPrefix(stream.workingDirectory)
          ? relative.dropFirst(stream.workingDirectory.count) : relative.dropFirst()
      }
      return base.excludes(relative: String(relative))
    }

    /// The next root, and whether it is a line of a list.
    private mutating func nextRoot() -> (String, listed: Bool)? {
      while true {
        if var reader = lines {
          let line = nextPath(&reader)
          lines = reader
          if let line { return (line, true) }
          lines = nil
        }
        guard let source = sources.popFirst() else { return nil }
        switch source {
        case .path(let path): return (path, false)
        case .lines(let handle, let separator):
          lines = LineReader(
            descriptor: handle.fileDescriptor, separator: separator, dropsCarriageReturn: true,
            maxLineBytes: Self.maxPathLineBytes, chunkSize: 64 * 1024)
        }
      }
    }

    /// The longest line of a path list: far past any path the system opens (`PATH_MAX` is
    /// 4 KiB), so a line longer than it is no path, and it is not held.
    package static let maxPathLineBytes = 1 << 20

    /// The next non-empty line of a path list (`\n` or `\r\n` line ends, or NUL-terminated
    /// names with `-0`, which may hold line feeds and carriage returns), as the path it names.
    /// A line past ``maxPathLineBytes`` is passed over (it names no file: its walk would fail
    /// with `ENAMETOOLONG`) and told as a skip; a read error ends the list, told too.
    private func nextPath(_ reader: inout LineReader) -> String? {
      while true {
        let line: ArraySlice<UInt8>?
        do {
          line = try reader.next()
        } catch {
          switch error {
          case .tooLong(let limit):
            stream.onSkip?("path list", "a line longer than \(limit >> 10) KiB names no file")
            continue
          case .unreadable(let code):
            stream.onSkip?("path list", "cannot be read further: \(system_strerror(code))")
            return nil
          }
        }
        guard let line else { return nil }
        if line.isEmpty { continue }
        return PathEscaping.display(line)
      }
    }
  }
}
