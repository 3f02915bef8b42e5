import Foundation

/// Carries out asset creation requests on a library (`Docs/Changes.md`, "Creating assets"):
/// classifies the sources thoroughly, builds them into asset groups as the read side builds
/// assets, skips groups already in the library, and places each other group as one unit of a
/// ``LibraryTransaction``.
struct AssetImporter {
  let root: String
  let layout: ImportLayout
  let dryRun: Bool
  let album: String?
  let albumPosition: AlbumPosition
  let classifier: MediaClassifier
  let concurrency: Int
  /// How Live Photo stills and videos pair into one group: by content identifier only, or
  /// also probably (``LivePairingMode``), as `classify assets --pair-live` pairs them.
  var livePairing: LivePairingMode = .strict
  /// The working directory, read once (identifiers are made from absolute paths).
  private let workingDirectory = PathParts.currentDirectory()

  /// One file of a group to import.
  private struct Member {
    /// The path read (a data request's temporary file) and the path reported.
    var path: String
    var shown: String
    var request: Int
    var transfer: FileTransfer
    /// A sidecar (`.xmp`, `.AAE`): not weighed when the group is looked for in the library.
    var sidecar = false
    /// The bytes of a data request, staged before classification (nil in a dry run).
    var staged: StagedFile?
  }

  /// A group: its members, primary first, and what placing it reads of the primary's record.
  private struct Group {
    var members: [Member]
    var mediaType: MediaType
    var creationDate: String?
  }

  /// What ``check(_:)`` found before the library is touched: the library's real path, each
  /// file request's real path, and the outcomes of requests already known to fail.
  struct Checked {
    var rootReal: String
    var sourceReals: [Int: String]
    var outcomes: [ChangeOutcome]
  }

  /// Runs `requests` and returns every outcome in the change set, in the order of the
  /// requests (``run(_:outcome:)`` collecting them).
  func run(_ requests: [AssetCreationRequest]) async throws(LibraryChangeError) -> CommittedChangeSet {
    var outcomes: [ChangeOutcome] = []
    var changes = try await run(requests) { outcomes.append($0) }
    changes.outcomes = Self.inRequestOrder(outcomes)
    return changes
  }

  /// Runs `requests`, giving each group's outcome to `outcome` as soon as it is decided (a
  /// created group once its batch is committed) and keeping none: the change set returned
  /// has no outcomes (`Docs/Performance.md`, "Where an import's memory goes").
  func run(_ requests: [AssetCreationRequest], outcome: (ChangeOutcome) -> Void) async throws(LibraryChangeError)
    -> CommittedChangeSet
  {
    let checked = try check(requests)
    let transaction = dryRun ? nil : try LibraryTransaction(library: root)
    // The album's assets are the only thing kept per group (the album holds them anyway).
    var identifiers: [String] = []
    try await importing(requests, checked: checked, in: transaction) { decided in
      if album != nil, transaction != nil, decided.action == .created || decided.action == .duplicate,
        let identifier = decided.localIdentifier
      {
        identifiers.append(identifier)
      }
      outcome(decided)
    }
    let recovered = transaction?.recovered ?? (finished: 0, rolledBack: 0)
    var changes = CommittedChangeSet(
      outcomes: [], dryRun: dryRun, recoveredFinished: recovered.finished, recoveredRolledBack: recovered.rolledBack)
    if let album, transaction != nil {
      // The album changes in the same transaction (its lock still held); duplicates too.
      do throws(LibraryChangeError) {
        changes.albumChanges = try StoredAlbumStore(library: root).addAssets(
          identifiers, toAlbumTitled: album, at: albumPosition)
      } catch {
        changes.albumFailure = error
      }
    }
    try transaction?.finish()
    changes.changedPaths = transaction?.changedPaths ?? []
    return changes
  }

  /// `outcomes` in the order of their requests, each request's in the order decided.
  static func inRequestOrder(_ outcomes: [ChangeOutcome]) -> [ChangeOutcome] {
    outcomes.enumerated().sorted { ($0.element.request, $0.offset) < ($1.element.request, $1.offset) }.map(\.element)
  }

