import Foundation

/// One change transaction on a folder library (`Docs/Changes.md`, "One transaction"): the
/// library's exclusive change lock, a journal written and `fsync`ed before any file is linked
/// into place, placement that never overwrites and never writes through a symbolic link, and
/// recovery of a crashed transaction when the next one opens.
///
/// ```swift
/// let transaction = try LibraryTransaction(library: "Photos")
/// let still = try transaction.stage(file: "card/IMG_1234.HEIC", transfer: .copy)
/// let video = try transaction.stage(file: "card/IMG_1234.MOV", transfer: .copy)
/// let paths = try transaction.place([still, video], in: ["2024", "2024-05-17"]) { n in
///   n == 0 ? ["IMG_1234.HEIC", "IMG_1234.MOV"] : ["IMG_1234 (\(n)).HEIC", "IMG_1234 (\(n)).MOV"]
/// }
/// try transaction.finish()
/// ```
/// A group given to ``place(_:in:names:)`` lands whole or not at all, also across `kill -9`.
/// Not `Sendable`: one task uses a transaction, then calls ``finish()``.
public final class LibraryTransaction {
  /// The library root as named.
  public let root: String
  /// What recovery did when the transaction opened: groups of a crashed transaction finished
  /// (committed before the crash) and rolled back (not committed).
  public private(set) var recovered = (finished: 0, rolledBack: 0)

  let rootDescriptor: CInt
  private let stateDescriptor: CInt
  private let lockDescriptor: CInt
  let temporaryDescriptor: CInt
  private let journalFolderDescriptor: CInt
  private var journalDescriptor: CInt = -1
  private let journalName: String
  /// A random name part, so temporary names of two transactions never meet.
  private let identifier: String
  private var nextTemporary = 0
  private var nextGroup = 0
  private var finished = false
  private var crashCounts: [String: Int] = [:]
  /// The library files (relative to the root) this transaction gave a name or removed one of,
  /// and the sidecars it wrote (``noteChanged(_:)``), in order, each once: what an index must
  /// read again after the commit.
  /// Read back from a spill file (``noteChanged(_:)`` keeps none in memory; `Docs/Performance.md`,
  /// "Where an import's memory goes"), a path noted twice given once, as bytes
  /// (Docs/Library.md, "Paths are compared as bytes").
  public var changedPaths: [String] {
    var seen: Set<PathKey> = []
    var paths: [String] = []
    func note(_ path: String) { if seen.insert(PathKey(path)).inserted { paths.append(path) } }
    if let changedLog {
      var offset = 0
      while offset < changedLog.end, let record = try? changedLog.read(at: offset) {
        offset += SpillFile.headerSize + record.count
        note(String(decoding: record, as: UTF8.self))
      }
    }
    unspilledChanges.forEach(note)
    return paths
  }
  /// Where ``noteChanged(_:)`` appends each path (nil until the first).
  private var changedLog: SpillFile?
  /// Paths that could not be spilled (the spill file could not be made or written).
  private var unspilledChanges: [String] = []
  /// The library's file system has no hard links (FAT, exFAT): a staged file takes its place
  /// by `renameat2(RENAME_NOREPLACE)` instead of `linkat` (`Docs/Changes.md`, "One transaction").
  private var placesByRename = false
  /// Temporary names staged without an `fsync` (``stage(file:transfer:durable:)``), made
  /// durable together before their journal lines.
  private var unflushed: [String] = []
  /// The buffers every copy and check of a copy reads through, allocated once
  /// (`Docs/Performance.md`, "Import").
  private lazy var buffers = (ReadBuffer(capacity: ContentComparison.chunk), ReadBuffer(capacity: ContentComparison.chunk))

  /// The library's own folder, its lock, journal and temporary folder (relative to the root).
  public static let stateFolder = ".mediakind"
  static let lockName = "changes.lock"
  static let journalFolder = "journal"
  static let temporaryFolder = "tmp"
  /// The most collision names tried for one group.
  static let maxCollisionNumber = 10_000

