import MediaKind

/// The readable one-line form, like file(1): `path: image, heic (public.heic), 3024x4032,
/// 1.8 MB [hdrGainMap, photoLive]`, with the evidence indented below under `--explain`.
/// Values that come from a file (its name, metadata text in evidence, messages quoting it)
/// are escaped to stay inside their line (``PathEscaping/lineSafe(_:)``).
enum TableLine {
  static func render(_ r: Classification, explain: Bool) -> String {
    if r.status == .error {
      let message = PathEscaping.lineSafe(r.error?.message ?? "")
      return "\(PathEscaping.lineSafe(r.path)): error: \(r.error?.kind.rawValue ?? "error"): \(message)\n"
    }
    // No UTI (fast mode on content only libmagic names) prints none rather than a guess.
    var parts = ["\(r.mediaType.name), \(r.format?.rawValue ?? "?")" + (r.uti.map { " (\($0.rawValue))" } ?? "")]
    if let w = r.pixelWidth, let h = r.pixelHeight { parts.append("\(w)x\(h)") }
    if let d = r.duration { parts.append(formatDuration(d)) }
    if let fps = r.frameRate { parts.append("\(trim((fps * 100).rounded() / 100)) fps") }
    if let size = r.fileSize { parts.append(formatSize(size)) }
    if r.extensionMatchesContent == false { parts.append("extension does not match content") }
    var line = "\(PathEscaping.lineSafe(r.path)): " + parts.joined(separator: ", ")
    if !r.subtypes.isEmpty { line += " [" + r.subtypes.names.joined(separator: ", ") + "]" }
    line += "\n"
    if explain {
      if let reason = r.formatReason {
        line += "  format \(reason.guess) -> \(reason.verdict) (\(reason.reason.rawValue)): \(PathEscaping.lineSafe(reason.detail))\n"
      }
      for e in r.evidence ?? [] {
        line += "  \(e.subtype) <- \(e.rule) <- \(PathEscaping.lineSafe(e.source)) = \(PathEscaping.lineSafe(e.value))\(e.heuristic == true ? " (heuristic)" : "")\n"
      }
      for d in r.diagnostics ?? [] { line += "  diagnostic: \(PathEscaping.lineSafe(d))\n" }
    }
    return line
  }

  static func formatSize(_ bytes: Int) -> String {
    let units = ["B", "kB", "MB", "GB", "TB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 1000 && unit < units.count - 1 {
      value /= 1000
      unit += 1
    }
    return unit == 0 ? "\(bytes) B" : "\(trim((value * 10).rounded() / 10)) \(units[unit])"
  }

  static func formatDuration(_ seconds: Double) -> String {
    "\(trim((seconds * 1000).rounded() / 1000)) s"
  }

  /// `3` for 3.0, `2.5` for 2.5; values an `Int` cannot hold (a CAF with an absurd sample
  /// rate gives an infinite duration) keep their `Double` text.
  static func trim(_ v: Double) -> String {
    v.isFinite && abs(v) < 1e15 && v == v.rounded() ? String(Int(v)) : String(v)
  }
}
