import Foundation

/// Reads the files of one kind of stored collection (``StoredAlbum`` in
/// `.mediakind/albums/`, ``StoredFolder`` in `.mediakind/folders/`), never through a symbolic
/// link: a link at `.mediakind` or at the kind's folder, or a file that is not a plain file,
/// is skipped with a diagnostic, as is a file that cannot be decoded, whose identifier does
/// not match its name, or whose schema is newer. Nothing here throws (Docs/Changes.md).
enum StoredRecordReader {
  /// The largest file read (an album of a million identifiers is about 45 MB).
  static let maxFileBytes = 64 << 20
  /// The most files of one kind read from one library.
  static let maxFiles = 100_000

  /// The records in `ROOT/.mediakind/<folderName>` of every root that is a library folder,
  /// each identifier once, in creation order (then title and identifier), and what was
  /// skipped, in words.
  static func read<Record: StoredRecord>(_ type: Record.Type, folderName: String, roots: [String])
    -> (records: [Record], diagnostics: [String])
  {
    var records: [Record] = []
    var diagnostics: [String] = []
    var seen: Set<String> = []
    for root in roots {
      guard let folder = folder(folderName, root: root, noun: Record.noun, diagnostics: &diagnostics) else { continue }
      let read = read(type, folder: folder)
      diagnostics += read.diagnostics
      for record in read.records where seen.insert(record.localIdentifier).inserted { records.append(record) }
    }
    records.sort(by: Record.precedes)
    return (records, diagnostics)
  }

  /// `ROOT/.mediakind/<name>` if it exists; `nil` for a root that is no folder or has none.
  static func folder(_ name: String, root: String, noun: String, diagnostics: inout [String]) -> OutputDirectory? {
    guard let library = try? OutputDirectory(creating: root, create: false) else { return nil }
    do {
      guard let hidden = try library.existingSubdirectory(".mediakind") else { return nil }
      return try hidden.existingSubdirectory(name)
    } catch {
      diagnostics.append("\(noun)s of \(root) not read: \(error)")
      return nil
    }
  }

  /// The records of one folder (by file name order) and what was skipped.
  static func read<Record: StoredRecord>(_ type: Record.Type, folder: OutputDirectory)
    -> (records: [Record], diagnostics: [String])
  {
    let noun = Record.noun
    guard let names = folder.names(limit: maxFiles) else {
      return ([], ["\(noun)s in \(folder.path) not read: the folder cannot be listed or holds more than \(maxFiles) files"])
    }
    var records: [Record] = []
    var diagnostics: [String] = []
    for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
      do {
        let bytes = try folder.read(name, maxBytes: maxFileBytes)
        let record = try JSONDecoder().decode(Record.self, from: Data(bytes))
        guard Record.isIdentifier(record.localIdentifier), record.fileName == name else {
          diagnostics.append("\(noun) \(folder.path(of: name)) skipped: its identifier '\(record.localIdentifier)' does not match its file name")
          continue
        }
        guard record.schemaVersion <= Record.currentSchemaVersion else {
          diagnostics.append(
            "\(noun) \(folder.path(of: name)) skipped: schema version \(record.schemaVersion) is newer than this MediaKind reads (\(Record.currentSchemaVersion))")
          continue
        }
        records.append(record)
      } catch let error as OutputDirectoryError {
        diagnostics.append("\(noun) skipped: \(error)")
      } catch {
        diagnostics.append("\(noun) \(folder.path(of: name)) skipped: not \(noun == "stored album" ? "an album" : "a folder") file (\(error))")
      }
    }
    return (records, diagnostics)
  }
}
