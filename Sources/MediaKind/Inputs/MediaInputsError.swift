/// Why ``MediaInputs`` cannot be read: a folder's `.mediakind.yml` that cannot be used, a
/// path list that cannot be opened, a records file that holds something else than records.
/// Files that cannot be read are no error here: each is an error record, and the run goes on.
public struct MediaInputsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of input failed.
  public enum Kind: Sendable, Hashable {
    /// A folder's `.mediakind.yml` (``FolderSettings``).
    case configuration
    /// A path list (``MediaInputs/pathLists``).
    case pathList
    /// A records file (``MediaInputs/records``).
    case records
  }

  /// What kind of input failed.
  public var kind: Kind
  /// The file, as named.
  public var file: String
  /// The 1-based line, when known.
  public var line: Int?
  /// What is wrong.
  public var reason: String

  /// A failure of `file` (at `line`, when known).
  public init(kind: Kind, file: String, line: Int? = nil, reason: String) {
    self.kind = kind
    self.file = file
    self.line = line
    self.reason = reason
  }

  /// `file:line: reason`, or `file: reason` (as every ``FileLineError``).
  public var description: String { FileLineError(file: file, line: line, message: reason).description }
}
