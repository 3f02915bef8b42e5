import MediaKind

/// Assets in every output format: JSON and CSV from ``Asset/recordMembers`` (CSV: every
/// member, objects flattened as for file records, the primary resource's `path` beside the
/// identifier, `resources` as `type:path` joined by `;`, `notes` joined by ` | `).
extension Asset: OutputItem {
  /// `path: image, public.heic, 3024x4032, 2.9 MB [photoLive] + pairedVideo IMG_1.MOV`.
  func tableText(explain: Bool) -> String {
    let a = self
    var parts = [a.mediaType.name] + (a.uti.map { [$0.rawValue] } ?? [])
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
    if explain {
      for e in a.fieldEvidence ?? [] {
        line += "\n  \(e.field) <- \(e.rule) <- \(PathEscaping.lineSafe(e.source)) = \(PathEscaping.lineSafe(e.value))"
      }
    }
    return line + "\n"
  }
}
