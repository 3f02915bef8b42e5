/// `classify assets --explain`: the asset's state and grouping as evidence (Docs/CLI.md,
/// "`classify assets --explain`").
extension Asset {
  /// This asset with ``fieldEvidence`` set: one ``FieldEvidence`` for each library-state
  /// value (`creationDate`, `location`, `isFavorite`, `isHidden`: the rule says whether the
  /// file's own metadata, an export's sidecar, an XMP sidecar or the file's rating gave it;
  /// the source is the ``MetadataSource``), one for each resource joined to the primary (the
  /// Live pair's method and its evidence, RAW+JPEG with the test that matched and its values,
  /// an edited copy, a sidecar), one for the burst and one for the copies. An undated asset
  /// says so (`creationDate <- undated <- file-time`), as moments and date filters never date
  /// it by its file time.
  public func explained() -> Asset {
    var asset = self
    asset.fieldEvidence = explanation()
    return asset
  }

  /// The evidence ``explained()`` sets, in the order of the asset record's members.
  func explanation() -> [FieldEvidence] {
    var found: [FieldEvidence] = []
    func state(_ field: String, _ source: MetadataSource?, _ value: String) {
      guard let source else { return }
      found.append(FieldEvidence(field: field, rule: Self.rule(for: source), source: source.rawValue, value: value))
    }
    if let creationDate {
      state("creationDate", creationDateSource, creationDate)
    } else {
      found.append(
        FieldEvidence(
          field: "creationDate", rule: "undated", source: MetadataSource.fileTime.rawValue,
          value: modificationDate.map { "no capture time; file time \($0) is not used as one" } ?? "no capture time"))
    }
    if let location {
      state("location", locationSource, "\(location.latitude),\(location.longitude)")
    }
    if isFavorite { state("isFavorite", favoriteSource, "true") }
    if isHidden { state("isHidden", hiddenSource, "true") }
    for resource in resources.dropFirst() {
      found.append(grouping(of: resource))
    }
    if let burst {
      found.append(
        FieldEvidence(
          field: "burst", rule: "burstIdentifier", source: path,
          value: burst.identifier + (representsBurst ? " (representative)" : "")))
    }
    for copy in copies ?? [] {
      found.append(
        FieldEvidence(field: "copies", rule: "takeoutCopy", source: copy, value: "same bytes and the same Takeout sidecar identity"))
    }
    return found
  }

  /// Why `resource` joined the primary.
  private func grouping(of resource: AssetResource) -> FieldEvidence {
    let field = "resources." + resource.type.rawValue
    switch resource.type {
    case .pairedVideo:
      let pairing = livePairing ?? LivePairing(method: .contentIdentifier)
      let value: String =
        switch pairing.method {
        case .contentIdentifier: "content identifier " + (livePhoto?.contentIdentifier ?? "shared")
        case .probable:
          "score \(pairing.score.map { String($0) } ?? "?"): " + (pairing.evidence ?? []).joined(separator: "; ")
        case .livePhotoArchive: "one .livp holds both"
        }
      return FieldEvidence(field: field, rule: "livePair." + pairing.method.rawValue, source: resource.path, value: value)
    case .alternatePhoto:
      return FieldEvidence(
        field: field, rule: "rawJpegPair", source: resource.path,
        value: rawPairing ?? "same folder and stem; capture times within 1 s or the same ImageUniqueID")
    case .fullSizePhoto, .fullSizeVideo, .fullSizePairedVideo:
      return FieldEvidence(field: field, rule: "editedCopy", source: resource.path, value: "an edited copy's name (-edited and its translations)")
    case .sidecar where PathParts(resource.path).fileExtension == "json":
      return FieldEvidence(
        field: field, rule: "takeoutSidecar", source: resource.path, value: "a Takeout JSON named after the file (or titled with its name)")
    case .sidecar, .adjustmentData:
      return FieldEvidence(field: field, rule: "sidecarName", source: resource.path, value: "named after the asset's file")
    default:
      return FieldEvidence(field: field, rule: "joined", source: resource.path, value: resource.type.rawValue)
    }
  }

  /// The precedence step a source stands for (Docs/Library.md, "Exports: Google Takeout and iCloud").
  private static func rule(for source: MetadataSource) -> String {
    switch source {
    case .exif, .xmp, .quicktime, .container: "fileMetadata"
    case .takeout, .icloudExport: "exportSidecar"
    case .xmpSidecar: "xmpSidecar"
    case .rating: "rating"
    case .fileTime: "fileTime"
    }
  }
}
