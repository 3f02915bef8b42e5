/// The state machine behind ``MediaLibrary/changes(in:classifier:walk:options:)``: the
/// folder's library, the kernel's notifications, and the files waiting to settle.
///
/// - Notifications (``Inotify``) mark files *dirty*; a dirty file is classified once it has
///   been quiet for ``WatchOptions/debounce`` after being closed for writing or moved in
///   (or for ``WatchOptions/stallTimeout`` while still open), so a file being written is
///   classified once, complete. Many events for one file before it settles count once.
/// - A folder created, moved in, deleted, moved out or replaced, the root's own rename or
///   deletion, and a notification queue overflow are *reconciled*: the folder is walked
///   again (new folders watched), files unknown or with a new identity become dirty, known
///   files no longer there are removed.
/// - Without notifications (none on this system, or the user's watch limit reached) the root
///   is reconciled every ``WatchOptions/rescanInterval``, with a warning.
/// - Each settled batch updates the file table, rebuilds the assets (pairing needs the whole
///   library) and yields the asset-level changes; a batch in which nothing changed at asset
///   level (a `touch`) yields nothing.
///
/// Memory holds the library (about 1 KB a file, as any ``MediaLibrary``), one entry per dirty
/// path and one per watched folder; notifications are read at most 1 MiB per poll.
final class LibraryWatcher {
  private let root: String
  private let reader: LibraryFileReader
  private let walk: WalkOptions
  private let options: WatchOptions
  private let concurrency: Int
  // Paths key by their bytes (Docs/Library.md, "Paths are compared as bytes").
  private var files: [PathKey: LibraryFile] = [:]
  private(set) var library: MediaLibrary
  private var inotify: Inotify?
  private var folderOfWatch: [Int32: String] = [:]
  private var watchOfFolder: [PathKey: Int32] = [:]
  private var dirty: [PathKey: (last: Double, closed: Bool)] = [:]
  private var pendingRemovals: Set<PathKey> = []
  private var pendingWarnings: [String] = []
  private var nextRescan: Double = 0
  private var started = false
  private var fellBack = false
  private var lastSettle: Double = 0
  /// Whether a change transaction was seen open since the last settle.
  private var waitedForTransaction = false

  init(root: String, reader: LibraryFileReader, walk: WalkOptions, options: WatchOptions, concurrency: Int) {
    var trimmed = root
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    self.root = trimmed
    self.reader = reader
    self.walk = walk
    self.options = options
    self.concurrency = concurrency
    library = MediaLibrary(files: [], registry: reader.classifier.registry, livePairing: options.livePairing)
  }

  /// Scans the folder and starts watching it (the first call of ``next()`` does it when the
  /// caller has not).
  func start() async {
    guard !started else { return }
    started = true
    if !options.rescansOnly {
      do {
        inotify = try Inotify()
      } catch {
        warnRescans(because: "\(error)")
      }
    }
    watchTree(root)
    var scanned: [LibraryFile] = []
    let entries = FileEnumerator(roots: [root], options: walk).lazy.filter { !MediaLibrary.isIndexPath($0.path) }
    await reader.read(entries: entries, concurrency: concurrency) { scanned.append($0) }
    for file in scanned { files[PathKey(file.path)] = file }
    library = MediaLibrary(files: scanned, registry: reader.classifier.registry, roots: [root], livePairing: options.livePairing)
    nextRescan = WatchClock.now + options.rescanInterval
  }

  /// The next change set; waits (polling the notifications) until there is one. Returns nil
  /// when the task is cancelled.
  func next() async -> LibraryChange? {
    await start()
    while !Task.isCancelled {
      poll()
      if let change = await settle() { return change }
      try? await Task.sleep(nanoseconds: UInt64(options.pollInterval * 1_000_000_000))
    }
    return nil
  }

  // MARK: Notifications

