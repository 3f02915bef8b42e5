/// NUL-terminated copies of raw path bytes for the system calls.
enum CString {
  /// `bytes` followed by a NUL, as C characters. The caller has checked that `bytes` holds
  /// no NUL (a path that does would be cut short).
  static func make(_ bytes: some Collection<UInt8>) -> [CChar] {
    let n = bytes.count
    return [CChar](unsafeUninitializedCapacity: n + 1) { buffer, count in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      if bytes.withContiguousStorageIfAvailable({ raw.copyMemory(from: UnsafeRawBufferPointer($0)) })
        == nil
      {
        for (k, byte) in bytes.enumerated() { buffer[k] = CChar(bitPattern: byte) }
      }
      buffer[n] = 0
      count = n + 1
    }
  }
}
