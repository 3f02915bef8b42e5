import MediaKind
import MediaKindImaging

/// One line of `classify preview`: a result of one input.
struct PreviewRecord: JSONBufferEncodable {
  let path: String
  let output: String?
  let width: Int?
  let height: Int?
  let isDegraded: Bool
  let source: String?
  let detail: String?
  let orientation: Int?
  let orientationHandling: String?
  let error: String?
  /// Why a final image is only a stand-in (the decode error), when it is one.
  let reason: String?
  /// Whether the result came from the library's thumbnail cache (written only when true).
  let cached: Bool
  /// What the decoder reported about a file it decoded all the same (libjpeg's warnings).
  let warnings: [String]
  /// Why the image could not be written (then `error` says so too); not printed itself.
  let writeFailure: OutputDirectoryError?
  /// Whether `output` was already there with these very bytes (a rerun of an unchanged input
  /// and request), left as it was rather than written (written only when true).
  let existing: Bool
  /// The stale previews of the input removed after this final result (`--remove-stale`).
  var removed: [String] = []
  /// The stale previews that could not be removed, each `PATH: reason`.
  var notRemoved: [String] = []

  init(path: String, output: String?, result: ImageResult, writeFailure: OutputDirectoryError? = nil, existing: Bool = false) {
    self.path = path
    self.output = result.error == nil ? output : nil
    width = result.error == nil ? result.pixelWidth : nil
    height = result.error == nil ? result.pixelHeight : nil
    isDegraded = result.isDegraded
    source = result.error == nil ? result.source.rawValue : nil
    detail = result.detail.isEmpty ? nil : result.detail
    orientation = result.error == nil ? result.orientation : nil
    orientationHandling = result.error == nil ? result.orientationHandling.rawValue : nil
    error = result.error?.description ?? writeFailure.map { "output: \($0)" }
    reason = result.reason?.description
    cached = result.isCached
    warnings = result.error == nil ? result.warnings : []
    self.writeFailure = result.error == nil ? writeFailure : nil
    self.existing = self.output != nil && existing
  }

  /// Keys in sorted order; `cached` and `existing` only when true; `output`, `width`, `height`,
  /// `source` and `error` are always written (null when absent), `detail`, `orientation`,
  /// `orientationHandling`, `reason`, `warnings`, `removed` and `notRemoved` only when present.
  func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    if cached { json.appendMember("cached", true) }
    json.appendMember("detail", detail)
    json.appendKey("error")
    if let error { json.appendString(error) } else { json.appendNull() }
    if existing { json.appendMember("existing", true) }
    json.appendKey("height")
    if let height { json.appendInt(height) } else { json.appendNull() }
    json.appendMember("isDegraded", isDegraded)
    if !notRemoved.isEmpty {
      json.appendKey("notRemoved")
      json.appendStringArray(notRemoved)
    }
    json.appendMember("orientation", orientation)
    json.appendMember("orientationHandling", orientationHandling)
    json.appendKey("output")
    if let output { json.appendString(output) } else { json.appendNull() }
    json.appendMember("path", path)
    json.appendMember("reason", reason)
    if !removed.isEmpty {
      json.appendKey("removed")
      json.appendStringArray(removed)
    }
    json.appendKey("source")
    if let source { json.appendString(source) } else { json.appendNull() }
    if !warnings.isEmpty {
      json.appendKey("warnings")
      json.appendStringArray(warnings)
    }
    json.appendKey("width")
    if let width { json.appendInt(width) } else { json.appendNull() }
    json.endObject()
  }
}

extension PreviewRecord: OutputItem {
  static func csvColumns(explain: Bool) -> [String] {
    ["path", "output", "width", "height", "isDegraded", "source", "detail", "orientation", "orientationHandling", "error", "reason", "warnings", "existing",
      "removed", "notRemoved"]
  }

  func csvFields(explain: Bool) -> [CSVCell] {
    [
      .text(path), .text(output ?? ""), .number(width.map(String.init) ?? ""), .number(height.map(String.init) ?? ""),
      .number(String(isDegraded)), .text(source ?? ""), .text(detail ?? ""),
      .number(orientation.map(String.init) ?? ""), .text(orientationHandling ?? ""), .text(error ?? ""), .text(reason ?? ""),
      .text(warnings.joined(separator: "; ")), .number(String(existing)), .text(removed.joined(separator: "; ")),
      .text(notRemoved.joined(separator: "; ")),
    ]
  }

  /// `path  640x480  embeddedThumbnail  out/name.jpg` (`(fast)` after a degraded result,
  /// `(stand-in: reason)` after a final one that is degraded, `(cached)`, `(existing)`; then
  /// `removed:` and `not removed:` lists), or `path  error: reason`.
  func tableText(explain: Bool) -> String {
    guard let output else { return "\(path)  error: \(error ?? "no image")\n" }
    let size = "\(width ?? 0)x\(height ?? 0)"
    let mark = (reason.map { " (stand-in: \($0))" } ?? (isDegraded ? " (fast)" : "")) + (cached ? " (cached)" : "")
      + (existing ? " (existing)" : "")
    let warned = warnings.isEmpty ? "" : "  warning: " + warnings.joined(separator: "; ")
    let stale = (removed.isEmpty ? "" : "  removed: " + removed.joined(separator: "; "))
      + (notRemoved.isEmpty ? "" : "  not removed: " + notRemoved.joined(separator: "; "))
    return "\(path)  \(size)  \(source ?? "")\(mark)  \(output)\(warned)\(stale)\n"
  }
}