  private func poll() {
    let now = WatchClock.now
    // Without notifications, or while the root itself is gone (deleted or renamed: its
    // watch is dropped), the root is compared again every rescan interval.
    if inotify == nil || watchOfFolder[PathKey(root)] == nil, now >= nextRescan {
      reconcile(root)
      nextRescan = now + options.rescanInterval
    }
    guard let inotify else { return }
    for event in inotify.readEvents() {
      if event.mask & Inotify.overflow != 0 {
        pendingWarnings.append("the notification queue overflowed: the folder was compared again in full")
        reconcile(root)
        continue
      }
      guard let folder = folderOfWatch[event.watch] else { continue }
      if event.mask & Inotify.ignored != 0 {
        forgetWatch(event.watch)
        continue
      }
      if event.mask & (Inotify.deleteSelf | Inotify.moveSelf) != 0 {
        // The folder itself went away (or was renamed): its parent's event covers a
        // sub-folder; the root has no watched parent, so it is compared again here.
        if folder == root {
          // Every watch below the root now names paths elsewhere: drop them all; the root
          // is compared again (and watched again once it exists).
          folderOfWatch = [:]
          watchOfFolder = [:]
          reconcile(root)
        }
        continue
      }
      guard !event.name.isEmpty else { continue }
      let path = folder + "/" + PathEscaping.display(event.name)
      if event.isDirectory {
        if !isLeftOut(path), walk.entersFolder(named: PathEscaping.display(event.name)),
          !MediaLibrary.isIndexPath(path)
        {
          reconcile(path)
        }
      } else if !isLeftOut(path) {
        let closed = event.mask & (Inotify.closeWrite | Inotify.movedTo | Inotify.delete | Inotify.movedFrom | Inotify.attrib) != 0
        let previous = dirty[PathKey(path)]
        dirty[PathKey(path)] = (now, closed || (previous?.closed ?? false) && event.mask & Inotify.modify == 0)
      }
    }
  }

  /// Watches `folder` and every folder below it that the walk enters.
  private func watchTree(_ folder: String) {
    guard inotify != nil else { return }
    var stack = [folder]
    while let current = stack.popLast() {
      guard let inotify else { return }
      do {
        if let limit = options.maxWatchedFolders, watchOfFolder[PathKey(current)] == nil,
          watchOfFolder.count >= limit
        {
          throw WatchError.watchLimit
        }
        let wd = try inotify.watch(folder: current)
        folderOfWatch[wd] = current
        watchOfFolder[PathKey(current)] = wd
      } catch WatchError.watchLimit {
        warnRescans(because: "\(WatchError.watchLimit)")
        return
      } catch {
        continue  // vanished or unreadable: its parent's events and rescans cover it
      }
      guard walk.recursive || current == root, let names = Inotify.subfolders(of: current) else { continue }
      for name in names.reversed() {
        let text = PathEscaping.display(name)
        guard walk.entersFolder(named: text) else { continue }
        let child = current + "/" + text
        if MediaLibrary.isIndexPath(child) || isLeftOut(child) { continue }
        stack.append(child)
      }
    }
  }

  private func warnRescans(because reason: String) {
    guard !fellBack else { return }
    fellBack = true
    inotify = nil
    folderOfWatch = [:]
    watchOfFolder = [:]
    pendingWarnings.append(
      "\(reason): falling back to comparing the folder every \(options.rescanInterval) s")
    nextRescan = WatchClock.now + options.rescanInterval
  }

  private func forgetWatch(_ wd: Int32) {
    if let folder = folderOfWatch.removeValue(forKey: wd), watchOfFolder[PathKey(folder)] == wd {
      watchOfFolder[PathKey(folder)] = nil
    }
  }

