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
    case lines(FileHandle)
  }

  let sources: [Source]
  let recursive: Bool

  func makeIterator() -> Iterator { Iterator(sources: sources[...], recursive: recursive) }

  struct Iterator: IteratorProtocol, FileWalk {
    var sources: ArraySlice<Source>
    let recursive: Bool
    var lines: LineReader?
    var walk: FileEnumerator.Iterator?
    /// Regular files of a list found from their folders' listings, without an `lstat` each.
    var listings = DirectoryListingCache()

    init(sources: ArraySlice<Source>, recursive: Bool) {
      self.sources = sources
      self.recursive = recursive
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
        walk = FileEnumerator(roots: [root], recursive: recursive).makeIterator()
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
        case .lines(let handle): lines = LineReader(handle: handle)
        }
      }
    }
  }
}

/// Non-empty lines of a file handle, read in chunks (`\n` or `\r\n` line ends).
struct LineReader {
  let handle: FileHandle
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false

  init(handle: FileHandle) { self.handle = handle }

  mutating func next() -> String? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        var end = newline
        if end > start, buffer[end - 1] == 0x0D { end -= 1 }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = newline + 1
        if start > 1 << 16 {
          buffer.removeFirst(start)
          start = 0
        }
        if line.isEmpty { continue }
        return line
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        let line = String(decoding: buffer[start...], as: UTF8.self)
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
