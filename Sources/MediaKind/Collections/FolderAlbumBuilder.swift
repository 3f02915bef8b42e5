/// Builds user albums and folders from where the assets' files are: a folder that holds
/// assets is a user album (`albumRegular`), and the folders above it, up to the scan's root,
/// are folder lists (`regularFolder`).
///
/// - An asset belongs to the folder of its primary resource (a Live Photo to its still's),
///   and to the folder of each of its ``Asset/copies`` (one photo in several Takeout albums).
///   Archive members of one folder inside their archives are one album, whichever archive
///   holds them (the parts of one Takeout), shown as the folder of the archive first by name.
/// - A root's own files make a top-level album named after the root; its subfolders are the
///   top level. Without roots, the deepest folder holding every album plays the root.
/// - A folder with files of its own *and* subfolders with assets is a folder list whose first
///   child is an album of its own files (PhotoKit has no collection that is both).
/// - Children are ordered by name (bytes, as the walk orders them); an album's assets by
///   their primary path. So the same files give the same tree in any order.
///
/// Cost: linear in the assets plus the folders (each folder is made once, from a dictionary),
/// and n log n for the member orders.
struct FolderAlbumBuilder {
  let assets: [Asset]
  let times: [CaptureTime?]
  let roots: [String]
  let workingDirectory: String
  /// Album titles an export states for folders (normalized absolute folder → title: a Google
  /// Takeout album's `metadata.json`), used instead of the folder's name.
  var titles: [String: String] = [:]

  struct Result {
    var albums: [AssetCollection] = []
    var folders: [CollectionList] = []
    var topLevel: [CollectionRef] = []
  }

  /// One folder's accumulating facts.
  private struct Node {
    var normalized: String
    var display: String
    var title: String
    var isAlbum: Bool
    var members: [Int32] = []
    var childFolders: [String] = []
    var parent: String?
  }

