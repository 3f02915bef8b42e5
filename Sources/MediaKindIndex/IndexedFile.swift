import Foundation
import GRDB
import MediaKind

/// One row of the `file` table: a file's identity and its stored classification.
struct IndexedFile: Sendable {
  /// Path relative to the indexed root.
  var relativePath: String
  var identity: FileIdentity
  var mode: ClassificationMode
  var classifierVersion: String
  /// The ``LibraryFile`` as JSON (with the relative path); decoded only when needed.
  var json: Data?

  init(
    relativePath: String, identity: FileIdentity, mode: ClassificationMode,
    classifierVersion: String, json: Data?
  ) {
    self.relativePath = relativePath
    self.identity = identity
    self.mode = mode
    self.classifierVersion = classifierVersion
    self.json = json
  }

  /// The columns ``init(row:withJSON:)`` reads, in its order, without `file` (the JSON).
  static func columns(withJSON: Bool) -> String {
    "path, device, inode, size, mtimeNs, mode, classifierVersion" + (withJSON ? ", file" : "")
  }

  /// A row of `SELECT` ``columns(withJSON:)`` (read by position; more columns may follow).
  init(row: Row, withJSON: Bool) {
    relativePath = row[0]
    let device: Int64 = row[1]
    let inode: Int64 = row[2]
    let size: Int64 = row[3]
    let mtime: Int64 = row[4]
    identity = FileIdentity(
      device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: Int(size),
      modificationNanoseconds: mtime)
    mode = ClassificationMode(rawValue: row[5]) ?? .fast
    classifierVersion = row[6]
    json = withJSON ? row[7] : nil
  }

  /// Whether this stored classification can stand for a file with `identity`, read in
  /// `mode` by `classifierVersion` (a thorough record serves a fast request too).
  func isCurrent(for identity: FileIdentity, mode: ClassificationMode, classifierVersion: String)
    -> Bool
  {
    self.identity == identity && self.classifierVersion == classifierVersion
      && (self.mode == mode || self.mode == .thorough)
  }

  /// Decodes the stored file, its paths prefixed with `prefix` (the root as given plus `/`):
  /// with the index's own reader (`LibraryFile.init(indexJSON:)`), else, for a row it
  /// refuses (another writer's, damaged), with `JSONDecoder`; `nil` when neither reads it
  /// (Docs/Performance.md, "Reading the index").
  func decoded(prefix: String) -> LibraryFile? {
    guard let json,
      var file = (try? LibraryFile(indexJSON: json)) ?? (try? JSONDecoder().decode(LibraryFile.self, from: json))
    else { return nil }
    file.path = prefix + file.path
    return file
  }

  /// The stored file as ``decoded(prefix:)`` reads it, or, for a row neither reader can read,
  /// a per-file error record at the row's path (fail closed: the file is reported, never
  /// dropped). A scan that uses the index as its cache (``IndexSnapshot``) classifies such a
  /// file again instead.
  func decodedOrFailure(prefix: String) -> LibraryFile {
    decoded(prefix: prefix)
      ?? LibraryFile(
        record: .failure(
          path: prefix + relativePath, mode: mode,
          InputFailure(
            kind: .readFailed,
            message: "its index row could not be read (damaged, or written by another program)")),
        identity: identity)
  }

  /// Writes (inserts or replaces) a row for `file`, whose path is relative; its JSON is
  /// ``LibraryFile/indexJSON(encoder:)``'s (`encoder`: ``LibraryFile/indexEncoder()``).
  static func upsert(
    _ file: LibraryFile, identity: FileIdentity, classifierVersion: String, encoder: JSONEncoder,
    in db: Database
  ) throws {
    let json = Data(try file.indexJSON(encoder: encoder))
    let statement = try db.cachedStatement(
      sql: """
        INSERT OR REPLACE INTO file
          (path, device, inode, size, mtimeNs, mode, classifierVersion, mediaType,
           contentIdentifier, burstIdentifier, file)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
    try statement.execute(arguments: [
      file.path, Int64(bitPattern: identity.device), Int64(bitPattern: identity.inode),
      Int64(identity.size), identity.modificationNanoseconds, file.record.mode.rawValue,
      classifierVersion, file.record.mediaType.name,
      file.record.livePhoto?.contentIdentifier, file.record.burst?.identifier, json,
    ])
  }
}
