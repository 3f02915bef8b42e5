import Foundation
import GRDB
public import MediaKind

/// An on-disk index of one folder (SQLite through GRDB): each file's identity (device, inode,
/// size, modification time) with its classification, so a rescan classifies only new or
/// changed files, and the changes since the last refresh can be listed.
///
/// ```swift
/// let index = try LibraryIndex(root: "Photos")            // Photos/.mediakind/index.sqlite
/// let report = try await index.refresh(classifier: MediaClassifier(options: .init(mode: .thorough)),
///                                      classifierVersion: "0.1.0")
/// print(report.classified, "classified;", report.changeSet.inserted.count, "new assets")
/// let library = try index.library()
/// ```
///
/// **Transactions.** A refresh writes in batches (``batchSize`` files each), every batch one
/// transaction; removals and the refresh stamp are the last transaction. A crash or Ctrl-C
/// therefore loses at most the batch in flight: the index stays usable, every committed row
/// is a complete classification of the file version it names, and the next refresh goes on
/// from there (committed files are current and are not read again).
///
/// **Schema.** Versioned with GRDB migrations (``IndexSchema``); an index written by a newer
/// build is refused rather than misread.
public struct LibraryIndex: Sendable {
  /// The folder indexed, as given (paths are stored relative to it).
  public let root: String
  /// The index file.
  public let location: String
  /// Files written per transaction during a refresh.
  public var batchSize = 256
  private let queue: DatabaseQueue
  /// Called inside each batch's transaction after each row, with the rows written so far;
  /// throwing rolls the batch back (tests simulate an interrupted refresh with it).
  var afterRowWritten: (@Sendable (Int) throws -> Void)?

  /// The index's default home: `<root>/.mediakind/index.sqlite`.
  public static func defaultLocation(forRoot root: String) -> String {
    prefix(for: root) + ".mediakind/index.sqlite"
  }

  /// Whether an index file exists at `location`.
  public static func exists(at location: String) -> Bool {
    FileManager.default.fileExists(atPath: location)
  }