  /// Checks `requests` without touching the library: a missing library, a data request's
  /// name that is not one file name, a source inside the library fail the whole call; a
  /// source that cannot be resolved is a failed outcome.
  func check(_ requests: [AssetCreationRequest]) throws(LibraryChangeError) -> Checked {
    let rootReal = try checkRoot()
    var outcomes: [ChangeOutcome] = []
    // Bad requests fail the whole call before the library is touched.
    var sourceReals: [Int: String] = [:]
    for (index, request) in requests.enumerated() {
      switch request.source {
      case .data(_, let name):
        try LibraryTransaction.checkName(name, path: name)
      case .file(let path):
        guard let real = LibraryTransaction.withSourcePath(path, { system_realpath($0) }) else {
          outcomes.append(
            ChangeOutcome(action: .failed, request: index, sources: [path], reason: system_strerror(system_errno)))
          continue
        }
        if real == rootReal || real.hasPrefix(rootReal.hasSuffix("/") ? rootReal : rootReal + "/") {
          throw LibraryChangeError(
            path: path, reason: "is inside the library \(root): a library is not imported into itself", kind: .invalid)
        }
        sourceReals[index] = real
      }
    }
    return Checked(rootReal: rootReal, sourceReals: sourceReals, outcomes: outcomes)
  }

  /// Imports `requests` (checked by ``check(_:)``) in `transaction` (the caller's, which it
  /// leaves open; nil for a dry run): one outcome per group, in the order of the requests.
  func importing(_ requests: [AssetCreationRequest], checked: Checked, in transaction: LibraryTransaction?)
    async throws(LibraryChangeError) -> [ChangeOutcome]
  {
    var outcomes: [ChangeOutcome] = []
    try await importing(requests, checked: checked, in: transaction) { outcomes.append($0) }
    return Self.inRequestOrder(outcomes)
  }

