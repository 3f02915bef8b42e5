import Foundation
import GRDB
public import MediaKind

/// An on-disk index of one folder (SQLite through GRDB): each file's identity (device, inode,
/// size, modification time) with its classification, so a rescan classifies only new or
/// changed files, and the changes since the last refresh can be listed.
///
/// ```swift
/// let index = try LibraryIndex(root: "Photos")            // Photos/.mediakind/index.sqlite
/// let report = try await index.refresh(classifier: MediaClassifier())   // thorough
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
/// **Schema.** Versioned with GRDB migrations (`IndexSchema`); an index written by a newer
/// build is refused rather than misread.
/// **Safety.** The default location is opened without following symbolic links and checked
/// before anything is written (`IndexFolder`): an untrusted tree cannot redirect the index
/// elsewhere. A refresh holds an exclusive lock (`IndexLock`), so a second refresh of the
/// same index fails at once with ``IndexError/busy(location:)``. A file that is not a
/// MediaKind index is refused, never overwritten. Write failures (read-only file system,
/// full disk) end the refresh with ``IndexError/cannotWrite(location:reason:)``, leaving the
/// index as it was last committed. Docs/Reliability.md describes the fault tests.
public struct LibraryIndex: Sendable {
  /// The folder indexed, as given (paths are stored relative to it).
  public let root: String
  /// The index file.
  public let location: String
  /// Files written per transaction during a refresh.
  public var batchSize = 256
  /// How the assets of the change sets a refresh reports pair Live Photos (`LivePairingMode.strict`
  /// unless set; `classify index --pair-live probable`). The stored rows are files and do
  /// not depend on it.
  public var livePairing: LivePairingMode = .strict
  private let queue: DatabaseQueue
  /// The lock file a refresh takes (nil for an index in memory).
  private let lockPath: String?
  /// Called inside each batch's transaction after each row, with the rows written so far;
  /// throwing rolls the batch back (tests simulate an interrupted refresh with it).
  var afterRowWritten: (@Sendable (Int) throws -> Void)?
  /// Computes every change set over the whole library, as before scopes (tests compare the
  /// scoped change set with it).
  var changeScopeIsWholeLibrary = false

  /// The index's default home: `<root>/.mediakind/index.sqlite`.
  public static func defaultLocation(forRoot root: String) -> String {
    prefix(for: root) + IndexFolder.name + "/" + IndexFolder.databaseName
  }

  /// Whether an index file exists at `location`.
  public static func exists(at location: String) -> Bool {
    FileManager.default.fileExists(atPath: location)
  }

  /// Opens the index of `root` at `location` (default ``defaultLocation(forRoot:)``, opened
  /// safely: see `IndexFolder`), creating it and its folder when missing, and brings its
  /// schema up to date.
  public init(root: String, location: String? = nil) throws {
    guard let opened = try Self.open(root: root, location: location, create: true) else {
      throw IndexError.cannotOpen(location: location ?? Self.defaultLocation(forRoot: root), reason: "not found")
    }
    self = opened
  }

  /// The index of `root` when one exists at `location` (default
  /// ``defaultLocation(forRoot:)``); `nil` when there is none. Creates nothing.
  public static func existing(root: String, location: String? = nil) throws -> LibraryIndex? {
    try open(root: root, location: location, create: false)
  }

