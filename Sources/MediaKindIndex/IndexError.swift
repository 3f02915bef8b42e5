/// Why an index cannot be used. Each case reads as one line for error output: the index (or
/// root) and the reason, in the system's words where the system gave one.
public enum IndexError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The index was written by a newer MediaKind (a migration this build does not know).
  case newerSchema(location: String)
  /// The file is an SQLite database (or something else) that MediaKind did not write.
  case notAnIndex(location: String, reason: String)
  /// The root to index does not exist.
  case rootNotFound(String)
  /// The root to index is not a folder.
  case rootNotAFolder(String)
  /// The index file could not be created or opened.
  case cannotOpen(location: String, reason: String)
  /// The index (or its folder) could not be created.
  case cannotCreate(location: String, reason: String)
  /// The index could not be written (read-only file system, full disk, permissions); what
  /// was committed before is intact.
  case cannotWrite(location: String, reason: String)
  /// The default location holds a symbolic link, a hard-linked file or something else an
  /// index must never be written through (`IndexFolder`).
  case unsafeLocation(String, reason: String)
  /// Another process is refreshing this index.
  case busy(location: String)

  /// A sentence for error output.
  public var description: String {
    switch self {
    case .newerSchema(let location):
      "\(location) was written by a newer MediaKind (unknown schema version): refusing to read or change it"
    case .notAnIndex(let location, let reason):
      "\(location) is not a MediaKind index (\(reason)): refusing to change it"
    case .rootNotFound(let root):
      "\(root): no such folder"
    case .rootNotAFolder(let root):
      "\(root) is not a folder (an index covers one folder)"
    case .cannotOpen(let location, let reason):
      "cannot open the index \(location): \(reason)"
    case .cannotCreate(let location, let reason):
      "cannot create the index \(location): \(reason)"
    case .cannotWrite(let location, let reason):
      "cannot write the index \(location): \(reason) (the index as last committed is intact)"
    case .unsafeLocation(let location, let reason):
      "refusing to write the index at \(location): \(reason); give --index FILE to choose a location"
    case .busy(let location):
      "another classify index is refreshing \(location) right now; run again when it has finished"
    }
  }
}