  /// Compares `folder` (and below) with the library: watches new folders, marks new and
  /// modified files dirty and known files that are gone for removal.
  private func reconcile(_ folder: String) {
    let prefix = folder == "/" ? "/" : folder + "/"
    let exists = Inotify.kind(of: folder) == .folder
    // Watches of the folder and below name these paths no longer (moved or deleted); a
    // folder still here is watched again (the kernel gives an existing watch its number).
    func isInside(_ path: PathKey) -> Bool {
      path == PathKey(folder) || path.path.utf8.starts(with: prefix.utf8)
    }
    for (path, wd) in watchOfFolder where isInside(path) {
      watchOfFolder[path] = nil
      if folderOfWatch[wd].map({ PathKey($0) }) == path { folderOfWatch[wd] = nil }
    }
    if exists { watchTree(folder) }
    var found: Set<PathKey> = []
    if exists {
      let walker = FileEnumerator(roots: [folder], options: walkOptions(for: folder))
      let now = WatchClock.now
      for entry in walker {
        let path = entry.path
        if MediaLibrary.isIndexPath(path) || isLeftOut(path) { continue }
        found.insert(PathKey(path))
        if case .file = entry, let known = files[PathKey(path)], let identity = FileIdentity(path: path),
          known.identity == identity
        {
          continue
        }
        if dirty[PathKey(path)] == nil { dirty[PathKey(path)] = (now - options.debounce, true) }
      }
    }
    for path in files.keys where isInside(path) && !found.contains(path) {
      pendingRemovals.insert(path)
      dirty[path] = nil
    }
  }

  /// The walk options for a folder inside the root: the root's excludes are relative to the
  /// root, so sub-folders are walked with the root's options and filtered by ``isLeftOut(_:)``.
  private func walkOptions(for folder: String) -> WalkOptions {
    var options = walk
    options.excludes = []
    return options
  }

  /// Whether `path` is left out by the walk's excludes (relative to the root) or lies in a
  /// tool folder the walk does not enter.
  private func isLeftOut(_ path: String) -> Bool {
    guard path.hasPrefix(root + "/") else { return path != root }
    let relative = String(path.dropFirst(root.count + 1))
    if walk.excludes(relative: relative) { return true }
    let components = relative.split(separator: "/").dropLast()
    if !walk.recursive, !components.isEmpty { return true }
    return components.contains { !walk.entersFolder(named: String($0)) }
  }

  // MARK: Settling

  /// Classifies the files that have settled, applies removals, and returns the change set
  /// when anything changed at asset level.
  private func settle() async -> LibraryChange? {
    // A change transaction of MediaKind's is open on the library (an import placing its
    // groups, a delete): nothing settles until it is committed, and then everything it did
    // settles as one change set (Docs/Changes.md, "Watching a library that changes").
    // Checked, then the notifications read again, then checked again: the files seen are
    // those of committed transactions (or of none), never the first files of one opened
    // meanwhile.
    guard !LibraryTransaction.isOpen(root: root) else {
      waitedForTransaction = true
      return nil
    }
    poll()
    guard !LibraryTransaction.isOpen(root: root) else {
      waitedForTransaction = true
      return nil
    }
    let now = WatchClock.now
    let afterTransaction = waitedForTransaction
    if afterTransaction {
      // Every notification of the committed transaction has been read: all of it settles now.
      waitedForTransaction = false
    } else {
      // At most one batch per debounce interval: a burst of files settles in a few batches,
      // each rebuilding the assets once.
      guard now - lastSettle >= options.debounce else { return nil }
    }
    var ready: [PathKey] = []
    for (path, state) in dirty
    where afterTransaction || (state.closed && now - state.last >= options.debounce)
      || now - state.last >= options.stallTimeout
    {
      ready.append(path)
    }
    guard !ready.isEmpty || !pendingRemovals.isEmpty || !pendingWarnings.isEmpty else { return nil }
    lastSettle = now
    for path in ready { dirty[path] = nil }
    ready.sort { RecordMerge.compare($0.path, $1.path) < 0 }

    var removedPaths = pendingRemovals
    pendingRemovals = []
    var present: [String] = []
    for path in ready {
      if Inotify.kind(of: path.path) == .missing {
        removedPaths.insert(path)
      } else if Inotify.kind(of: path.path) == .other {
        present.append(path.path)
      }
    }
    let old = library
    var changedFiles = false
    for path in removedPaths where files.removeValue(forKey: path) != nil { changedFiles = true }
    await reader.read(entries: present.map { FileEnumerator.Entry.file($0) }, concurrency: concurrency) { file in
      if let known = self.files[PathKey(file.path)], known == file { return }
      self.files[PathKey(file.path)] = file
      changedFiles = true
    }
    let warnings = pendingWarnings
    pendingWarnings = []
    guard changedFiles else {
      return warnings.isEmpty ? nil : emptyChange(warnings: warnings)
    }
    let ordered = files.values.sorted { RecordMerge.compare($0.path, $1.path) < 0 }
    library = MediaLibrary(
      files: ordered, registry: reader.classifier.registry, roots: [root], livePairing: options.livePairing)
    var change = Self.change(from: old, to: library)
    change.warnings = warnings
    if change.isEmpty && warnings.isEmpty { return nil }
    return change
  }