  /// ``importing(_:checked:in:)``, giving each outcome to `emit` as soon as it is decided
  /// (a created group's once its batch is placed) instead of keeping it.
  func importing(
    _ requests: [AssetCreationRequest], checked: Checked, in transaction: LibraryTransaction?,
    emit: (ChangeOutcome) -> Void
  ) async throws(LibraryChangeError) {
    let (rootReal, sourceReals) = (checked.rootReal, checked.sourceReals)
    checked.outcomes.forEach(emit)
    var scratch: String? = nil
    defer { if let scratch { try? FileManager.default.removeItem(atPath: scratch) } }

    // Classify every file source together (pairs may span two requests), then the data.
    // Paths are told apart by their bytes: `Café.jpg` in NFC and in NFD are two files (Swift's
    // `String` equality would make them one; Docs/Changes.md, "Creating assets").
    // Of each file only its summary is kept (``SourceSummary``) until the groups are built,
    // and not in memory: it is spilled (``SpillFile``), and what stays per file is its offset,
    // its folder's number and, for a Live Photo's still or video, its pairing candidate
    // (Docs/Performance.md, "Where an import's memory goes").
    let spill: SpillFile
    if let transaction {
      spill = try transaction.spillFile()
    } else {
      let folder = try Self.scratchFolder()
      scratch = folder
      spill = try SpillFile(inFolder: folder)
    }
    var content = try ContentIndex(root: root, spill: spill)
    let (encoder, decoder) = (JSONEncoder(), JSONDecoder())
    var offsets: [Int] = []
    var folderOf: [Int] = []
    var folderNumbers: [PathKey: Int] = [:]
    var candidates: [LivePhotoPairing.Candidate] = []
    var spillFailure: LibraryChangeError?
    var seen: Set<[UInt8]> = []
    // One walk never gives a path twice: only sources given more than once (a folder and a
    // file in it) need the set of paths seen.
    let overlapping = sourceReals.count > 1
    let reader = LibraryFileReader(classifier: classifier)
    for (index, request) in requests.enumerated() {
      guard case .file(let given) = request.source, let real = sourceReals[index] else { continue }
      let path = given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given
      // A library inside a source folder is not walked.
      let rootPrefix = real.hasSuffix("/") ? real : real + "/"
      let skip = rootReal.hasPrefix(rootPrefix) ? path + "/" + rootReal.dropFirst(rootPrefix.count) : nil
      let entries = FileEnumerator(roots: [path]).lazy.filter {
        guard case .file(let name) = $0 else { return true }
        if let skip, name == skip || name.hasPrefix(skip + "/") { return false }
        return !MediaLibrary.isIndexPath(name)
      }
      await reader.read(entries: entries, concurrency: concurrency) { file in
        guard spillFailure == nil, !overlapping || seen.insert(Array(file.path.utf8)).inserted else { return }
        let summary = SourceSummary(file, request: index, transfer: request.transfer, livePairing: livePairing)
        do throws(LibraryChangeError) {
          offsets.append(try spill.append(try summary.spilled(encoder: encoder)))
        } catch {
          spillFailure = error
          return
        }
        folderOf.append(Self.folderNumber(of: summary.path, in: &folderNumbers))
        if let candidate = Self.liveCandidate(summary, index: offsets.count - 1) { candidates.append(candidate) }
      }
    }
    if let spillFailure { throw spillFailure }
    seen = []
    folderNumbers = [:]
    // Grouped one part at a time (folders that Live pairs join: ``partitions(_:hierarchy:)``),
    // each part's summaries read back, then placed in the scan order of their primaries, as
    // one grouping of every file would. A group is spilled too (its members' positions in
    // the scan, a sidecar's marked); what stays is its primary's position and its offset.
    var fileGroups: [(first: Int, offset: Int)] = []
    var ungrouped: [(index: Int, outcome: ChangeOutcome)] = []
    let parts = Self.partitions(folderOf: folderOf, candidates: candidates)
    (folderOf, candidates) = ([], [])
    for part in parts {
      var summaries: [SourceSummary] = []
      summaries.reserveCapacity(part.count)
      for position in part { summaries.append(try SourceSummary(spilled: try spill.read(at: offsets[position]), decoder: decoder)) }
      let files = summaries.map(\.file)
      var grouped = [Bool](repeating: false, count: part.count)
      for (positions, sidecars) in Self.groups(files, hierarchy: classifier.registry.hierarchy, livePairing: livePairing) {
        for position in positions { grouped[position] = true }
        var record: [UInt8] = []
        for position in positions {
          let member = UInt64(part[position]) << 1 | (sidecars.contains(position) ? 1 : 0)
          withUnsafeBytes(of: member.littleEndian) { record.append(contentsOf: $0) }
        }
        fileGroups.append((part[positions[0]], try spill.append(record)))
      }
      for (position, file) in files.enumerated() where !grouped[position] {
        ungrouped.append(
          (part[position],
           ChangeOutcome(
             action: file.record.status == .error ? .failed : .skipped, request: summaries[position].request,
             sources: [file.path], reason: Self.reasonNotImported(file))))
      }
    }
    ungrouped.sorted { $0.index < $1.index }.forEach { emit($0.outcome) }
    ungrouped = []
    fileGroups.sort { $0.first < $1.first }
    // The group spilled at `offset`, read back with its members' summaries.
    func spilledGroup(at offset: Int) throws(LibraryChangeError) -> (request: Int, group: Group) {
      let record = try spill.read(at: offset)
      var members: [Member] = []
      var primary: SourceSummary?
      for start in stride(from: 0, to: record.count, by: 8) {
        let member = record[start..<start + 8].withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        let summary = try SourceSummary(spilled: try spill.read(at: offsets[Int(member >> 1)]), decoder: decoder)
        if primary == nil { primary = summary }
        members.append(
          Member(
            path: summary.path, shown: summary.path, request: summary.request, transfer: summary.transfer,
            sidecar: member & 1 == 1))
      }
      guard let primary else { throw LibraryChangeError(path: "", reason: "a spilled group is empty", kind: .failed) }
      return (primary.request, Group(members: members, mediaType: primary.mediaType, creationDate: primary.creationDate))
    }
    var dataGroups: [(request: Int, group: Group)] = []
    for (index, request) in requests.enumerated() {
      guard case .data(let bytes, let name) = request.source else { continue }
      var member = Member(path: "", shown: name, request: index, transfer: .copy)
      do throws(LibraryChangeError) {
        if let transaction {
          let staged = try transaction.stage(bytes: bytes)
          member.staged = staged
          member.path = root + "/" + LibraryTransaction.stateFolder + "/" + LibraryTransaction.temporaryFolder + "/"
            + staged.temporaryName
        } else {
          let folder: String
          if let scratch {
            folder = scratch
          } else {
            folder = try Self.scratchFolder()
            scratch = folder
          }
          member.path = folder + "/" + String(index)
          guard FileManager.default.createFile(atPath: member.path, contents: Data(bytes)) else {
            throw LibraryChangeError(path: name, reason: "cannot write a scratch copy for the dry run", kind: .failed)
          }
        }
      } catch {
        emit(ChangeOutcome(action: .failed, request: index, sources: [name], reason: error.reason))
        continue
      }
      let file = reader.read(path: member.path, displayPath: name)
      guard file.record.status == .ok, file.record.mediaType != .unknown else {
        if let staged = member.staged { transaction?.discard([staged]) }
        emit(
          ChangeOutcome(
            action: file.record.status == .error ? .failed : .skipped, request: index, sources: [name],
            reason: Self.reasonNotImported(file)))
        continue
      }
      dataGroups.append(
        (index, Group(members: [member], mediaType: file.record.mediaType, creationDate: file.record.creationDate)))
    }

    // Identifiers held by assets that are not at their path hash's path (Recently Deleted,
    // the identity table): a new asset whose path hash is one of them gets a fresh one.
    var identity: (store: AssetIdentityStore, taken: Set<String>)?
    if let transaction {
      let store = try AssetIdentityStore(transaction: transaction)
      let trashed = (try? RecentlyDeletedStore(transaction: transaction).entries().map(\.entry.localIdentifier)) ?? []
      identity = (store, store.identifiers.union(trashed))
    }
    // Groups are staged and placed in batches (one flush, one journal write, one commit write
    // each): a duplicate of a file still waiting in the batch places the batch first.
    var planned: Set<[UInt8]> = []
    var batch: [Pending] = []
    var batchBytes = 0
    func placeBatch(_ transaction: LibraryTransaction) {
      place(batch, transaction: transaction, content: &content, identity: &identity).forEach(emit)
      batch = []
      batchBytes = 0
    }
    // Each group is read back when its turn comes, and let go once prepared: a batch holds
    // what is left of it to place.
    func handle(_ request: Int, _ group: Group) {
      var step = prepare(group, request: request, transaction: transaction, content: &content, planned: &planned, identity: identity?.store)
      if case .waitForBatch = step, let transaction {
        placeBatch(transaction)
        step = prepare(group, request: request, transaction: transaction, content: &content, planned: &planned, identity: identity?.store)
      }
      switch step {
      case .done(let outcome): emit(outcome)
      case .pending(let pending):
        batch.append(pending)
        batchBytes += pending.bytes
      case .waitForBatch: preconditionFailure("a duplicate of a file still staged after its batch was placed")
      }
      if let transaction, batch.count >= Self.batchGroups || batchBytes >= Self.batchBytes { placeBatch(transaction) }
    }
    for (_, offset) in fileGroups {
      let (request, group) = try spilledGroup(at: offset)
      handle(request, group)
    }
    fileGroups = []
    for (request, group) in dataGroups { handle(request, group) }
    if let transaction { placeBatch(transaction) }
  }

