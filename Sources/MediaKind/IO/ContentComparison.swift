/// Byte-level comparison and hashing of open files, for placement checks (`.move` verifies
/// its copy) and for duplicates (`Docs/Changes.md`, "Creating assets": duplicates).
enum ContentComparison {
  /// The read size of both.
  static let chunk = 1 << 20

  /// Whether two open files hold the same bytes (read from their starts with `pread`).
  static func sameBytes(_ a: CInt, _ b: CInt) -> Bool {
    guard let sizeA = system_fstat(a)?.size, let sizeB = system_fstat(b)?.size, sizeA == sizeB else { return false }
    var left = [UInt8](repeating: 0, count: chunk)
    var right = [UInt8](repeating: 0, count: chunk)
    var offset = 0
    while true {
      guard let countA = read(a, into: &left, at: offset), let countB = read(b, into: &right, at: offset),
        countA == countB
      else { return false }
      if countA == 0 { return offset == sizeA }
      let equal = left.withUnsafeBytes { l in
        right.withUnsafeBytes { r in system_memcmp(l.baseAddress!, r.baseAddress!, countA) == 0 }
      }
      guard equal else { return false }
      offset += countA
    }
  }

  /// The 128-bit FNV-1a hash of an open file's bytes (its first `limit` bytes, when given);
  /// nil when it cannot be read.
  static func hash(_ fd: CInt, limit: Int = .max) -> UInt128? {
    var hash = StableHash<UInt128>()
    var buffer = [UInt8](repeating: 0, count: min(chunk, limit))
    var offset = 0
    while offset < limit {
      guard let count = read(fd, into: &buffer, at: offset) else { return nil }
      if count == 0 { break }
      let used = min(count, limit - offset)
      hash.combine(buffer[0..<used])
      offset += used
    }
    return hash.value
  }

  /// Up to a buffer of bytes at `offset` (a short read only at the end of the file: reads
  /// continue until the buffer is full or the file ends); nil on an error.
  private static func read(_ fd: CInt, into buffer: inout [UInt8], at offset: Int) -> Int? {
    var filled = 0
    while filled < buffer.count {
      let count = buffer.withUnsafeMutableBytes {
        system_pread(fd, $0.baseAddress! + filled, $0.count - filled, offset + filled)
      }
      if count < 0 {
        if system_errno == _EINTR { continue }
        return nil
      }
      if count == 0 { break }
      filled += count
    }
    return filled
  }
}