  func build() -> Result {
    // 1. Each asset to its folder (normalized once per distinct folder text).
    // Folders key by their bytes: two folders whose names differ only in Unicode
    // normalisation are two albums (Docs/Library.md, "Paths are compared as bytes").
    var normalizedOf: [PathKey: String] = [:]
    var albumNodes: [PathKey: Node] = [:]
    // Deleted assets (in `.mediakind/Recently Deleted/`) are in no folder album.
    // An asset with copies (one photo in several Takeout folders) is in each copy's folder too.
    // Archive members: one album per folder inside the archives, whichever archive holds the
    // files (Docs/Library.md, "Exports read from archives": Takeout's parts split a folder);
    // the folder in the archive first by name stands for it.
    var memberFolder: [PathKey: String] = [:]
    for asset in assets where !asset.isTrashed {
      for path in [asset.path] + (asset.copies ?? []) where ExportFolder.memberPath(path) != nil {
        let directory = PathParts(path).directory
        let key = PathKey(ExportFolder.of(path))
        if let known = memberFolder[key], !directory.utf8.lexicographicallyPrecedes(known.utf8) { continue }
        memberFolder[key] = directory
      }
    }
    /// The folder of `path`: as shown, and absolute (each folder normalized once).
    func folder(of path: String) -> (display: String, normalized: String) {
      // A `.livp`'s asset is in the `.livp`'s folder (Docs/Library.md, "A `.livp` in a folder walk").
      var directory = PathParts(LibraryFileReader.livePhotoArchive(ofMember: path) ?? path).directory
      if !memberFolder.isEmpty, ExportFolder.memberPath(path) != nil, let shared = memberFolder[PathKey(ExportFolder.of(path))] {
        directory = shared
      }
      let display = directory.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : directory
      if let known = normalizedOf[PathKey(display)] { return (display, known) }
      let normalized = PathParts.normalizedAbsolute(display, workingDirectory: workingDirectory)
      normalizedOf[PathKey(display)] = normalized
      return (display, normalized)
    }
    for (position, asset) in assets.enumerated() where !asset.isTrashed {
      var seen: Set<PathKey> = []
      for path in [asset.path] + (asset.copies ?? []) {
        let (display, normalized) = folder(of: path)
        guard seen.insert(PathKey(normalized)).inserted else { continue }
        albumNodes[PathKey(normalized), default: Node(
          normalized: normalized, display: display, title: titles[normalized] ?? Self.lastComponent(normalized),
          isAlbum: true)].members.append(Int32(truncatingIfNeeded: position))
      }
    }
    guard !albumNodes.isEmpty else { return Result() }

    // 2. Folders above each album, up to its root.
    let normalizedRoots = roots.map { PathParts.normalizedAbsolute($0, workingDirectory: workingDirectory) }
    let albumFolders = albumNodes.keys.map(\.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let inferredBase = Self.commonAncestor(albumFolders)
    var folderNodes: [PathKey: Node] = [:]
    var albumParent: [PathKey: String] = [:]
    for folder in albumFolders {
      let base: String
      if let root = normalizedRoots.filter({ Self.isSameOrBelow(folder, $0) }).min(by: { $0.count < $1.count }) {
        base = root
      } else if normalizedRoots.isEmpty {
        base = inferredBase
      } else {
        base = folder
      }
      guard !folder.utf8.elementsEqual(base.utf8) else { continue }
      let relative = String(decoding: folder.utf8.dropFirst(base == "/" ? 1 : base.utf8.count + 1), as: UTF8.self)
      let components = relative.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
      let display = albumNodes[PathKey(folder)]?.display ?? folder
      var parent: String?
      var path = base
      for (level, component) in components.dropLast().enumerated() {
        path = path == "/" ? "/" + component : path + "/" + component
        if folderNodes[PathKey(path)] == nil {
          let strip = components.count - 1 - level
          folderNodes[PathKey(path)] = Node(
            normalized: path, display: Self.dropComponents(display, strip), title: String(component),
            isAlbum: false, parent: parent)
          if let parent { folderNodes[PathKey(parent)]?.childFolders.append(path) }
        }
        parent = path
      }
      if let parent { albumParent[PathKey(folder)] = parent }
    }

    // 3. The tree: children by name; a folder's own album first.
    var children: [PathKey: [(rank: Int, title: String, key: String, isAlbum: Bool)]] = [:]
    var top: [(rank: Int, title: String, key: String, isAlbum: Bool)] = []
    for (key, node) in folderNodes {
      let entry = (rank: 1, title: node.title, key: key.path, isAlbum: false)
      if let parent = node.parent { children[PathKey(parent), default: []].append(entry) } else { top.append(entry) }
    }
    for (key, node) in albumNodes {
      if folderNodes[key] != nil {
        children[key, default: []].append((rank: 0, title: node.title, key: key.path, isAlbum: true))
      } else if let parent = albumParent[key] {
        children[PathKey(parent), default: []].append((rank: 1, title: node.title, key: key.path, isAlbum: true))
      } else {
        top.append((rank: 1, title: node.title, key: key.path, isAlbum: true))
      }
    }
    func order(_ list: [(rank: Int, title: String, key: String, isAlbum: Bool)])
      -> [(rank: Int, title: String, key: String, isAlbum: Bool)]
    {
      list.sorted { a, b in
        if a.rank != b.rank { return a.rank < b.rank }
        if a.title != b.title { return a.title.utf8.lexicographicallyPrecedes(b.title.utf8) }
        if a.isAlbum != b.isAlbum { return a.isAlbum }
        return a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
      }
    }
    top = order(top)
    children = children.mapValues(order)

    // 4. Pre-order walk: collections in tree order, then counts and dates bottom-up.
    var result = Result()
    var folderIndex: [PathKey: Int] = [:]
    var span: [PathKey: (start: (Double, String)?, end: (Double, String)?, count: Int, fileDates: Int)] = [:]
    /// The earlier (or, with `later`, the later) of a time so far and another.
    func pick(_ current: (Double, String)?, _ other: (Double, String)?, later: Bool) -> (Double, String)? {
      Self.pick(current, other, later: later)
    }
    func makeAlbum(_ key: String, parent: String?) -> CollectionRef {
      guard var node = albumNodes[PathKey(key)] else { return .album(0) }
      node.members.sort { a, b in
        let pa = assets[Int(a)].path
        let pb = assets[Int(b)].path
        if pa != pb { return pa.utf8.lexicographicallyPrecedes(pb.utf8) }
        return assets[Int(a)].localIdentifier < assets[Int(b)].localIdentifier
      }
      var album = AssetCollection(
        localIdentifier: CollectionIdentifier.album(folder: key), type: .album,
        subtype: .albumRegular, title: node.title, membership: .positions(node.members))
      album.path = node.display
      album.parentIdentifier = parent.map(CollectionIdentifier.folder)
      let (first, last) = Self.summarize(&album, members: node.members, assets: assets, times: times)
      span[PathKey(key + "\u{0}album")] = (first, last, album.estimatedAssetCount, album.fileDateCount)
      result.albums.append(album)
      return .album(result.albums.count - 1)
    }
    func makeFolder(_ key: String) -> CollectionRef {
      guard let node = folderNodes[PathKey(key)] else { return .folder(0) }
      var list = CollectionList(
        localIdentifier: CollectionIdentifier.folder(key), type: .folder, subtype: .regularFolder,
        title: node.title)
      list.path = node.display
      list.parentIdentifier = node.parent.map(CollectionIdentifier.folder)
      result.folders.append(list)
      let index = result.folders.count - 1
      folderIndex[PathKey(key)] = index
      var first: (Double, String)?
      var last: (Double, String)?
      var count = 0
      var childIDs: [String] = []
      for child in children[PathKey(key)] ?? [] {
        let spanKey: String
        if child.isAlbum {
          _ = makeAlbum(child.key, parent: key)
          childIDs.append(CollectionIdentifier.album(folder: child.key))
          spanKey = child.key + "\u{0}album"
        } else {
          _ = makeFolder(child.key)
          childIDs.append(CollectionIdentifier.folder(child.key))
          spanKey = child.key
        }
        guard let s = span[PathKey(spanKey)] else { continue }
        count += s.count
        first = pick(first, s.start, later: false)
        last = pick(last, s.end, later: true)
      }
      result.folders[index].childIdentifiers = childIDs
      result.folders[index].estimatedAssetCount = count
      result.folders[index].startDate = first?.1
      result.folders[index].endDate = last?.1
      span[PathKey(key)] = (first, last, count, 0)
      return .folder(index)
    }
    for entry in top {
      result.topLevel.append(entry.isAlbum ? makeAlbum(entry.key, parent: nil) : makeFolder(entry.key))
    }
    return result
  }

  /// Sets `album`'s count (burst representatives a fetch lists), file-dated count and date
  /// range from `members`; returns the earliest and latest times.
  @discardableResult
  static func summarize(
    _ album: inout AssetCollection, members: [Int32], assets: [Asset], times: [CaptureTime?]
  ) -> (first: (Double, String)?, last: (Double, String)?) {
    var first: (Double, String)?
    var last: (Double, String)?
    for position in members where assets[Int(position)].representsBurst && assets[Int(position)].isListed {
      album.estimatedAssetCount += 1
      guard let time = times[Int(position)] else { continue }
      if time.isFileTime { album.fileDateCount += 1 }
      first = pick(first, (time.seconds, time.text), later: false)
      last = pick(last, (time.seconds, time.text), later: true)
    }
    album.startDate = first?.1
    album.endDate = last?.1
    return (first, last)
  }

  /// The earlier (or, with `later`, the later) of a time so far and another.
  static func pick(_ current: (Double, String)?, _ other: (Double, String)?, later: Bool) -> (Double, String)? {
    guard let other else { return current }
    guard let current else { return other }
    return (later ? other.0 > current.0 : other.0 < current.0) ? other : current
  }

  /// The last component of a normalized absolute path (`/` for the root).
  static func lastComponent(_ path: String) -> String {
    path == "/" ? path : PathParts.fileName(of: path)
  }

  /// Whether `path` is `base` or inside it (both normalized absolute paths).
  static func isSameOrBelow(_ path: String, _ base: String) -> Bool {
    if path.utf8.elementsEqual(base.utf8) { return true }
    if base == "/" { return path.utf8.first == UInt8(ascii: "/") }
    return path.utf8.starts(with: base.utf8) && path.utf8.dropFirst(base.utf8.count).first == UInt8(ascii: "/")
  }

  /// The deepest folder holding every path of `paths` (normalized absolute).
  static func commonAncestor(_ paths: [String]) -> String {
    guard let first = paths.first else { return "/" }
    var shared = first.split(separator: "/")
    for path in paths.dropFirst() {
      var count = 0
      for (x, y) in zip(shared, path.split(separator: "/")) {
        guard x == y else { break }
        count += 1
      }
      shared.removeLast(shared.count - count)
      if shared.isEmpty { break }
    }
    return "/" + shared.joined(separator: "/")
  }

  /// `path` without its last `count` components (`Photos/2024/Paris`, 1 → `Photos/2024`).
  static func dropComponents(_ path: String, _ count: Int) -> String {
    guard count > 0 else { return path }
    var parts = path.split(separator: "/", omittingEmptySubsequences: false)
    while parts.count > 1, parts.last == "" { parts.removeLast() }
    let kept = parts.dropLast(min(count, max(0, parts.count - 1)))
    let joined = kept.joined(separator: "/")
    return joined.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : joined
  }
}
