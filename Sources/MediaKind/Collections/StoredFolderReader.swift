/// Reads a library's stored folders (``StoredFolder``) from `ROOT/.mediakind/folders/`, as
/// ``StoredAlbumReader`` reads albums: never through a symbolic link, a file that cannot be
/// read skipped with a diagnostic, nothing thrown (Docs/Changes.md, "Folders").
public enum StoredFolderReader {
  /// The folder inside `.mediakind/` that holds the folder files.
  public static let folderName = "folders"

  /// The folders of every root that is a library folder, in creation order (then title and
  /// identifier), and what was skipped, in words.
  public static func read(roots: [String]) -> (folders: [StoredFolder], diagnostics: [String]) {
    let read = StoredRecordReader.read(StoredFolder.self, folderName: folderName, roots: roots)
    return (read.records, read.diagnostics)
  }

  /// The folders of one `folders` folder (by file name order) and what was skipped.
  public static func read(folder: OutputDirectory) -> (folders: [StoredFolder], diagnostics: [String]) {
    let read = StoredRecordReader.read(StoredFolder.self, folder: folder)
    return (read.records, read.diagnostics)
  }
}
