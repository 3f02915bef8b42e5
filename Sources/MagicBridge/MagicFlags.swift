internal import CLibMagic

/// The `MAGIC_*` flags a ``MagicCookie`` is opened with.
public struct MagicFlags: OptionSet, Sendable, Hashable {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// Return the MIME type (`MAGIC_MIME_TYPE`).
  public static let mimeType = MagicFlags(rawValue: Int32(MAGIC_MIME_TYPE))
  /// Return the MIME encoding (`MAGIC_MIME_ENCODING`).
  public static let mimeEncoding = MagicFlags(rawValue: Int32(MAGIC_MIME_ENCODING))
  /// Return the list of extensions (`MAGIC_EXTENSION`).
  public static let extensions = MagicFlags(rawValue: Int32(MAGIC_EXTENSION))
  /// Don't look inside compressed files (`MAGIC_NO_CHECK_COMPRESS`).
  public static let noCheckCompress = MagicFlags(rawValue: Int32(MAGIC_NO_CHECK_COMPRESS))
  /// Don't examine tar files (`MAGIC_NO_CHECK_TAR`).
  public static let noCheckTar = MagicFlags(rawValue: Int32(MAGIC_NO_CHECK_TAR))
  /// Don't check ELF details (`MAGIC_NO_CHECK_ELF`).
  public static let noCheckELF = MagicFlags(rawValue: Int32(MAGIC_NO_CHECK_ELF))
  /// Treat errors as results rather than failures (`MAGIC_ERROR` unset is the default).
  public static let raw = MagicFlags(rawValue: Int32(MAGIC_RAW))
}
