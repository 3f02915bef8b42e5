import GRDB
import MediaKind

/// The part of the library whose assets a refresh can change: the folders of the files it read
/// again or forgot, closed over shared identifiers (Docs/Library.md, "The change set's
/// scope"). Every rule that groups files into assets groups within one folder (RAW+JPEG,
/// sidecars, edited copies, probable Live pairs) or by an identifier (a Live Photo's content
/// identifier, a burst identifier), so assets outside these folders are the same before and
/// after, and the change set needs only the rows inside them. Rules that reach across
/// folders by other means (Takeout and iCloud export metadata, identifiers the library keeps
/// in `.mediakind/identities.json`) make the scope the whole library: a library holding a file
/// ``isExportName(_:)`` names, or one that keeps identifiers.
struct ChangeScope {
  /// The folders (relative to the root, `""` for the root itself) whose assets are compared.
  /// Folders and paths key by their bytes (Docs/Library.md, "Paths are compared as bytes").
  private(set) var folders: Set<PathKey> = []
  /// The rows in those folders the refresh neither read again nor forgot, by relative path:
  /// the same before and after.
  private(set) var unchanged: [PathKey: LibraryFile] = [:]

  /// The folder of a relative path (`a/b/c.jpg` → `a/b`, `c.jpg` → `""`).
  static func folder(of relative: String) -> Substring {
    relative.utf8.lastIndex(of: UInt8(ascii: "/")).map { relative[..<$0] } ?? ""
  }

  /// Whether a file name has an extension an export rule reads (`json`, `csv`, any case:
  /// Takeout sidecars and album metadata, iCloud `Photo Details` and album lists, which apply
  /// to assets in other folders).
  static func isExportName(_ path: String) -> Bool {
    guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
    let ext = path.utf8[path.utf8.index(after: dot)...]
    guard ext.count == 3 || ext.count == 4 else { return false }
    let lower = String(decoding: ext.map { $0 | 0x20 }, as: UTF8.self)
    return lower == "json" || lower == "csv"
  }

  /// The identifiers that join `file` to files in other folders, normalised as the rules
  /// compare them (trimmed, upper-cased).
  static func identifiers(of file: LibraryFile) -> [String] {
    [file.record.livePhoto?.contentIdentifier, file.record.burst?.identifier].compactMap { id in
      id.map(LivePhotoPairing.normalized).flatMap { $0.isEmpty ? nil : $0 }
    }
  }

  /// The scope of a refresh that read again or forgot `touched` (relative paths), whose
  /// earlier and new versions are `before` and `after` (by relative path): their folders, then
  /// the folders of every row sharing an identifier with a file in scope, until none is added.
  /// The rows are read from `db` after the refresh wrote (rows it did not touch are unchanged)
  /// with paths prefixed by `prefix`.
  init(
    touched: Set<PathKey>, before: [PathKey: LibraryFile], after: [PathKey: LibraryFile], prefix: String, db: Database
  ) throws {
    var pending = Set(touched.map { PathKey(Self.folder(of: $0.path)) })
    var asked: Set<String> = []
    var wanted = Set(before.values.flatMap(Self.identifiers) + after.values.flatMap(Self.identifiers))
    while !pending.isEmpty {
      folders.formUnion(pending)
      for folder in pending {
        for row in try Self.rows(inFolder: folder.path, db: db) where !touched.contains(PathKey(row.relativePath)) {
          guard let file = row.decoded(prefix: prefix) else { continue }
          unchanged[PathKey(row.relativePath)] = file
          wanted.formUnion(Self.identifiers(of: file))
        }
      }
      wanted.subtract(asked)
      asked.formUnion(wanted)
      pending = try Self.folders(holding: wanted, db: db).subtracting(folders)
      wanted = []
    }
  }

  /// The rows directly inside `folder` (not in its sub-folders), with their JSON: a range of
  /// the path key, or for the root the paths without a slash.
  static func rows(inFolder folder: String, db: Database) throws -> [IndexedFile] {
    let columns = IndexedFile.columns(withJSON: true)
    let cursor =
      folder.isEmpty
      ? try Row.fetchCursor(db, sql: "SELECT \(columns) FROM file WHERE instr(path, '/') = 0")
      : try Row.fetchCursor(
        db, sql: "SELECT \(columns) FROM file WHERE path >= ? AND path < ?", arguments: [folder + "/", folder + "0"])
    var rows: [IndexedFile] = []
    let start = folder.isEmpty ? 0 : folder.utf8.count + 1
    while let row = try cursor.next() {
      let file = IndexedFile(row: row, withJSON: true)
      guard !file.relativePath.utf8.dropFirst(start).contains(UInt8(ascii: "/")) else { continue }
      rows.append(file)
    }
    return rows
  }

  /// The folders of the rows whose content or burst identifier, normalised, is in `wanted`
  /// (each column read through its SQL index, the paths of the matches by row id).
  private static func folders(holding wanted: Set<String>, db: Database) throws -> Set<PathKey> {
    guard !wanted.isEmpty else { return [] }
    var rowIDs: Set<Int64> = []
    for column in ["contentIdentifier", "burstIdentifier"] {
      let cursor = try Row.fetchCursor(db, sql: "SELECT rowid, \(column) FROM file WHERE \(column) IS NOT NULL")
      while let row = try cursor.next() {
        let id: String = row[1]
        if wanted.contains(LivePhotoPairing.normalized(id)) { rowIDs.insert(row[0]) }
      }
    }
    var found: Set<PathKey> = []
    let statement = try db.cachedStatement(sql: "SELECT path FROM file WHERE rowid = ?")
    for rowID in rowIDs {
      if let path = try String.fetchOne(statement, arguments: [rowID]) { found.insert(PathKey(folder(of: path))) }
    }
    return found
  }
}
