/// One member's header as libarchive read it, as Swift values.
public struct ArchiveEntry: Sendable, Equatable {
  /// What a member is.
  public enum Kind: Sendable, Equatable {
    /// A regular file: its data follows.
    case regular
    /// A folder.
    case directory
    /// A symbolic link; `target` as stored.
    case symbolicLink(target: String)
    /// A hard link to an earlier member (tar, cpio): no data of its own.
    case hardLink(target: String)
    /// A device, FIFO or socket; `mode` holds the file-type bits.
    case other(mode: UInt32)
  }

  /// The member's name, as its raw bytes (archives carry names in any encoding).
  public var pathBytes: [UInt8]
  public var kind: Kind
  /// The size the header states, when it states one (a streamed zip member may not).
  public var declaredSize: Int64?
  /// Whether the member is encrypted (zip), so its data cannot be read.
  public var isEncrypted: Bool
  /// libarchive's warning about this header (`ARCHIVE_WARN`), if any.
  public var warning: String?

  public init(
    pathBytes: [UInt8], kind: Kind, declaredSize: Int64?, isEncrypted: Bool = false,
    warning: String? = nil
  ) {
    self.pathBytes = pathBytes
    self.kind = kind
    self.declaredSize = declaredSize
    self.isEncrypted = isEncrypted
    self.warning = warning
  }
}
