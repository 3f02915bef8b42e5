/// Why an index cannot be used.
public enum IndexError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The index was written by a newer MediaKind (a migration this build does not know).
  case newerSchema(location: String)
  /// The root to index is not a folder.
  case rootNotAFolder(String)
  /// The index file could not be created or opened.
  case cannotOpen(location: String, reason: String)

  /// A sentence for error output.
  public var description: String {
    switch self {
    case .newerSchema(let location):
      "\(location) was written by a newer MediaKind (unknown schema version)"
    case .rootNotAFolder(let root):
      "\(root) is not a folder (an index covers one folder)"
    case .cannotOpen(let location, let reason):
      "cannot open the index \(location): \(reason)"
    }
  }
}
