/// Makes the ``AssetCollection``s of stored albums (``StoredAlbum``): each identifier is
/// looked up among the library's assets, in the album's order; one that names no asset
/// (its files were removed outside MediaKind, or expunged) is skipped with a diagnostic. An
/// asset in Recently Deleted or hidden stays a member (fetches leave it out), so a restore
/// or an unhide brings it back in its place.
struct StoredAlbumBuilder {
  /// The earliest and latest capture times of an album's members (seconds and text).
  struct Span {
    var first: (Double, String)?
    var last: (Double, String)?
  }

  let assets: [Asset]
  let times: [CaptureTime?]

  /// One collection per stored album, in the same order, with each one's earliest and latest
  /// capture times (for the folders above it), and what was skipped.
  func build(_ stored: [StoredAlbum]) -> (albums: [AssetCollection], spans: [Span], diagnostics: [String]) {
    guard !stored.isEmpty else { return ([], [], []) }
    var positionOf: [String: Int32] = [:]
    for (position, asset) in assets.enumerated() where positionOf[asset.localIdentifier] == nil {
      positionOf[asset.localIdentifier] = Int32(truncatingIfNeeded: position)
    }
    var albums: [AssetCollection] = []
    var spans: [Span] = []
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
      let (first, last) = FolderAlbumBuilder.summarize(&album, members: members, assets: assets, times: times)
      albums.append(album)
      spans.append(Span(first: first, last: last))
    }
    return (albums, spans, diagnostics)
  }
}
