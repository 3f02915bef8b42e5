import MediaKind

/// File records in every output format.
///
/// CSV carries every scalar member of the record, in the schema's order, with nested
/// objects flattened (`error` → `errorKind`, `errorMessage`; `formatReason` → `formatGuess`,
/// `formatReason`, `formatReasonDetail` (its verdict is `format`); `location` → `latitude`,
/// `longitude`, `altitude`; `burst` → `burstIdentifier`, `representsBurst`,
/// `burstSelectionTypes`; `livePhoto` → `livePhotoContentIdentifier`, `livePhotoPairedPath`)
/// and lists joined by spaces (`subtypes`) or ` | ` (`diagnostics`); `--explain` adds an
/// `evidence` column (`subtype <- rule <- source = value`, joined by ` | `).
extension Classification: OutputItem {
  static func csvColumns(explain: Bool) -> [String] {
    [
      "path", "status", "errorKind", "errorMessage", "mode", "mediaType", "format", "uti",
      "mimeType", "extensionMatchesContent", "formatGuess", "formatReason", "formatReasonDetail",
      "subtypes", "mediaSubtypes", "pixelWidth",
      "pixelHeight", "orientation", "duration", "frameRate", "frameCount", "fileSize",
      "creationDate", "latitude", "longitude", "altitude", "make", "model", "lensModel",
      "burstIdentifier", "representsBurst", "burstSelectionTypes", "livePhotoContentIdentifier",
      "livePhotoPairedPath", "diagnostics",
    ] + (explain ? ["evidence"] : [])
  }

  func csvFields(explain: Bool) -> [String] {
    let r = self
    func n<T>(_ v: T?) -> String { v.map { "\($0)" } ?? "" }
    let location = r.location?.rounded
    var fields: [String] = [
      r.path, r.status.rawValue, n(r.error?.kind.rawValue), n(r.error?.message), r.mode.rawValue,
      r.mediaType.name, n(r.format), n(r.uti), n(r.mimeType), n(r.extensionMatchesContent),
      n(r.formatReason?.guess), n(r.formatReason?.reason.rawValue), n(r.formatReason?.detail),
      r.subtypes.names.joined(separator: " "), r.status == .ok ? String(r.mediaSubtypes) : "",
      n(r.pixelWidth), n(r.pixelHeight), n(r.orientation), n(r.duration), n(r.frameRate),
      n(r.frameCount), n(r.fileSize), n(r.creationDate), n(location?.latitude),
      n(location?.longitude), n(location?.altitude), n(r.make), n(r.model), n(r.lensModel),
      n(r.burst?.identifier), n(r.burst?.representsBurst),
      (r.burst?.selectionTypes ?? []).joined(separator: " "), n(r.livePhoto?.contentIdentifier),
      n(r.livePhoto?.pairedPath), (r.diagnostics ?? []).joined(separator: " | "),
    ]
    if explain {
      fields.append(
        (r.evidence ?? []).map { "\($0.subtype) <- \($0.rule) <- \($0.source) = \($0.value)" }
          .joined(separator: " | "))
    }
    return fields
  }

  func tableText(explain: Bool) -> String { TableLine.render(self, explain: explain) }
}
