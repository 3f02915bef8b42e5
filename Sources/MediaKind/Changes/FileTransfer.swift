/// How a file's bytes reach the library (`Docs/Changes.md`, "Creating assets").
public enum FileTransfer: String, Sendable, CaseIterable {
  /// The bytes are copied; the source stays as it is.
  case copy
  /// The library's file is a hard link to the source (one file, two names; same file system).
  case link
  /// The bytes are copied and compared with the source, and the source is unlinked only once
  /// the copy is on disk and its group committed.
  case move
}