  /// The library's real path; a missing library or one that is no folder is an error.
  private func checkRoot() throws(LibraryChangeError) -> String {
    guard let info = system_stat(root) else {
      throw LibraryChangeError(path: root, reason: "no such folder", kind: .missing)
    }
    guard info.type == .directory, let real = system_realpath(root) else {
      throw LibraryChangeError(path: root, reason: "not a folder", kind: .missing)
    }
    return real
  }

  /// The most groups, and bytes staged, a batch holds before it is placed.
  static let batchGroups = 512
  static let batchBytes = 256 << 20

  /// A group staged, waiting for its batch to be placed.
  private struct Pending {
    var request: Int
    var sources: [String]
    var mediaType: MediaType
    var placement: GroupPlacement
    var bytes: Int
  }

  /// What ``prepare(_:request:transaction:content:planned:)`` made of a group.
  private enum Step {
    /// Its outcome is known: a duplicate, skipped, failed, or a dry run's plan.
    case done(ChangeOutcome)
    /// Staged, to be placed with its batch.
    case pending(Pending)
    /// Some of its files equal files staged in the batch: place the batch first, then ask again.
    case waitForBatch
  }

  /// Places a batch of staged groups; their outcomes. A created asset's identifier is its
  /// path hash, or a fresh one kept in the identity table when that hash is another asset's.
  private func place(
    _ batch: [Pending], transaction: LibraryTransaction, content: inout ContentIndex,
    identity: inout (store: AssetIdentityStore, taken: Set<String>)?
  ) -> [ChangeOutcome] {
    guard !batch.isEmpty else { return [] }
    let results = transaction.place(batch.map(\.placement))
    return zip(batch, results).map { pending, result in
      switch result {
      case .success(let placed):
        for (path, file) in zip(placed, pending.placement.files) {
          content.rename(
            LibraryTransaction.stateFolder + "/" + LibraryTransaction.temporaryFolder + "/" + file.temporaryName, to: path,
            size: file.size)
        }
        let paths = shown(placed.map { root + "/" + $0 })
        var identifier = AssetBuilder.localIdentifier(forPrimaryPath: paths[0], workingDirectory: workingDirectory)
        var reason: String?
        // The path hash belongs to another asset (in Recently Deleted, or kept elsewhere).
        // (The identifiers given here are not added to `taken`: each new asset has a path of
        // its own, and a copy of the set per asset made the import quadratic.)
        if let kept = identity, kept.taken.contains(identifier) {
          identifier = StoredIdentities.freshIdentifier()
          do throws(LibraryChangeError) {
            try kept.store.keep(identifier, at: placed[0])
          } catch {
            reason = "its identifier could not be kept: " + error.description
          }
        }
        return ChangeOutcome(
          action: .created, request: pending.request, sources: pending.sources, paths: paths,
          localIdentifier: identifier, mediaType: pending.mediaType, reason: reason)
      case .failure(let error):
        for file in pending.placement.files {
          content.forget(LibraryTransaction.stateFolder + "/" + LibraryTransaction.temporaryFolder + "/" + file.temporaryName)
        }
        return ChangeOutcome(
          action: .failed, request: pending.request, sources: pending.sources, mediaType: pending.mediaType,
          reason: error.description)
      }
    }
  }

