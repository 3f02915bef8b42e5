/// Reads a library's stored albums (``StoredAlbum``) from `ROOT/.mediakind/albums/`, never
/// through a symbolic link: a link at `.mediakind` or `albums`, or an album file that is not
/// a plain file, is skipped with a diagnostic. A file that cannot be decoded is skipped with
/// its reason; nothing here throws (Docs/Changes.md, "Albums").
public enum StoredAlbumReader {
  /// The folder inside `.mediakind/` that holds the album files.
  public static let folderName = "albums"

  /// The albums of every root that is a library folder, in creation order (then title and
  /// identifier), and what was skipped, in words.
  public static func read(roots: [String]) -> (albums: [StoredAlbum], diagnostics: [String]) {
    let read = StoredRecordReader.read(StoredAlbum.self, folderName: folderName, roots: roots)
    return (read.records, read.diagnostics)
  }

  /// The albums of one `albums` folder (by file name order) and what was skipped.
  public static func read(folder: OutputDirectory) -> (albums: [StoredAlbum], diagnostics: [String]) {
    let read = StoredRecordReader.read(StoredAlbum.self, folder: folder)
    return (read.records, read.diagnostics)
  }
}
