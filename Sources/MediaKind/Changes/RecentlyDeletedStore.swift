import Foundation

/// Recently Deleted for change requests (Docs/Changes.md, "Recently Deleted"): delete moves an
/// asset's files (its whole group: Live Photo video, RAW, sidecars) into
/// `.mediakind/Recently Deleted/<id>/` with a manifest (``RecentlyDeletedEntry``) of their
/// library-relative paths and the deletion time; restore puts them back where they were
/// (never over a file: a taken name gives the group PhotoKit's `name (1).ext` by
/// `GroupNaming`, and says so);
/// only expunge removes bytes. Every file move is a ``LibraryTransaction`` placement (journal,
/// link without replacing, old name removed after the commit), so a crash leaves each group
/// either where it was or where it went.
public struct RecentlyDeletedStore {
  /// The transaction the changes are made in (it holds the library's lock).
  public let transaction: LibraryTransaction

  /// A store working in `transaction`.
  public init(transaction: LibraryTransaction) {
    self.transaction = transaction
  }

  private var root: String { transaction.root }

  /// The trash folder, made when `create` and missing (never through a link).
  private func trash(create: Bool) throws(LibraryChangeError) -> OutputDirectory? {
    do {
      let state = try OutputDirectory(creating: root, create: false).subdirectory(".mediakind")
      return create
        ? try state.subdirectory(RecentlyDeletedEntry.folderName)
        : try state.existingSubdirectory(RecentlyDeletedEntry.folderName)
    } catch {
      throw LibraryChangeError(path: error.path, reason: error.reason, kind: error.refused ? .refused : .failed)
    }
  }

  /// Moves `asset` (every resource) to Recently Deleted: the manifest is written and synced
  /// first, then the group is placed in its entry folder as one unit.
  public func delete(_ asset: Asset) throws(LibraryChangeError) -> CommittedChange {
    guard !asset.isTrashed else {
      return CommittedChange(.unchanged, localIdentifier: asset.localIdentifier, path: asset.path, note: "already in Recently Deleted")
    }
    var files: [RecentlyDeletedEntry.File] = []
    var used: Set<String> = []
    for resource in asset.resources {
      let relative = try transaction.relativePath(of: resource.path)
      var name = PathParts.fileName(of: relative)
      // Two files of one group with one name (a Live pair across folders): numbered.
      if !used.insert(name).inserted {
        name = String(files.count) + "-" + name
        used.insert(name)
      }
      files.append(RecentlyDeletedEntry.File(name: name, originalPath: relative))
    }
    // Opened before anything moves: a table that cannot be read refuses the delete.
    let identities = try AssetIdentityStore(transaction: transaction)
    let id = String(UInt64.random(in: 0...UInt64.max), radix: 16) + String(UInt32.random(in: 0...UInt32.max), radix: 16)
    let entry = RecentlyDeletedEntry(localIdentifier: asset.localIdentifier, deletionDate: StoredAlbumStore.now(), files: files)
    guard let trash = try trash(create: true) else {
      throw LibraryChangeError(path: root, reason: "cannot open Recently Deleted", kind: .failed)
    }
    let manifest = try Self.encode(entry)
    let folder: OutputDirectory
    do {
      folder = try trash.subdirectory(id)
      try folder.write(manifest, to: RecentlyDeletedEntry.manifestName, durable: true)
      trash.sync()
    } catch {
      throw LibraryChangeError(path: error.path, reason: error.reason, kind: error.refused ? .refused : .failed)
    }
    var staged: [StagedFile] = []
    do throws(LibraryChangeError) {
      for file in files { staged.append(try transaction.stage(libraryFile: file.originalPath)) }
      let names = files.map(\.name)
      _ = try transaction.place(staged, in: [".mediakind", RecentlyDeletedEntry.folderName, id]) { number in
        number == 0 ? names : names.map { "\(number)-" + $0 }
      }
    } catch {
      transaction.discard(staged)
      try? folder.removeFile(RecentlyDeletedEntry.manifestName)
      try? trash.removeEmptySubdirectory(id)
      throw error
    }
    // The manifest keeps the identifier now; an entry for the old path would give it to
    // another file placed there later.
    if let primary = files.first { try identities.remove(at: primary.originalPath) }
    return CommittedChange(
      .deleted, localIdentifier: asset.localIdentifier, path: asset.path,
      note: files.count > 1 ? "with \(files.count - 1) more file\(files.count == 2 ? "" : "s") of its group" : nil)
  }

