/// WebDataset samples inside archives: members sharing a key (the member's path with its file
/// name cut at the first dot: `000123.jpg`, `000123.json`, `000123.cls`) form one sample, so
/// the sample's other members (labels, captions, metadata: no media) join the asset of its
/// media member as `sidecar` resources. Only archive members (`ARCHIVE//MEMBER` paths) are
/// grouped this way; files on disk keep the sidecar rules of ``SidecarMatching``.
extension AssetBuilder {
  func attachWebDatasetMembers(_ files: [LibraryFile], to assets: inout [Asset]) {
    let members = files.filter {
      $0.record.status == .ok && $0.record.mediaType == .unknown && !$0.isSidecar
        && Self.isArchiveMember($0.path)
    }
    guard !members.isEmpty else { return }
    // Keys and paths as bytes (Docs/Library.md, "Paths are compared as bytes").
    var assetOfKey: [PathKey: Int] = [:]
    // A member joined already (a Takeout JSON by the export rules) joins nothing again.
    var joined: Set<PathKey> = []
    for (position, asset) in assets.enumerated() {
      for resource in asset.resources where Self.isArchiveMember(resource.path) {
        joined.insert(PathKey(resource.path))
        let key = PathKey(PathParts.nameKey(of: resource.path))
        if assetOfKey[key] == nil { assetOfKey[key] = position }
      }
    }
    for member in members where !joined.contains(PathKey(member.path)) {
      guard let position = assetOfKey[PathKey(PathParts.nameKey(of: member.path))] else { continue }
      assets[position].resources.append(resource(.sidecar, member))
      assets[position].fileSize += member.record.fileSize ?? 0
    }
  }

  /// Whether `path` names an archive member (`ARCHIVE//MEMBER`).
  static func isArchiveMember(_ path: String) -> Bool { PathParts.archiveSeparator(in: path) != nil }
}
