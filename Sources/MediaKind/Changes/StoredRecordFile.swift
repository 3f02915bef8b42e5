import Foundation

/// How ``StoredAlbumStore`` and ``StoredFolderStore`` keep their files in `.mediakind/`: the
/// kind's folder reached without following a link, each file written whole to a temporary
/// file, `fsync`ed and renamed over the old one, so a reader sees a collection before or after
/// a change, never half of it (Docs/Changes.md, "Albums").
enum StoredRecordFile {
  /// `root/.mediakind/<name>`, made when missing; a link on the way is refused.
  static func folder(_ name: String, library root: String) throws(LibraryChangeError) -> OutputDirectory {
    do {
      return try OutputDirectory(creating: root, create: false).subdirectory(".mediakind").subdirectory(name)
    } catch {
      throw LibraryChangeError(path: error.path, reason: error.reason, kind: error.refused ? .refused : .failed)
    }
  }

  /// The records of `folder`; a file that cannot be read makes this throw (a change must not
  /// lose a collection it could not read).
  static func readAll<Record: StoredRecord>(_ type: Record.Type, in folder: OutputDirectory, changing: String)
    throws(LibraryChangeError) -> [Record]
  {
    let read = StoredRecordReader.read(type, folder: folder)
    if let problem = read.diagnostics.first {
      throw LibraryChangeError(path: folder.path, reason: problem + " (fix or remove it before changing \(changing))", kind: .invalid)
    }
    return read.records
  }

  /// Writes `record`'s file: new (`creating`: refused when the name is taken), or replacing
  /// its old version by rename.
  static func write<Record: StoredRecord>(_ record: Record, in folder: OutputDirectory, creating: Bool)
    throws(LibraryChangeError)
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(record) else {
      throw LibraryChangeError(path: folder.path(of: record.fileName), reason: "cannot encode the \(Record.noun)", kind: .failed)
    }
    if creating, folder.entryType(record.fileName) != nil {
      throw LibraryChangeError(path: folder.path(of: record.fileName), reason: "a \(Record.noun) file of this name exists", kind: .failed)
    }
    do {
      try folder.write(Array(data) + [0x0A], to: record.fileName, durable: true)
    } catch {
      throw LibraryChangeError(path: error.path, reason: error.reason, kind: error.refused ? .refused : .failed)
    }
  }

  /// Removes `record`'s file, durably.
  static func remove<Record: StoredRecord>(_ record: Record, in folder: OutputDirectory) throws(LibraryChangeError) {
    do {
      try folder.removeFile(record.fileName)
    } catch {
      throw LibraryChangeError(path: error.path, reason: error.reason, kind: .failed)
    }
    folder.sync()
  }

  /// Now, as ISO 8601 in UTC to the second.
  static func now() -> String {
    Date().utcText
  }
}
