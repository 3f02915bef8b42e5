import MediaKind

/// One line of `classify import`: what happened to one asset group (``ChangeOutcome``).
struct ImportLine {
  let outcome: ChangeOutcome
  let dryRun: Bool

  /// The action as printed: `created` (`wouldCreate` in a dry run), `duplicate`, `skipped`,
  /// `failed`.
  var action: String {
    dryRun && outcome.action == .created ? "wouldCreate" : outcome.action.rawValue
  }
}

extension ImportLine: OutputItem {
  static func csvColumns(explain: Bool) -> [String] {
    ["action", "source", "path", "localIdentifier", "mediaType", "sources", "paths", "reason"]
  }

  func csvFields(explain: Bool) -> [CSVCell] {
    [
      action, outcome.sources.first ?? "", outcome.paths.first ?? "", outcome.localIdentifier ?? "",
      outcome.mediaType?.name ?? "", outcome.sources.joined(separator: "|"), outcome.paths.joined(separator: "|"),
      outcome.reason ?? "",
    ].map(CSVCell.text)
  }

  /// `created     SOURCE -> PATH (+N files)  (localIdentifier)`, `duplicate   SOURCE = PATH`,
  /// `skipped     SOURCE: reason`.
  func tableText(explain: Bool) -> String {
    let kind = action.padding(toLength: 12, withPad: " ", startingAt: 0)
    let source = outcome.sources.first ?? ""
    let more = outcome.sources.count > 1 ? " (+\(outcome.sources.count - 1) files)" : ""
    switch outcome.action {
    case .created:
      return "\(kind)\(source) -> \(outcome.paths.first ?? "")\(more)  (\(outcome.localIdentifier ?? ""))\n"
    case .duplicate:
      return "\(kind)\(source) = \(outcome.paths.first ?? "")\(more)  (\(outcome.localIdentifier ?? ""))\n"
    case .skipped, .failed:
      return "\(kind)\(source)\(more): \(outcome.reason ?? "")\n"
    }
  }

  func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    json.appendMember("action", action)
    json.appendMember("localIdentifier", outcome.localIdentifier)
    json.appendMember("mediaType", outcome.mediaType?.name)
    json.appendMember("path", outcome.paths.first)
    json.appendKey("paths")
    json.appendStringArray(outcome.paths)
    json.appendMember("reason", outcome.reason)
    json.appendMember("source", outcome.sources.first)
    json.appendKey("sources")
    json.appendStringArray(outcome.sources)
    json.endObject()
  }
}
