/// Where each stored album and stored folder sits, as readers and ``StoredFolderStore`` both
/// see it (Docs/Changes.md, "Folders"): a folder's children are the stored albums and folders
/// it lists, in its order. An identifier that names no stored album or folder (one deleted
/// since) is passed over. A collection listed by two folders stays in the first (in creation
/// order), and a folder that would be inside itself (a cycle, which no change request makes)
/// is put at the top level, each with a diagnostic. The rest are at the top level, in
/// creation order.
struct StoredFolderTree: Sendable {
  /// The folder holding each collection that is in one.
  private(set) var parent: [String: String] = [:]
  /// Each folder's children, in order.
  private(set) var children: [String: [String]] = [:]
  /// The folders and albums in no folder, in creation order (then title and identifier).
  private(set) var topLevel: [String] = []
  /// What was passed over, in words.
  private(set) var diagnostics: [String] = []

  init(folders: [StoredFolder], albums: [StoredAlbum]) {
    let folders = folders.sorted(by: StoredFolder.precedes)
    var titles: [String: String] = [:]
    for album in albums { titles[album.localIdentifier] = album.title }
    for folder in folders { titles[folder.localIdentifier] = folder.title }
    for folder in folders {
      var kept: [String] = []
      for child in folder.children where child != folder.localIdentifier && titles[child] != nil {
        if let holder = parent[child] {
          if holder != folder.localIdentifier {
            diagnostics.append(
              "folder '\(folder.title)' (\(folder.localIdentifier)): '\(titles[child] ?? "")' (\(child)) is in folder '\(titles[holder] ?? "")' (\(holder)) already; shown there")
          }
          continue
        }
        parent[child] = folder.localIdentifier
        kept.append(child)
      }
      children[folder.localIdentifier] = kept
    }
    // A cycle: a folder reached again walking up from it is cut from its parent.
    for folder in folders {
      let id = folder.localIdentifier
      var up = parent[id]
      var steps = 0
      while let next = up, next != id, steps <= folders.count {
        up = parent[next]
        steps += 1
      }
      if up == id, let holder = parent[id] {
        parent[id] = nil
        children[holder]?.removeAll { $0 == id }
        diagnostics.append("folder '\(folder.title)' (\(id)) is inside itself through '\(titles[holder] ?? "")' (\(holder)); shown at the top level")
      }
    }
    var top: [(date: String, title: String, id: String)] = []
    for folder in folders where parent[folder.localIdentifier] == nil {
      top.append((folder.creationDate, folder.title, folder.localIdentifier))
    }
    for album in albums where parent[album.localIdentifier] == nil {
      top.append((album.creationDate, album.title, album.localIdentifier))
    }
    top.sort { a, b in
      if a.date != b.date { return a.date < b.date }
      if a.title != b.title { return a.title.utf8.lexicographicallyPrecedes(b.title.utf8) }
      return a.id < b.id
    }
    topLevel = top.map(\.id)
  }

  /// Whether `identifier` is `folder` or inside it, at any depth.
  func isInside(_ identifier: String, _ folder: String) -> Bool {
    var current: String? = identifier
    var steps = 0
    while let id = current, steps <= parent.count + 1 {
      if id == folder { return true }
      current = parent[id]
      steps += 1
    }
    return false
  }

  /// The identifiers of the tree, depth first (folders before their children), from the top,
  /// each with its depth (0 at the top). Iterative: a deep chain of folders cannot exhaust
  /// the stack.
  func preorder() -> [(id: String, depth: Int)] {
    var out: [(id: String, depth: Int)] = []
    var stack: [(id: String, depth: Int)] = topLevel.reversed().map { ($0, 0) }
    while let (id, depth) = stack.popLast() {
      out.append((id, depth))
      for child in (children[id] ?? []).reversed() { stack.append((child, depth + 1)) }
    }
    return out
  }
}