  private func emptyChange(warnings: [String]) -> LibraryChange {
    LibraryChange(
      changeSet: ChangeSet(), insertedAssets: [], changedAssets: [], removedAssets: [],
      albumChanges: [], library: library, warnings: warnings)
  }

  /// The asset and album changes between two libraries.
  static func change(from old: MediaLibrary, to new: MediaLibrary) -> LibraryChange {
    let moved = movedFiles(from: old.files, to: new.files)
    let set = ChangeSet(from: old.assets, to: new.assets, moved: moved)
    var oldByID: [String: Asset] = [:]
    for asset in old.assets { oldByID[asset.localIdentifier] = asset }
    var newByID: [String: Asset] = [:]
    for asset in new.assets { newByID[asset.localIdentifier] = asset }
    var albums: [SmartAlbumChange] = []
    if !(set.inserted.isEmpty && set.removed.isEmpty && set.changed.isEmpty) {
      for album in SmartAlbum.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
        let before = Set(old.fetchAssets(in: album).map(\.localIdentifier))
        let afterResult = new.fetchAssets(in: album)
        let after = Set(afterResult.map(\.localIdentifier))
        let inserted = after.subtracting(before).sorted()
        let removed = before.subtracting(after).sorted()
        if inserted.isEmpty && removed.isEmpty { continue }
        albums.append(SmartAlbumChange(album: album, inserted: inserted, removed: removed, count: afterResult.count))
      }
    }
    return LibraryChange(
      changeSet: set,
      insertedAssets: set.inserted.compactMap { newByID[$0.localIdentifier] },
      changedAssets: set.changed.compactMap { newByID[$0.localIdentifier] },
      removedAssets: set.removed.compactMap { oldByID[$0.localIdentifier] },
      albumChanges: albums, library: new, warnings: [])
  }

  /// Files gone from one path and found under another with the same device, inode, size and
  /// modification time.
  static func movedFiles(from old: [LibraryFile], to new: [LibraryFile]) -> [ChangeSet.Move] {
    let oldPaths = Set(old.map { PathKey($0.path) })
    let newPaths = Set(new.map { PathKey($0.path) })
    var gone: [FileIdentity: String] = [:]
    for file in old where !newPaths.contains(PathKey(file.path)) {
      if let identity = file.identity { gone[identity] = file.path }
    }
    guard !gone.isEmpty else { return [] }
    var moves: [ChangeSet.Move] = []
    for file in new where !oldPaths.contains(PathKey(file.path)) {
      if let identity = file.identity, let from = gone[identity] {
        moves.append(ChangeSet.Move(from: from, to: file.path))
      }
    }
    return moves.sorted { $0.to.utf8.lexicographicallyPrecedes($1.to.utf8) }
  }
}