  /// Opens a transaction on the library at `library`: checks that it can be written, takes
  /// its change lock (failing at once with ``LibraryChangeError/Kind/busy`` when another
  /// process holds it), finishes or rolls back what a crashed transaction left, and starts a
  /// journal. Nothing is created when the library is read-only or missing.
  public init(library: String) throws(LibraryChangeError) {
    let named = library.isEmpty ? "." : library
    root = named
    let fd = system_open(named, _O_RDONLY | _O_DIRECTORY | _O_CLOEXEC)
    guard fd >= 0 else {
      let code = system_errno
      throw LibraryChangeError(
        path: named, reason: code == _ENOENT ? "no such folder" : code == _ENOTDIR ? "not a folder" : system_strerror(code),
        kind: code == _ENOENT || code == _ENOTDIR ? .missing : .failed)
    }
    if system_isReadOnlyFileSystem(named) || !system_access(named, _W_OK | _X_OK) {
      system_close(fd)
      throw LibraryChangeError(
        path: named, reason: "read-only library: this process may not write into it (nothing was changed)",
        kind: .readOnly)
    }
    rootDescriptor = fd
    var opened: [CInt] = []
    do throws(LibraryChangeError) {
      let state = try Self.folder(Self.stateFolder, in: fd, create: true, path: named + "/" + Self.stateFolder)
      opened.append(state)
      let lockPath = named + "/" + Self.stateFolder + "/" + Self.lockName
      let lock = system_openat(state, Self.lockName, _O_RDWR | _O_CREAT | _O_NOFOLLOW | _O_CLOEXEC, 0o644)
      guard lock >= 0 else {
        let code = system_errno
        throw LibraryChangeError(
          path: lockPath, reason: code == _ELOOP ? "a symbolic link (refused)" : system_strerror(code),
          kind: code == _ELOOP ? .refused : code == _EROFS || code == _EACCES ? .readOnly : .failed)
      }
      opened.append(lock)
      guard system_flock(lock, _LOCK_EX | _LOCK_NB) == 0 else {
        let code = system_errno
        throw LibraryChangeError(
          path: named,
          reason: code == _EWOULDBLOCK ? "library is busy: another process is changing it" : system_strerror(code),
          kind: code == _EWOULDBLOCK ? .busy : .failed)
      }
      let temporary = try Self.folder(Self.temporaryFolder, in: state, create: true, path: named + "/.mediakind/tmp")
      opened.append(temporary)
      let journal = try Self.folder(Self.journalFolder, in: state, create: true, path: named + "/.mediakind/journal")
      opened.append(journal)
      stateDescriptor = state
      lockDescriptor = lock
      temporaryDescriptor = temporary
      journalFolderDescriptor = journal
    } catch {
      for descriptor in opened { system_close(descriptor) }
      system_close(fd)
      throw error
    }
    identifier = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    // The process id first: a watcher tells an open transaction from a crashed one's journal.
    journalName = String(system_processID()) + "-" + identifier + ".journal"
    do throws(LibraryChangeError) {
      try recover()
      placesByRename = lacksHardLinks()
      let journal = system_openat(
        journalFolderDescriptor, journalName, _O_WRONLY | _O_CREAT | _O_EXCL | _O_NOFOLLOW | _O_APPEND | _O_CLOEXEC,
        0o644)
      guard journal >= 0 else { throw failure(system_errno, at: ".mediakind/journal/" + journalName) }
      journalDescriptor = journal
      guard system_fsync(journalFolderDescriptor) == 0 else { throw failure(system_errno, at: ".mediakind/journal") }
    } catch {
      close()
      throw error
    }
  }

  deinit { close() }

  /// Ends the transaction: every group placed is committed, so its journal is removed, and
  /// the lock is released. (A transaction dropped without `finish()` leaves its journal for
  /// the next open, which finds nothing left to do.)
  public func finish() throws(LibraryChangeError) {
    guard !finished else { return }
    if journalDescriptor >= 0 {
      system_close(journalDescriptor)
      journalDescriptor = -1
      system_unlinkat(journalFolderDescriptor, journalName, 0)
      _ = system_fsync(journalFolderDescriptor)
    }
    close()
  }

  private func close() {
    guard !finished else { return }
    finished = true
    if journalDescriptor >= 0 { system_close(journalDescriptor) }
    for descriptor in [temporaryDescriptor, journalFolderDescriptor, lockDescriptor, stateDescriptor, rootDescriptor] {
      system_close(descriptor)
    }
  }

  /// Notes that the library file `path` (relative to the root) was written, made or removed
  /// in this transaction (``changedPaths``).
  public func noteChanged(_ path: String) {
    do throws(LibraryChangeError) {
      if changedLog == nil { changedLog = try spillFile() }
      _ = try changedLog?.append(Array(path.utf8))
    } catch {
      unspilledChanges.append(path)
    }
  }

  /// Whether a transaction is open on the library at `root` now: a journal in
  /// `.mediakind/journal` whose process (its name's leading id) is alive. A journal a crashed
  /// process left is not an open transaction (the next one recovers it). Never through a link.
  public static func isOpen(root: String) -> Bool {
    guard let library = try? OutputDirectory(creating: root, create: false),
      let state = try? library.existingSubdirectory(stateFolder),
      let journal = try? state.existingSubdirectory(journalFolder),
      let names = journal.names(limit: 1 << 16)
    else { return false }
    for name in names where name.hasSuffix(".journal") && !name.hasPrefix(".") {
      guard let dash = name.firstIndex(of: "-"), let pid = Int32(name[..<dash]) else { continue }
      if system_processExists(pid) { return true }
    }
    return false
  }

  // MARK: - Staging

  /// Writes a copy of the file at `path` (or, with `.link`, links it) under a temporary name
  /// in `.mediakind/tmp`, on disk (`fsync`) before this returns. `.move` also compares the
  /// copy with the source byte for byte. The source is only read.
  public func stage(file path: String, transfer: FileTransfer) throws(LibraryChangeError) -> StagedFile {
    try stage(file: path, transfer: transfer, durable: true)
  }

  /// ``stage(file:transfer:)``; with `durable` false the copy is not `fsync`ed here:
  /// ``place(_:)`` makes every such file durable at once (one `syncfs`) before the journal
  /// names it.
  func stage(file path: String, transfer: FileTransfer, durable: Bool) throws(LibraryChangeError) -> StagedFile {
    guard let source = SourceFile(path: path) else { throw failure(system_errno, at: path) }
    return try stage(source, transfer: transfer, durable: durable)
  }

