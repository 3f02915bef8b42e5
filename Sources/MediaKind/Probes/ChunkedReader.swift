/// Byte-at-a-time access to a ``ByteSource`` through a sliding window, for walkers of formats
/// that are a chain of small blocks (GIF sub-blocks). Reads 64 KiB at a time.
struct ChunkedReader {
  let source: ByteSource
  private var window: [UInt8] = []
  private var windowStart = 0
  private static let windowSize = 64 * 1024

  init(source: ByteSource) {
    self.source = source
    window = source.head
  }

  mutating func byte(at position: Int) -> UInt8? {
    guard position >= 0, position < source.size else { return nil }
    if position < windowStart || position >= windowStart + window.count {
      let chunk = source.read(at: position, count: Self.windowSize)
      guard !chunk.isEmpty else { return nil }
      window = chunk
      windowStart = position
    }
    return window[position - windowStart]
  }

  mutating func matches(_ text: String, at position: Int) -> Bool {
    for (i, c) in text.utf8.enumerated() where byte(at: position + i) != c { return false }
    return true
  }

  /// Skips GIF-style sub-blocks (length byte + data, until a 0 length) starting at
  /// `position`; returns the position after the terminator.
  mutating func skipSubBlocks(from position: Int) -> Int? {
    var p = position
    while true {
      guard let length = byte(at: p) else { return nil }
      p += 1
      if length == 0 { return p }
      p += Int(length)
    }
  }
}
