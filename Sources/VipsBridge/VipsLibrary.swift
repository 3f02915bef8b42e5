/// The libvips process state: loaded and started once, on first use.
public enum VipsLibrary {
  /// Loads and starts libvips if that has not been done (thread-safe; later calls return at
  /// once). Fails when the library cannot be loaded (not installed) or started.
  public static func start() throws(VipsError) {
    if let error = VipsImageHandle.loaded.failure { throw error }
  }

  /// The installed libvips version.
  public static var version: String { VipsImageHandle.versionString }

  /// The installed libheif version (libvips' HEIF and AVIF decoder), nil when it is missing.
  public static var heifVersion: String? { VipsImageHandle.heifVersionString }

  private static let lock = VipsSequenceLock()

  /// Runs a sequence of libvips calls (load, resize, encode: a lazily loaded image is decoded
  /// by the last of them) and gives its result, or its error with libvips' message for *this*
  /// sequence.
  ///
  /// libvips keeps one error buffer per process, so a message read while other decodes run
  /// can be theirs. Sequences therefore run side by side on the shared side of a lock, and
  /// one that fails is run once more alone (exclusive side, buffer cleared first), where the
  /// message it reads is its own; its first error is dropped. A failure costs a second
  /// attempt and a wait for the sequences already running; successes cost nothing more.
  /// Sequences must not nest.
  public static func sequence<T>(_ body: () throws(VipsError) -> T) throws(VipsError) -> T {
    try start()
    do {
      return try lock.shared(body)
    } catch {
      return try lock.exclusive { () throws(VipsError) -> T in
        VipsImageHandle.clearErrors()
        defer { VipsImageHandle.clearErrors() }
        return try body()
      }
    }
  }
}