  private static func open(root: String, location: String?, create: Bool) throws -> LibraryIndex? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
      throw IndexError.rootNotFound(root)
    }
    guard isDirectory.boolValue else { throw IndexError.rootNotAFolder(root) }
    let shown: String
    let databasePath: String
    let lockPath: String
    if let location {
      shown = location
      guard create || exists(at: location) else { return nil }
      let folder = (location as NSString).deletingLastPathComponent
      if create, !folder.isEmpty, !FileManager.default.fileExists(atPath: folder),
        let reason = IndexFolder.makeFolders(folder)
      {
        throw IndexError.cannotCreate(location: location, reason: "cannot create its folder \(reason)")
      }
      databasePath = location
      lockPath = location + ".lock"
    } else {
      shown = defaultLocation(forRoot: root)
      guard let folder = try IndexFolder.open(root: root, create: create) else { return nil }
      databasePath = folder.databasePath
      lockPath = folder.lockPath
    }
    // First a look without changing anything: a file that is not an index, or an index of a
    // newer schema, must be refused before anything (the switch to WAL, a migration) writes
    // to it.
    if exists(at: databasePath) {
      do {
        var look = Configuration()
        look.readonly = true
        look.busyMode = .timeout(10)
        let reader = try DatabaseQueue(path: databasePath, configuration: look)
        try Self.vet(reader, location: shown)
        try reader.close()
      } catch let error as IndexError {
        throw error
      } catch {
        throw IndexError.classify(error, location: shown, writing: create)
      }
    }
    var configuration = Configuration()
    configuration.journalMode = .wal
    // A reader (`classify assets`) waits for a refresh's commit instead of failing at once.
    configuration.busyMode = .timeout(10)
    // WAL with `synchronous = NORMAL`: a commit survives the process (Ctrl-C, kill -9, a
    // crash) and the database is never left inconsistent; only a power loss or OS crash may
    // lose the last commits, which the next refresh classifies again. It spares an fsync per
    // batch, which on a busy disk was most of a large refresh's time.
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
    let queue: DatabaseQueue
    do {
      queue = try DatabaseQueue(path: databasePath, configuration: configuration)
    } catch {
      throw IndexError.classify(error, location: shown, writing: create)
    }
    return try LibraryIndex(root: root, location: shown, queue: queue, lockPath: lockPath)
  }

  /// Refuses a database that is not a MediaKind index or was written by a newer one.
  private static func vet(_ queue: DatabaseQueue, location: String) throws {
    let (superseded, foreign) = try queue.read { db in
      (try IndexSchema.migrator.hasBeenSuperseded(db), try IndexSchema.isForeign(db))
    }
    if superseded { throw IndexError.newerSchema(location: location) }
    if foreign {
      throw IndexError.notAnIndex(
        location: location, reason: "an SQLite database with tables MediaKind did not create")
    }
  }

  /// An index held in memory only (nothing is written to disk): for dry runs without an
  /// index file, and for tests.
  public static func inMemory(root: String) throws -> LibraryIndex {
    try LibraryIndex(root: root, location: ":memory:", queue: DatabaseQueue(), lockPath: nil)
  }

  private init(root: String, location: String, queue: DatabaseQueue, lockPath: String?) throws {
    self.root = root
    self.location = location
    self.queue = queue
    self.lockPath = lockPath
    do {
      try Self.vet(queue, location: location)
      try IndexSchema.migrator.migrate(queue)
    } catch let error as IndexError {
      throw error
    } catch {
      throw IndexError.classify(error, location: location, writing: true)
    }
  }

  /// The system's or SQLite's words for `error`.
  static func reason(of error: any Error) -> String {
    if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain {
      return IndexFolder.reason(Int32(underlying.code))
    }
    return "\(error)"
  }

  /// The schema migrations applied to this index, oldest first.
  public func appliedMigrations() throws -> [String] {
    try queue.read { db in try IndexSchema.migrator.appliedMigrations(db) }
  }

  /// SQLite's own check of the database file (`PRAGMA integrity_check`): empty when the
  /// index is sound, else what is wrong, one line each.
  public func integrityProblems() throws -> [String] {
    try queue.read { db in
      try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
    }
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

  /// Every indexed file, in walk order, with paths prefixed by the root as given. A row that
  /// cannot be read is an error record at its path (`RecordStatus.error`), not left out.
  public func files() throws -> [LibraryFile] {
    let prefix = Self.prefix(for: root)
    return try loadRows(withJSON: true).map { $0.decodedOrFailure(prefix: prefix) }
  }

  /// The library the indexed files make (no file is read).
  public func library(registry: FormatRegistry = .standard) throws -> MediaLibrary {
    MediaLibrary(files: try files(), registry: registry, livePairing: livePairing)
  }

  /// A snapshot to use as a classification cache for scans of the same root. Rows stored by
  /// another `classifierVersion` (default: this build's) are not hits; `nil` accepts any.
  public func snapshot(classifierVersion: String? = MediaClassifier.recordVersion) throws -> IndexSnapshot {
    IndexSnapshot(
      rows: try loadRows(withJSON: true), prefix: Self.prefix(for: root),
      classifierVersion: classifierVersion)
  }

  /// Brings the index up to date with the folder: classifies new files and files whose
  /// identity changed (or that were stored by another `classifierVersion`, or in fast mode
  /// when `classifier` is thorough), forgets files that are gone, and reports the asset-level
  /// changes. With `dryRun`, computes the same report and writes nothing.
  /// `toClassify` hears how many files are to be classified once the walk has told them
  /// (before the first), `progress` of each classified file.
  ///
  /// `classifierVersion` defaults to `MediaClassifier.recordVersion`, so rows written by this
  /// build stay current; `walk` chooses what the walk enters and leaves out (excluded files
  /// are forgotten like deleted ones). A refresh that writes takes the index's lock first
  /// (``IndexError/busy(location:)`` when another holds it); a write that fails ends it with
  /// ``IndexError/cannotWrite(location:reason:)``, with every committed batch intact.
  public func refresh(
    classifier: MediaClassifier, classifierVersion: String = MediaClassifier.recordVersion,
    concurrency: Int = MediaClassifier.defaultConcurrency, dryRun: Bool = false,
    walk: WalkOptions = WalkOptions(),
    onSkip: (@Sendable (_ path: String, _ reason: String) -> Void)? = nil,
    toClassify: (Int) -> Void = { _ in },
    progress: (LibraryFile) -> Void = { _ in }
  ) async throws -> RefreshReport {
    let lock = try dryRun ? nil : lockPath.map { try IndexLock.acquire(path: $0, location: location) }
    defer { withExtendedLifetime(lock) {} }
    do {
      return try await refreshLocked(
        classifier: classifier, classifierVersion: classifierVersion, concurrency: concurrency,
        dryRun: dryRun, walk: walk, onSkip: onSkip, toClassify: toClassify, progress: progress)
    } catch let error as IndexError {
      throw error
    } catch {
      throw IndexError.classify(error, location: location, writing: !dryRun)
    }
  }

  private func refreshLocked(
    classifier: MediaClassifier, classifierVersion: String, concurrency: Int, dryRun: Bool,
    walk: WalkOptions, onSkip: (@Sendable (String, String) -> Void)?,
    toClassify: (Int) -> Void, progress: (LibraryFile) -> Void
  ) async throws -> RefreshReport {
    let prefix = Self.prefix(for: root)
    let mode = classifier.options.mode
    var report = RefreshReport()
    report.dryRun = dryRun

    // 1–2. Walk the folder and match each file with its row, read in walk order as the walk
    // goes (one stat per file, nothing read, no row held: `StoredRowMerge`; Docs/Library.md,
    // "A refresh's memory"). What is held grows with the changes only.
    let indexRelative = Self.relativeIndexPath(location: location, root: root)
    let prefixLength = prefix.utf8.count
    var toRead: [String] = []
    var inserted: [(path: String, identity: FileIdentity)] = []
    // Paths key by their bytes throughout (Docs/Library.md, "Paths are compared as bytes").
    var unreadable: Set<PathKey> = []
    var holdsExportFile = false
    // A first index (no row yet) builds its change set from the rows it writes, group by
    // group, instead of holding every file it reads (`firstIndexChangeSet`).
    // One question answers both (no `COUNT(*)` over every row): an empty index has no row to
    // match, so no merge and no lookup by path for each walked file (Docs/Performance.md, "A
    // first index").
    let isEmpty = try readDatabase { db in try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM file)") ?? false }
    let isFirst = !dryRun && isEmpty
    let unmatched = try readDatabase { db in
      var merge = isEmpty ? nil : try StoredRowMerge(db: db)
      for entry in FileEnumerator(roots: [root], options: walk, onSkip: onSkip) {
        let path = entry.path
        guard path.utf8.count > prefixLength, path.hasPrefix(prefix) else { continue }
        let relative = String(decoding: path.utf8.dropFirst(prefixLength), as: UTF8.self)
        if let indexRelative, relative.hasPrefix(indexRelative),
          Self.indexFileSuffixes.contains(String(relative.dropFirst(indexRelative.count)))
        {
          continue  // the index itself, given inside the root, and the files beside it
        }
        if MediaLibrary.isIndexPath(relative) { continue }
        let row = try merge?.row(for: relative)
        switch entry {
        case .failure(_, let failure):
          // An unreadable file or folder keeps what the index knew about it.
          report.failures.append(.failure(path: path, mode: mode, failure))
          unreadable.insert(PathKey(relative))
          if row != nil { holdsExportFile = holdsExportFile || ChangeScope.isExportName(relative) }
        case .file:
          report.scanned += 1
          holdsExportFile = holdsExportFile || ChangeScope.isExportName(relative)
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
            // For renames, found against removed rows: a first index has none.
            if !isFirst { inserted.append((relative, identity)) }
          } else if row?.identity != identity {
            report.changedFiles += 1
          }
          toRead.append(path)
        }
      }
      return try merge?.finish() ?? []
    }
    // The rows no walked file took: gone, or inside a folder that could not be read (kept as
    // they were).
    var removed: [String] = []
    var removedIdentities: [FileIdentity: String] = [:]
    for row in unmatched.sorted(by: { Self.walkPrecedes($0.relativePath, $1.relativePath) }) {
      let path = row.relativePath
      holdsExportFile = holdsExportFile || ChangeScope.isExportName(path)
      if !unreadable.isEmpty, Self.ancestors(of: path).contains(where: { unreadable.contains(PathKey($0)) }) {
        continue
      }
      removed.append(path)
      removedIdentities[row.identity] = path
    }
    report.removedFiles = removed.count

    // The old state, for the change set, loaded before anything is rewritten: the rows the
    // refresh reads again or forgets, or every row when the change set needs the whole
    // library (`ChangeScope`; Docs/Library.md, "The change set's scope").
    let anyTouched = !toRead.isEmpty || !removed.isEmpty
    let wholeLibrary =
      anyTouched
      && (changeScopeIsWholeLibrary || holdsExportFile || MediaLibrary.keepsIdentifiers(root: root))
    // A first index outside the whole-library fallback has no old state and holds no file
    // for its change set (Docs/Library.md, "A refresh's memory").
    let streamsChanges = isFirst && !wholeLibrary
    let touched =
      streamsChanges
      ? []
      : Set(
        (toRead.map { String(decoding: $0.utf8.dropFirst(prefixLength), as: UTF8.self) } + removed).map { PathKey($0) })
    var oldFiles: [PathKey: LibraryFile] = [:]
    if wholeLibrary {
      for row in try loadRows(withJSON: true, sorted: false) {
        oldFiles[PathKey(row.relativePath)] = row.decoded(prefix: prefix)
      }
    } else if !touched.isEmpty {
      oldFiles = try loadFiles(touched, prefix: prefix)
    }

    // 3. Classify what is new or changed; write it batch by batch.
    toClassify(toRead.count)
    var fresh: [PathKey: LibraryFile] = [:]
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
      if !streamsChanges { fresh[PathKey(relativeFile.path)] = file }
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

    // 5. Asset-level changes, when any file was read again or is gone: over the folders
    // whose assets can change, unless the whole library is needed.
    if streamsChanges {
      report.changeSet = try firstIndexChangeSet(prefix: prefix, registry: classifier.registry)
    } else if !touched.isEmpty {
      let (before, after) = (oldFiles, fresh)
      let scope =
        wholeLibrary
        ? nil
        : try readDatabase { db in try ChangeScope(touched: touched, before: before, after: after, prefix: prefix, db: db) }
      let moves = inserted.compactMap { file in
        removedIdentities[file.identity].map { ChangeSet.Move(from: prefix + $0, to: prefix + file.path) }
      }
      report.changeSet = changes(
        oldFiles: oldFiles, scope: scope, fresh: fresh, removed: Set(removed.map { PathKey($0) }), moves: moves,
        registry: classifier.registry)
    }
    return report
  }

  /// Brings exactly `paths` (relative to the root) up to date, without a walk: each one that
  /// is a regular file is classified by `classifier` and stored (unless its row is current),
  /// each one that is gone or is inside `.mediakind` loses its row. What a committed change
  /// of the library names (`LibraryTransaction.changedPaths`, Docs/Changes.md, "The index
  /// stays current"), so the index needs no full refresh after it. Takes the index's lock
  /// (``IndexError/busy(location:)`` when a refresh holds it). Returns the files read and the
  /// rows removed.
  public func update(
    paths: [String], classifier: MediaClassifier, classifierVersion: String = MediaClassifier.recordVersion,
    concurrency: Int = MediaClassifier.defaultConcurrency
  ) async throws -> (classified: Int, removed: Int) {
    let lock = try lockPath.map { try IndexLock.acquire(path: $0, location: location) }
    defer { withExtendedLifetime(lock) {} }
    do {
      let prefix = Self.prefix(for: root)
      let mode = classifier.options.mode
      // Each named row is looked up by its key: nothing else of the index is read.
      var toRead: [String] = []
      var removed: [String] = []
      try readDatabase { db in
        let statement = try db.makeStatement(
          sql: "SELECT \(IndexedFile.columns(withJSON: false)) FROM file WHERE path = ?")
        var seen: Set<PathKey> = []
        for path in paths where seen.insert(PathKey(path)).inserted {
          let row = try Row.fetchOne(statement, arguments: [path]).map { IndexedFile(row: $0, withJSON: false) }
          guard !MediaLibrary.isIndexPath(path), let identity = FileIdentity(path: prefix + path) else {
            if row != nil { removed.append(path) }
            continue
          }
          if let row, row.isCurrent(for: identity, mode: mode, classifierVersion: classifierVersion) { continue }
          toRead.append(prefix + path)
        }
      }
      var batch: [LibraryFile] = []
      let reader = LibraryFileReader(classifier: classifier)
      await reader.read(entries: toRead.lazy.map { FileEnumerator.Entry.file($0) }, concurrency: concurrency) { file in
        guard file.record.status == .ok, file.identity != nil else { return }
        var relativeFile = file
        relativeFile.path = String(decoding: file.path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
        batch.append(relativeFile)
      }
      try write(batch, classifierVersion: classifierVersion)
      try forget(removed)
      return (batch.count, removed.count)
    } catch let error as IndexError {
      throw error
    } catch {
      throw IndexError.classify(error, location: location, writing: true)
    }
  }

  /// Old assets (the stored files) against new ones (the files still there: the stored ones,
  /// read again where `fresh` has them), both in walk order. With a `scope`, only the files in
  /// its folders are compared (`oldFiles` holds the touched rows, the scope the others);
  /// without, every file (`oldFiles` holds every row). `moves` are the renames found by
  /// identity.
  private func changes(
    oldFiles: [PathKey: LibraryFile], scope: ChangeScope?, fresh: [PathKey: LibraryFile], removed: Set<PathKey>,
    moves: [ChangeSet.Move], registry: FormatRegistry
  ) -> ChangeSet {
    let unchanged = scope?.unchanged ?? [:]
    let oldPaths = Set(oldFiles.keys).union(unchanged.keys)
    let newPaths = oldPaths.union(fresh.keys).subtracting(removed)
    let old = oldPaths.sorted { Self.walkPrecedes($0.path, $1.path) }.compactMap { oldFiles[$0] ?? unchanged[$0] }
    let new = newPaths.sorted { Self.walkPrecedes($0.path, $1.path) }.compactMap { fresh[$0] ?? oldFiles[$0] ?? unchanged[$0] }
    // With the root, so identifiers are the ones the library keeps (Docs/Changes.md, "Identity").
    // Nothing old (a first index that needs the whole library): no assets to build.
    return ChangeSet(
      from: old.isEmpty ? [] : MediaLibrary(files: old, registry: registry, roots: [root], livePairing: livePairing).assets,
      to: MediaLibrary(files: new, registry: registry, roots: [root], livePairing: livePairing).assets, moved: moves)
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

  /// Removes the rows of `paths` (relative), in one transaction.
  private func forget(_ paths: [String]) throws {
    guard !paths.isEmpty else { return }
    try queue.write { db in
      for path in paths { try db.execute(sql: "DELETE FROM file WHERE path = ?", arguments: [path]) }
    }
  }

  private func write(_ batch: [LibraryFile], classifierVersion: String) throws {
    guard !batch.isEmpty else { return }
    let hook = afterRowWritten
    let encoder = LibraryFile.indexEncoder()
    try queue.write { db in
      for (count, file) in batch.enumerated() {
        guard let identity = file.identity else { continue }
        try IndexedFile.upsert(
          file, identity: identity, classifierVersion: classifierVersion, encoder: encoder, in: db)
        try hook?(count + 1)
      }
    }
  }

  /// Runs `body` in a read transaction of the index's database (tests look at rows with it).
  func readDatabase<T>(_ body: (Database) throws -> T) throws -> T {
    try queue.read(body)
  }

  /// The stored files of `relatives` (those with a row that can be read), by relative path.
  private func loadFiles(_ relatives: Set<PathKey>, prefix: String) throws -> [PathKey: LibraryFile] {
    try queue.read { db in
      let statement = try db.cachedStatement(
        sql: "SELECT \(IndexedFile.columns(withJSON: true)) FROM file WHERE path = ?")
      var files: [PathKey: LibraryFile] = [:]
      for relative in relatives {
        guard let row = try Row.fetchOne(statement, arguments: [relative.path]) else { continue }
        files[relative] = IndexedFile(row: row, withJSON: true).decoded(prefix: prefix)
      }
      return files
    }
  }

  private func loadRows(withJSON: Bool, sorted: Bool = true) throws -> [IndexedFile] {
    let columns = IndexedFile.columns(withJSON: withJSON)
    let rows = try queue.read { db in
      var rows: [IndexedFile] = []
      let cursor = try Row.fetchCursor(db, sql: "SELECT \(columns) FROM file")
      while let row = try cursor.next() { rows.append(IndexedFile(row: row, withJSON: withJSON)) }
      return rows
    }
    guard sorted else { return rows }
    return rows.sorted { Self.walkPrecedes($0.relativePath, $1.relativePath) }
  }

  /// What follows an index file's name in the files that belong to it: the database itself,
  /// SQLite's journals and the lock of an explicit location.
  static let indexFileSuffixes: Set<String> = ["", "-wal", "-shm", "-journal", ".lock"]

  /// The folders `relative` lies in, nearest first (`a/b/c.jpg` → `a/b`, `a`): a file is
  /// kept as it was when one of them could not be read, in time linear in its depth.
  static func ancestors(of relative: String) -> [Substring] {
    var result: [Substring] = []
    var end = relative.endIndex
    // By byte: a `/` before a combining mark is no `Character` of its own.
    while let slash = relative.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
      result.append(relative[..<slash])
      end = slash
    }
    return result
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
    // Component-wise byte order is byte order with `/` ranked below every other byte. Over
    // the strings' contiguous bytes: a first index sorts every path it wrote with this, and a
    // lazy map over `utf8` was most of that sort (Docs/Performance.md, "A first index").
    func rank(_ byte: UInt8) -> UInt8 { byte == UInt8(ascii: "/") ? 0 : byte }
    let contiguous = a.utf8.withContiguousStorageIfAvailable { x in
      b.utf8.withContiguousStorageIfAvailable { y -> Bool in
        for (p, q) in zip(x, y) {
          let (rp, rq) = (rank(p), rank(q))
          if rp != rq { return rp < rq }
        }
        return x.count < y.count
      }
    }
    if let contiguous, let precedes = contiguous { return precedes }
    return a.utf8.lazy.map(rank).lexicographicallyPrecedes(b.utf8.lazy.map(rank))
  }

  /// The prefix ``FileEnumerator`` puts before names under `root`.
  static func prefix(for root: String) -> String {
    root.hasSuffix("/") ? root : root + "/"
  }

  static func timestamp() -> String {
    Date().utcText
  }
}
