/// One line of a transaction's journal (`.mediakind/journal/ID.journal`, JSON Lines): an asset
/// group about to be linked into place, or that group's commit (`Docs/Changes.md`, "One
/// transaction"). Recovery reads the lines back after a crash.
struct JournalLine: Codable, Equatable {
  /// One file of a group.
  struct Member: Codable, Equatable {
    /// Its temporary name in `.mediakind/tmp`.
    var temporary: String
    /// Its destination name in ``JournalLine/folder``.
    var name: String
    /// A source outside the library that is unlinked once the group is committed (`.move`).
    var moveSource: String?
    /// A path inside the library (relative to its root) that is unlinked once the group is
    /// committed: a file given a new place in the library.
    var oldPath: String?
  }

  /// The group's number in its transaction.
  var group: Int
  /// Set on the line that commits the group.
  var commit: Bool?
  /// The destination folder, relative to the library root (`""` for the root).
  var folder: String?
  /// The group's files.
  var files: [Member]?
  /// Set when the files were given their names by renaming their temporary files (a file
  /// system without hard links): rollback then finds a placed name by its temporary file
  /// being gone.
  var renamed: Bool?
}
