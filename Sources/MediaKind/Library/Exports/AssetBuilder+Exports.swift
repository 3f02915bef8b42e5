/// What exports say about the assets (Docs/Library.md, "Exports: Google Takeout and iCloud"):
/// Takeout's edited copies joined to their originals, Takeout JSON sidecars and iCloud's
/// `Photo Details.csv` rows joined to the files they describe.
extension AssetBuilder {
  /// The widest zone offset (UTC+14) and a minute: a file's floating capture time (read as
  /// UTC) and the export's UTC time of the same shot differ by at most this; more, and the
  /// date was changed in the service.
  static let zoneSlack = 14.0 * 3600 + 60

  /// Joins each edited copy (`IMG-edited.JPG`, `-bearbeitet`, `-modifié`, ...) to the asset of
  /// its original in the same folder (`ExportFolder`: an archive's member folder, in any part): the copy becomes a `fullSizePhoto` (or `fullSizeVideo`)
  /// resource, PhotoKit's current rendition, and makes no asset of its own. An edited Live
  /// Photo's video becomes a `fullSizePairedVideo`: the paired video of an edited copy that is a
  /// Live Photo itself, or an edited video whose original is the paired video of a Live Photo.
  func joinEditedCopies(_ assets: inout [Asset]) {
    // Edited copies are few: the names of the rest are not indexed unless one is found.
    let edits: [(position: Int, original: String)] = assets.indices.compactMap { position in
      TakeoutNames.originalName(ofEdited: PathParts.fileName(of: assets[position].path)).map { (position, $0) }
    }
    guard !edits.isEmpty else { return }
    // Folder and name, as bytes (Docs/Library.md, "Paths are compared as bytes").
    var byName: [PathKey: Int] = [:]
    var byPairedName: [PathKey: Int] = [:]
    for (position, asset) in assets.enumerated() {
      byName[PathKey(ExportFolder.of(asset.path) + "/" + PathParts.fileName(of: asset.path).lowercased())] = position
      for resource in asset.resources where resource.type == .pairedVideo {
        byPairedName[PathKey(ExportFolder.of(resource.path) + "/" + PathParts.fileName(of: resource.path).lowercased())] = position
      }
    }
    var merged: Set<Int> = []
    for (position, original) in edits {
      let path = assets[position].path
      let key = PathKey(ExportFolder.of(path) + "/" + original.lowercased())
      var resources = assets[position].resources
      if let target = byName[key], target != position, !merged.contains(target),
        assets[target].mediaType == assets[position].mediaType
      {
        resources[0].type = assets[position].mediaType == .video ? .fullSizeVideo : .fullSizePhoto
        for index in resources.indices where resources[index].type == .pairedVideo {
          resources[index].type = .fullSizePairedVideo
        }
        joinEdit(resources, of: position, into: target, &assets, merged: &merged)
      } else if let target = byPairedName[key], target != position, !merged.contains(target),
        assets[position].mediaType == .video, resources.count == 1
      {
        resources[0].type = .fullSizePairedVideo
        joinEdit(resources, of: position, into: target, &assets, merged: &merged)
      }
    }
    guard !merged.isEmpty else { return }
    assets = assets.enumerated().filter { !merged.contains($0.offset) }.map(\.element)
  }

  /// Adds `resources` (the edited copy's at `position`) to the asset at `target` and marks the
  /// copy's asset `merged`.
  private func joinEdit(_ resources: [AssetResource], of position: Int, into target: Int, _ assets: inout [Asset], merged: inout Set<Int>) {
    assets[target].resources += resources
    assets[target].resources.sort { $0.type.order < $1.type.order }
    assets[target].fileSize += assets[position].fileSize
    merged.insert(position)
  }

  /// Joins Takeout JSON sidecars and iCloud `Photo Details` rows to their assets and applies
  /// what they say: the file's own date and place first, the export's where the file states
  /// none or where the export records an edit; its favourite, hidden (archived) and trashed
  /// flags; caption and people. An XMP sidecar, read after, overrides favourite and hidden.
  func applyExports(_ files: [LibraryFile], to assets: inout [Asset]) {
    let takeout = files.indices.filter {
      if case .media = files[$0].takeoutSidecar { return true } else { return false }
    }
    let details = files.indices.filter { files[$0].icloudPhotoDetails != nil }
    guard !takeout.isEmpty || !details.isEmpty else { return }
    // Folder → lower-cased name → asset, for every media resource.
    var byFolder: [String: [String: Int]] = [:]
    var byName: [String: [Int]] = [:]
    for (position, asset) in assets.enumerated() {
      for resource in asset.resources where !resource.type.isSidecarFile {
        let name = PathParts.fileName(of: resource.path).lowercased()
        let folder = ExportFolder.of(resource.path)
        if byFolder[folder]?[name] == nil { byFolder[folder, default: [:]][name] = position }
        byName[name, default: []].append(position)
      }
    }
    var claimed: Set<Int> = []
    for index in takeout {
      guard case .media(let metadata) = files[index].takeoutSidecar else { continue }
      let path = files[index].path
      guard let target = TakeoutNames.target(ofSidecar: PathParts.fileName(of: path)),
        let position = Self.takeoutMatch(
          target, title: metadata.title, names: byFolder[ExportFolder.of(path)] ?? [:], claimed: claimed)
      else { continue }
      claimed.insert(position)
      assets[position].resources.append(resource(.sidecar, files[index]))
      assets[position].fileSize += files[index].record.fileSize ?? 0
      apply(metadata, to: &assets[position])
    }
    for index in details {
      let folder = ExportFolder.of(files[index].path)
      let parent = PathParts(folder).directory
      for row in files[index].icloudPhotoDetails?.rows ?? [] {
        guard let name = row.title?.lowercased() else { continue }
        var position = byFolder[folder]?[name]
        if position == nil {
          // Another folder of the same export part (`Part 1/Photos` beside `Part 1/…`): only
          // a name no other asset there shares.
          let near = (byName[name] ?? []).filter { ExportFolder.of(assets[$0].path).hasPrefix(parent + "/") }
          if near.count == 1 { position = near[0] }
        }
        guard let position, !claimed.contains(position) else { continue }
        claimed.insert(position)
        apply(row, to: &assets[position])
      }
    }
  }

