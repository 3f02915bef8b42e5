package import Foundation

/// Non-empty lines of a file handle, read in chunks: `\n` or `\r\n` line ends, or with a NUL
/// `separator` (`-0`) NUL-terminated names, which may hold line feeds and carriage returns.
package struct LineReader {
  package let handle: FileHandle
  package let separator: UInt8
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the current line's end resumes: `buffer[start..<searched]` holds
  /// none, so a line spanning many chunks is searched once (Docs/Reliability.md, "Long record
  /// lines").
  private var searched = 0
  private var atEnd = false
  /// Bytes searched for a line end so far (tests check that each is searched once).
  package private(set) var bytesSearched = 0

  package init(handle: FileHandle, separator: UInt8 = 0x0A) {
    self.handle = handle
    self.separator = separator
  }

  package mutating func next() -> String? {
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
