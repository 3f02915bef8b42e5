internal import CLibMagic

/// The owner of one libmagic handle (`magic_t`).
///
/// This is the only file in the package that calls libmagic. A cookie is not thread-safe
/// (libmagic keeps per-handle state), so it is `~Copyable` and shared only through
/// ``MagicCookiePool``, which serialises access with a lock.
public struct MagicCookie: ~Copyable {
  private let handle: OpaquePointer

  /// Opens a handle with `flags` and loads the default database.
  ///
  /// The corresponding C functions are `magic_open` and `magic_load`.
  public init(flags: MagicFlags) throws(MagicError) {
    guard let handle = magic_open(flags.rawValue) else {
      throw MagicError.openFailed
    }
    guard magic_load(handle, nil) == 0 else {
      let message = magic_error(handle).map { String(cString: $0) } ?? "magic_load failed"
      magic_close(handle)
      throw MagicError.loadFailed(message)
    }
    self.handle = handle
  }

  deinit {
    magic_close(handle)
  }

  /// Describes `bytes` according to the flags the cookie was opened with.
  ///
  /// The corresponding C function is `magic_buffer`. The returned text is copied into a
  /// Swift `String` at once, because libmagic reuses its buffer on the next call.
  public func describe(_ bytes: UnsafeRawBufferPointer) throws(MagicError) -> String {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return "" }
    guard let result = magic_buffer(handle, base, bytes.count) else {
      let message = magic_error(handle).map { String(cString: $0) } ?? "magic_buffer failed"
      throw MagicError.bufferFailed(message)
    }
    return String(cString: result)
  }

  /// The version of the linked libmagic, such as `5.44`.
  ///
  /// The corresponding C function is `magic_version`.
  public static var libraryVersion: String {
    let version = Int(magic_version())
    return "\(version / 100).\(version % 100)"
  }
}

/// A cookie may move between threads: it is `~Copyable`, so exactly one owner uses it at a
/// time, and ``MagicCookiePool`` keeps each one behind a `Mutex`. It is never shared unlocked.
extension MagicCookie: @unchecked Sendable {}
