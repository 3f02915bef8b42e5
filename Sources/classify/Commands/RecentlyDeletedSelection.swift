import MediaKind

/// The entries of Recently Deleted that `restore` and `expunge` name: by the asset's
/// identifier or a file's original path (relative to the library, to the current folder,
/// or absolute).
enum RecentlyDeletedSelection {
  /// The entries `names` name, in that order (a name that matches none prints an error line
  /// and is counted as a failure in `session`); `all` takes every entry.
  static func entries(
    _ names: [String], all: Bool, store: RecentlyDeletedStore, session: LibraryChangeSession
  ) -> [(id: String, entry: RecentlyDeletedEntry)] {
    let entries: [(id: String, entry: RecentlyDeletedEntry)]
    do {
      entries = try store.entries()
    } catch {
      Terminal.error(error.path, error.reason)
      session.fail()
      return []
    }
    if all { return entries }
    let cwd = PathParts.currentDirectory()
    let root = PathParts.normalizedAbsolute(session.arguments.library, workingDirectory: cwd)
    var chosen: [(id: String, entry: RecentlyDeletedEntry)] = []
    var seen: Set<String> = []
    for name in names {
      let absolute = PathParts.normalizedAbsolute(name, workingDirectory: cwd)
      let found = entries.first { item in
        item.entry.localIdentifier == name
          || item.entry.files.contains {
            // Paths as bytes (Docs/Library.md, "Paths are compared as bytes").
            $0.originalPath.utf8.elementsEqual(name.utf8) || (root + "/" + $0.originalPath).utf8.elementsEqual(absolute.utf8)
          }
      }
      guard let found else {
        Terminal.error(name, "no asset in Recently Deleted has this identifier or original path")
        session.fail()
        continue
      }
      if seen.insert(found.id).inserted { chosen.append(found) }
    }
    return chosen
  }
}
