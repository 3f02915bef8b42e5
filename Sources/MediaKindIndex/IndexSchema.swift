import GRDB

/// The index's schema, versioned with GRDB migrations: each migration runs once, in order, in
/// its own transaction, and GRDB records the applied ones in `grdb_migrations`. A schema
/// change adds a migration; existing ones are never edited.
///
/// Version 1:
/// ```
/// file(path TEXT PRIMARY KEY,          -- relative to the indexed root
///      device, inode, size, mtimeNs,    -- FileIdentity (INTEGER; unsigned values bit-cast)
///      mode TEXT,                       -- fast | thorough
///      classifierVersion TEXT,          -- the tool version that classified the file
///      mediaType TEXT, contentIdentifier TEXT, burstIdentifier TEXT,  -- for SQL look-ups
///      file BLOB)                       -- the LibraryFile as JSON (paths relative)
/// meta(key TEXT PRIMARY KEY, value TEXT)  -- root, lastRefresh, refreshCount
/// ```
/// Version 2 adds `file_mediaType`, an SQL index on `mediaType` (counts by media type without
/// a table scan); an index of version 1 is migrated in place when it is opened. Version 3 adds
/// `file_burstIdentifier` (a refresh finds the folders holding a burst's frames through it,
/// `ChangeScope`). Version 4 adds `file_walkOrder`, an SQL index on `path` with `/` replaced by
/// U+0001: a refresh reads the rows in the walk's order through it and matches them with the
/// walk as both go (`StoredRowMerge`), so it never holds every row.
enum IndexSchema {
  /// The migration names, oldest first; the last one is the current schema.
  static let versions = ["v1", "v2", "v3", "v4"]

  /// Whether the database holds tables but no record of GRDB migrations: an SQLite file some
  /// other program wrote, which must not be migrated (and so changed) as if it were an index.
  static func isForeign(_ db: Database) throws -> Bool {
    let tables = try String.fetchAll(
      db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    return !tables.isEmpty && !tables.contains("grdb_migrations")
  }

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.create(table: "file") { t in
        t.primaryKey("path", .text).notNull()
        t.column("device", .integer).notNull()
        t.column("inode", .integer).notNull()
        t.column("size", .integer).notNull()
        t.column("mtimeNs", .integer).notNull()
        t.column("mode", .text).notNull()
        t.column("classifierVersion", .text).notNull()
        t.column("mediaType", .text).notNull()
        t.column("contentIdentifier", .text)
        t.column("burstIdentifier", .text)
        t.column("file", .blob).notNull()
      }
      try db.create(index: "file_identity", on: "file", columns: ["device", "inode"])
      try db.create(index: "file_contentIdentifier", on: "file", columns: ["contentIdentifier"])
      try db.create(table: "meta") { t in
        t.primaryKey("key", .text).notNull()
        t.column("value", .text).notNull()
      }
    }
    migrator.registerMigration("v2") { db in
      try db.create(index: "file_mediaType", on: "file", columns: ["mediaType"])
    }
    migrator.registerMigration("v3") { db in
      try db.create(index: "file_burstIdentifier", on: "file", columns: ["burstIdentifier"])
    }
    migrator.registerMigration("v4") { db in
      // The expression of `StoredRowMerge.orderExpression`, written out: a migration never changes.
      try db.execute(sql: "CREATE INDEX file_walkOrder ON file(replace(path, '/', char(1)))")
    }
    return migrator
  }
}