  /// Duplicate check, destination and staging of one group.
  private func prepare(
    _ group: Group, request: Int, transaction: LibraryTransaction?, content: inout ContentIndex,
    planned: inout Set<[UInt8]>, identity: AssetIdentityStore?
  ) -> Step {
    let sources = group.members.map(\.shown)
    let mediaType = group.mediaType
    func skipped(_ reason: String, action: ChangeOutcome.Action = .skipped) -> Step {
      transaction?.discard(group.members.compactMap(\.staged))
      return .done(ChangeOutcome(action: action, request: request, sources: sources, mediaType: mediaType, reason: reason))
    }
    // Already in the library? Its media files decide; a sidecar's bytes (an .AAE of a common
    // edit) may well equal another asset's.
    // Each member is opened once: the duplicate search and the copy read it through one
    // descriptor (a small file's bytes are read once: ``SourceFile``).
    var opened: [SourceFile?] = []
    for member in group.members {
      if transaction != nil || !member.sidecar {
        guard let source = SourceFile(path: member.path) else {
          return skipped(member.shown + ": " + system_strerror(system_errno), action: .failed)
        }
        opened.append(source)
      } else {
        opened.append(nil)
      }
    }
    let media = group.members.filter { !$0.sidecar }
    var existing: [String?] = []
    for (member, source) in zip(group.members, opened) where !member.sidecar {
      guard let source else {
        existing.append(nil)
        continue
      }
      do throws(LibraryChangeError) {
        existing.append(try content.match(source))
      } catch {
        return skipped(member.shown + ": the duplicate search failed: " + error.description, action: .failed)
      }
    }
    let found = existing.compactMap { $0 }
    if found.contains(where: ContentIndex.isStaged) { return .waitForBatch }
    if found.count == existing.count {
      transaction?.discard(group.members.compactMap(\.staged))
      let paths = shown(found.map { root + "/" + $0 })
      return .done(
        ChangeOutcome(
          action: .duplicate, request: request, sources: sources, paths: paths,
          localIdentifier: identity?.identifier(at: found[0])
            ?? AssetBuilder.localIdentifier(forPrimaryPath: paths[0], workingDirectory: workingDirectory),
          mediaType: mediaType))
    }
    if !found.isEmpty {
      let there = zip(media, existing).compactMap { member, path in
        path.map { "\(PathParts.fileName(of: member.shown)) is at \(root)/\($0)" }
      }
      return skipped("partly in the library already (\(there.joined(separator: ", "))): not imported, so no file is there twice")
    }

    let names = zip(group.members, opened).map { Self.fileName(of: $0, opened: $1) }
    let destination = layout.destination(name: names[0], date: group.creationDate)
    let naming = GroupNaming(primary: destination.name, sources: names)
    let folderPath = destination.folder.joined(separator: "/")
    func relative(_ name: String) -> String { folderPath.isEmpty ? name : folderPath + "/" + name }

    guard let transaction else {
      // A dry run: the first collision number free on disk and among the groups planned.
      for number in 0...LibraryTransaction.maxCollisionNumber {
        let chosen = naming.names(number).map(relative)
        let taken = chosen.contains { planned.contains(Array($0.utf8)) || system_lstat(root + "/" + $0) != nil }
        if taken { continue }
        planned.formUnion(chosen.map { Array($0.utf8) })
        let paths = shown(chosen.map { root + "/" + $0 })
        return .done(
          ChangeOutcome(
            action: .created, request: request, sources: sources, paths: paths,
            localIdentifier: AssetBuilder.localIdentifier(forPrimaryPath: paths[0], workingDirectory: workingDirectory),
            mediaType: mediaType))
      }
      return skipped("no free name", action: .failed)
    }

    var staged: [StagedFile] = []
    for (member, source) in zip(group.members, opened) {
      if let already = member.staged {
        staged.append(already)
        continue
      }
      do throws(LibraryChangeError) {
        guard let source else { throw LibraryChangeError(path: member.shown, reason: "not opened", kind: .failed) }
        staged.append(try transaction.stage(source, transfer: member.transfer, durable: false))
      } catch {
        transaction.discard(staged + group.members.compactMap(\.staged))
        return .done(
          ChangeOutcome(action: .failed, request: request, sources: sources, mediaType: mediaType, reason: error.description))
      }
    }
    // A source hashed for the duplicate search gives its copy's hash: the copy is not read.
    for (file, source) in zip(staged, opened) {
      content.add(
        LibraryTransaction.stateFolder + "/" + LibraryTransaction.temporaryFolder + "/" + file.temporaryName, size: file.size,
        hash: source?.bytes == nil ? nil : source?.contentHash)
    }
    return .pending(
      Pending(
        request: request, sources: sources, mediaType: mediaType,
        placement: GroupPlacement(files: staged, folder: destination.folder, names: naming.names),
        bytes: staged.reduce(0) { $0 + $1.size }))
  }