  /// Stages the open `source` (``stage(file:transfer:durable:)``), read through its one
  /// descriptor: a copy is written from the bytes the source holds in memory (read once, and
  /// already hashed when the duplicate search needed it) or in chunks of a buffer kept for
  /// the transaction, then read back and compared with those bytes (`Docs/Changes.md`,
  /// "Creating assets": every copy of a file of at most 1 MiB, and every `.move`, is checked
  /// byte for byte; a larger `.copy` is not read twice).
  func stage(_ source: SourceFile, transfer: FileTransfer, durable: Bool) throws(LibraryChangeError) -> StagedFile {
    let path = source.path
    let info = source.status
    guard info.type == .regular else {
      throw LibraryChangeError(path: path, reason: "not a regular file", kind: .invalid)
    }
    let name = temporaryName()
    if transfer == .link {
      // The open file's name may have changed since: link what `path` names now, and check it
      // is the file read (a swap between the two is refused, not imported).
      // The path as the source was opened by (not looked up again).
      let linked = source.cPath.withUnsafeBufferPointer {
        system_linkat(_AT_FDCWD, $0.baseAddress!, temporaryDescriptor, name, _AT_SYMLINK_FOLLOW)
      }
      guard linked == 0 else {
        let code = system_errno
        if code == _EXDEV {
          throw LibraryChangeError(
            path: path, reason: "a hard link needs the source and the library on one file system (use --copy)",
            kind: .failed)
        }
        throw failure(code, at: path)
      }
      guard let placed = system_fstatat(temporaryDescriptor, name, _AT_SYMLINK_NOFOLLOW),
        placed.device == info.device, placed.inode == info.inode
      else {
        system_unlinkat(temporaryDescriptor, name, 0)
        throw LibraryChangeError(path: path, reason: "the file changed while it was linked", kind: .failed)
      }
      return StagedFile(temporaryName: name, size: info.size, moveSource: nil, moveIdentity: nil, oldPath: nil)
    }
    if let code = source.load(using: buffers.0) { throw failure(code, at: path) }
    let target = try createTemporary(name)
    var code: CInt?
    var same = true
    if let bytes = source.bytes {
      code = OutputDirectory.writeAll(bytes, to: target)
      if code == nil {
        same = bytes.withUnsafeBytes { ContentComparison.startsWith(target, $0, buffer: buffers.1) }
      }
    } else {
      code = copy(from: source.descriptor, to: target)
      if code == nil, transfer == .move { same = ContentComparison.sameBytes(source.descriptor, target, buffers: buffers) }
    }
    if code == nil, same, durable, system_fsync(target) != 0 { code = system_errno }
    system_close(target)
    if code == nil, !same {
      system_unlinkat(temporaryDescriptor, name, 0)
      throw LibraryChangeError(path: path, reason: "the copy differs from the source (kept where it is)", kind: .failed)
    }
    if let code {
      system_unlinkat(temporaryDescriptor, name, 0)
      throw failure(code, at: path)
    }
    if !durable { unflushed.append(name) }
    return StagedFile(
      temporaryName: name, size: source.bytes?.count ?? info.size, moveSource: transfer == .move ? path : nil,
      moveIdentity: transfer == .move ? FileIdentity(info) : nil, oldPath: nil)
  }

  /// Writes `bytes` under a temporary name in `.mediakind/tmp`, on disk before this returns.
  public func stage(bytes: [UInt8]) throws(LibraryChangeError) -> StagedFile {
    let name = temporaryName()
    let target = try createTemporary(name)
    var code = OutputDirectory.writeAll(bytes, to: target)
    if code == nil, system_fsync(target) != 0 { code = system_errno }
    system_close(target)
    if let code {
      system_unlinkat(temporaryDescriptor, name, 0)
      throw failure(code, at: ".mediakind/tmp/" + name)
    }
    return StagedFile(temporaryName: name, size: bytes.count, moveSource: nil, moveIdentity: nil, oldPath: nil)
  }

  /// Stages a file already in the library (`path` relative to the root, each folder reached
  /// without following a link) for a new place: linked under a temporary name; once its group
  /// is committed, its old name is removed. Nothing is copied.
  public func stage(libraryFile path: String) throws(LibraryChangeError) -> StagedFile {
    var components = path.split(separator: "/").map(String.init)
    guard let last = components.popLast() else {
      throw LibraryChangeError(path: path, reason: "not a file name", kind: .invalid)
    }
    let folder = try openFolder(components, create: false)
    defer { system_close(folder) }
    guard let info = system_fstatat(folder, last, _AT_SYMLINK_NOFOLLOW), info.type == .regular else {
      throw LibraryChangeError(path: root + "/" + path, reason: "not a regular file", kind: .invalid)
    }
    let name = temporaryName()
    guard system_linkat(folder, last, temporaryDescriptor, name, 0) == 0 else {
      throw failure(system_errno, at: root + "/" + path)
    }
    return StagedFile(temporaryName: name, size: info.size, moveSource: nil, moveIdentity: nil, oldPath: path)
  }

  /// Removes staged files that will not be placed (a group given up before ``place(_:in:names:)``).
  public func discard(_ files: [StagedFile]) {
    for file in files { system_unlinkat(temporaryDescriptor, file.temporaryName, 0) }
  }

