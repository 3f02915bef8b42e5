/// Lines of a file descriptor as bytes, read in chunks: the one line reader of the package
/// (the path lists of `-` and `--files-from`, the JSON Lines of `merge` and `--records`, the
/// expected files of `classify check`).
///
/// A line is returned without its `separator` (`\n`, or NUL for `find -print0` lists) and,
/// when `dropsCarriageReturn` is set, without the `\r` of a `\r\n` line end. Linear in the
/// input: each byte is searched for a separator once, however many chunks a line spans (the
/// search resumes where the last one stopped), and the bytes of finished lines are dropped
/// before a chunk is added. A line is at most `maxLineBytes` long: a longer one is not held,
/// ``next()`` throws ``Failure/tooLong(limit:)`` once its bytes pass the limit, and the next
/// call goes on after its end (Docs/Reliability.md, "Long record lines"). A read that fails is
/// ``Failure/unreadable(errno:)``, once; the reader is at its end after it.
package struct LineReader {
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// A line longer than the limit (which it names, in bytes).
    case tooLong(limit: Int)
    /// `read(2)` failed with this `errno`.
    case unreadable(errno: CInt)

    /// `a line longer than N bytes`, or the system's text for the read's `errno`.
    package var description: String {
      switch self {
      case .tooLong(let limit): "a line longer than \(limit) bytes"
      case .unreadable(let code): "cannot be read: " + system_strerror(code)
      }
    }
  }

  /// The longest line read by default: 64 MiB.
  package static let defaultMaxLineBytes = 64 << 20

  let descriptor: CInt
  let separator: UInt8
  let dropsCarriageReturn: Bool
  package let maxLineBytes: Int
  let chunkSize: Int
  private var buffer: [UInt8] = []
  /// What one read fills, before its bytes join `buffer`.
  private var chunk: [UInt8] = []
  /// Where the current line starts in `buffer`.
  private var start = 0
  /// Where the search for the current line's end resumes: `buffer[start..<searched]` holds none.
  private var searched = 0
  private var atEnd = false
  /// The rest of a refused line is passed over before the next line.
  private var skippingLine = false
  /// Bytes searched for a line end so far (each byte of the input once: tests check it).
  package private(set) var bytesSearched = 0

  /// A reader of `descriptor`, which stays open (the caller owns it).
  package init(
    descriptor: CInt, separator: UInt8 = 0x0A, dropsCarriageReturn: Bool = false,
    maxLineBytes: Int = LineReader.defaultMaxLineBytes, chunkSize: Int = 1 << 20
  ) {
    self.descriptor = descriptor
    self.separator = separator
    self.dropsCarriageReturn = dropsCarriageReturn && separator == 0x0A
    self.maxLineBytes = max(1, maxLineBytes)
    self.chunkSize = max(1, chunkSize)
  }

  /// The next line, or nil at the end of the input; throws ``Failure/tooLong(limit:)`` for a
  /// line longer than `maxLineBytes` (and goes on after it on the next call).
  package mutating func next() throws(Failure) -> ArraySlice<UInt8>? {
    while true {
      if let found = findSeparator() {
        let lineStart = start
        var end = found
        start = found + 1
        searched = start
        if skippingLine {
          skippingLine = false
          continue
        }
        if dropsCarriageReturn, end > lineStart, buffer[end - 1] == 0x0D { end -= 1 }
        let line = buffer[lineStart..<end]
        if line.count > maxLineBytes { throw .tooLong(limit: maxLineBytes) }
        return line
      }
      if skippingLine {
        // Nothing of a refused line is kept.
        buffer.removeAll(keepingCapacity: true)
        start = 0
        searched = 0
      } else if buffer.count - start > maxLineBytes {
        skippingLine = true
        throw .tooLong(limit: maxLineBytes)
      }
      if atEnd {
        guard start < buffer.count, !skippingLine else { return nil }
        var end = buffer.count
        if dropsCarriageReturn, buffer[end - 1] == 0x0D { end -= 1 }
        let line = buffer[start..<end]
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
      try readChunk()
    }
  }

  /// Appends up to `chunkSize` bytes read from the descriptor; sets `atEnd` at the end of the
  /// input or after a failed read. The bytes are read into `chunk` (allocated once) and copied
  /// onto `buffer` in one block: growing `buffer` element by element first cost a debug build
  /// 30 s for a 64 MiB line.
  private mutating func readChunk() throws(Failure) {
    if chunk.count != chunkSize { chunk = [UInt8](repeating: 0, count: chunkSize) }
    let descriptor = self.descriptor
    let wanted = chunkSize
    let result = chunk.withUnsafeMutableBytes { bytes in
      system_retryingInterrupts { system_read(descriptor, bytes.baseAddress!, wanted) }
    }
    let count = (try? result.get()) ?? 0
    if count > 0 { buffer.append(contentsOf: chunk[0..<count]) }
    if count == 0 { atEnd = true }
    if case .failure(let failure) = result { throw .unreadable(errno: failure.code) }
  }

  /// The index of the first separator at or after `searched`, or nil (and `searched` moves to
  /// the end of the buffer).
  private mutating func findSeparator() -> Int? {
    let from = searched
    let count = buffer.count - from
    guard count > 0 else { return nil }
    let separator = self.separator
    let found = buffer.withUnsafeBytes { bytes -> Int? in
      guard let base = bytes.baseAddress, let hit = system_memchr(base + from, separator, count) else {
        return nil
      }
      return hit - base
    }
    bytesSearched += (found.map { $0 + 1 } ?? buffer.count) - from
    searched = found ?? buffer.count
    return found
  }
}
