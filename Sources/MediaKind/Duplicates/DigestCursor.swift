/// A forward cursor over one input file for the duplicate digests: reads in chunks of
/// ``chunkSize`` bytes with `pread` (never the whole file in memory), skips without reading,
/// and feeds the bytes a caller chooses into a 128-bit FNV-1a digest.
struct DigestCursor {
  /// The bytes of one read.
  static let chunkSize = 256 * 1024

  private let file: InputFile
  private var buffer: [UInt8] = []
  private var bufferStart = 0
  private var index = 0
  /// The digest of the bytes fed so far.
  private(set) var hash = StableHash<UInt128>()
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
    hash.combine(CollectionOfOne(byte))
    fedCount += 1
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
      var digest = hash
      let start = index
      buffer.withUnsafeBufferPointer { digest.combine(buffer: UnsafeBufferPointer(rebasing: $0[start..<start + take])) }
      hash = digest
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
