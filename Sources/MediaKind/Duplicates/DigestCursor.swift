internal import HashBridge

/// A forward cursor over one input file for the duplicate digests: reads in chunks of
/// ``chunkSize`` bytes with `pread` (never the whole file in memory), skips without reading,
/// and feeds the bytes a caller chooses into a 128-bit XXH3 digest (``ContentDigest``: found
/// within a run, never stored).
///
/// A copy shares its digest with the original: keep one cursor per file, in one variable.
struct DigestCursor {
  /// The bytes of one read.
  static let chunkSize = 256 * 1024

  private let file: InputFile
  private var buffer: [UInt8] = []
  private var bufferStart = 0
  private var index = 0
  /// The digest of the bytes fed so far (libxxhash buffers small updates itself).
  private let digest = ContentDigest()
  /// How many bytes were fed to the digest.
  private(set) var fedCount = 0

  init(file: InputFile) {
    self.file = file
  }

  /// The file offset of the next byte.
  var offset: Int { bufferStart + index }

  /// The next byte, or `nil` at the end of the file.
  mutating func next() throws(InputFailure) -> UInt8? {
    if index == buffer.count {
      guard try refill() else { return nil }
    }
    defer { index += 1 }
    return buffer[index]
  }

  /// Adds `byte` to the digest.
  mutating func feed(_ byte: UInt8) {
    withUnsafeBytes(of: byte) { digest.update($0) }
    fedCount += 1
  }

  /// The digest of the bytes fed so far.
  func value() -> UInt128 { digest.value }

  /// Adds the bytes from the cursor up to the next 0xFF (which is not read), at most `limit`
  /// (at least 1) of them, or up to the end of the file; returns how many were added. A JPEG
  /// scan's entropy-coded data, fed a run at a time instead of a byte at a time.
  mutating func feedUntilMarkerByte(limit: Int) throws(InputFailure) -> Int {
    var fed = 0
    while fed < limit {
      if index == buffer.count {
        guard try refill() else { break }
      }
      let end = index + min(buffer.count - index, limit - fed)
      let start = index
      let stop = buffer.withUnsafeBytes { bytes in
        guard let base = bytes.baseAddress, end > start else { return start }
        return system_memchr(base + start, 0xFF, end - start).map { $0 - base } ?? end
      }
      if stop > start {
        buffer.withUnsafeBytes { digest.update(UnsafeRawBufferPointer(rebasing: $0[start..<stop])) }
      }
      fed += stop - start
      fedCount += stop - start
      index = stop
      if stop < end { break }  // at a 0xFF
    }
    return fed
  }

  /// Reads `count` bytes, adding them to the digest when `feeding`; false when the file ends
  /// first.
  mutating func consume(_ count: Int, feeding: Bool) throws(InputFailure) -> Bool {
    guard count > 0 else { return true }
    if !feeding {
      let target = offset + count
      guard target <= file.size else { return false }
      if target <= bufferStart + buffer.count {
        index = target - bufferStart
      } else {
        bufferStart = target
        buffer.removeAll(keepingCapacity: true)
        index = 0
      }
      return true
    }
    var remaining = count
    while remaining > 0 {
      if index == buffer.count {
        guard try refill() else { return false }
      }
      let take = min(remaining, buffer.count - index)
      let start = index
      buffer.withUnsafeBytes { digest.update(UnsafeRawBufferPointer(rebasing: $0[start..<start + take])) }
      index += take
      fedCount += take
      remaining -= take
    }
    return true
  }

  /// Moves to `offset` (forwards or back), dropping what was buffered.
  mutating func seek(to offset: Int) {
    bufferStart = offset
    buffer.removeAll(keepingCapacity: true)
    index = 0
  }

  private mutating func refill() throws(InputFailure) -> Bool {
    let start = bufferStart + buffer.count
    guard start < file.size else { return false }
    let count = min(Self.chunkSize, file.size - start)
    buffer = try Self.read(file, at: start, count: count)
    bufferStart = start
    index = 0
    return !buffer.isEmpty
  }

  /// `count` bytes of `file` from `offset`; fewer only when the file shrank.
  static func read(_ file: InputFile, at offset: Int, count: Int) throws(InputFailure) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let result = bytes.withUnsafeMutableBytes { raw in
        system_retryingInterrupts { system_pread(file.descriptor, raw.baseAddress! + filled, count - filled, offset + filled) }
      }
      switch result {
      case .success(0): bytes.removeSubrange(filled...); return bytes
      case .success(let n): filled += n
      case .failure(let error):
        throw InputFailure(kind: .readFailed, message: "cannot read: \(error)")
      }
    }
    return bytes
  }
}