  /// Opens the index of `root` at `location` (default ``defaultLocation(forRoot:)``),
  /// creating it and its folder when missing, and brings its schema up to date.
  public init(root: String, location: String? = nil) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw IndexError.rootNotAFolder(root) }
    let location = location ?? Self.defaultLocation(forRoot: root)
    let folder = (location as NSString).deletingLastPathComponent
    do {
      if !folder.isEmpty {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      let queue = try DatabaseQueue(path: location)
      try self.init(root: root, location: location, queue: queue)
    } catch let error as IndexError {
      throw error
    } catch {
      throw IndexError.cannotOpen(location: location, reason: "\(error)")
    }
  }

  /// An index held in memory only (nothing is written to disk): for dry runs without an
  /// index file, and for tests.
  public static func inMemory(root: String) throws -> LibraryIndex {
    try LibraryIndex(root: root, location: ":memory:", queue: DatabaseQueue())
  }

  private init(root: String, location: String, queue: DatabaseQueue) throws {
    self.root = root
    self.location = location
    self.queue = queue
    let migrator = IndexSchema.migrator
    let superseded = try queue.read { db in try migrator.hasBeenSuperseded(db) }
    if superseded { throw IndexError.newerSchema(location: location) }
    try migrator.migrate(queue)
  }

  /// The schema migrations applied to this index, oldest first.
  public func appliedMigrations() throws -> [String] {
    try queue.read { db in try IndexSchema.migrator.appliedMigrations(db) }
  }

  /// Files in the index.
  public func fileCount() throws -> Int {
    try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM file") ?? 0 }
  }

  /// The time of the last completed refresh (ISO 8601, UTC), if any.
  public func lastRefresh() throws -> String? {
    try queue.read { db in
      try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'lastRefresh'")
    }
  }

  /// Every indexed file, in walk order, with paths prefixed by the root as given.
  public func files() throws -> [LibraryFile] {
    let prefix = Self.prefix(for: root)
    return try loadRows(withJSON: true).compactMap { $0.decoded(prefix: prefix) }
  }

  /// The library the indexed files make (no file is read).
  public func library(registry: FormatRegistry = .standard) throws -> MediaLibrary {
    MediaLibrary(files: try files(), registry: registry)
  }

  /// A snapshot to use as a classification cache for scans of the same root.
  /// `classifierVersion`, when given, must match the stored rows' for a hit.
  public func snapshot(classifierVersion: String? = nil) throws -> IndexSnapshot {
    IndexSnapshot(
      rows: try loadRows(withJSON: true), prefix: Self.prefix(for: root),
      classifierVersion: classifierVersion)
  }

  /// Brings the index up to date with the folder: classifies new files and files whose
  /// identity changed (or that were stored by another `classifierVersion`, or in fast mode
  /// when `classifier` is thorough), forgets files that are gone, and reports the asset-level
  /// changes. With `dryRun`, computes the same report and writes nothing.
  public func refresh(
    classifier: MediaClassifier, classifierVersion: String,
    concurrency: Int = MediaClassifier.defaultConcurrency, dryRun: Bool = false,
    progress: (LibraryFile) -> Void = { _ in }
  ) async throws -> RefreshReport {
    let prefix = Self.prefix(for: root)
    let mode = classifier.options.mode
    var report = RefreshReport()
    report.dryRun = dryRun

    // 1. What the index holds (identities only; records are loaded when changes need them).
    var stored: [String: IndexedFile] = [:]
    for row in try loadRows(withJSON: false, sorted: false) { stored[row.relativePath] = row }

    // 2. Walk the folder and compare identities (one stat per file, nothing read). Each
    // path is hashed once: `unseen` loses the rows the walk finds; what is left is gone.
    let indexRelative = Self.relativeIndexPath(location: location, root: root)
    let prefixLength = prefix.utf8.count
    var unseen = stored
    var walkOrder: [String] = []
    walkOrder.reserveCapacity(stored.count)
    var toRead: [String] = []
    var identities: [String: FileIdentity] = [:]
    var unreadable: [String] = []
    for entry in FileEnumerator(roots: [root]) {
      let path = entry.path
      guard path.utf8.count > prefixLength, path.hasPrefix(prefix) else { continue }
      let relative = String(decoding: path.utf8.dropFirst(prefixLength), as: UTF8.self)
      if relative == indexRelative || MediaLibrary.isIndexPath(relative) { continue }
      let row = unseen.removeValue(forKey: relative)
      switch entry {
      case .failure(_, let failure):
        // An unreadable file or folder keeps what the index knew about it.
        report.failures.append(.failure(path: path, mode: mode, failure))
        unreadable.append(relative + "/")
        if row != nil { walkOrder.append(relative) }
      case .file:
        report.scanned += 1
        walkOrder.append(relative)
        guard let identity = FileIdentity(path: path) else {
          toRead.append(path)
          continue
        }
        if let row, row.isCurrent(for: identity, mode: mode, classifierVersion: classifierVersion) {
          report.unchanged += 1
          continue
        }
        if row == nil {
          report.insertedFiles += 1
        } else if row?.identity != identity {
          report.changedFiles += 1
        }
        identities[relative] = identity
        toRead.append(path)
      }
    }
    var removed: [String] = []
    for path in unseen.keys.sorted(by: Self.walkPrecedes) {
      if unreadable.contains(where: { path.hasPrefix($0) }) {
        walkOrder.append(path)  // inside an unreadable folder: kept as it was
      } else {
        removed.append(path)
      }
    }
    report.removedFiles = removed.count

    // The old state, for the change set: loaded before anything is rewritten.
    var oldFiles: [String: LibraryFile] = [:]
    if !toRead.isEmpty || !removed.isEmpty {
      for row in try loadRows(withJSON: true, sorted: false) {
        oldFiles[row.relativePath] = row.decoded(prefix: prefix)
      }
    }

    // 3. Classify what is new or changed; write it batch by batch.
    var fresh: [String: LibraryFile] = [:]
    var batch: [LibraryFile] = []
    var writeError: (any Error)?
    let reader = LibraryFileReader(classifier: classifier)
    await reader.read(
      entries: toRead.lazy.map { FileEnumerator.Entry.file($0) }, concurrency: concurrency
    ) { file in
      progress(file)
      guard file.record.status == .ok, file.identity != nil else {
        report.failures.append(file.record)
        return
      }
      report.classified += 1
      var relativeFile = file
      relativeFile.path = String(decoding: file.path.utf8.dropFirst(prefixLength), as: UTF8.self)
      fresh[relativeFile.path] = file
      batch.append(relativeFile)
      if batch.count >= batchSize, !dryRun, writeError == nil {
        do { try write(batch, classifierVersion: classifierVersion) } catch { writeError = error }
        batch.removeAll(keepingCapacity: true)
      }
    }
    if let writeError { throw writeError }
    if !dryRun {
      try write(batch, classifierVersion: classifierVersion)
      // 4. Removals and the stamp: the last transaction.
      try finish(removing: removed)
    }

    // 5. Asset-level changes, when any file was read again or is gone.
    if !toRead.isEmpty || !removed.isEmpty {
      report.changeSet = changes(
        stored: stored, oldFiles: oldFiles, walkOrder: walkOrder, fresh: fresh,
        removed: removed, identities: identities, prefix: prefix, registry: classifier.registry)
    }
    return report
  }

  /// Old assets (the stored files) against new ones (stored files still current, fresh files
  /// for the rest, in walk order); renames found by identity.
  private func changes(
    stored: [String: IndexedFile], oldFiles: [String: LibraryFile], walkOrder: [String],
    fresh: [String: LibraryFile], removed: [String], identities: [String: FileIdentity],
    prefix: String, registry: FormatRegistry
  ) -> ChangeSet {
    let old = stored.keys.sorted(by: Self.walkPrecedes).compactMap { oldFiles[$0] }
    let new = walkOrder.compactMap { relative in fresh[relative] ?? oldFiles[relative] }
    var byIdentity: [FileIdentity: String] = [:]
    for path in removed {
      if let identity = stored[path]?.identity { byIdentity[identity] = path }
    }
    var moves: [ChangeSet.Move] = []
    for path in walkOrder where stored[path] == nil {
      if let identity = identities[path], let from = byIdentity[identity] {
        moves.append(ChangeSet.Move(from: prefix + from, to: prefix + path))
      }
    }
    return ChangeSet(
      from: MediaLibrary(files: old, registry: registry).assets,
      to: MediaLibrary(files: new, registry: registry).assets, moved: moves)
  }

  private func finish(removing removed: [String]) throws {
    try queue.write { db in
      for path in removed {
        try db.execute(sql: "DELETE FROM file WHERE path = ?", arguments: [path])
      }
      try setMeta("lastRefresh", Self.timestamp(), in: db)
      try setMeta("root", root, in: db)
      let count =
        try Int.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'refreshCount'") ?? 0
      try setMeta("refreshCount", String(count + 1), in: db)
    }
  }

  private func write(_ batch: [LibraryFile], classifierVersion: String) throws {
    guard !batch.isEmpty else { return }
    let hook = afterRowWritten
    try queue.write { db in
      for (count, file) in batch.enumerated() {
        guard let identity = file.identity else { continue }
        try IndexedFile.upsert(file, identity: identity, classifierVersion: classifierVersion, in: db)
        try hook?(count + 1)
      }
    }
  }

  private func loadRows(withJSON: Bool, sorted: Bool = true) throws -> [IndexedFile] {
    let columns =
      "path, device, inode, size, mtimeNs, mode, classifierVersion" + (withJSON ? ", file" : "")
    let rows = try queue.read { db in
      var rows: [IndexedFile] = []
      let cursor = try Row.fetchCursor(db, sql: "SELECT \(columns) FROM file")
      while let row = try cursor.next() { rows.append(IndexedFile(row: row, withJSON: withJSON)) }
      return rows
    }
    guard sorted else { return rows }
    return rows.sorted { Self.walkPrecedes($0.relativePath, $1.relativePath) }
  }

  /// The index file's path relative to `root` when it lies inside it (so a walk skips it).
  static func relativeIndexPath(location: String, root: String) -> String? {
    let file = URL(fileURLWithPath: location).standardizedFileURL.path
    let folder = URL(fileURLWithPath: root).standardizedFileURL.path
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : nil
  }

  private func setMeta(_ key: String, _ value: String, in db: Database) throws {
    try db.execute(
      sql: "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", arguments: [key, value])
  }

  /// Walk order (``FileEnumerator``: depth first, names in byte order): paths compared
  /// component by component.
  static func walkPrecedes(_ a: String, _ b: String) -> Bool {
    // Component-wise byte order is byte order with `/` ranked below every other byte.
    func rank(_ byte: UInt8) -> UInt8 { byte == UInt8(ascii: "/") ? 0 : byte }
    return a.utf8.lazy.map(rank).lexicographicallyPrecedes(b.utf8.lazy.map(rank))
  }

  /// The prefix ``FileEnumerator`` puts before names under `root`.
  static func prefix(for root: String) -> String {
    root.hasSuffix("/") ? root : root + "/"
  }

  static func timestamp() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date())
  }
}
