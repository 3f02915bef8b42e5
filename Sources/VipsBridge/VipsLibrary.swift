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
  /// can be theirs. Sequences therefore run side by side on the shared side of a lock (with
  /// the others of their ``VipsSequenceSide``), and one that fails is run once more alone
  /// (exclusive side, buffer cleared first), where the message it reads is its own; its first
  /// error is dropped. A failure costs a second attempt and a wait for the sequences already
  /// running; successes cost nothing more. Sequences must not nest.
  public static func sequence<T>(_ side: VipsSequenceSide = .other, _ body: () throws(VipsError) -> T) throws(VipsError) -> T {
    try start()
    do {
      return try lock.shared(side, body)
    } catch {
      return try lock.exclusive { () throws(VipsError) -> T in
        VipsImageHandle.clearErrors()
        defer { VipsImageHandle.clearErrors() }
        return try body()
      }
    }
  }

  /// ``sequence(_:_:)`` that also gives the warnings the decoder reported while it succeeded
  /// (libjpeg's "Corrupt JPEG data: 3 extraneous bytes before marker 0xdb": with `fail_on =
  /// error` libvips decodes such a file and leaves the message in its error buffer), empty when
  /// there were none.
  ///
  /// The buffer is process-wide, so a success that finds it non-empty runs once more alone,
  /// buffer cleared first, and the messages read then are this sequence's own; the first look
  /// is taken while still on the shared side, before any other sequence can clear it. A clean
  /// decode costs one look at the buffer; one with warnings (or beside another's failure) a
  /// second decode. Its warnings are kept every time only on the `jpegLoad` side, where no
  /// sequence beside it clears or freezes the buffer inside libvips (``VipsSequenceSide``);
  /// on the `other` side such a call beside it can drop a warning unseen.
  public static func sequenceNotingWarnings<T>(_ side: VipsSequenceSide = .other, _ body: () throws(VipsError) -> T) throws(VipsError) -> (T, [String]) {
    // The buffer is looked at before the shared side is left, so no sequence run alone (which
    // clears it) comes between this decode and the look; and a failure beside it (which reads
    // the buffer, so takes its warnings too) shows as a change of the emptyings count. Either
    // way the decode runs again alone: its warnings are never lost unseen.
    let (first, warned) = try sequence(side) { () throws(VipsError) -> (T, Bool) in
      let before = VipsImageHandle.bufferEmptyings.load(ordering: .sequentiallyConsistent)
      let value = try body()
      let emptied = VipsImageHandle.bufferEmptyings.load(ordering: .sequentiallyConsistent) != before
      return (value, emptied || VipsImageHandle.hasPendingMessages)
    }
    guard warned else { return (first, []) }
    return try lock.exclusive { () throws(VipsError) -> (T, [String]) in
      VipsImageHandle.clearErrors()
      defer { VipsImageHandle.clearErrors() }
      let value = try body()
      return (value, VipsImageHandle.pendingMessages())
    }
  }
}
