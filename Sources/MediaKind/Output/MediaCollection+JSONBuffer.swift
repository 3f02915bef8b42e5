/// The collection record, byte for byte what `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]` writes for ``MediaCollection/encode(to:)``,
/// listed here in sorted key order. `CollectionRecordTests` compares the two.
extension MediaCollection: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) throws {
    var location: Location?
    var names: [String] = []
    var fileDates = 0
    var startDate: String?
    var endDate: String?
    var title: String?
    var subtitle: String?
    var path: String?
    switch self {
    case .assetCollection(let a):
      location = a.approximateLocation
      names = a.localizedLocationNames
      fileDates = a.fileDateCount
      (startDate, endDate, title, subtitle, path) = (a.startDate, a.endDate, a.localizedTitle, a.localizedSubtitle, a.path)
    case .collectionList(let l):
      names = l.localizedLocationNames
      (startDate, endDate, title, subtitle, path) = (l.startDate, l.endDate, l.localizedTitle, l.localizedSubtitle, l.path)
    }
    json.beginObject()
    try json.appendMember("approximateLocation", location)
    if case .assetCollection(let a) = self {
      json.appendMember("assetCollectionSubtype", a.assetCollectionSubtype.rawValue)
      json.appendMember("assetCollectionType", a.assetCollectionType.rawValue)
    }
    if case .collectionList(let l) = self {
      json.appendMember("collectionListSubtype", l.collectionListSubtype.rawValue)
      json.appendMember("collectionListType", l.collectionListType.rawValue)
    }
    json.appendMember("endDate", endDate)
    json.appendMember("estimatedAssetCount", estimatedAssetCount)
    if fileDates > 0 { json.appendMember("fileDateCount", fileDates) }
    json.appendMember("kind", kindName)
    json.appendMember("localIdentifier", localIdentifier)
    if !names.isEmpty {
      json.appendKey("localizedLocationNames")
      json.appendStringArray(names)
    }
    json.appendMember("localizedSubtitle", subtitle)
    json.appendMember("localizedTitle", title)
    json.appendMember("parentIdentifier", parentIdentifier)
    json.appendMember("path", path)
    json.appendMember("schemaVersion", Self.schemaVersion)
    json.appendMember("startDate", startDate)
    json.appendMember("subtype", subtypeName)
    json.appendMember("type", typeName)
    json.endObject()
  }
}
