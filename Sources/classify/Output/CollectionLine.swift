import MediaKind

/// One collection as `classify albums --type/--tree` and `classify moments` print it: the
/// collection record (JSON: ``MediaCollection``'s encoding), indented by its depth in a tree.
struct CollectionLine {
  var collection: MediaCollection
  /// Depth in the folder tree (0 at the top level, and for flat lists).
  var depth: Int = 0
}

extension CollectionLine: OutputItem {
  static func csvColumns(explain: Bool) -> [String] {
    [
      "kind", "type", "typeValue", "subtype", "subtypeValue", "localIdentifier", "localizedTitle",
      "localizedSubtitle", "estimatedAssetCount", "startDate", "endDate", "latitude", "longitude",
      "localizedLocationNames", "path", "parentIdentifier", "fileDateCount", "depth",
    ]
  }

  func csvFields(explain: Bool) -> [CSVCell] {
    let c = collection
    func t<T>(_ v: T?) -> CSVCell { .text(v.map { "\($0)" } ?? "") }
    func n<T>(_ v: T?) -> CSVCell { .number(v.map { "\($0)" } ?? "") }
    switch c {
    case .assetCollection(let a):
      let location = a.approximateLocation?.rounded
      return [
        t(c.kindName), t(c.typeName), n(a.assetCollectionType.rawValue), t(c.subtypeName),
        n(a.assetCollectionSubtype.rawValue), t(a.localIdentifier), t(a.localizedTitle),
        t(a.localizedSubtitle), n(a.estimatedAssetCount), t(a.startDate), t(a.endDate),
        n(location?.latitude), n(location?.longitude), t(a.localizedLocationNames.joined(separator: " | ")),
        t(a.path), t(a.parentIdentifier), n(a.fileDateCount), n(depth),
      ]
    case .collectionList(let l):
      return [
        t(c.kindName), t(c.typeName), n(l.collectionListType.rawValue), t(c.subtypeName),
        n(l.collectionListSubtype.rawValue), t(l.localIdentifier), t(l.localizedTitle),
        t(l.localizedSubtitle), n(l.estimatedAssetCount), t(l.startDate), t(l.endDate), n(""), n(""),
        t(l.localizedLocationNames.joined(separator: " | ")), t(l.path), t(l.parentIdentifier), n(0),
        n(depth),
      ]
    }
  }

  /// `Paris/  folder, 12 assets, 2024-05-12 … 2024-05-14  Photos/2024/Paris`, indented by
  /// depth; a folder's title ends with `/`.
  func tableText(explain: Bool) -> String {
    let c = collection
    let indent = String(repeating: "  ", count: depth)
    var title = c.localizedTitle ?? "(untitled)"
    var kind = c.typeName
    var start: String?
    var end: String?
    var extra: [String] = []
    switch c {
    case .assetCollection(let a):
      if a.assetCollectionType == .smartAlbum { kind += " \(a.assetCollectionSubtype.rawValue)" }
      (start, end) = (a.startDate, a.endDate)
      if let subtitle = a.localizedSubtitle { extra.append(subtitle) }
      if a.fileDateCount > 0 { extra.append("\(a.fileDateCount) dated by file time") }
      if let path = a.path { extra.append(path) }
    case .collectionList(let l):
      if l.collectionListType == .folder { title += "/" }
      if l.collectionListSubtype == .momentListCluster { kind = "cluster" }
      if l.collectionListSubtype == .momentListYear { kind = "year" }
      (start, end) = (l.startDate, l.endDate)
      if let subtitle = l.localizedSubtitle { extra.append(subtitle) }
      if let path = l.path { extra.append(path) }
    }
    let count = c.estimatedAssetCount
    var parts = ["\(kind), \(count) asset\(count == 1 ? "" : "s")"]
    if let start, let end {
      let a = String(start.prefix(10))
      let b = String(end.prefix(10))
      parts.append(a == b ? a : "\(a) … \(b)")
    }
    let head = (indent + title).padding(toLength: max(32, indent.count + title.count + 2), withPad: " ", startingAt: 0)
    return head + parts.joined(separator: ", ") + (extra.isEmpty ? "" : "  " + extra.joined(separator: "  ")) + "\n"
  }

  func appendJSON(to json: inout JSONBuffer) throws { try collection.appendJSON(to: &json) }
}
