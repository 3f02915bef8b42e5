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

  /// Calls `body` with `bytes` followed by a NUL, in temporary storage (on the stack for a
  /// path of usual length): one system call's argument without an array allocated for it.
  /// The caller has checked that `bytes` holds no NUL.
  static func with<R>(_ bytes: ArraySlice<UInt8>, _ body: (UnsafePointer<CChar>) -> R) -> R {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      bytes.withUnsafeBytes { raw.copyMemory(from: $0) }
      buffer[bytes.count] = 0
      return body(UnsafePointer(buffer.baseAddress!))
    }
  }
}
