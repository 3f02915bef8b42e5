import ArgumentParser
import Foundation
import MediaKind
import MediaKindIndex

/// One run of a command that changes a library (Docs/CLI.md, "Changing a library"): the
/// library's transaction is opened first (a read-only or busy library fails here, before
/// anything is read or written), the library is scanned when assets must be found, each
/// asked-for change is made (one that fails prints its error line and the others go on),
/// the transaction is committed, and the committed changes are printed.
final class LibraryChangeSession {
  let arguments: LibraryChangeArguments
  let transaction: LibraryTransaction
  private(set) var changes: [CommittedChange] = []
  private(set) var failed = false
  private var albumStore: StoredAlbumStore?
  private var folderStore: StoredFolderStore?

  /// Opens the library's transaction; a failure ends the command with its status.
  init(_ arguments: LibraryChangeArguments) throws {
    self.arguments = arguments
    do {
      transaction = try LibraryTransaction(library: arguments.library)
    } catch {
      Terminal.error(error.path, error.reason)
      throw Self.status(of: error).exitCode
    }
    if transaction.recovered.finished + transaction.recovered.rolledBack > 0 {
      Terminal.error(
        arguments.library,
        "an interrupted change was recovered: \(transaction.recovered.finished) asset groups finished, \(transaction.recovered.rolledBack) rolled back")
    }
  }

  /// The exit status of a change that could not be made.
  static func status(of error: LibraryChangeError) -> ExitStatus {
    switch error.kind {
    case .missing: .noInput
    case .invalid: .usage
    case .busy, .readOnly, .refused, .failed: .cannotWrite
    }
  }

  /// The library's stored albums (opened once); a failure ends the command.
  func albums() throws -> StoredAlbumStore {
    try opened(&albumStore) { () throws(LibraryChangeError) in try StoredAlbumStore(library: arguments.library) }
  }

  /// `store`, opened by `open` the first time; a failure prints its line and ends the command.
  private func opened<Store>(_ store: inout Store?, _ open: () throws(LibraryChangeError) -> Store) throws -> Store {
    if let store { return store }
    do {
      let made = try open()
      store = made
      return made
    } catch {
      Terminal.error(error.path, error.reason)
      throw Self.status(of: error).exitCode
    }
  }

  /// The stored album `name` names: its identifier, else its title (the first created).
  func album(_ name: String) throws -> StoredAlbum {
    let store = try albums()
    if let found = store.album(identifier: name) ?? store.album(titled: name) { return found }
    Terminal.error(
      nil, "no stored album '\(name)' in \(arguments.library) (folder albums change by moving their files; list albums with `classify albums --type album`)")
    throw ExitStatus.usage.exitCode
  }

  /// The library's stored folders (opened once, with its albums); a failure ends the command.
  func folders() throws -> StoredFolderStore {
    let albums = try albums()
    return try opened(&folderStore) { () throws(LibraryChangeError) in
      try StoredFolderStore(library: arguments.library, albums: albums)
    }
  }

  /// The stored folder `name` names: its identifier, else its title (the first created).
  func folder(_ name: String) throws -> StoredFolder {
    let store = try folders()
    if let found = store.folder(identifier: name) ?? store.folder(titled: name) { return found }
    Terminal.error(nil, "no stored folder '\(name)' in \(arguments.library) (folders of files change by moving their files; list folders with `classify albums --tree`)")
    throw ExitStatus.usage.exitCode
  }

  /// The identifier of the stored album or folder `name` names: an identifier, else a title
  /// one stored album or folder has (a title both have must be given as an identifier).
  func collection(_ name: String) throws -> String {
    let folders = try folders()
    if folders.albums.album(identifier: name) != nil || folders.folder(identifier: name) != nil { return name }
    let album = folders.albums.album(titled: name)
    let folder = folders.folder(titled: name)
    if let album, let folder {
      Terminal.error(nil, "'\(name)' is the title of an album (\(album.localIdentifier)) and a folder (\(folder.localIdentifier)); name it by its identifier")
      throw ExitStatus.usage.exitCode
    }
    if let id = album?.localIdentifier ?? folder?.localIdentifier { return id }
    Terminal.error(nil, "no stored album or folder '\(name)' in \(arguments.library) (list them with `classify albums --tree`)")
    throw ExitStatus.usage.exitCode
  }

  /// The library as it is now (the index, when there is one, as a cache); what the scan
  /// skipped is said on standard error.
  func scan() async -> MediaLibrary {
    let cache = LibraryIndex.cache(forRoots: [arguments.library]) { root, error in
      Terminal.writeError("classify: ignoring the index of \(root): \(error)\n")
    }
    let library = (try? await MediaLibrary.scan(inputs: MediaInputs(paths: [arguments.library]), cache: cache))
      ?? MediaLibrary(files: [], roots: [arguments.library])
    for diagnostic in library.diagnostics { Terminal.error(nil, diagnostic) }
    return library
  }

  /// The assets `selection` names (in the order named, then the `--where` matches in library
  /// order, each once). A name that matches no asset prints an error line; `trashed` looks
  /// among the assets in Recently Deleted instead of the library's.
  func resolve(_ selection: AssetSelectionArguments, in library: MediaLibrary) -> [Asset] {
    resolve(selection.assets, where: selection.whereExpression, in: library)
  }

  /// The assets `names` name (identifiers or paths), then those `expression` selects.
  func resolve(_ names: [String], where expression: String?, in library: MediaLibrary, trashed: Bool = false) -> [Asset] {
    let lookup = AssetNameLookup(library.assets.lazy.filter { $0.isTrashed == trashed })
    var chosen: [Asset] = []
    var seen: Set<String> = []
    for name in names {
      guard let found = lookup.asset(named: name, base: arguments.library) else {
        Terminal.error(
          name, trashed ? "no asset in Recently Deleted has this identifier or path" : "no asset of the library has this identifier or path")
        failed = true
        continue
      }
      if seen.insert(found.localIdentifier).inserted { chosen.append(found) }
    }
    if let expression, let predicate = try? AssetPredicate(format: expression) {
      let options = FetchOptions(predicate: predicate, includeAllBurstAssets: true, includeHiddenAssets: true)
      let matches = trashed ? library.fetchAssets(in: .recentlyDeleted, options: options) : library.fetchAssets(with: options)
      for asset in matches where seen.insert(asset.localIdentifier).inserted { chosen.append(asset) }
    }
    return chosen
  }

  /// Makes one change (or a few, for one item): a failure prints its error line and is
  /// counted; the run goes on.
  func attempt(_ body: () throws(LibraryChangeError) -> [CommittedChange]) {
    do {
      changes += try body()
    } catch {
      Terminal.error(error.path, error.reason)
      failed = true
    }
  }

  /// Notes a failure the command reported itself.
  func fail() { failed = true }

  /// Commits the transaction, brings the library's index (when it has one) up to date with
  /// the paths the change touched, prints the changes and ends with the status (1 when a
  /// change failed).
  func finish() async throws {
    do {
      try transaction.finish()
    } catch {
      Terminal.error(error.path, error.reason)
      throw Self.status(of: error).exitCode
    }
    await IndexUpkeep.update(library: arguments.library, paths: transaction.changedPaths)
    let writer = OutputWriter<CommittedChange>(
      format: arguments.format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl), csvGuard: arguments.csv.enabled)
    writer.begin()
    for change in changes { writer.write(change) }
    writer.end()
    try (failed ? ExitStatus.failures : ExitStatus.success).exit()
  }
}
