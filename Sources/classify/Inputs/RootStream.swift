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
    static let maxPathLineBytes = 1 << 20

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
            onSkip?("path list", "a line longer than \(limit >> 10) KiB names no file")
            continue
          case .unreadable(let code):
            onSkip?("path list", "cannot be read further: \(system_strerror(code))")
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
