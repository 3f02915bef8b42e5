/// A file written (or linked) under a temporary name in the library's `.mediakind/tmp`, ready
/// to be given its place by ``LibraryTransaction/place(_:in:names:)``.
public struct StagedFile: Sendable, Hashable {
  /// The temporary name in `.mediakind/tmp`.
  public let temporaryName: String
  /// The file's size in bytes.
  public let size: Int
  /// A source outside the library unlinked after the commit (`.move`).
  let moveSource: String?
  /// The source's identity when it was copied (a `.move` source changed since is kept).
  let moveIdentity: FileIdentity?
  /// A library path (relative to the root) unlinked after the commit: a file moved within the
  /// library.
  let oldPath: String?
}
