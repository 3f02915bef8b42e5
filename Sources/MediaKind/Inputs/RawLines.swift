package import Foundation

/// Lines of a file handle as bytes (without the `\n`), read in 1 MiB chunks: the JSON Lines of
/// `merge` and `--records` (``RecordLines``).
///
/// Linear in the input: each byte is searched for a line end once, however many chunks a line
/// spans (the search resumes where the last one stopped), and the bytes of finished lines are
/// dropped before a chunk is added. A line is at most ``maxLineBytes`` long (a record line is
/// a few KB): a longer one is not held, ``next()`` throws ``TooLong`` once its bytes pass the
/// limit, and the next call goes on after its end (Docs/Reliability.md, "Long record lines").
package struct RawLines {
  /// A line longer than the limit; its `bytes` are counted up to the point it was refused.
  package struct TooLong: Error {
    package let limit: Int
  }

  /// The longest line read: 64 MiB.
  package static let maxLineBytes = 64 << 20

  package let handle: FileHandle
  package let maxLineBytes: Int
  package let chunkSize: Int
  private var buffer: [UInt8] = []
  /// Where the current line starts in `buffer`.
  private var start = 0
  /// Where the search for the current line's end resumes: `buffer[start..<searched]` holds none.
  private var searched = 0
  private var atEnd = false
  /// The rest of a refused line is passed over before the next line.
  private var skippingLine = false
  /// Bytes searched for a line end so far (each byte of the input once: tests check it).
  package private(set) var bytesSearched = 0

  package init(handle: FileHandle, maxLineBytes: Int = RawLines.maxLineBytes, chunkSize: Int = 1 << 20) {
    self.handle = handle
    self.maxLineBytes = max(1, maxLineBytes)
    self.chunkSize = max(1, chunkSize)
  }

  /// The next line, or nil at the end of the input; throws ``TooLong`` for a line longer than
  /// ``maxLineBytes`` (and goes on after it on the next call).
  package mutating func next() throws(TooLong) -> ArraySlice<UInt8>? {
    while true {
      if let newline = findLineEnd() {
        let line = buffer[start..<newline]
        start = newline + 1
        searched = start
        if skippingLine {
          skippingLine = false
          continue
        }
        if line.count > maxLineBytes {
          throw TooLong(limit: maxLineBytes)
        }
        return line
      }
      if skippingLine {
        // Nothing of a refused line is kept.
        buffer.removeAll(keepingCapacity: true)
        start = 0
        searched = 0
      } else if buffer.count - start > maxLineBytes {
        skippingLine = true
        throw TooLong(limit: maxLineBytes)
      }
      if atEnd {
        guard start < buffer.count, !skippingLine else { return nil }
        let line = buffer[start...]
        start = buffer.count
        searched = start
        return line
      }
      if start > 0 {
        // Only the unfinished line moves; a long line moves once, when its first chunk ends.
        buffer.removeFirst(start)
        searched -= start
        start = 0
      }
      if let chunk = try? handle.read(upToCount: chunkSize), !chunk.isEmpty {
        buffer.append(contentsOf: chunk)
      } else {
        atEnd = true
      }
    }
  }

  /// The index of the first `\n` at or after `searched`, or nil (and `searched` moves to the
  /// end of the buffer).
  private mutating func findLineEnd() -> Int? {
    let from = searched
    let count = buffer.count - from
    guard count > 0 else { return nil }
    let found = buffer.withUnsafeBytes { bytes -> Int? in
      guard let base = bytes.baseAddress, let hit = system_memchr(base + from, 0x0A, count) else {
        return nil
      }
      return hit - base
    }
    bytesSearched += (found.map { $0 + 1 } ?? buffer.count) - from
    searched = found ?? buffer.count
    return found
  }
}
