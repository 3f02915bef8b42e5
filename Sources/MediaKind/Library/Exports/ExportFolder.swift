/// The folder an export's file is matched in (Docs/Library.md, "Exports read from archives"):
/// a file's folder on disk, and for an archive member (`ARCHIVE//MEMBER`) the member's folder
/// inside its archive, whatever the archive. So the parts of one Takeout
/// (`takeout-…-001.zip`, `takeout-…-002.zip`) join into one tree: a JSON in one part names a
/// photo in the other, as in the folder they extract to.
///
/// An archive member's folder is written `//MEMBER-FOLDER`, which no folder of a walk is, so
/// it never meets a folder on disk. A `.livp`'s still and video (`FILE.livp//MEMBER`, read in
/// a folder walk) keep the `.livp`'s folder.
enum ExportFolder {
  /// The folder `path` is matched in.
  static func of(_ path: String) -> String {
    guard let member = memberPath(path) else { return PathParts(path).directory }
    return "//" + PathParts(member).directory
  }

  /// `path` as a place to compare folders by: an archive member's path in the archives' one
  /// tree (`//MEMBER`), any other path normalized absolute (which never begins with `//`).
  static func place(of path: String, workingDirectory: String) -> String {
    memberPath(path).map { "//" + $0 } ?? PathParts.normalizedAbsolute(path, workingDirectory: workingDirectory)
  }

  /// The member's path inside its archive (after the first `//`) of an archive member's
  /// record path, `nil` for any other path (a `.livp` member's too).
  static func memberPath(_ path: String) -> String? {
    guard let separator = PathParts.archiveSeparator(in: path),
      LibraryFileReader.livePhotoArchive(ofMember: path) == nil
    else { return nil }
    return String(path[separator.upperBound...])
  }
}
