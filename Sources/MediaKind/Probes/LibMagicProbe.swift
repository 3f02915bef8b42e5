import MagicBridge

/// Asks libmagic for the MIME type of content the registry does not recognise (thorough path
/// only), and maps it to a UTI. libmagic never changes the media type: content MediaKind
/// cannot parse stays `unknown`, so the fast and thorough paths agree on it.
///
/// libmagic is fed MediaKind's own head bytes (`magic_buffer`), never the path, so
/// `classify(file:)` and `classify(bytes:)` agree (`Docs/Architecture.md`, "Fast and thorough: three promises", the third).
enum LibMagicProbe {
  /// A shared pool of cookies opened with `MAGIC_MIME_TYPE`; nil when libmagic cannot load
  /// its database (classification then goes on without it, with a diagnostic).
  static let pool: Result<MagicCookiePool, MagicError> = Result {
    () throws(MagicError) -> MagicCookiePool in
    try MagicCookiePool(flags: [.mimeType, .noCheckCompress, .noCheckTar, .noCheckELF], size: 4)
  }

  /// libmagic's MIME type for `head`.
  static func mimeType(of head: [UInt8]) -> Result<String, MagicError> {
    switch pool {
    case .failure(let error): return .failure(error)
    case .success(let pool):
      return head.withUnsafeBytes { bytes in
        Result { () throws(MagicError) -> String in try pool.describe(bytes) }
      }
    }
  }

  /// The version of the linked libmagic.
  static var version: String { MagicCookie.libraryVersion }
}