  /// The asset a Takeout sidecar describes among a folder's `names` (lower-cased file name →
  /// asset), not yet `claimed`: the name it spells (with its copy number put back before the
  /// extension), else its `title` so numbered, else the one name that begins as a cut name
  /// does (Takeout cuts the sidecar's name at 46 characters and long media names too).
  static func takeoutMatch(
    _ target: TakeoutNames.Target, title: String?, names: [String: Int], claimed: Set<Int>
  ) -> Int? {
    func free(_ name: String) -> Int? {
      names[name.lowercased()].flatMap { claimed.contains($0) ? nil : $0 }
    }
    if let hit = free(target.numberedName) { return hit }
    if let title {
      if let hit = free(target.number.map { TakeoutNames.numbered(title, $0) } ?? title) { return hit }
    }
    let mark = target.number.map { "(\($0))" }
    func unique(_ matches: (String) -> Bool) -> Int? {
      let hits = Set(names.filter { !claimed.contains($0.value) && matches($0.key) }.map(\.value))
      return hits.count == 1 ? hits.first : nil
    }
    if target.truncated {
      let prefix = target.name.lowercased()
      if let hit = unique({ name in
        name.hasPrefix(prefix) && (mark.map { name.contains($0) } ?? !name.contains("("))
      }) {
        return hit
      }
    }
    // A long media name cut by Takeout (its stem shortened, its extension kept), the title
    // holding it whole.
    if let title, title.count > TakeoutNames.sidecarStemLimit {
      let whole = PathParts(title.lowercased())
      return unique { name in
        let parts = PathParts(mark.map { name.replacing($0, with: "") } ?? name)
        return parts.fileExtension == whole.fileExtension && parts.stem.count >= 30
          && whole.stem.hasPrefix(parts.stem)
      }
    }
    return nil
  }

  /// Applies one export's statements to `asset` (the precedence of Docs/Library.md).
  func apply(_ metadata: ExportMetadata, to asset: inout Asset) {
    let source = metadata.source
    if let date = metadata.creationDate {
      if asset.creationDate == nil {
        asset.creationDate = date
        asset.creationDateSource = source
      } else if source == .takeout, let own = asset.creationDate.flatMap(ISO8601Instant.init),
        let stated = ISO8601Instant(date),
        abs(own.secondsSince1970 - stated.secondsSince1970) > Self.zoneSlack
      {
        // Google keeps the file as uploaded: a date this far from the file's own was set in
        // Google Photos.
        asset.notes = (asset.notes ?? []) + [
          "date changed in Google Photos: the file says \(asset.creationDate ?? ""), the Takeout sidecar \(date) (taken)"
        ]
        asset.creationDate = date
        asset.creationDateSource = source
      }
    }
    if let location = metadata.location, asset.location == nil || metadata.locationEdited {
      if asset.location != nil {
        asset.notes = (asset.notes ?? []) + [
          "place changed in Google Photos (geoData differs from geoDataExif): the Takeout sidecar's position is used"
        ]
      }
      asset.location = location
      asset.locationSource = source
    }
    if let favorite = metadata.isFavorite {
      asset.statedFavorite = favorite
      asset.favoriteSource = favorite ? source : nil
    }
    if metadata.isHidden == true {
      asset.isHidden = true
      asset.hiddenSource = source
    }
    if metadata.isTrashed == true {
      asset.isTrashedInExport = true
      let where_ = source == .takeout ? "the Takeout sidecar says trashed" : "Photo Details.csv says deleted"
      asset.notes = (asset.notes ?? []) + ["\(where_): listed only in Recently Deleted"]
    }
    if let caption = metadata.caption { asset.caption = caption }
    if let people = metadata.people { asset.people = people }
  }
}
