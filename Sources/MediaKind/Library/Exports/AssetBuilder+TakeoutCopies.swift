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

  /// Joins the copies of one photo: assets whose primary files hold the same bytes (one file
  /// under two hard links, or proved byte for byte; archive members, which cannot be read
  /// again, by the digest of their bytes taken as the stream passed them:
  /// ``TakeoutCopyWitness``) and whose Takeout sidecars state the same `title`,
  /// `photoTakenTime` and `url`. The kept asset is the first in walk order whose folder is no
  /// album (no album metadata file: `Photos from YYYY`), else the first; each other copy's
  /// primary file joins its ``Asset/copies``, its sidecar (and an edited copy whose bytes the
  /// kept asset does not already hold) its resources. A name alone never joins: files without
  /// a sidecar, without a witness (a member read in fast mode) or without a stated title and
  /// capture time stay apart.
  func joinTakeoutCopies(_ files: [LibraryFile], to assets: inout [Asset]) {
    var sidecars: [PathKey: ExportMetadata] = [:]
    var albumFolders: Set<PathKey> = []
    for file in files {
      switch file.takeoutSidecar {
      case .media(let metadata): sidecars[PathKey(file.path)] = metadata
      case .album: albumFolders.insert(PathKey(PathParts(file.path).directory))
      case nil: continue
      }
    }
    guard sidecars.count > 1 else { return }
    var witnesses = TakeoutCopyWitnesses()
    for file in files where file.record.status == .ok {
      if let witness = TakeoutCopyWitness(file) { witnesses.at[PathKey(file.path)] = witness }
    }
    var byKey: [TakeoutPhotoKey: [Int]] = [:]
    for (position, asset) in assets.enumerated() {
      guard let witness = witnesses.at[PathKey(asset.path)],
        let metadata = asset.resources.lazy.compactMap({ $0.type == .sidecar ? sidecars[PathKey($0.path)] : nil }).first,
        let title = metadata.title, let taken = metadata.creationDate
      else { continue }
      let key = TakeoutPhotoKey(size: witness.size, mediaType: asset.mediaType, title: title, taken: taken, url: metadata.url)
      byKey[key, default: []].append(position)
    }
    var merged: Set<Int> = []
    for positions in byKey.values where positions.count > 1 {
      for copies in witnesses.classes(positions.sorted(), paths: { assets[$0].path }) {
        let kept = copies.first { !albumFolders.contains(PathKey(PathParts(assets[$0].path).directory)) } ?? copies[0]
        for other in copies where other != kept {
          join(assets[other], into: &assets[kept], witnesses: &witnesses)
          merged.insert(other)
        }
        let folders = ([assets[kept].path] + (assets[kept].copies ?? [])).map { PathKey(PathParts($0).directory) }
        assets[kept].notes = (assets[kept].notes ?? []) + [
          "the same photo in \(Set(folders).count) Takeout folders (identical bytes; the same title, photoTakenTime and url in each sidecar): one asset, a member of each folder's album"
        ]
      }
    }
    guard !merged.isEmpty else { return }
    assets = assets.enumerated().filter { !merged.contains($0.offset) }.map(\.element)
  }

  /// Joins `copy` (an asset of the same photo) into `kept`.
  private func join(_ copy: Asset, into kept: inout Asset, witnesses: inout TakeoutCopyWitnesses) {
    var copies = (kept.copies ?? []) + [copy.path] + (copy.copies ?? [])
    for resource in copy.resources.dropFirst() {
      let held = kept.resources.first { $0.type == resource.type && !$0.type.isSidecarFile && $0.fileSize == resource.fileSize }
      if let held, witnesses.classes([0, 1], paths: { [held.path, resource.path][$0] }).first?.count == 2 {
        copies.append(resource.path)
      } else {
        kept.resources.append(resource)
        kept.fileSize += resource.fileSize
      }
    }
    kept.resources.sort { $0.type.order < $1.type.order }
    kept.copies = copies
  }

  /// Whether two files, each still as the scan saw it (size and modification time) and
  /// holding data, hold the same bytes (read-only, in chunks).
  static func sameBytes(_ a: (path: String, identity: FileIdentity), _ b: (path: String, identity: FileIdentity)) -> Bool {
    guard let x = reopened(a.path, as: a.identity), let y = reopened(b.path, as: b.identity) else { return false }
    return ContentComparison.sameBytes(x.descriptor, y.descriptor)
  }

  /// The file at `path` opened again, if it is still as the scan saw it (`identity`) and
  /// holds data.
  static func reopened(_ path: String, as identity: FileIdentity) -> InputFile? {
    guard let file = try? InputFile.open(path: path, headSize: 0), file.identity == identity, !file.holdsNoData
    else { return nil }
    return file
  }
}
