import Foundation

/// Reads a library's stored albums (``StoredAlbum``) from `ROOT/.mediakind/albums/`, never
/// through a symbolic link: a link at `.mediakind` or `albums`, or an album file that is not
/// a plain file, is skipped with a diagnostic. A file that cannot be decoded is skipped with
/// its reason; nothing here throws (Docs/Changes.md, "Albums").
public enum StoredAlbumReader {
  /// The folder inside `.mediakind/` that holds the album files.
  public static let folderName = "albums"
  /// The largest album file read (an album of a million identifiers is about 45 MB).
  static let maxFileBytes = 64 << 20
  /// The most album files read from one library.
  static let maxAlbums = 100_000

  /// The albums of every root that is a library folder, in creation order (then title and
  /// identifier), and what was skipped, in words.
  public static func read(roots: [String]) -> (albums: [StoredAlbum], diagnostics: [String]) {
    var albums: [StoredAlbum] = []
    var diagnostics: [String] = []
    var seen: Set<String> = []
    for root in roots {
      guard let folder = albumFolder(root: root, diagnostics: &diagnostics) else { continue }
      let read = read(folder: folder)
      diagnostics += read.diagnostics
      for album in read.albums where seen.insert(album.localIdentifier).inserted { albums.append(album) }
    }
    albums.sort { a, b in
      if a.creationDate != b.creationDate { return a.creationDate < b.creationDate }
      if a.title != b.title { return a.title.utf8.lexicographicallyPrecedes(b.title.utf8) }
      return a.localIdentifier < b.localIdentifier
    }
    return (albums, diagnostics)
  }

  /// `ROOT/.mediakind/albums` if it exists; `nil` for a root that is no folder or has none.
  static func albumFolder(root: String, diagnostics: inout [String]) -> OutputDirectory? {
    guard let library = try? OutputDirectory(creating: root, create: false) else { return nil }
    do {
      guard let hidden = try library.existingSubdirectory(".mediakind") else { return nil }
      return try hidden.existingSubdirectory(folderName)
    } catch {
      diagnostics.append("stored albums of \(root) not read: \(error)")
      return nil
    }
  }

  /// The albums of one `albums` folder (by file name order) and what was skipped.
  public static func read(folder: OutputDirectory) -> (albums: [StoredAlbum], diagnostics: [String]) {
    guard let names = folder.names(limit: maxAlbums) else {
      return ([], ["stored albums in \(folder.path) not read: the folder cannot be listed or holds more than \(maxAlbums) files"])
    }
    var albums: [StoredAlbum] = []
    var diagnostics: [String] = []
    for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
      do {
        let bytes = try folder.read(name, maxBytes: maxFileBytes)
        let album = try JSONDecoder().decode(StoredAlbum.self, from: Data(bytes))
        guard StoredAlbum.isAlbumIdentifier(album.localIdentifier), album.fileName == name else {
          diagnostics.append("stored album \(folder.path(of: name)) skipped: its identifier '\(album.localIdentifier)' does not match its file name")
          continue
        }
        guard album.schemaVersion <= StoredAlbum.currentSchemaVersion else {
          diagnostics.append("stored album \(folder.path(of: name)) skipped: schema version \(album.schemaVersion) is newer than this MediaKind reads (\(StoredAlbum.currentSchemaVersion))")
          continue
        }
        albums.append(album)
      } catch let error as OutputDirectoryError {
        diagnostics.append("stored album skipped: \(error)")
      } catch {
        diagnostics.append("stored album \(folder.path(of: name)) skipped: not an album file (\(error))")
      }
    }
    return (albums, diagnostics)
  }
}
