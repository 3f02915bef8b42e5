/// The collection record, from the member table of its kind (``AssetCollection/recordMembers``,
/// ``CollectionList/recordMembers``), in sorted key order as `JSONEncoder`'s `.sortedKeys`.
extension MediaCollection: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) throws {
    switch self {
    case .assetCollection(let a): try AssetCollection.recordMembers.appendObject(of: a, to: &json)
    case .collectionList(let l): try CollectionList.recordMembers.appendObject(of: l, to: &json)
    }
  }
}