  // MARK: - Placing

  /// Gives the staged `files` of one group their names in `folder` (components relative to
  /// the root, made when missing, never through a link), as one unit: `place(_:)` with one
  /// group. Returns the paths placed (relative to the root), in the order of `files`.
  public func place(_ files: [StagedFile], in folder: [String], names: (Int) -> [String])
    throws(LibraryChangeError) -> [String]
  {
    let result = withoutActuallyEscaping(names) { names in
      place([GroupPlacement(files: files, folder: folder, names: names)])[0]
    }
    return try result.get()
  }

  /// Places several groups, each as one unit, with one flush of what was staged, one journal
  /// write and one commit write for all of them (`Docs/Changes.md`, "One transaction"): the
  /// staged files are made durable (`syncfs`, unless each was `fsync`ed when staged); a
  /// journal line per group is appended and `fsync`ed; each file is linked (`linkat`, which
  /// never replaces; a `renameat2(RENAME_NOREPLACE)` where the file system has no hard links);
  /// the names are made durable (one `syncfs`, then one folder `fsync`; else an `fsync` of
  /// each destination folder); a commit line per group is appended and `fsync`ed; then the
  /// temporary names, `.move` sources and old library names are removed.
  ///
  /// A group takes the first collision number whose names are all free; a name taken between
  /// the check and the link (`EEXIST`) undoes that group's names, and it is placed again with
  /// the next number. One result per group, in order: its paths, or why it is not placed
  /// (nothing of it is then in the library). Every staged file given is consumed.
  func place(_ batch: [GroupPlacement]) -> [Result<[String], LibraryChangeError>] {
    var results = [Result<[String], LibraryChangeError>?](repeating: nil, count: batch.count)
    defer { for placement in batch { discard(placement.files) } }
    // Folders by path, as bytes (Docs/Library.md, "Paths are compared as bytes").
    var folders: [PathKey: CInt] = [:]
    defer { for descriptor in folders.values { system_close(descriptor) } }
    var numbers = [Int](repeating: 0, count: batch.count)
    var pending: [Int] = []
    do throws(LibraryChangeError) {
      try flushStaged()
    } catch {
      return batch.map { _ in .failure(error) }
    }
    for (index, placement) in batch.enumerated() {
      let path = placement.folder.joined(separator: "/")
      do throws(LibraryChangeError) {
        if folders[PathKey(path)] == nil { folders[PathKey(path)] = try openFolder(placement.folder, create: true) }
        pending.append(index)
      } catch {
        results[index] = .failure(error)
      }
    }
    while !pending.isEmpty {
      // Each pending group's names: the first collision number whose names are all free now.
      var chosen: [(index: Int, group: Int, names: [String])] = []
      for index in pending {
        let placement = batch[index]
        let folderPath = placement.folder.joined(separator: "/")
        let directory = folders[PathKey(folderPath)]!
        do throws(LibraryChangeError) {
          guard let (number, names) = try freeNames(placement, in: directory, from: numbers[index]) else {
            throw LibraryChangeError(
              path: root + "/" + folderPath, reason: "no free name after \(Self.maxCollisionNumber) collision numbers",
              kind: .failed)
          }
          numbers[index] = number
          chosen.append((index, nextGroup, names))
          nextGroup += 1
        } catch {
          results[index] = .failure(error)
        }
      }
      let lines = chosen.map { entry in
        let placement = batch[entry.index]
        let members = zip(placement.files, entry.names).map {
          JournalLine.Member(temporary: $0.temporaryName, name: $1, moveSource: $0.moveSource, oldPath: $0.oldPath)
        }
        return JournalLine(
          group: entry.group, folder: placement.folder.joined(separator: "/"), files: members,
          renamed: placesByRename ? true : nil)
      }
      do throws(LibraryChangeError) {
        try appendJournal(lines)
      } catch {
        for entry in chosen { results[entry.index] = .failure(error) }
        break
      }
      for _ in lines { crashPoint("journal") }
      // Link every group; a collision sends its group round again with the next number.
      var linkedGroups: [(index: Int, group: Int, linked: [(file: StagedFile, name: String)])] = []
      var again: [Int] = []
      for entry in chosen {
        let placement = batch[entry.index]
        let folderPath = placement.folder.joined(separator: "/")
        let directory = folders[PathKey(folderPath)]!
        var linked: [(file: StagedFile, name: String)] = []
        var failed: CInt? = nil
        var failedName = ""
        for (file, name) in zip(placement.files, entry.names) {
          let made =
            placesByRename
            ? system_renameatNoReplace(temporaryDescriptor, file.temporaryName, directory, name)
            : system_linkat(temporaryDescriptor, file.temporaryName, directory, name, 0)
          if made == 0 {
            linked.append((file, name))
            crashPoint("link")
            continue
          }
          failed = system_errno
          failedName = name
          break
        }
        if let code = failed {
          unplace(linked, in: directory)
          if code == _EEXIST {
            numbers[entry.index] += 1
            again.append(entry.index)
          } else {
            results[entry.index] = .failure(
              failure(code, at: root + "/" + (folderPath.isEmpty ? "" : folderPath + "/") + failedName))
          }
          continue
        }
        linkedGroups.append((entry.index, entry.group, linked))
      }
      // Every folder that received names, on disk before the commit lines: all at once
      // (``syncedNames(in:)``), else each folder by its own `fsync`.
      var synced: [PathKey: CInt?] = [:]
      let together = syncedNames(in: linkedGroups.first.map { folders[PathKey(batch[$0.index].folder.joined(separator: "/"))]! })
      for entry in linkedGroups {
        let folderPath = batch[entry.index].folder.joined(separator: "/")
        if synced[PathKey(folderPath)] == nil {
          synced[PathKey(folderPath)] =
            together || system_fsync(folders[PathKey(folderPath)]!) == 0 ? .some(nil) : .some(system_errno)
        }
      }
      var committing: [(index: Int, group: Int, linked: [(file: StagedFile, name: String)])] = []
      for entry in linkedGroups {
        let folderPath = batch[entry.index].folder.joined(separator: "/")
        if let code = synced[PathKey(folderPath)] ?? nil {
          unplace(entry.linked, in: folders[PathKey(folderPath)]!)
          results[entry.index] = .failure(failure(code, at: root + "/" + folderPath))
        } else {
          committing.append(entry)
        }
      }
      do throws(LibraryChangeError) {
        try appendJournal(committing.map { JournalLine(group: $0.group, commit: true) })
      } catch {
        for entry in committing {
          unplace(entry.linked, in: folders[PathKey(batch[entry.index].folder.joined(separator: "/"))]!)
          results[entry.index] = .failure(error)
        }
        break
      }
      for _ in committing { crashPoint("commit") }
      for entry in committing {
        let folderPath = batch[entry.index].folder.joined(separator: "/")
        for (file, _) in entry.linked {
          if let source = file.moveSource { Self.removeMoved(source, identity: file.moveIdentity) }
          if let old = file.oldPath {
            removeOldName(old)
            noteChanged(old)
          }
        }
        let placed = entry.linked.map { folderPath.isEmpty ? $0.name : folderPath + "/" + $0.name }
        for path in placed { noteChanged(path) }
        results[entry.index] = .success(placed)
      }
      pending = again
    }
    return results.map {
      $0 ?? .failure(LibraryChangeError(path: root, reason: "not placed: the journal could not be written", kind: .failed))
    }
  }

