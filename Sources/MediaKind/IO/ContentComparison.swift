internal import HashBridge

/// Byte-level comparison and hashing of open files, for placement checks (a copy is compared
/// with its source) and for duplicates (`Docs/Changes.md`, "Creating assets": duplicates).
/// Reads go through ``ReadBuffer``s a caller keeps for a whole run; without them each call
/// allocates its own (uninitialised) buffers.
enum ContentComparison {
  /// The read size of both.
  static let chunk = 1 << 20

  /// Whether two open files hold the same bytes (read from their starts with `pread`).
  static func sameBytes(_ a: CInt, _ b: CInt, buffers: (ReadBuffer, ReadBuffer)? = nil) -> Bool {
    guard let sizeA = system_fstat(a)?.size, let sizeB = system_fstat(b)?.size, sizeA == sizeB else { return false }
    let (left, right) = buffers ?? (ReadBuffer(capacity: min(chunk, sizeA + 1)), ReadBuffer(capacity: min(chunk, sizeA + 1)))
    var offset = 0
    while true {
      guard let countA = left.fill(from: a, at: offset), let countB = right.fill(from: b, at: offset),
        countA == countB
      else { return false }
      if countA == 0 { return offset == sizeA }
      guard system_memcmp(left.bytes.baseAddress!, right.bytes.baseAddress!, countA) == 0 else { return false }
      offset += countA
    }
  }

  /// Whether the open file `fd` holds exactly `bytes` (read from its start with `pread`).
  static func sameBytes(_ fd: CInt, as bytes: UnsafeRawBufferPointer, buffer: ReadBuffer) -> Bool {
    var offset = 0
    while true {
      guard let count = buffer.fill(from: fd, at: offset, limit: max(1, min(buffer.count, bytes.count - offset + 1)))
      else { return false }
      if count == 0 { return offset == bytes.count }
      guard offset + count <= bytes.count,
        system_memcmp(buffer.bytes.baseAddress!, bytes.baseAddress! + offset, count) == 0
      else { return false }
      offset += count
    }
  }

  /// Whether the first `bytes.count` bytes of the open file `fd` are `bytes`: the check of a
  /// file the caller has just created and written (its length is what it wrote), in one
  /// `pread` for a file that fits in `buffer`.
  static func startsWith(_ fd: CInt, _ bytes: UnsafeRawBufferPointer, buffer: ReadBuffer) -> Bool {
    var offset = 0
    while offset < bytes.count {
      guard let count = buffer.fill(from: fd, at: offset, limit: bytes.count - offset), count > 0,
        system_memcmp(buffer.bytes.baseAddress!, bytes.baseAddress! + offset, count) == 0
      else { return false }
      offset += count
    }
    return true
  }

  /// The 128-bit FNV-1a hash of an open file's bytes (its first `limit` bytes, when given);
  /// nil when it cannot be read.
  static func hash(_ fd: CInt, limit: Int = .max, buffer: ReadBuffer? = nil) -> UInt128? {
    var hash = StableHash<UInt128>()
    let buffer = buffer ?? ReadBuffer(capacity: min(chunk, limit))
    var offset = 0
    while offset < limit {
      guard let count = buffer.fill(from: fd, at: offset, limit: limit - offset) else { return nil }
      if count == 0 { break }
      hash.combine(buffer: UnsafeBufferPointer(start: buffer.bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
      offset += count
    }
    return hash.value
  }

  /// The 128-bit XXH3 digest of an open file's bytes (as ``ArchiveScanner`` takes it of an
  /// archive member's), read from its start with `pread`; nil when it cannot be read. Found
  /// within a run, never stored.
  static func digest(_ fd: CInt, buffer: ReadBuffer? = nil) -> UInt128? {
    let digest = ContentDigest()
    let buffer = buffer ?? ReadBuffer(capacity: chunk)
    var offset = 0
    while true {
      guard let count = buffer.fill(from: fd, at: offset) else { return nil }
      if count == 0 { return digest.value }
      digest.update(UnsafeRawBufferPointer(start: buffer.bytes.baseAddress!, count: count))
      offset += count
    }
  }

  /// The same hash as ``hash(_:limit:buffer:)`` of a file holding `bytes`.
  static func hash(_ bytes: [UInt8]) -> UInt128 {
    var hash = StableHash<UInt128>()
    bytes.withUnsafeBufferPointer { hash.combine(buffer: $0) }
    return hash.value
  }
}
