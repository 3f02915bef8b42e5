/// One photo in several Google Takeout folders (Docs/Library.md, "Exports: Google Takeout and
/// iCloud", "One photo in several folders"): Takeout writes a photo once per album folder it
/// is in and once in `Photos from YYYY`, each copy with its own JSON sidecar. PhotoKit's model
/// is one asset in several albums, so the copies become one asset listing them as ``Asset/copies``.
extension AssetBuilder {
  /// What two copies of one photo share besides their bytes: the primary file's size and
  /// media type, and their sidecars' `title`, `photoTakenTime` and `url` (a missing `url` only
  /// matches a missing one).
  struct TakeoutPhotoKey: Hashable {
    var size: Int
    var mediaType: MediaType
    var title: String
    var taken: String
    var url: String?
  }

  /// Joins the copies of one photo: assets whose primary files hold the same bytes (proved
  /// byte for byte, or one file under two hard links) and whose Takeout sidecars state the
  /// same `title`, `photoTakenTime` and `url`. The kept asset is the first in walk order whose
  /// folder is no album (no album metadata file: `Photos from YYYY`), else the first; each
  /// other copy's primary file joins its ``Asset/copies``, its sidecar (and an edited copy
  /// whose bytes the kept asset does not already hold) its resources. A name alone never
  /// joins: files without a sidecar, without a file identity (archive members: their bytes
  /// cannot be compared again) or without a stated title and capture time stay apart.
  func joinTakeoutCopies(_ files: [LibraryFile], to assets: inout [Asset]) {
    var sidecars: [String: ExportMetadata] = [:]
    var albumFolders: Set<String> = []
    for file in files {
      switch file.takeoutSidecar {
      case .media(let metadata): sidecars[file.path] = metadata
      case .album: albumFolders.insert(PathParts(file.path).directory)
      case nil: continue
      }
    }
    guard sidecars.count > 1 else { return }
    var identityAt: [String: FileIdentity] = [:]
    for file in files where file.record.status == .ok {
      if let identity = file.identity { identityAt[file.path] = identity }
    }
    var byKey: [TakeoutPhotoKey: [Int]] = [:]
    for (position, asset) in assets.enumerated() {
      guard let identity = identityAt[asset.path], identity.size > 0,
        let metadata = asset.resources.lazy.compactMap({ $0.type == .sidecar ? sidecars[$0.path] : nil }).first,
        let title = metadata.title, let taken = metadata.creationDate
      else { continue }
      let key = TakeoutPhotoKey(size: identity.size, mediaType: asset.mediaType, title: title, taken: taken, url: metadata.url)
      byKey[key, default: []].append(position)
    }
    var merged: Set<Int> = []
    for positions in byKey.values where positions.count > 1 {
      for copies in Self.sameBytes(positions.sorted(), paths: { assets[$0].path }, identityAt: identityAt) {
        let kept = copies.first { !albumFolders.contains(PathParts(assets[$0].path).directory) } ?? copies[0]
        for other in copies where other != kept {
          join(assets[other], into: &assets[kept], identityAt: identityAt)
          merged.insert(other)
        }
        let folders = ([assets[kept].path] + (assets[kept].copies ?? [])).map { PathParts($0).directory }
        assets[kept].notes = (assets[kept].notes ?? []) + [
          "the same photo in \(Set(folders).count) Takeout folders (identical bytes; the same title, photoTakenTime and url in each sidecar): one asset, a member of each folder's album"
        ]
      }
    }
    guard !merged.isEmpty else { return }
    assets = assets.enumerated().filter { !merged.contains($0.offset) }.map(\.element)
  }

  /// Joins `copy` (an asset of the same photo) into `kept`.
  private func join(_ copy: Asset, into kept: inout Asset, identityAt: [String: FileIdentity]) {
    var copies = (kept.copies ?? []) + [copy.path] + (copy.copies ?? [])
    for resource in copy.resources.dropFirst() {
      let held = kept.resources.first { $0.type == resource.type && !$0.type.isSidecarFile && $0.fileSize == resource.fileSize }
      if let held, Self.sameBytes([0, 1], paths: { [held.path, resource.path][$0] }, identityAt: identityAt).first?.count == 2 {
        copies.append(resource.path)
      } else {
        kept.resources.append(resource)
        kept.fileSize += resource.fileSize
      }
    }
    kept.resources.sort { $0.type.order < $1.type.order }
    kept.copies = copies
  }

  /// `items` (of equal size) in classes of two or more whose files (`paths`) hold the same
  /// bytes: one file under two hard links without a read, else compared byte for byte (a
  /// file that changed since the scan, holds no data or cannot be read joins no class).
  static func sameBytes(_ items: [Int], paths: (Int) -> String, identityAt: [String: FileIdentity]) -> [[Int]] {
    var remaining = items.compactMap { item in identityAt[paths(item)].map { (item, paths(item), $0) } }
    var classes: [[Int]] = []
    while let first = remaining.first {
      var members = [first.0]
      var others: [(Int, String, FileIdentity)] = []
      for other in remaining.dropFirst() {
        let linked = first.2.device == other.2.device && first.2.inode == other.2.inode
        if linked || (first.2.size == other.2.size && sameBytes((first.1, first.2), (other.1, other.2))) {
          members.append(other.0)
        } else {
          others.append(other)
        }
      }
      if members.count > 1 { classes.append(members) }
      remaining = others
    }
    return classes
  }

  /// Whether two files, each still as the scan saw it (size and modification time) and
  /// holding data, hold the same bytes (read-only, in chunks).
  static func sameBytes(_ a: (path: String, identity: FileIdentity), _ b: (path: String, identity: FileIdentity)) -> Bool {
    guard let x = try? InputFile.open(path: a.path, headSize: 0), let y = try? InputFile.open(path: b.path, headSize: 0),
      x.identity == a.identity, y.identity == b.identity, !x.holdsNoData, !y.holdsNoData
    else { return false }
    return ContentComparison.sameBytes(x.descriptor, y.descriptor)
  }
}