  /// The first collision number from `first` whose names for `placement` are all free in
  /// `directory`, and those names; nil when none is free up to ``maxCollisionNumber``. Names
  /// taken now are skipped without a journal line; one taken between this check and the link
  /// (another program) is found by the link's `EEXIST`.
  private func freeNames(_ placement: GroupPlacement, in directory: CInt, from first: Int)
    throws(LibraryChangeError) -> (Int, [String])?
  {
    let folderPath = placement.folder.joined(separator: "/")
    guard first <= Self.maxCollisionNumber else { return nil }
    for number in first...Self.maxCollisionNumber {
      let chosen = placement.names(number)
      guard chosen.count == placement.files.count, Set(chosen.map { Array($0.utf8) }).count == chosen.count else {
        throw LibraryChangeError(path: root + "/" + folderPath, reason: "the group's names are not distinct", kind: .invalid)
      }
      for name in chosen { try Self.checkName(name, path: root + "/" + folderPath + "/" + name) }
      if chosen.contains(where: { system_fstatat(directory, $0, _AT_SYMLINK_NOFOLLOW) != nil || system_errno != _ENOENT }) {
        continue
      }
      return (number, chosen)
    }
    return nil
  }

  /// Whether the names just made in a batch's folders (`folder` one of them) are on disk: one
  /// `syncfs` of the library's file system instead of an `fsync` of each folder (a batch of an
  /// import by date touches a folder per day; `Docs/Performance.md`, "Where an import's time
  /// goes"). It writes what those `fsync`s would, and the name of each folder made in its
  /// parent too. Linux's `syncfs` skips a file system that has turned read-only (an ext4 that
  /// found an error) and says nothing, so one `fsync` of `folder` follows, which does report
  /// it. False when either fails: each folder is then `fsync`ed on its own, and a folder that
  /// fails fails its groups.
  private func syncedNames(in folder: CInt?) -> Bool {
    guard let folder else { return false }
    return system_syncfs(folder) == 0 && system_fsync(folder) == 0
  }

  /// Makes the files staged without an `fsync` durable: one `syncfs` of the library's file
  /// system, or (where there is none) an `fsync` of each.
  private func flushStaged() throws(LibraryChangeError) {
    guard !unflushed.isEmpty else { return }
    if system_syncfs(temporaryDescriptor) != 0 {
      for name in unflushed {
        let fd = system_openat(temporaryDescriptor, name, _O_RDONLY | _O_NOFOLLOW | _O_CLOEXEC)
        guard fd >= 0 else { continue }  // discarded since
        let code = system_fsync(fd) == 0 ? nil : system_errno
        system_close(fd)
        if let code { throw failure(code, at: root + "/.mediakind/tmp/" + name) }
      }
    }
    unflushed.removeAll()
    guard system_fsync(temporaryDescriptor) == 0 else { throw failure(system_errno, at: root + "/.mediakind/tmp") }
  }

