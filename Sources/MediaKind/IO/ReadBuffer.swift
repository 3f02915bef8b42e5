/// A byte buffer allocated once and reused for every read of a run (``ContentComparison``,
/// the import's copies and checks): a new, zeroed buffer for each file cost more than copying
/// a small photo (`Docs/Performance.md`, "Import"). Its bytes are not initialised; only what a
/// read filled is looked at. Not `Sendable`: one task uses it.
final class ReadBuffer {
  /// The bytes.
  let bytes: UnsafeMutableRawBufferPointer

  /// A buffer of `capacity` bytes (at least 1).
  init(capacity: Int) {
    bytes = .allocate(byteCount: max(1, capacity), alignment: 16)
  }

  deinit { bytes.deallocate() }

  /// The buffer's size.
  var count: Int { bytes.count }

  /// Reads from `fd` at `offset` until `limit` bytes (at most the buffer's size) are in the
  /// buffer or the file ends (a short read only at the end of the file); the count read, nil
  /// on an error (`system_errno` set).
  func fill(from fd: CInt, at offset: Int, limit: Int = .max) -> Int? {
    let wanted = min(limit, bytes.count)
    var filled = 0
    while filled < wanted {
      let count = system_pread(fd, bytes.baseAddress! + filled, wanted - filled, offset + filled)
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