  /// The entries in Recently Deleted, with their folder names.
  public func entries() throws(LibraryChangeError) -> [(id: String, entry: RecentlyDeletedEntry)] {
    guard let trash = try trash(create: false) else { return [] }
    return RecentlyDeletedReader.entries(in: trash).entries.map { ($0.id, $0.entry) }
  }

  /// Puts the entry `id` back at its original paths. Each original folder is made when
  /// missing; a taken name gives the files of that folder PhotoKit's `name (n).ext` (the
  /// change's note says so). The asset keeps its identifier either way (the library's
  /// identity table names the new path), so `albums` is left as it is. The entry's folder is
  /// removed.
  public func restore(_ id: String, albums: StoredAlbumStore?) throws(LibraryChangeError) -> CommittedChange {
    guard let trash = try trash(create: false), let folder = try? trash.existingSubdirectory(id),
      let entry = RecentlyDeletedReader.entries(in: trash).entries.first(where: { $0.id == id })?.entry
    else {
      throw LibraryChangeError(path: root, reason: "no Recently Deleted entry \(id)", kind: .invalid)
    }
    let identities = try AssetIdentityStore(transaction: transaction)
    let present = entry.files.filter { folder.entryType($0.name) == .regular }
    guard let primary = present.first else {
      throw LibraryChangeError(path: folder.path, reason: "the entry holds none of its files", kind: .failed)
    }
    // One placement per original folder (a group's files are almost always in one).
    var byFolder: [(folder: String, files: [RecentlyDeletedEntry.File])] = []
    for file in present {
      let parent = PathParts(file.originalPath).directory
      if let index = byFolder.firstIndex(where: { $0.folder == parent }) {
        byFolder[index].files.append(file)
      } else {
        byFolder.append((parent, [file]))
      }
    }
    var placedPrimary = primary.originalPath
    var renamed: [String] = []
    for group in byFolder {
      var staged: [StagedFile] = []
      do throws(LibraryChangeError) {
        for file in group.files {
          staged.append(try transaction.stage(libraryFile: ".mediakind/\(RecentlyDeletedEntry.folderName)/\(id)/\(file.name)"))
        }
        let components = group.folder.isEmpty ? [] : group.folder.split(separator: "/").map(String.init)
        let originals = group.files.map { PathParts.fileName(of: $0.originalPath) }
        let naming = GroupNaming(primary: originals[0], sources: originals)
        let placed = try transaction.place(staged, in: components, names: naming.names)
        for (file, path) in zip(group.files, placed) where path != file.originalPath {
          renamed.append("\(file.originalPath) -> \(path)")
          if file == primary { placedPrimary = path }
        }
      } catch {
        transaction.discard(staged)
        throw error
      }
    }
    try? folder.removeFile(RecentlyDeletedEntry.manifestName)
    try? trash.removeEmptySubdirectory(id)
    trash.sync()
    let path = root.hasSuffix("/") ? root + placedPrimary : root + "/" + placedPrimary
    // The asset keeps its identifier wherever it lands (the identity table names its new
    // path when that path's hash is not the identifier), so albums need no change.
    try identities.keep(entry.localIdentifier, at: placedPrimary)
    return CommittedChange(
      .restored, localIdentifier: entry.localIdentifier, path: path,
      note: renamed.isEmpty ? nil : "name taken, restored as: " + renamed.joined(separator: ", "))
  }

  /// Removes the entry `id`'s files for good, then its manifest and folder.
  public func expunge(_ id: String) throws(LibraryChangeError) -> CommittedChange {
    guard let trash = try trash(create: false), let found = RecentlyDeletedReader.entries(in: trash).entries.first(where: { $0.id == id })
    else {
      throw LibraryChangeError(path: root, reason: "no Recently Deleted entry \(id)", kind: .invalid)
    }
    do {
      for file in found.entry.files { try found.folder.removeFile(file.name) }
      found.folder.sync()
      try found.folder.removeFile(RecentlyDeletedEntry.manifestName)
      try trash.removeEmptySubdirectory(id)
      trash.sync()
    } catch {
      throw LibraryChangeError(path: error.path, reason: error.reason, kind: .failed)
    }
    let primary = found.entry.files.first.map { root.hasSuffix("/") ? root + $0.originalPath : root + "/" + $0.originalPath }
    return CommittedChange(.expunged, localIdentifier: found.entry.localIdentifier, path: primary)
  }

  static func encode(_ entry: RecentlyDeletedEntry) throws(LibraryChangeError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(entry) else {
      throw LibraryChangeError(path: ".mediakind/Recently Deleted", reason: "cannot encode the manifest", kind: .failed)
    }
    return Array(data) + [0x0A]
  }
}
