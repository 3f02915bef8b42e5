/// Why a change request on a library failed as a whole (`Docs/Changes.md`): nothing of the
/// transaction that failed this way is left half done. (A single asset group that cannot be
/// placed is no error of the transaction: it is a skipped ``ChangeOutcome`` with its reason.)
public struct LibraryChangeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of failure it is, for an exit status.
  public enum Kind: String, Sendable {
    /// Another process holds the library's change lock.
    case busy
    /// The library folder cannot be written (permissions or a read-only mount).
    case readOnly
    /// The library folder (or a source) does not exist or is no folder.
    case missing
    /// A request that cannot be carried out as asked: a bad layout template, a name that is
    /// not one file name, a source inside the library.
    case invalid
    /// A symbolic link, or a file, stands where the library's own folders are to be.
    case refused
    /// A system call failed (the reason says which and why).
    case failed
  }

  /// The path the failure is about (the library, a source, a file of `.mediakind`).
  public var path: String
  /// The reason in words.
  public var reason: String
  /// The kind of failure.
  public var kind: Kind

  /// A failure about `path`.
  public init(path: String, reason: String, kind: Kind) {
    self.path = path
    self.reason = reason
    self.kind = kind
  }

  /// `path: reason`.
  public var description: String { path + ": " + reason }
}