  /// The groups of `files` as the read side builds assets (``AssetBuilder``): each asset's
  /// resources (positions in `files`), primary first, with an edited render (`IMG_E1234.JPG`)
  /// and its sidecars joining the asset of its original (`IMG_1234.HEIC`) in the same folder;
  /// and which of them are sidecars. Live Photos pair as `livePairing` says.
  private static func groups(_ files: [LibraryFile], hierarchy: UTIHierarchy, livePairing: LivePairingMode)
    -> [(positions: [Int], sidecars: Set<Int>)]
  {
    let assets = AssetBuilder(hierarchy: hierarchy, livePairing: livePairing).build(files)
    let positionOf = Dictionary(
      files.enumerated().map { (Array($0.element.path.utf8), $0.offset) }, uniquingKeysWith: { first, _ in first })
    var groups: [(positions: [Int], sidecars: Set<Int>)] = []
    // Folder and stem, as bytes (Docs/Library.md, "Paths are compared as bytes").
    var byStem: [PathKey: Int] = [:]
    for asset in assets {
      let positions = asset.resources.compactMap { positionOf[Array($0.path.utf8)] }
      guard positions.count == asset.resources.count, let primary = positions.first else { continue }
      let parts = PathParts(files[primary].path)
      byStem[PathKey(parts.directory + "/" + parts.stem)] = groups.count
      groups.append(
        (positions, Set(zip(asset.resources, positions).filter { $0.0.type.isSidecarFile }.map(\.1))))
    }
    var merged: Set<Int> = []
    for (index, group) in groups.enumerated() {
      let parts = PathParts(files[group.positions[0]].path)
      guard let original = EditedRenderName.originalStem(ofEdited: parts.stem), let target = byStem[PathKey(parts.directory + "/" + original)],
        target != index, !merged.contains(target)
      else { continue }
      groups[target].positions += group.positions
      groups[target].sidecars.formUnion(group.sidecars)
      merged.insert(index)
    }
    return groups.enumerated().filter { !merged.contains($0.offset) }.map(\.element)
  }

