/// Builds assets from a scan's classified files: Live Photo pairs, RAW+JPEG pairs, sidecars,
/// bursts (`Docs/Library.md`, "The library layer: assets, pairing, fetches, collections, the index": files → classifications → assets).
///
/// Every file is in at most one asset. Files whose content is no media (documents, unknown
/// bytes) and files that could not be read make no asset; sidecars join the asset they
/// describe. Assets come out in the scan order of their primary files.
package struct AssetBuilder {
  let hierarchy: UTIHierarchy
  let workingDirectory: String
  /// Whether stills and videos without a shared content identifier may pair as well.
  let livePairing: LivePairingMode

  package init(hierarchy: UTIHierarchy, workingDirectory: String = PathParts.currentDirectory()) {
    self.init(hierarchy: hierarchy, workingDirectory: workingDirectory, livePairing: .strict)
  }

  package init(
    hierarchy: UTIHierarchy, workingDirectory: String = PathParts.currentDirectory(),
    livePairing: LivePairingMode
  ) {
    self.hierarchy = hierarchy
    self.workingDirectory = workingDirectory
    self.livePairing = livePairing
  }

  func build(_ scanned: [LibraryFile]) -> [Asset] {
    // A `.livp`'s still and video follow it (Docs/Library.md, "A `.livp` in a folder walk").
    var files: [LibraryFile] = []
    files.reserveCapacity(scanned.count)
    var videoOfStill: [Int: Int] = [:]
    var stillOfVideo: [Int: Int] = [:]
    var pairingOfStill: [Int: LivePairing] = [:]
    for file in scanned {
      files.append(file)
      guard let members = file.livePhotoMembers, members.count == 2 else { continue }
      let still = files.count
      files.append(contentsOf: members)
      videoOfStill[still] = still + 1
      stillOfVideo[still + 1] = still
      pairingOfStill[still] = LivePairing(method: .livePhotoArchive)
    }
    let media = files.indices.filter { i in
      let record = files[i].record
      return record.status == .ok && record.mediaType != .unknown && !files[i].isSidecar
    }

    // Live Photos: by content identifier only (a `.livp`'s halves are paired already).
    let candidates = media.compactMap { i in
      videoOfStill[i] == nil && stillOfVideo[i] == nil ? LivePhotoPairing.candidate(for: files[i].record, index: i) : nil
    }
    for pair in LivePhotoPairing.pairs(among: candidates) {
      videoOfStill[pair.still.index] = pair.video.index
      stillOfVideo[pair.video.index] = pair.still.index
    }

    // RAW + JPEG/HEIF.
    let images = media.filter { files[$0].record.mediaType == .image }
    var rawOfPhoto: [Int: Int] = [:]
    var photoOfRaw: [Int: Int] = [:]
    var rawMatchOfPhoto: [Int: RAWPairing.Match] = [:]
    let rawPairing = RAWPairing.match(images.map { ($0, files[$0]) }, hierarchy: hierarchy)
    for pair in rawPairing.pairs {
      rawOfPhoto[pair.photo] = pair.raw
      photoOfRaw[pair.raw] = pair.photo
      rawMatchOfPhoto[pair.photo] = pair.match
    }

    // Live Photos without a shared content identifier, only when asked for.
    if livePairing == .probable {
      for still in videoOfStill.keys where pairingOfStill[still] == nil {
        pairingOfStill[still] = LivePairing(method: .contentIdentifier)
      }
      // A `.livp` an import summarised as its still holds its own video (Docs/Changes.md,
      // "Creating assets").
      let stills = images.filter { i in
        videoOfStill[i] == nil && photoOfRaw[i] == nil
          && files[i].record.uti.map { LivePhotoPairing.stillUTIs.contains($0) } == true
          && !LibraryFileReader.isLivePhotoArchive(path: files[i].path)
      }
      let videos = media.filter { files[$0].record.mediaType == .video && stillOfVideo[$0] == nil }
      for pair in ProbableLivePairing.pairs(stills: stills, videos: videos, files: files) {
        videoOfStill[pair.still] = pair.video
        stillOfVideo[pair.video] = pair.still
        pairingOfStill[pair.still] = pair.pairing
      }
    }

    // Folder and stem, as bytes (Docs/Library.md, "Paths are compared as bytes").
    var videosByName: [PathKey: [Int]] = [:]
    for i in media where files[i].record.mediaType == .video {
      let parts = PathParts(files[i].path)
      videosByName[PathKey(parts.directory + "/" + parts.stem), default: []].append(i)
    }

    var assets: [Asset] = []
    for i in media where stillOfVideo[i] == nil && photoOfRaw[i] == nil {
      let video = videoOfStill[i].map { files[$0] }
      let raw = rawOfPhoto[i].map { files[$0] }
      var asset = makeAsset(primary: files[i], pairedVideo: video, alternate: raw)
      asset.livePairing = pairingOfStill[i]
      asset.rawPairing = rawMatchOfPhoto[i]?.description
      asset.notes = liveNotes(
        for: files[i], paired: video != nil, files: files, videosByName: videosByName)
      if let size = rawPairing.oversized[i] {
        asset.notes = (asset.notes ?? []) + [
          "RAW+JPEG pairing by capture time skipped: \(size) files share this folder and stem (only a shared ImageUniqueID pairs them)"
        ]
      }
      assets.append(asset)
    }

    joinEditedCopies(&assets)
    applyExports(files, to: &assets)
    joinTakeoutCopies(files, to: &assets)
    attachSidecars(files.indices.filter { files[$0].record.status == .ok && files[$0].isSidecar }
      .map { files[$0] }, to: &assets)
    attachWebDatasetMembers(files, to: &assets)
    BurstGrouping.apply(to: &assets)
    return assets
  }

  /// One asset from its primary file and the files paired with it.
  package func makeAsset(primary: LibraryFile, pairedVideo: LibraryFile?, alternate: LibraryFile?)
    -> Asset
  {
    let record = primary.record
    let kind: AssetResource.Kind =
      switch record.mediaType {
      case .video: .video
      case .audio: .audio
      default: .photo
      }
    var resources = [resource(kind, primary)]
    if let pairedVideo { resources.append(resource(.pairedVideo, pairedVideo)) }
    if let alternate { resources.append(resource(.alternatePhoto, alternate)) }

    var subtypes = record.subtypes
    if record.mediaType == .video || record.mediaType == .audio {
      subtypes.remove(.photoLive)  // a photo subtype; a lone Live video is a plain video asset
    }
    if pairedVideo != nil { subtypes.insert(.photoLive) }
    if alternate != nil { subtypes.insert(.raw) }

    var asset = Asset(
      localIdentifier: primary.keptIdentifier
        ?? Self.localIdentifier(forPrimaryPath: primary.originalPath ?? primary.path, workingDirectory: workingDirectory),
      mediaType: record.mediaType, subtypes: subtypes, resources: resources)
    asset.pixelWidth = record.pixelWidth
    asset.pixelHeight = record.pixelHeight
    asset.duration = pairedVideo?.record.duration ?? record.duration
    asset.creationDate = record.creationDate
    asset.creationDateSource = record.creationDate == nil ? nil : primary.creationDateSource
    asset.location = record.location
    asset.locationSource = record.location == nil ? nil : primary.locationSource
    asset.make = record.make
    asset.model = record.model
    asset.technical = record.technical
    asset.uti = record.uti
    asset.rating = primary.rating ?? alternate?.rating
    if asset.isFavorite { asset.favoriteSource = .rating }
    asset.integrity = Integrity.worst(
      of: [primary, pairedVideo, alternate].compactMap { $0.map { $0.record.integrity } })
    asset.playbackVariation = primary.playbackVariation ?? pairedVideo?.playbackVariation
    // Whole seconds: what the record's `modificationDate` states and reads back.
    asset.modificationTime = primary.identity.map { $0.modificationTime.rounded(.down) }
    asset.deletionDate = primary.deletionDate
    if var burst = record.burst {
      if primary.isBurstBestShot == true {
        var types = burst.selectionTypes ?? []
        if !types.contains("autoPick") { types.append("autoPick") }
        burst.selectionTypes = types
      }
      asset.burst = burst
    }
    if let live = record.livePhoto {
      asset.livePhoto = LivePhotoInfo(
        contentIdentifier: live.contentIdentifier, pairedPath: pairedVideo?.path)
    }
    return asset
  }

  func resource(_ kind: AssetResource.Kind, _ file: LibraryFile) -> AssetResource {
    AssetResource(
      type: kind, path: file.path, uti: file.record.uti,
      fileSize: file.record.fileSize ?? file.identity?.size ?? 0)
  }

  /// Why a Live Photo half stayed alone, in words (`nil` when there is nothing to say).
  func liveNotes(
    for file: LibraryFile, paired: Bool, files: [LibraryFile], videosByName: [PathKey: [Int]]
  ) -> [String]? {
    guard !paired, let id = file.record.livePhoto?.contentIdentifier else { return nil }
    let record = file.record
    if record.mediaType == .video {
      return ["Live Photo video (content identifier \(id)) whose still is not in this scan"]
    }
    guard record.mediaType == .image else { return nil }
    guard let uti = record.uti, LivePhotoPairing.stillUTIs.contains(uti) else {
      return ["has a Live Photo content identifier (\(id)), but only JPEG and HEIF stills pair"]
    }
    var notes = [
      "Live Photo candidate: no video with content identifier \(id) in this scan (photoLive kept as a candidate)"
    ]
    let parts = PathParts(file.path)
    let siblings =
      (videosByName[PathKey(parts.directory + "/" + parts.stem)] ?? [])
      + (videosByName[PathKey(parts.directory + "/" + parts.stem + "_3")] ?? [])
    // A handful of names say enough, and keep the notes linear in a folder of many copies.
    let named = 5
    if siblings.count > named {
      notes.append("\(siblings.count - named) more videos have a matching name: not paired")
    }
    for index in siblings.prefix(named) {
      let video = files[index].record
      let name = PathParts(video.path).fileName
      if let other = video.livePhoto?.contentIdentifier {
        notes.append("\(name) has a matching name but content identifier \(other): not paired")
      } else if video.mode == .fast {
        notes.append(
          "\(name) has a matching name but no content identifier read (fast mode; --mode thorough reads it): not paired")
      } else {
        notes.append("\(name) has a matching name but no content identifier: not paired")
      }
    }
    return notes
  }

  /// Adds sidecars as resources (an `.AAE` as `adjustmentData`, an `.xmp` as `sidecar`); an XMP
  /// sidecar's rating overrides the file's own, and its
  /// `mediakind:Hidden` hides the asset.
  func attachSidecars(_ sidecars: [LibraryFile], to assets: inout [Asset]) {
    guard !sidecars.isEmpty else { return }
    var index = SidecarMatching.NameIndex()
    // A sidecar names a file of its own folder: only those folders' files are indexed.
    let folders = Set(sidecars.map { PathKey(PathParts.directory(of: $0.path)) })
    for (position, asset) in assets.enumerated() {
      for resource in asset.resources where folders.contains(PathKey(PathParts.directory(of: resource.path))) {
        index.add(path: resource.path, asset: position)
      }
      // A `.livp`'s asset is named by the `.livp` beside its sidecars, not by its members
      // (Docs/Library.md, "A `.livp` in a folder walk").
      if let primary = asset.resources.first, let container = LibraryFileReader.livePhotoArchive(ofMember: primary.path),
        folders.contains(PathKey(PathParts.directory(of: container)))
      {
        index.add(path: container, asset: position)
      }
    }
    // Sidecars with the same name (case variants) choose among the same assets: once each.
    var chosenByName: [PathKey: Int?] = [:]
    for sidecar in sidecars {
      let parts = PathParts(sidecar.path)
      let name = PathKey(parts.directory + "/" + parts.lowercasedName)
      let chosen: Int?
      if let known = chosenByName[name] {
        chosen = known
      } else {
        chosen = SidecarMatching.choose(
          SidecarMatching.targets(for: sidecar.path, in: index), assets: assets, hierarchy: hierarchy)
        chosenByName[name] = chosen
      }
      guard let chosen else { continue }
      assets[chosen].resources.append(resource(sidecar.sidecarKind, sidecar))
      assets[chosen].fileSize += sidecar.record.fileSize ?? 0
      // The sidecar is the user's own later word: it overrides the file and the exports.
      if let rating = sidecar.rating {
        assets[chosen].rating = rating
        assets[chosen].statedFavorite = nil
        assets[chosen].favoriteSource = rating >= 5 ? .xmpSidecar : nil
      }
      if let hidden = sidecar.isHidden {
        assets[chosen].isHidden = hidden
        assets[chosen].hiddenSource = hidden ? .xmpSidecar : nil
      }
    }
  }

  /// `UUID/L0/001` from the normalized absolute path of the primary resource.
  static func localIdentifier(forPrimaryPath path: String, workingDirectory: String) -> String {
    var hash = StableHash<UInt128>()
    hash.combine(PathParts.normalizedAbsolute(path, workingDirectory: workingDirectory))
    return hash.uuidString + "/L0/001"
  }
}
