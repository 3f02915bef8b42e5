/// Random access to a ``ByteSource`` through a sliding window, for walkers of formats that are
/// a chain of small blocks read a few bytes at a time (GIF sub-blocks, MPEG audio and ADTS
/// frame headers, AMR frames). Reads 64 KiB at a time.
///
/// Integers are read with ``integer(at:as:endianness:)``, the one read over bytes (`RawSpan`'s
/// `integer(at:as:endianness:)`) applied to the window. The window moves as a reader going
/// byte by byte would move it: to the first byte it does not hold, so which parts of the
/// input are read (and counted against the read budget) does not depend on the widths read.
struct ChunkedReader {
  let source: ByteSource
  private var window: [UInt8] = []
  private var windowStart = 0
  /// Whether reads count against the source's ``ReadBudget/maxBytesRead`` (false for a walker
  /// that keeps its own budget: ``ByteSource/readUncounted(at:count:)``).
  let countsBytes: Bool
  private static let windowSize = 64 * 1024

  init(source: ByteSource, countsBytes: Bool = true) {
    self.source = source
    self.countsBytes = countsBytes
    window = source.head
  }

  /// The integer of type `T` at file position `position` in `endianness` order, or nil when
  /// its bytes cannot all be read (past the end of the input, past the head in the fast path,
  /// or once the read budget is spent).
  mutating func integer<T: FixedWidthInteger & BitwiseCopyable>(
    at position: Int, as type: T.Type = T.self, endianness: Endianness = .big
  ) -> T? {
    guard position >= 0, moveWindow(to: position) else { return nil }
    if let value = window.integer(at: position - windowStart, as: T.self, endianness: endianness) {
      return value
    }
    // The value runs past the end of the window: its other bytes come from the next one.
    guard let bytes = bytes(at: position, count: MemoryLayout<T>.size) else { return nil }
    return bytes.integer(at: 0, as: T.self, endianness: endianness)
  }

  /// The `count` bytes at file position `position`, or nil when they cannot all be read.
  mutating func bytes(at position: Int, count: Int) -> [UInt8]? {
    guard position >= 0, count >= 0, count <= Int.max - position else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    for p in position..<position + count {
      guard moveWindow(to: p) else { return nil }
      bytes.append(window[p - windowStart])
    }
    return bytes
  }

  /// Makes the window hold `position` (not negative), reading the next 64 KiB from there when
  /// it does not; false past the end of the input or when nothing can be read there.
  private mutating func moveWindow(to position: Int) -> Bool {
    guard position < source.size else { return false }
    if position >= windowStart && position < windowStart + window.count { return true }
    let chunk =
      countsBytes
      ? source.read(at: position, count: Self.windowSize)
      : source.readUncounted(at: position, count: Self.windowSize)
    guard !chunk.isEmpty else { return false }
    window = chunk
    windowStart = position
    return true
  }

  mutating func matches(_ text: String, at position: Int) -> Bool {
    for (i, c) in text.utf8.enumerated() where integer(at: position + i, as: UInt8.self) != c {
      return false
    }
    return true
  }

  /// The byte at file position `position`, or nil when it cannot be read (as
  /// ``integer(at:as:endianness:)``); a read inside the window is one index.
  mutating func byte(at position: Int) -> UInt8? {
    let offset = position &- windowStart
    if position >= windowStart, offset < window.count { return window[offset] }
    guard position >= 0, moveWindow(to: position) else { return nil }
    return window[position - windowStart]
  }

  /// Skips GIF-style sub-blocks (a length byte and that many data bytes, until a 0 length)
  /// from `position`, counting each length byte in `headers` while it is below `limit`.
  /// Returns the position after the terminator, or nil with `stoppedAt` set to where a length
  /// byte could not be read (or the count reached `limit`). The window is walked in place.
  mutating func skipSubBlocks(from position: Int, headers: inout Int, limit: Int, stoppedAt: inout Int?) -> Int? {
    var p = position
    while true {
      guard headers < limit, p >= 0, moveWindow(to: p) else {
        stoppedAt = p
        return nil
      }
      // The lengths inside the window, without a call per byte.
      var end: Int?
      let start = windowStart
      window.withUnsafeBufferPointer { bytes in
        var i = p - start
        while i < bytes.count, headers < limit {
          let length = Int(bytes[i])
          headers += 1
          i += 1
          if length == 0 {
            end = start + i
            return
          }
          i += length
        }
        p = start + i
      }
      if let end { return end }
    }
  }
}
