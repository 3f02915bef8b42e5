import MediaKind

/// File records in every output format.
extension Classification: OutputItem {
  static let csvColumns = [
    "path", "status", "error", "mode", "mediaType", "format", "uti", "mimeType",
    "extensionMatchesContent", "subtypes", "mediaSubtypes", "pixelWidth", "pixelHeight",
    "duration", "frameRate", "frameCount", "fileSize", "creationDate", "latitude", "longitude",
    "make", "model",
  ]

  var csvFields: [String] {
    let r = self
    func n<T>(_ v: T?) -> String { v.map { "\($0)" } ?? "" }
    let fields: [String] = [
      r.path, r.status.rawValue, r.error.map { "\($0.kind.rawValue): \($0.message)" } ?? "",
      r.mode.rawValue, r.mediaType.name, n(r.format), n(r.uti), n(r.mimeType),
      n(r.extensionMatchesContent), r.subtypes.names.joined(separator: " "),
      r.status == .ok ? String(r.mediaSubtypes) : "", n(r.pixelWidth), n(r.pixelHeight),
      n(r.duration), n(r.frameRate), n(r.frameCount), n(r.fileSize), n(r.creationDate),
      n(r.location?.latitude), n(r.location?.longitude), n(r.make), n(r.model),
    ]
    return fields
  }

  func tableText(explain: Bool) -> String { TableLine.render(self, explain: explain) }
}
