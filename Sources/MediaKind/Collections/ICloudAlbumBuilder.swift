/// Makes the albums of an iCloud Photos export's album lists (``ICloudAlbumList``,
/// `Part N/Albums/NAME.csv`; Docs/Library.md, "Exports: Google Takeout and iCloud"): one user
/// album per list, titled by the CSV's name, holding the assets its file names name.
///
/// A name is looked up among the file names of the assets' media resources (a Live Photo's
/// video names its asset too), without case: the one asset of that name in the list's export
/// part (the folder holding `Albums`), else the one in the export (the folder holding the
/// parts: an export spreads its photos over parts); a name that names no asset or several is
/// skipped with a diagnostic. Archive members are compared by their paths inside the archives
/// (`ExportFolder`), so parts read from separate archives are one export. Linear in the
/// resources plus the names.
struct ICloudAlbumBuilder {
  let assets: [Asset]
  let times: [CaptureTime?]
  let workingDirectory: String

  /// One album per list (`path`: the CSV's path, as scanned), in the order given, and what was
  /// skipped.
  func build(_ lists: [(path: String, list: ICloudAlbumList)]) -> (albums: [AssetCollection], diagnostics: [String]) {
    guard !lists.isEmpty else { return ([], []) }
    var byName: [String: [(position: Int32, path: String)]] = [:]
    for (position, asset) in assets.enumerated() {
      for resource in asset.resources where !resource.type.isSidecarFile {
        // Archive members in one tree: an export's parts may be separate archives.
        let path = ExportFolder.place(of: resource.path, workingDirectory: workingDirectory)
        byName[PathParts.fileName(of: path).lowercased(), default: []].append((Int32(truncatingIfNeeded: position), path))
      }
    }
    var albums: [AssetCollection] = []
    var diagnostics: [String] = []
    for (path, list) in lists {
      let csv = ExportFolder.place(of: path, workingDirectory: workingDirectory)
      let inArchive = csv.hasPrefix("//")
      let part = PathParts(PathParts(csv).directory).directory
      let export = PathParts(part).directory
      let name = PathParts.fileName(of: csv)
      let title = name.lowercased().hasSuffix(".csv") ? String(name.dropLast(4)) : name
      var members: [Int32] = []
      var seen: Set<Int32> = []
      var missing: [String] = []
      var ambiguous: [String] = []
      for name in list.names {
        let named = byName[name.lowercased()] ?? []
        func assets(under folder: String) -> Set<Int32> {
          Set(
            named.filter {
              $0.path.hasPrefix("//") == inArchive && FolderAlbumBuilder.isSameOrBelow($0.path, folder) && $0.path != folder
            }.map(\.position))
        }
        var found = assets(under: part)
        if found.isEmpty { found = assets(under: export) }
        guard !found.isEmpty else {
          missing.append(name)
          continue
        }
        guard found.count == 1, let position = found.first else {
          ambiguous.append(name)
          continue
        }
        if seen.insert(position).inserted { members.append(position) }
      }
      for (names, why) in [(missing, "name no file of the export"), (ambiguous, "name several files of the export")]
      where !names.isEmpty {
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", ..." : "")
        diagnostics.append("iCloud album '\(title)' (\(path)): \(names.count) of its file names \(why), skipped: \(shown)")
      }
      var album = AssetCollection(
        localIdentifier: CollectionIdentifier.make("icloudAlbum", csv, suffix: "/L0/040"), type: .album,
        subtype: .albumRegular, title: title, membership: .positions(members))
      album.path = path
      FolderAlbumBuilder.summarize(&album, members: members, assets: assets, times: times)
      albums.append(album)
    }
    return (albums, diagnostics)
  }
}
