import MediaKind

/// Assets in every output format.
extension Asset: OutputItem {
  /// `path: image, public.heic, 3024x4032, 2.9 MB [photoLive] + pairedVideo IMG_1.MOV`.
  func tableText(explain: Bool) -> String {
    let a = self
    var parts = ["\(a.mediaType.name), \(a.uti?.rawValue ?? "public.data")"]
    if let w = a.pixelWidth, let h = a.pixelHeight { parts.append("\(w)x\(h)") }
    if let d = a.duration { parts.append(TableLine.formatDuration(d)) }
    parts.append(TableLine.formatSize(a.fileSize))
    if let date = a.creationDate { parts.append(date) }
    var line = "\(a.path): " + parts.joined(separator: ", ")
    if !a.subtypes.isEmpty { line += " [" + a.subtypes.names.joined(separator: ", ") + "]" }
    if let burst = a.burst {
      line += " burst \(burst.identifier.prefix(8))\(burst.representsBurst == true ? " (representative)" : "")"
    }
    if a.isFavorite { line += " favorite" }
    for resource in a.resources.dropFirst() {
      line += "\n  + \(resource.type.rawValue): \(resource.path)"
    }
    for note in a.notes ?? [] { line += "\n  note: \(note)" }
    return line + "\n"
  }

  static func csvColumns(explain: Bool) -> [String] {
    [
      "localIdentifier", "path", "mediaType", "uti", "subtypes", "mediaSubtypes", "fileSize",
      "pixelWidth", "pixelHeight", "duration", "creationDate", "latitude", "longitude", "altitude",
      "make", "model", "burstIdentifier", "representsBurst", "burstSelectionTypes", "rating",
      "isFavorite", "livePhotoContentIdentifier", "livePhotoPairedPath", "playbackVariation",
      "resources", "notes",
    ]
  }

  /// Every scalar member of the asset record, nested ones flattened (as for file records);
  /// `resources` as `type:path` joined by `;`, `notes` joined by ` | `.
  func csvFields(explain: Bool) -> [String] {
    let a = self
    func n<T>(_ v: T?) -> String { v.map { "\($0)" } ?? "" }
    let location = a.location?.rounded
    return [
      a.localIdentifier, a.path, a.mediaType.name, n(a.uti), a.subtypes.names.joined(separator: " "),
      String(a.mediaSubtypes), String(a.fileSize), n(a.pixelWidth), n(a.pixelHeight),
      n(a.duration), n(a.creationDate), n(location?.latitude), n(location?.longitude),
      n(location?.altitude), n(a.make), n(a.model), n(a.burst?.identifier),
      n(a.burst?.representsBurst), (a.burst?.selectionTypes ?? []).joined(separator: " "),
      n(a.rating), String(a.isFavorite), n(a.livePhoto?.contentIdentifier),
      n(a.livePhoto?.pairedPath), n(a.playbackVariation),
      a.resources.map { "\($0.type.rawValue):\($0.path)" }.joined(separator: ";"),
      (a.notes ?? []).joined(separator: " | "),
    ]
  }
}