  /// The sources (positions in `sources`, in scan order) in parts that can be grouped apart:
  /// every rule that groups files looks inside one folder (RAW+JPEG, sidecars, edited
  /// renders and copies, Takeout sidecars, probable Live pairs) except Live Photo pairing by
  /// content identifier, which pairs across folders; so the folders such a pair joins are one part. A part's
  /// pairs are those of the whole import: the pairing is greedy per identifier in scan order,
  /// and a still of a part only ever takes a video of its part. Parts come in the scan order
  /// of their first files.
  static func partitions(_ sources: [SourceSummary], hierarchy: UTIHierarchy) -> [[Int]] {
    var folderNumbers: [PathKey: Int] = [:]
    var folderOf: [Int] = []
    folderOf.reserveCapacity(sources.count)
    var candidates: [LivePhotoPairing.Candidate] = []
    for (index, source) in sources.enumerated() {
      folderOf.append(folderNumber(of: source.path, in: &folderNumbers))
      if let candidate = liveCandidate(source, index: index) { candidates.append(candidate) }
    }
    return partitions(folderOf: folderOf, candidates: candidates)
  }

  /// The number of the folder of `path` among `numbers` (a new folder takes the next one).
  static func folderNumber(of path: String, in numbers: inout [PathKey: Int]) -> Int {
    let folder = PathKey(PathParts(path).directory)
    if let number = numbers[folder] { return number }
    numbers[folder] = numbers.count
    return numbers.count - 1
  }

  /// The Live Photo pairing candidate `source` is (at `index` in the scan), if any.
  static func liveCandidate(_ source: SourceSummary, index: Int) -> LivePhotoPairing.Candidate? {
    guard source.contentIdentifier != nil else { return nil }
    let file = source.file
    guard file.record.status == .ok, file.record.mediaType != .unknown, !file.isSidecar else { return nil }
    return LivePhotoPairing.candidate(for: file.record, index: index)
  }

  /// ``partitions(_:hierarchy:)`` from each source's folder number (in scan order) and the
  /// Live Photo candidates among them.
  static func partitions(folderOf: [Int], candidates: [LivePhotoPairing.Candidate]) -> [[Int]] {
    // Union-find over folders.
    var parent = Array(0..<(folderOf.max().map { $0 + 1 } ?? 0))
    func find(_ folder: Int) -> Int {
      var root = folder
      while parent[root] != root { root = parent[root] }
      var current = folder
      while parent[current] != root { (parent[current], current) = (root, parent[current]) }
      return root
    }
    for pair in LivePhotoPairing.pairs(among: candidates) {
      let (a, b) = (find(folderOf[pair.still.index]), find(folderOf[pair.video.index]))
      if a != b { parent[max(a, b)] = min(a, b) }
    }
    var partOfRoot: [Int: Int] = [:]
    var parts: [[Int]] = []
    for index in folderOf.indices {
      let root = find(folderOf[index])
      if let part = partOfRoot[root] {
        parts[part].append(index)
      } else {
        partOfRoot[root] = parts.count
        parts.append([index])
      }
    }
    return parts
  }

  /// The name a member lands under: its file name as its bytes are (a walk shows a name with
  /// control characters as `\xNN` escapes, ``PathEscaping``); a name that is not UTF-8 keeps
  /// its escaped form. Whether the path exists as written is what `opened` found when it
  /// opened the member (a member not opened is looked up).
  private static func fileName(of member: Member, opened: SourceFile?) -> String {
    let name = PathParts.fileName(of: member.shown)
    guard member.staged == nil, opened.map(\.opensRawBytes) ?? (system_lstat(member.path) == nil),
      let raw = PathEscaping.rawBytes(name),
      let text = String(validating: raw, as: UTF8.self)
    else { return name }
    return text
  }

  /// Library paths as records show them (``PathEscaping/display(_:)``).
  private func shown(_ paths: [String]) -> [String] {
    paths.map { PathEscaping.display(Array($0.utf8)) }
  }

  /// Why a file read from a source makes no group.
  static func reasonNotImported(_ file: LibraryFile) -> String {
    if file.record.status == .error { return file.record.error?.message ?? "cannot be read" }
    if file.isSidecar { return "a sidecar without its asset beside it" }
    return "not a photo, video or audio file"
  }

  /// A private scratch folder for a dry run's data requests.
  private static func scratchFolder() throws(LibraryChangeError) -> String {
    let path = NSTemporaryDirectory() + "/mediakind-import-" + String(UInt64.random(in: 0...UInt64.max), radix: 16)
    guard system_mkdir(path, 0o700) == 0 else {
      throw LibraryChangeError(path: path, reason: system_strerror(system_errno), kind: .failed)
    }
    return path
  }
}
