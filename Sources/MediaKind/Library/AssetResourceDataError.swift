/// Why ``AssetResourceManager/requestData(for:dataReceivedHandler:)`` stopped before the last
/// byte of a resource: the reason in words, and its kind.
public struct AssetResourceDataError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The file, the archive holding the member, or the member itself is not there.
    case missing
    /// The file (or the archive or `.livp` holding the member) is not the one the scan read:
    /// its size or identity (device, inode, modification time) differs, or the member's size.
    case changed
    /// The file or member cannot be read: permission, not a regular file, an encrypted
    /// member, a name the scan refuses, a read error.
    case unreadable
    /// The archive cannot be read up to or through the member.
    case damaged
    /// The data handler asked to stop, or the task was cancelled.
    case cancelled
  }

  /// What went wrong.
  public var kind: Kind
  /// The resource's path (``AssetResource/path``).
  public var path: String
  /// The reason, in words.
  public var message: String

  /// An error from its parts.
  public init(_ kind: Kind, path: String, message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// `PATH: MESSAGE`.
  public var description: String { "\(path): \(message)" }
}