  /// Takes back the names a group was given before its placement failed: removed (their
  /// temporary names still hold the files), or renamed back when the file system places by
  /// renaming.
  private func unplace(_ linked: [(file: StagedFile, name: String)], in directory: CInt) {
    for (file, name) in linked {
      if placesByRename {
        _ = system_renameatNoReplace(directory, name, temporaryDescriptor, file.temporaryName)
      } else {
        system_unlinkat(directory, name, 0)
      }
    }
  }

  /// Whether the library's file system refuses hard links (FAT, exFAT): a probe file in
  /// `.mediakind/tmp` is linked once, and both names removed.
  /// In a debug build, `MEDIAKIND_NO_HARD_LINKS=1` makes any library place by renaming (a test
  /// of that path where no FAT file system can be mounted).
  private func lacksHardLinks() -> Bool {
    #if DEBUG
      if ProcessInfo.processInfo.environment["MEDIAKIND_NO_HARD_LINKS"] == "1" { return true }
    #endif
    let name = temporaryName()
    let fd = system_openat(
      temporaryDescriptor, name, _O_WRONLY | _O_CREAT | _O_EXCL | _O_NOFOLLOW | _O_CLOEXEC, 0o644)
    guard fd >= 0 else { return false }
    system_close(fd)
    defer { system_unlinkat(temporaryDescriptor, name, 0) }
    let link = name + ".link"
    if system_linkat(temporaryDescriptor, name, temporaryDescriptor, link, 0) == 0 {
      system_unlinkat(temporaryDescriptor, link, 0)
      return false
    }
    let code = system_errno
    return code == _EPERM || code == _EOPNOTSUPP || code == _EMLINK
  }

  /// The folder `components` below the root, opened (and made when `create`) one component at
  /// a time without following a link: a symbolic link or a file in the way is refused. The
  /// caller closes the descriptor.
  public func openFolder(_ components: [String], create: Bool) throws(LibraryChangeError) -> CInt {
    var current = system_openat(rootDescriptor, ".", _O_RDONLY | _O_DIRECTORY | _O_CLOEXEC)
    guard current >= 0 else { throw failure(system_errno, at: root) }
    var path = root
    for component in components {
      path += "/" + component
      do throws(LibraryChangeError) {
        try Self.checkName(component, path: path)
        let next = try Self.folder(component, in: current, create: create, path: path)
        system_close(current)
        current = next
      } catch {
        system_close(current)
        throw error
      }
    }
    return current
  }

  // MARK: - Journal

  /// Appends `lines` in one write and `fsync`s the journal.
  private func appendJournal(_ lines: [JournalLine]) throws(LibraryChangeError) {
    guard !lines.isEmpty else { return }
    // `JSONEncoder`'s bytes, written without it (``JournalLine``'s `appendJSON(to:)`).
    var json = JSONBuffer(capacity: lines.count * 160)
    for line in lines {
      line.appendJSON(to: &json)
      json.appendRaw(0x0A)
    }
    var code = OutputDirectory.writeAll(json.bytes, to: journalDescriptor)
    if code == nil, system_fsync(journalDescriptor) != 0 { code = system_errno }
    if let code { throw failure(code, at: root + "/.mediakind/journal/" + journalName) }
  }

  // MARK: - Recovery

  /// Finishes or rolls back the groups of every journal left in `.mediakind/journal`
  /// (`Docs/Changes.md`, "After a crash"), then empties `.mediakind/tmp`.
  private func recover() throws(LibraryChangeError) {
    let entries = system_readdir(journalFolderDescriptor, limit: 1 << 20) ?? []
    for entry in entries {
      let name = String(decoding: entry.name, as: UTF8.self)
      guard name.hasSuffix(".journal"), !name.hasPrefix(".") else { continue }
      let lines = readJournal(name)
      var groups: [Int: JournalLine] = [:]
      var committed: Set<Int> = []
      for line in lines {
        if line.commit == true { committed.insert(line.group) } else if line.files != nil { groups[line.group] = line }
      }
      // Roll back first: an uncommitted group's names are found by their temporary files,
      // which stay until every group of the journal is handled.
      let placedTemporaries = Set(
        groups.filter { committed.contains($0.key) }.flatMap { $0.value.files ?? [] }.map(\.temporary))
      for (number, line) in groups.sorted(by: { $0.key < $1.key }) where !committed.contains(number) {
        if rollBack(line, placedTemporaries: placedTemporaries) { recovered.rolledBack += 1 }
      }
      for (number, line) in groups.sorted(by: { $0.key < $1.key }) where committed.contains(number) {
        finishCommitted(line)
        recovered.finished += 1
      }
      system_unlinkat(journalFolderDescriptor, name, 0)
    }
    for entry in system_readdir(temporaryDescriptor, limit: 1 << 20) ?? [] {
      let name = entry.name.map { CChar(bitPattern: $0) } + [0]
      name.withUnsafeBufferPointer { _ = system_unlinkat(temporaryDescriptor, $0.baseAddress!, 0) }
    }
    _ = system_fsync(temporaryDescriptor)
    _ = system_fsync(journalFolderDescriptor)
  }

