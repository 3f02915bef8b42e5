/// Makes the ``CollectionList``s of stored folders (``StoredFolder``) and places the stored
/// albums in them (``StoredFolderTree``): each folder's count is the sum of its children's (as
/// a folder of files counts), its dates the earliest and latest below it; folders come in
/// tree order (depth first), the top level in creation order (Docs/Changes.md, "Folders").
struct StoredFolderBuilder {
  struct Result {
    /// The stored albums, as given, with the folder holding each.
    var albums: [AssetCollection]
    /// The stored folders, in tree order.
    var folders: [CollectionList]
    /// The top level: indexes into `albums` and `folders`.
    var topLevel: [CollectionRef]
    var diagnostics: [String]
  }

  let folders: [StoredFolder]
  /// The stored albums and their collections (same order).
  let stored: [StoredAlbum]
  let albums: [AssetCollection]
  let spans: [StoredAlbumBuilder.Span]

  func build() -> Result {
    var result = Result(albums: albums, folders: [], topLevel: [], diagnostics: [])
    guard !folders.isEmpty else {
      result.topLevel = albums.indices.map { .album($0) }
      return result
    }
    let tree = StoredFolderTree(folders: folders, albums: stored)
    result.diagnostics = tree.diagnostics
    var albumIndex: [String: Int] = [:]
    for (i, album) in stored.enumerated() { albumIndex[album.localIdentifier] = i }
    var folderByID: [String: StoredFolder] = [:]
    for folder in folders { folderByID[folder.localIdentifier] = folder }
    var folderIndex: [String: Int] = [:]
    let order = tree.preorder()
    for (id, _) in order {
      if let i = albumIndex[id] {
        result.albums[i].parentIdentifier = tree.parent[id]
      } else if let folder = folderByID[id] {
        var list = CollectionList(localIdentifier: id, type: .folder, subtype: .regularFolder, title: folder.title)
        list.isStored = true
        list.parentIdentifier = tree.parent[id]
        list.childIdentifiers = tree.children[id] ?? []
        folderIndex[id] = result.folders.count
        result.folders.append(list)
      }
    }
    // Counts and dates from the deepest up: every child comes after its folder in `order`.
    var span: [String: (first: (Double, String)?, last: (Double, String)?, count: Int)] = [:]
    for (i, album) in result.albums.enumerated() {
      span[album.localIdentifier] = (spans[i].first, spans[i].last, album.estimatedAssetCount)
    }
    for (id, _) in order.reversed() {
      guard let index = folderIndex[id] else { continue }
      var first: (Double, String)?
      var last: (Double, String)?
      var count = 0
      for child in result.folders[index].childIdentifiers {
        guard let s = span[child] else { continue }
        count += s.count
        first = FolderAlbumBuilder.pick(first, s.first, later: false)
        last = FolderAlbumBuilder.pick(last, s.last, later: true)
      }
      result.folders[index].estimatedAssetCount = count
      result.folders[index].startDate = first?.1
      result.folders[index].endDate = last?.1
      span[id] = (first, last, count)
    }
    result.topLevel = tree.topLevel.compactMap { id in
      albumIndex[id].map { .album($0) } ?? folderIndex[id].map { .folder($0) }
    }
    return result
  }
}
