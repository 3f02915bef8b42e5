/// Makes the ``AssetCollection``s of stored albums (``StoredAlbum``): each identifier is
/// looked up among the library's assets, in the album's order; one that names no asset
/// (its files were removed outside MediaKind, or expunged) is skipped with a diagnostic. An
/// asset in Recently Deleted or hidden stays a member (fetches leave it out), so a restore
/// or an unhide brings it back in its place.
struct StoredAlbumBuilder {
  let assets: [Asset]
  let times: [CaptureTime?]

  func build(_ stored: [StoredAlbum]) -> (albums: [AssetCollection], diagnostics: [String]) {
    guard !stored.isEmpty else { return ([], []) }
    var positionOf: [String: Int32] = [:]
    for (position, asset) in assets.enumerated() where positionOf[asset.localIdentifier] == nil {
      positionOf[asset.localIdentifier] = Int32(truncatingIfNeeded: position)
    }
    var albums: [AssetCollection] = []
    var diagnostics: [String] = []
    for entry in stored {
      var members: [Int32] = []
      var seen: Set<Int32> = []
      var missing: [String] = []
      for identifier in entry.assets {
        guard let position = positionOf[identifier] else {
          missing.append(identifier)
          continue
        }
        if seen.insert(position).inserted { members.append(position) }
      }
      if !missing.isEmpty {
        let shown = missing.prefix(3).joined(separator: ", ") + (missing.count > 3 ? ", ..." : "")
        diagnostics.append(
          "album '\(entry.title)' (\(entry.localIdentifier)): \(missing.count) asset identifier\(missing.count == 1 ? "" : "s") no longer in the library, skipped: \(shown)")
      }
      var album = AssetCollection(
        localIdentifier: entry.localIdentifier, type: .album, subtype: .albumRegular, title: entry.title,
        membership: .positions(members))
      album.isStored = true
      album.keyAssetIdentifier = entry.keyAsset
      FolderAlbumBuilder.summarize(&album, members: members, assets: assets, times: times)
      albums.append(album)
    }
    return (albums, diagnostics)
  }
}
