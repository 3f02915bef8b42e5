import MediaKind

/// One line of `classify import`: what happened to one asset group (``ChangeOutcome``), or,
/// with `--album`, a change of that album (``CommittedChange``, printed as `classify album add`
/// prints it).
struct ImportLine {
  private let outcome: ChangeOutcome?
  private let albumChange: CommittedChange?
  private let dryRun: Bool

  init(outcome: ChangeOutcome, dryRun: Bool) {
    self.outcome = outcome
    albumChange = nil
    self.dryRun = dryRun
  }

  init(albumChange: CommittedChange) {
    outcome = nil
    self.albumChange = albumChange
    dryRun = false
  }

  /// The action as printed: `created` (`wouldCreate` in a dry run), `duplicate`, `skipped`,
  /// `failed`, or the album change (`albumCreated`, `addedToAlbum`, `unchanged`).
  var action: String {
    if let albumChange { return albumChange.kind.rawValue }
    guard let outcome else { return "" }
    return dryRun && outcome.action == .created ? "wouldCreate" : outcome.action.rawValue
  }
}

extension ImportLine: OutputItem {
  static func csvColumns(explain: Bool) -> [String] {
    ["action", "source", "path", "localIdentifier", "mediaType", "sources", "paths", "reason", "album", "title", "index"]
  }

  func csvFields(explain: Bool) -> [CSVCell] {
    if let change = albumChange {
      return [
        .text(action), .text(""), .text(change.path ?? ""), .text(change.localIdentifier ?? ""), .text(""), .text(""),
        .text(""), .text(change.note ?? ""), .text(change.album ?? ""), .text(change.title ?? ""),
        change.index.map { .number(String($0)) } ?? .text(""),
      ]
    }
    guard let outcome else { return [] }
    return [
      action, outcome.sources.first ?? "", outcome.paths.first ?? "", outcome.localIdentifier ?? "",
      outcome.mediaType?.name ?? "", outcome.sources.joined(separator: "|"), outcome.paths.joined(separator: "|"),
      outcome.reason ?? "", "", "", "",
    ].map(CSVCell.text)
  }

  /// `created     SOURCE -> PATH (+N files)  (localIdentifier)`, `duplicate   SOURCE = PATH`,
  /// `skipped     SOURCE: reason`; an album change as `classify album add` prints it.
  func tableText(explain: Bool) -> String {
    if let albumChange { return albumChange.tableText(explain: explain) }
    guard let outcome else { return "" }
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
    if let albumChange {
      try albumChange.appendJSON(to: &json)
      return
    }
    guard let outcome else { return }
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