  /// The journal's whole lines that decode (a line cut short by a crash is no line).
  private func readJournal(_ name: String) -> [JournalLine] {
    let fd = system_openat(journalFolderDescriptor, name, _O_RDONLY | _O_NOFOLLOW | _O_CLOEXEC)
    guard fd >= 0 else { return [] }
    defer { system_close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { system_read(fd, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    let decoder = JSONDecoder()
    return bytes.split(separator: 0x0A).compactMap { try? decoder.decode(JournalLine.self, from: Data($0)) }
  }

  /// Removes the names of an uncommitted group that are its temporary files; whether any was.
  /// A group placed by renaming (``placesByRename``) has a name where its temporary file is
  /// gone, unless a later, committed attempt of the group (`placedTemporaries`) took it.
  private func rollBack(_ line: JournalLine, placedTemporaries: Set<String>) -> Bool {
    let components = (line.folder ?? "").split(separator: "/").map(String.init)
    guard let folder = try? openFolder(components, create: false) else { return false }
    defer { system_close(folder) }
    var removed = false
    for member in line.files ?? [] {
      if line.renamed == true {
        guard system_fstatat(temporaryDescriptor, member.temporary, _AT_SYMLINK_NOFOLLOW) == nil,
          !placedTemporaries.contains(member.temporary),
          system_fstatat(folder, member.name, _AT_SYMLINK_NOFOLLOW)?.type == .regular
        else { continue }
        system_unlinkat(folder, member.name, 0)
        removed = true
        continue
      }
      guard let temporary = system_fstatat(temporaryDescriptor, member.temporary, _AT_SYMLINK_NOFOLLOW),
        let placed = system_fstatat(folder, member.name, _AT_SYMLINK_NOFOLLOW),
        placed.device == temporary.device, placed.inode == temporary.inode
      else { continue }
      system_unlinkat(folder, member.name, 0)
      removed = true
    }
    _ = system_fsync(folder)
    return removed
  }

  /// Does what a committed group had left: a `.move` source still equal to its placed copy is
  /// removed, and an old library name that is the placed file.
  private func finishCommitted(_ line: JournalLine) {
    let components = (line.folder ?? "").split(separator: "/").map(String.init)
    guard let folder = try? openFolder(components, create: false) else { return }
    defer { system_close(folder) }
    for member in line.files ?? [] {
      if let source = member.moveSource {
        let placed = system_openat(folder, member.name, _O_RDONLY | _O_NOFOLLOW | _O_CLOEXEC)
        guard placed >= 0 else { continue }
        let original = Self.openSource(source)
        if original >= 0 {
          if Self.sameBytes(original, folder, member.name) {
            _ = Self.withSourcePath(source) { system_unlink($0) }
          }
          system_close(original)
        }
        system_close(placed)
      }
      if let old = member.oldPath { removeOldName(old, placedIn: folder, as: member.name) }
    }
  }

  // MARK: - Helpers

  /// A test's crash point (debug builds only; Docs/Reliability.md, "Imports under faults"):
  /// with `MEDIAKIND_CRASH_AT=POINT:N` in the environment the process kills itself
  /// (`SIGKILL`) the `N`th time it reaches `POINT`: `journal` (a group's line is on disk, no
  /// name made yet), `link` (a name made), `commit` (the commit line is on disk, temporary
  /// names and `--move` sources not yet removed).
  /// With `MEDIAKIND_PAUSE_AT=POINT:N` the process stops itself (`SIGSTOP`) there instead,
  /// until a test sends `SIGCONT` (having made the file system full or read-only meanwhile).
  private func crashPoint(_ point: String) {
    #if DEBUG
      guard Self.crashAt?.0 == point || Self.pauseAt?.0 == point else { return }
      crashCounts[point, default: 0] += 1
      if let (name, count) = Self.crashAt, name == point, crashCounts[point] == count { system_killSelf() }
      if let (name, count) = Self.pauseAt, name == point, crashCounts[point] == count { system_stopSelf() }
    #endif
  }

  /// `MEDIAKIND_CRASH_AT` and `MEDIAKIND_PAUSE_AT`, read once.
  private static let crashAt = debugPoint("MEDIAKIND_CRASH_AT")
  private static let pauseAt = debugPoint("MEDIAKIND_PAUSE_AT")

  private static func debugPoint(_ variable: String) -> (String, Int)? {
    guard let text = ProcessInfo.processInfo.environment[variable],
      let colon = text.firstIndex(of: ":"), let count = Int(text[text.index(after: colon)...])
    else { return nil }
    return (String(text[..<colon]), count)
  }

  /// Removes the old library name of a file moved within the library, when it is still the
  /// placed file (`placedIn`/`as`; without them, the transaction has just placed it).
  private func removeOldName(_ old: String, placedIn placedFolder: CInt? = nil, as placedName: String? = nil) {
    var components = old.split(separator: "/").map(String.init)
    guard let last = components.popLast(), let folder = try? openFolder(components, create: false) else { return }
    defer { system_close(folder) }
    if let placedFolder, let placedName {
      guard let placed = system_fstatat(placedFolder, placedName, _AT_SYMLINK_NOFOLLOW),
        let current = system_fstatat(folder, last, _AT_SYMLINK_NOFOLLOW),
        placed.device == current.device, placed.inode == current.inode
      else { return }
    }
    system_unlinkat(folder, last, 0)
    _ = system_fsync(folder)
  }

  /// Unlinks a moved source when it is still the file copied (same identity).
  private static func removeMoved(_ source: String, identity: FileIdentity?) {
    guard let identity, let now = FileIdentity(path: source), now == identity else { return }
    _ = withSourcePath(source) { system_unlink($0) }
  }

  private func temporaryName() -> String {
    nextTemporary += 1
    return ".import-" + identifier + "-" + String(nextTemporary) + ".tmp"
  }

  /// A nameless scratch file in `.mediakind/tmp` (``SpillFile``): created under a temporary
  /// name (never through a link), then unlinked at once, so it ends with the transaction and a
  /// crash leaves at most an empty temporary that the next transaction's recovery removes.
  func spillFile() throws(LibraryChangeError) -> SpillFile {
    let name = temporaryName()
    let fd = try createTemporary(name)
    system_unlinkat(temporaryDescriptor, name, 0)
    return SpillFile(descriptor: fd, location: root + "/.mediakind/tmp")
  }

  /// Creates the temporary file `name`, open for writing and for reading back.
  private func createTemporary(_ name: String) throws(LibraryChangeError) -> CInt {
    let fd = system_openat(
      temporaryDescriptor, name, _O_RDWR | _O_CREAT | _O_EXCL | _O_NOFOLLOW | _O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw failure(system_errno, at: root + "/.mediakind/tmp/" + name) }
    return fd
  }

  private func failure(_ code: CInt, at path: String) -> LibraryChangeError {
    let kind: LibraryChangeError.Kind = code == _EROFS || code == _EACCES || code == _EPERM ? .readOnly : .failed
    return LibraryChangeError(path: path, reason: system_strerror(code), kind: kind)
  }

  /// A name must be one component: not empty, `.` or `..`, without `/` or NUL.
  static func checkName(_ name: String, path: String) throws(LibraryChangeError) {
    guard !name.isEmpty, name != ".", name != "..", !name.utf8.contains(0x2F), !name.utf8.contains(0) else {
      throw LibraryChangeError(path: path, reason: "not a single file name", kind: .invalid)
    }
  }

  /// The folder `name` in the open folder `parent`, made when missing and `create`; never
  /// through a symbolic link.
  static func folder(_ name: String, in parent: CInt, create: Bool, path: String) throws(LibraryChangeError) -> CInt {
    let flags = _O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW | _O_CLOEXEC
    var fd = system_openat(parent, name, flags)
    if fd < 0, system_errno == _ENOENT, create {
      guard system_mkdirat(parent, name, 0o755) == 0 || system_errno == _EEXIST else {
        let code = system_errno
        throw LibraryChangeError(
          path: path, reason: system_strerror(code), kind: code == _EROFS || code == _EACCES ? .readOnly : .failed)
      }
      fd = system_openat(parent, name, flags)
    }
    guard fd >= 0 else {
      let code = system_errno
      if let info = system_fstatat(parent, name, _AT_SYMLINK_NOFOLLOW), info.type != .directory {
        let what = info.type == .symbolicLink ? "a symbolic link" : "a file"
        throw LibraryChangeError(
          path: path, reason: "\(what) stands where a folder is to be (refused: nothing is written through it)",
          kind: .refused)
      }
      throw LibraryChangeError(path: path, reason: system_strerror(code), kind: code == _ENOENT ? .missing : .failed)
    }
    return fd
  }

  /// Opens a source for reading (links followed: it was named), trying a display path's
  /// `\xNN` escapes as the bytes they stand for (``PathEscaping``).
  static func openSource(_ path: String) -> CInt {
    withSourcePath(path) { system_open($0, _O_RDONLY | _O_CLOEXEC) }
  }

  /// `body` with the C path of `path`: as written when it exists, else a display path's raw
  /// bytes.
  static func withSourcePath<T>(_ path: String, _ body: (UnsafePointer<CChar>) -> T) -> T {
    sourceCPath(path).withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  /// The C path (NUL-terminated) ``withSourcePath(_:_:)`` gives `body` for `path`: as written
  /// when it exists, else a display path's raw bytes. A source is looked up once: ``SourceFile`` keeps it.
  static func sourceCPath(_ path: String) -> [CChar] {
    if system_lstat(path) == nil, system_errno == _ENOENT, let raw = PathEscaping.rawBytes(path) {
      return raw.map { CChar(bitPattern: $0) } + [0]
    }
    return Array(path.utf8CString)
  }

  /// Copies `source` (from its start) into `target` through the transaction's buffer; the
  /// `errno` of a failure.
  private func copy(from source: CInt, to target: CInt) -> CInt? {
    let buffer = buffers.0
    var offset = 0
    while true {
      guard let count = buffer.fill(from: source, at: offset) else { return system_errno }
      if count == 0 { return nil }
      if let code = OutputDirectory.writeAll(UnsafeRawBufferPointer(rebasing: buffer.bytes[0..<count]), to: target) {
        return code
      }
      offset += count
    }
  }

  /// Whether the open `source` holds the same bytes as `name` in `folder`.
  static func sameBytes(_ source: CInt, _ folder: CInt, _ name: String) -> Bool {
    let other = system_openat(folder, name, _O_RDONLY | _O_NOFOLLOW | _O_CLOEXEC)
    guard other >= 0 else { return false }
    defer { system_close(other) }
    return ContentComparison.sameBytes(source, other)
  }
}
