import Foundation
import MediaKind

/// The inputs of a `classify` run as a lazy stream of walk entries: the paths given on the
/// command line, then the lines of `-`/`--files-from`, each root walked by a
/// ``FileEnumerator`` when its turn comes. Lists are read in 64 KiB chunks, never whole, so
/// memory does not grow with the length of a path list. A line naming a regular file that its
/// folder's listing already shows is not `lstat`ed (``DirectoryListingCache``).
struct RootStream: Sequence {
  enum Source {
    case path(String)
    /// A path list; `separator` is `\n` (lines) or NUL (`-0`, as `find -print0` writes).
    case lines(FileHandle, separator: UInt8)
  }

  let sources: [Source]
  /// The walk options of each root (a folder's own configuration merged in).
  let plan: WalkPlan
  /// Told of paths skipped on purpose (links to folders not followed, ...).
  let onSkip: (@Sendable (String, String) -> Void)?

  func makeIterator() -> Iterator { Iterator(sources: sources[...], plan: plan, onSkip: onSkip) }

  struct Iterator: IteratorProtocol, FileWalk {
    var sources: ArraySlice<Source>
    let plan: WalkPlan
    let onSkip: (@Sendable (String, String) -> Void)?
    var lines: LineReader?
    var walk: FileEnumerator.Iterator?
    /// Regular files of a list found from their folders' listings, without an `lstat` each.
    var listings = DirectoryListingCache()

    init(sources: ArraySlice<Source>, plan: WalkPlan, onSkip: (@Sendable (String, String) -> Void)?) {
      self.sources = sources
      self.plan = plan
      self.onSkip = onSkip
    }

    mutating func next() -> FileEnumerator.Entry? { nextStep()?.entry }

    mutating func nextStep() -> FileEnumerator.Step? {
      while true {
        if let step = walk?.nextStep() { return step }
        walk = nil
        guard let (root, listed) = nextRoot() else { return nil }
        if listed, let step = listings.step(rawPath: Array(root.utf8), display: root) {
          return step
        }
        walk = FileEnumerator(roots: [root], options: plan.options(for: root), onSkip: onSkip)
          .makeIterator()
      }
    }

    /// The next root, and whether it is a line of a list.
    private mutating func nextRoot() -> (String, listed: Bool)? {
      while true {
        if var reader = lines {
          let line = reader.next()
          lines = reader
          if let line { return (line, true) }
          lines = nil
        }
        guard let source = sources.popFirst() else { return nil }
        switch source {
        case .path(let path): return (path, false)
        case .lines(let handle, let separator): lines = LineReader(handle: handle, separator: separator)
        }
      }
    }
  }
}

/// Non-empty lines of a file handle, read in chunks: `\n` or `\r\n` line ends, or with a NUL
/// `separator` (`-0`) NUL-terminated names, which may hold line feeds and carriage returns.
struct LineReader {
  let handle: FileHandle
  let separator: UInt8
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the current line's end resumes: `buffer[start..<searched]` holds
  /// none, so a line spanning many chunks is searched once (Docs/Reliability.md, "Long record
  /// lines").
  private var searched = 0
  private var atEnd = false
  /// Bytes searched for a line end so far (tests check that each is searched once).
  private(set) var bytesSearched = 0

  init(handle: FileHandle, separator: UInt8 = 0x0A) {
    self.handle = handle
    self.separator = separator
  }

  mutating func next() -> String? {
    while true {
      let found = buffer[searched...].firstIndex(of: separator)
      bytesSearched += (found.map { $0 + 1 } ?? buffer.count) - searched
      if let newline = found {
        var end = newline
        if separator == 0x0A, end > start, buffer[end - 1] == 0x0D { end -= 1 }
        let line = PathEscaping.display(buffer[start..<end])
        start = newline + 1
        if start > 1 << 16 {
          buffer.removeFirst(start)
          start = 0
        }
        searched = start
        if line.isEmpty { continue }
        return line
      }
      searched = buffer.count
      if atEnd {
        guard start < buffer.count else { return nil }
        let line = PathEscaping.display(buffer[start...])
        start = buffer.count
        return line.isEmpty ? nil : line
      }
      let chunk = (try? handle.read(upToCount: 64 * 1024)) ?? nil
      if let chunk, !chunk.isEmpty {
        buffer.append(contentsOf: chunk)
      } else {
        atEnd = true
      }
    }
  }
}
